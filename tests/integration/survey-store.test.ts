import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyAnswer } from '@/lib/survey/answer-schema';
import { rateLimitKeys } from '@/lib/survey/client-key';
import { allAnswers, answerCount, saveAnswer, storedSecret } from '@/lib/survey/store/answers';
import { migrationFiles } from '@/lib/survey/store/migrate';
import { openPgliteStore, openPostgresStore, type SurveyDatabase, type SurveyStore } from '@/lib/survey/store/open-store';
import { sweepEndedRecords } from '@/lib/survey/store/rate-limit';
import { currentRelease } from '@/lib/survey/store/releases';
import { surveyRateLimit } from '@/lib/survey/store/schema';
import { startTestPostgres, type TestPostgres } from '../support/embedded-postgres';

const answer: SurveyAnswer = { tripLength: 'week', tripKind: 'city', bagSetup: 'carry-on', bagLiters: 40, overpacked: ['clothes'], missed: [], bagChecks: ['measured'], tip: 'Pack light.' };
const noon = Date.parse('2026-11-23T12:00:00Z');
/** The rate limit's keys of a client at an address (behind one trusted proxy), at a time. */
const keysOf = (address: string, now = noon) => rateLimitKeys(new Headers({ 'x-forwarded-for': address }), 'test-secret', now, { TRUST_PROXY: '1' });
const request = (challengeId: string, address = '192.0.2.1', content = answer, now = noon) => ({ answer: content, challengeId, rateLimit: keysOf(address, now), answersPerHour: 3 });
const save = (db: SurveyDatabase, challengeId: string, address: string, now: number) => saveAnswer(db, request(challengeId, address, answer, now), new Date(now));
const recordsOf = async (db: SurveyDatabase, address: string, now = noon) => {
  const [records] = await db.select({ n: count() }).from(surveyRateLimit).where(eq(surveyRateLimit.clientKey, keysOf(address, now).spend.key));
  return records?.n;
};
const MINUTE = 60_000;

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
    expect(await saveAnswer(store.db, request('challenge-1'), new Date(noon))).toBe('stored');
    expect(await saveAnswer(store.db, request('challenge-1'), new Date(noon))).toBe('duplicate');
    expect(await saveAnswer(store.db, request('challenge-1', '192.0.2.1', { ...answer, tripLength: 'weekend' }), new Date(noon))).toBe('challenge-used');
    expect(await answerCount(store.db)).toBe(1);
  });

  it('lets one client store at most 3 answers an hour, even when they arrive at once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, (__, index) => saveAnswer(store.db, request(`burst-${index}`, '192.0.2.2'), new Date(noon))));
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'rate-limited')).toHaveLength(9);
    expect(await answerCount(store.db)).toBe(4);
  });

  it('writes nothing when a transaction fails halfway', async () => {
    const invalid = { ...answer, bagLiters: 9999 };
    await expect(saveAnswer(store.db, request('too-big', '192.0.2.3', invalid), new Date(noon))).rejects.toThrow();
    expect(await answerCount(store.db)).toBe(4);
    expect(await recordsOf(store.db, '192.0.2.3')).toBe(0);
  });

  it('exports every answer with its tip', async () => {
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

  it('counts the last hour, not the UTC day: 3 answers before midnight leave none for just after it', async () => {
    const beforeMidnight = Date.parse('2026-11-23T23:50:00Z');
    const outcomes = [];
    for (const [index, minutes] of [0, 5, 9].entries()) outcomes.push(await save(store.db, `midnight-${index}`, '192.0.2.4', beforeMidnight + minutes * MINUTE));
    for (const [index, minutes] of [11, 40, 69].entries()) outcomes.push(await save(store.db, `after-midnight-${index}`, '192.0.2.4', beforeMidnight + minutes * MINUTE));
    outcomes.push(await save(store.db, 'an-hour-later', '192.0.2.4', beforeMidnight + 70 * MINUTE));
    expect(outcomes).toEqual(['stored', 'stored', 'stored', 'rate-limited', 'rate-limited', 'rate-limited', 'stored']);
  });

  it('gives four addresses of one IPv6 /64 one allowance, and an IPv4-mapped address its IPv4 one', async () => {
    const addresses = ['2001:db8:21:64::1', '2001:db8:21:64::2', '2001:db8:21:64:ffff::3', '2001:db8:21:64:1:2:3:4'];
    const outcomes = [];
    for (const [index, address] of addresses.entries()) outcomes.push(await save(store.db, `slash-64-${index}`, address, noon));
    expect(outcomes).toEqual(['stored', 'stored', 'stored', 'rate-limited']);
    for (const [index, address] of ['192.0.2.5', '::ffff:192.0.2.5', '192.0.2.5', '::ffff:c000:205'].entries()) outcomes.push(await save(store.db, `mapped-${index}`, address, noon));
    expect(outcomes.slice(4)).toEqual(['stored', 'stored', 'stored', 'rate-limited']);
  });

  it('deletes the rate limit records once their hour has ended, whether or not anyone answers', async () => {
    const morning = Date.parse('2026-11-25T08:00:00Z');
    for (const index of [0, 1]) expect(await save(store.db, `swept-${index}`, '192.0.2.6', morning + index * MINUTE)).toBe('stored');
    await sweepEndedRecords(store.db, new Date(morning + 69 * MINUTE));
    expect(await recordsOf(store.db, '192.0.2.6', morning)).toBe(2);
    await sweepEndedRecords(store.db, new Date(morning + 70 * MINUTE));
    const [left] = await store.db.select({ n: count() }).from(surveyRateLimit);
    expect(left?.n).toBe(0);
  });

  it('releases results only once 10 answers have arrived since the last release, and at most once a day', async () => {
    const stored = await answerCount(store.db);
    const first = await currentRelease(store.db, new Date(noon));
    expect([first.release?.number, first.release?.answers, first.waiting]).toEqual([1, stored, 0]);
    for (let index = 0; index < 9; index += 1) await save(store.db, `release-${index}`, `192.0.2.${100 + index}`, noon);
    expect(await currentRelease(store.db, new Date(noon + 25 * 60 * MINUTE))).toMatchObject({ release: { number: 1 }, waiting: 9 });
    await save(store.db, 'release-9', '192.0.2.109', noon);
    expect(await currentRelease(store.db, new Date(noon + 60 * MINUTE))).toMatchObject({ release: { number: 1 }, waiting: 10 });
    const second = await currentRelease(store.db, new Date(noon + 24 * 60 * MINUTE));
    expect([second.release?.number, second.release?.answers, second.waiting]).toEqual([2, stored + 10, 0]);
    expect(second.release?.madeAt.toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('makes each release from one snapshot: every one-choice question adds up to its total even while answers arrive', async () => {
    const writes = Promise.all(Array.from({ length: 60 }, (__, index) => save(store.db, `snapshot-${index}`, `198.51.100.${index}`, noon)));
    const releases = [];
    for (let day = 2; day < 17; day += 1) releases.push((await currentRelease(store.db, new Date(noon + day * 24 * 60 * MINUTE))).release!);
    await writes;
    for (const release of releases) {
      for (const section of release.counts.sections.filter((candidate) => candidate.other !== undefined)) {
        expect(section.rows.reduce((sum, row) => sum + row.answers, section.other!), `${section.id} of release ${release.number}`).toBe(release.answers);
      }
    }
    expect(new Set(releases.map((release) => release.number)).size).toBeGreaterThan(1);
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
