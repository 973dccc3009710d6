import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyAnswer } from '@/lib/survey/answer-schema';
import { answerAggregates } from '@/lib/survey/store/aggregates';
import { allAnswers, answerCount, saveAnswer, storedSecret } from '@/lib/survey/store/answers';
import { migrationFiles } from '@/lib/survey/store/migrate';
import { openPgliteStore, openPostgresStore, type SurveyDatabase, type SurveyStore } from '@/lib/survey/store/open-store';
import { surveyRateLimit } from '@/lib/survey/store/schema';
import { startTestPostgres, type TestPostgres } from '../support/embedded-postgres';

const answer: SurveyAnswer = { tripLength: 'week', tripKind: 'city', bagSetup: 'carry-on', bagLiters: 40, overpacked: ['clothes'], missed: [], bagChecks: ['measured'], tip: 'Pack light.' };
const request = (challengeId: string, clientKey = 'client-a', content = answer) => ({ answer: content, challengeId, clientKey, answersPerHour: 3 });

/** migrate.ts's own bookkeeping table, which the app's schema does not need to know. */
const surveyMigrations = pgTable('survey_migrations', { version: text('version').notNull() });
const appliedVersions = async (db: SurveyDatabase) => (await db.select().from(surveyMigrations).orderBy(asc(surveyMigrations.version))).map((row) => row.version);

type StoreUnderTest = { open: () => Promise<SurveyStore>; cleanup: () => Promise<void> };

async function pglite(): Promise<StoreUnderTest> {
  const dir = mkdtempSync(join(tmpdir(), 'packwise-pglite-'));
  return { open: () => openPgliteStore(dir), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgres(): Promise<StoreUnderTest> {
  const server: TestPostgres = await startTestPostgres();
  return { open: () => openPostgresStore(server.url), cleanup: () => server.remove() };
}

describe.each([
  ['PGlite (embedded)', pglite],
  ['PostgreSQL (embedded-postgres, node-postgres)', postgres],
])('the survey store on %s', (_, create) => {
  let subject: StoreUnderTest;
  let store: SurveyStore;

  beforeAll(async () => {
    subject = await create();
    store = await subject.open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await subject?.cleanup();
  });

  it('records every migration once, and opening again applies none', async () => {
    expect(await appliedVersions(store.db)).toEqual(migrationFiles().map((migration) => migration.version));
    expect(await storedSecret(store.db)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores an answer once: a double submit is recognised, a replayed challenge with another answer refused', async () => {
    expect(await saveAnswer(store.db, request('challenge-1'))).toBe('stored');
    expect(await saveAnswer(store.db, request('challenge-1'))).toBe('duplicate');
    expect(await saveAnswer(store.db, request('challenge-1', 'client-a', { ...answer, tripLength: 'weekend' }))).toBe('challenge-used');
    expect(await answerCount(store.db)).toBe(1);
  });

  it('lets one client store at most 3 answers an hour, even when they arrive at once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, (__, index) => saveAnswer(store.db, request(`burst-${index}`, 'client-b'))));
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'rate-limited')).toHaveLength(9);
    expect(await answerCount(store.db)).toBe(4);
  });

  it('writes nothing when a transaction fails halfway', async () => {
    const invalid = { ...answer, bagLiters: 9999 };
    await expect(saveAnswer(store.db, request('too-big', 'client-c', invalid))).rejects.toThrow();
    expect(await answerCount(store.db)).toBe(4);
    const [keys] = await store.db.select({ n: count() }).from(surveyRateLimit).where(eq(surveyRateLimit.clientKey, 'client-c'));
    expect(keys?.n).toBe(0);
  });

  it('counts per option for the results, and exports every answer with its tip', async () => {
    const aggregates = await answerAggregates(store.db);
    expect(aggregates.total).toBe(4);
    expect(aggregates.tripLength.get('week')).toBe(4);
    expect(aggregates.overpacked.get('clothes')).toBe(4);
    expect(aggregates.bagLiters.get('40')).toBe(4);
    const rows = await allAnswers(store.db);
    expect(rows.map((row) => row.tip)).toEqual(Array(4).fill('Pack light.'));
  });

  it('reopens the same database without migrating again', async () => {
    if (store.kind === 'pglite') {
      // One process at a time may open a PGlite folder: close, then open again.
      await store.close();
      store = await subject.open();
    } else {
      const second = await subject.open();
      await second.close();
    }
    expect(await answerCount(store.db)).toBe(4);
  });

  it('counts every breakdown in one snapshot: they add up to the total even while answers arrive', async () => {
    const writes = Promise.all(Array.from({ length: 60 }, (__, index) => saveAnswer(store.db, request(`snapshot-${index}`, `client-snapshot-${index}`))));
    const readings = [];
    for (let reading = 0; reading < 15; reading += 1) readings.push(await answerAggregates(store.db));
    await writes;
    const sum = (tally: Map<string, number>) => [...tally.values()].reduce((total, answers) => total + answers, 0);
    expect(readings.map((aggregates) => [sum(aggregates.tripLength), sum(aggregates.bagSetup), aggregates.overpacked.get('clothes')])).toEqual(
      readings.map((aggregates) => [aggregates.total, aggregates.total, aggregates.total]),
    );
  });
});

describe('two processes starting at once on one PostgreSQL database', () => {
  let server: TestPostgres;
  beforeAll(async () => {
    server = await startTestPostgres();
  }, 60_000);
  afterAll(() => server?.remove());

  it('migrate once: the advisory lock makes the others wait, then find nothing to do', async () => {
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(server.url)));
    expect(await appliedVersions(stores[0]!.db)).toEqual(migrationFiles().map((migration) => migration.version));
    const secrets = await Promise.all(stores.map((store) => storedSecret(store.db)));
    expect(new Set(secrets).size).toBe(1);
    await Promise.all(stores.map((store) => store.close()));
  });
});
