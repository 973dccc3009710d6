import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac } from 'node:crypto';
import { and, asc, inArray, like, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rateLimitKeys, RATE_LIMIT_SLOT_MS, RATE_LIMIT_WINDOW_MS } from '@/lib/survey/client-key';
import { routePaths } from '@/lib/site/route-paths';
import { MIN_PUBLISHED_ANSWERS } from '@/lib/survey/release-counts';
import { openPgliteStore, type SurveyStore } from '@/lib/survey/store/open-store';
import { surveyAnswers, surveyRateLimit, surveySettings } from '@/lib/survey/store/schema';
import { OTHER_OPTIONS_LABEL } from '@/lib/survey/survey-results';
import { fetchHtml } from '../support/served-pages';
import { serveSurvey, type SurveyServer } from '../support/survey-server';
import { answerBody, postAnswer, readyProofs, validAnswer } from '../support/survey-client';

const mirrorOf = async (baseUrl: string) => (await fetch(`${baseUrl}${routePaths.surveyResults}index.md`)).text();
/** What the HTML page publishes: its main text, release line and tables included. */
const htmlResultsOf = async (baseUrl: string) => (await fetchHtml(`${baseUrl}${routePaths.surveyResults}`)).$('main').text();

/** Answers from addresses of their own, all at once, and what the server said to each. */
async function answer(baseUrl: string, fields: [string, string][][], addresses: string[]) {
  const proofs = await readyProofs(baseUrl, fields.length);
  const responses = await Promise.all(proofs.map((proof, index) => postAnswer(baseUrl, answerBody(proof, fields[index]), { address: addresses[index]! })));
  return responses.map((response) => response.status);
}
const withField = (name: string, values: string[]): [string, string][] => [...validAnswer.filter(([field]) => field !== name), ...values.map((value): [string, string] => [name, value])];

describe('an attacker who polls the results around one traveler’s answer', () => {
  let app: SurveyServer;
  beforeAll(async () => {
    app = await serveSurvey();
    // The first release: 10 travelers on a week's trip and 1 on a weekend, which must stay hidden.
    const seeds = [...Array(10).fill(withField('tripLength', ['week'])), withField('tripLength', ['weekend'])];
    expect(await answer(app.baseUrl, seeds, seeds.map((_, index) => `10.21.1.${index}`))).toEqual(Array(11).fill(201));
  }, 120_000);
  afterAll(() => app?.remove());

  it.each([
    ['a one-choice answer no one else gave', withField('tripLength', ['longer'])],
    ['a several-choice answer no one else gave', withField('missed', ['books', 'documents'])],
  ])('learns nothing from reading before and after %s', async (_, fields) => {
    const before = { mirror: await mirrorOf(app.baseUrl), html: await htmlResultsOf(app.baseUrl) };
    expect(before.mirror).toMatch(/^- Release 1, made \d{4}-\d\d-\d\d \d\d:\d\d UTC, holds 11 answers\.$/m);
    expect(await answer(app.baseUrl, [fields], [`10.21.2.${fields.length}`])).toEqual([201]);
    const after = { mirror: await mirrorOf(app.baseUrl), html: await htmlResultsOf(app.baseUrl) };
    expect(after.mirror).toBe(before.mirror);
    expect(after.html).toBe(before.html);
  });

  it('cannot subtract the published counts from the total to size a hidden option', async () => {
    const mirror = await mirrorOf(app.baseUrl);
    const total = Number(/holds (\d+) answers/.exec(mirror)?.[1]);
    const tripLength = mirror.split('### How long was the trip?')[1]!.split('###')[0]!;
    const rows = [...tripLength.matchAll(/^\| (.+?) \| (\d+) \| \d+% \|$/gm)].map(([, label, answers]) => ({ label, answers: Number(answers) }));
    // 10 week trips and 1 weekend: publishing the 10 would give the weekend away as 11 − 10.
    expect(rows).toEqual([{ label: OTHER_OPTIONS_LABEL, answers: total }]);
    for (const section of mirror.split('### ').slice(1)) {
      const counts = [...section.matchAll(/^\| .+? \| (\d+) \| \d+% \|$/gm)].map(([, answers]) => Number(answers));
      expect(counts.every((answers) => answers >= MIN_PUBLISHED_ANSWERS), section).toBe(true);
    }
  });
});

/** Every key the rate limit could have written for `address` in the hour before a record's end, with `secret`. */
const keysFor = (address: string, secret: string, expiresAt: Date) =>
  rateLimitKeys(new Headers({ 'x-forwarded-for': address }), secret, expiresAt.getTime() - RATE_LIMIT_WINDOW_MS - RATE_LIMIT_SLOT_MS, { TRUST_PROXY: '1' }).spend.key;
/** The key the rate limit used before issue 21: a daily HMAC with the secret kept in the database. */
const dailyKey = (address: string, secret: string, day: string) => createHmac('sha256', secret).update(`${day}\n${address}`).digest('base64url');

/**
 * An attacker holding a copy of the database, who knows the code: tries every address of the
 * space the test's travelers came from with every secret the database holds, under the current
 * and the old key derivation, and links a matched record to the answer at the same position.
 */
async function linkAddresses(store: SurveyStore, candidates: string[], extraSecrets: string[] = []) {
  const secrets = [...(await store.db.select().from(surveySettings)).map((row) => row.value), ...extraSecrets];
  const records = await store.db.select().from(surveyRateLimit).orderBy(sql`ctid`);
  const answers = await store.db.select().from(surveyAnswers).orderBy(asc(surveyAnswers.id));
  const linked: { address: string; answerId: number | undefined }[] = [];
  records.forEach((record, position) => {
    for (const secret of secrets)
      for (const address of candidates) {
        const day = record.expiresAt.toISOString().slice(0, 10);
        if (record.clientKey === keysFor(address, secret, record.expiresAt) || record.clientKey === dailyKey(address, secret, day)) linked.push({ address, answerId: answers[position]?.id });
      }
  });
  return { linked, records, answers };
}

const columns = pgSchema('information_schema').table('columns', { tableName: text('table_name').notNull(), columnName: text('column_name').notNull(), dataType: text('data_type').notNull() });

describe('an attacker holding a copy of the database', () => {
  const candidates = Array.from({ length: 256 }, (_, index) => `10.21.3.${index}`);
  let copy: string;
  let store: SurveyStore;
  beforeAll(async () => {
    const app = await serveSurvey();
    expect(await answer(app.baseUrl, candidates.slice(0, 12).map(() => validAnswer), candidates.slice(0, 12))).toEqual(Array(12).fill(201));
    // As a thief would find it at rest: the server stopped, its records' hour not yet over.
    app.stop();
    await app.exited;
    copy = mkdtempSync(join(tmpdir(), 'packwise-stolen-'));
    cpSync(app.dataDir, copy, { recursive: true });
    rmSync(app.dataDir, { recursive: true, force: true });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('holds a rate limit record per answer but cannot link any of them to an address', async () => {
    store = await openPgliteStore(copy);
    const { linked, records, answers } = await linkAddresses(store, candidates);
    expect([records.length, answers.length]).toEqual([12, 12]);
    expect(linked).toEqual([]);
  });

  it('would link a record keyed with a secret the database held, as before issue 21: the attack itself works', async () => {
    const heldSecret = 'a secret kept in survey_settings';
    const expiresAt = new Date('2026-11-25T13:10:00Z');
    await store.db.insert(surveySettings).values({ name: 'held-secret', value: heldSecret });
    await store.db.insert(surveyRateLimit).values([
      { clientKey: keysFor('10.21.3.7', heldSecret, expiresAt), expiresAt },
      { clientKey: dailyKey('10.21.3.9', heldSecret, '2026-11-25'), expiresAt },
    ]);
    expect((await linkAddresses(store, candidates)).linked.map(({ address }) => address)).toEqual(['10.21.3.7', '10.21.3.9']);
  });

  it('finds no time finer than a 10-minute slot in the records, and only the day in the answers', async () => {
    const { records } = await linkAddresses(store, []);
    expect(records.every((record) => record.expiresAt.getTime() % RATE_LIMIT_SLOT_MS === 0)).toBe(true);
    const timeColumns = await store.db
      .select({ table: columns.tableName, column: columns.columnName })
      .from(columns)
      .where(and(inArray(columns.tableName, ['survey_answers', 'survey_rate_limit']), like(columns.dataType, 'time%')));
    expect(timeColumns).toEqual([{ table: 'survey_rate_limit', column: 'expires_at' }]);
  });
});

describe('the rate limit over HTTP', () => {
  const baseUrl = inject('baseUrl');
  it('gives four addresses of one IPv6 /64 one allowance of 3 answers', async () => {
    const addresses = ['2001:db8:2100:64::1', '2001:db8:2100:64::2', '2001:db8:2100:64:ffff::3', '2001:db8:2100:64:1:2:3:4'];
    const proofs = await readyProofs(baseUrl, addresses.length);
    const statuses = [];
    for (const [index, proof] of proofs.entries()) statuses.push((await postAnswer(baseUrl, answerBody(proof), { address: addresses[index] })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
