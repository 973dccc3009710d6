import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePaths } from '@/lib/site/route-paths';
import { postgresPool, SILENT_SERVER_MS, STATEMENT_TIMEOUT_MS } from '@/lib/survey/store/postgres-pool';
import { serveAnother, type AnotherServer } from '../support/another-server';
import { launchBrowser } from '../support/browser';
import { startTestPostgres, type TestPostgres } from '../support/embedded-postgres';
import { answerBody, challengeOfProof, postAnswer, readyProofs } from '../support/survey-client';
import { surveyTestEnv } from '../support/survey-test-env';

let postgres: TestPostgres;
let app: AnotherServer;
let db: pg.Pool;

/** The same production build, served a second time with DATABASE_URL pointing at a real PostgreSQL server. */
beforeAll(async () => {
  postgres = await startTestPostgres();
  app = await serveAnother({ ...process.env, ...surveyTestEnv, DATABASE_URL: postgres.url });
  db = new pg.Pool({ connectionString: postgres.url });
  db.on('error', () => undefined);
}, 120_000);

afterAll(async () => {
  app?.stop();
  await db?.end();
  await postgres?.remove();
});

const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM survey_answers')).rows[0].n);
const storedChallengeIds = async () => new Set((await db.query<{ challenge_id: string }>('SELECT challenge_id FROM survey_answers')).rows.map((row) => row.challenge_id));
const challengeIdOf = (proof: string): string => challengeOfProof(proof).parameters.nonce;
const addressOf = (index: number) => `10.2.${Math.floor(index / 250)}.${index % 250}`;

describe('answers stored in PostgreSQL through the site', () => {
  it('200 valid answers sent at once store exactly 200 rows; the same 200 again still 200', async () => {
    const proofs = await readyProofs(app.baseUrl, 200);
    const send = () => Promise.all(proofs.map((proof, index) => postAnswer(app.baseUrl, answerBody(proof), { address: addressOf(index) })));
    const first = await send();
    expect(first.map((response) => response.status)).toEqual(Array(200).fill(201));
    expect(await rowCount()).toBe(200);
    const second = await send();
    expect(second.map((response) => response.headers.get('survey-outcome'))).toEqual(Array(200).fill('duplicate'));
    expect(await rowCount()).toBe(200);
  }, 120_000);

  it('PostgreSQL stopped mid-run: a deliberate 503 that keeps nothing; after a restart every confirmed answer is there and no other', async () => {
    const before = await storedChallengeIds();
    const proofs = await readyProofs(app.baseUrl, 60);
    const outcomes: { challengeId: string; status: number; message: string }[] = [];
    let stopping: Promise<void> | undefined;
    for (let start = 0; start < proofs.length; start += 4) {
      if (start === 20) stopping = postgres.stop();
      const batch = proofs.slice(start, start + 4);
      const responses = await Promise.all(batch.map((proof, offset) => postAnswer(app.baseUrl, answerBody(proof), { address: addressOf(1000 + start + offset) })));
      for (const [offset, response] of responses.entries()) outcomes.push({ challengeId: challengeIdOf(batch[offset]!), status: response.status, message: await response.text() });
    }
    await stopping;
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].every((status) => status === 201 || status === 503), [...statuses].join(', ')).toBe(true);
    expect(statuses).toContain(201);
    expect(statuses).toContain(503);
    const unavailable = outcomes.find((outcome) => outcome.status === 503)!;
    expect(unavailable.message).toMatch(/not reachable.*Nothing was stored.*still in the form/s);

    await postgres.start();
    const stored = await storedChallengeIds();
    const confirmed = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.challengeId);
    const refused = outcomes.filter((outcome) => outcome.status === 503).map((outcome) => outcome.challengeId);
    for (const id of confirmed) expect(stored.has(id), `confirmed ${id}`).toBe(true);
    for (const id of refused) expect(stored.has(id), `refused ${id}`).toBe(false);
    expect(stored.size).toBe(before.size + confirmed.length);

    // And the site recovers on its own: the next answer is stored.
    const [proof] = await readyProofs(app.baseUrl, 1);
    expect((await postAnswer(app.baseUrl, answerBody(proof!), { address: addressOf(2000) })).status).toBe(201);
  }, 120_000);

  it('a live but slow server cancels a statement itself after the statement timeout, on every connection the store opens', async () => {
    const pool = postgresPool(postgres.url);
    try {
      const settings = await Promise.all(Array.from({ length: 3 }, () => pool.query<{ statement_timeout: string }>('SHOW statement_timeout')));
      expect(settings.map((result) => result.rows[0]!.statement_timeout)).toEqual(Array(3).fill(`${STATEMENT_TIMEOUT_MS / 1000}s`));
      await expect(pool.query('SELECT pg_sleep($1)', [(STATEMENT_TIMEOUT_MS / 1000) * 2])).rejects.toThrow(/canceling statement due to statement timeout/);
    } finally {
      await pool.end();
    }
  });

  it('PostgreSQL hung (paused): the traveler gets the 503 and keeps their typing instead of waiting on it; once it resumes, the same answer is stored', async () => {
    // A hang guard, not a speed measurement: without the timeouts a hung server held requests 20–90 s.
    const answeredWithin = { timeout: 3 * SILENT_SERVER_MS };
    const browser = await launchBrowser();
    const paused = { now: false };
    try {
      const page = await browser.newPage();
      await page.goto(`${app.baseUrl}${routePaths.survey}`);
      await expect.poll(() => page.locator('fieldset.survey-fields').isDisabled()).toBe(false);
      await page.getByRole('radio', { name: 'A weekend (1–3 nights)' }).check();
      await page.getByRole('radio', { name: 'City break' }).check();
      await page.getByRole('radio', { name: 'A checked bag' }).check();
      await page.getByLabel('One packing tip').fill('Typed before the database hung.');
      await expect.poll(() => page.locator('input[name="altcha"]').inputValue(), { timeout: 15_000 }).not.toBe('');
      const proof = await page.locator('input[name="altcha"]').inputValue();
      // Connections the pool already holds, and more requests than it holds: both ways of meeting a hung server.
      const proofs = await readyProofs(app.baseUrl, 12);
      const before = await rowCount();

      postgres.pause();
      paused.now = true;
      const responses = await Promise.all(
        proofs.map((each, index) => postAnswer(app.baseUrl, answerBody(each), { address: addressOf(3000 + index) })),
      );
      for (const response of responses) {
        expect([response.status, response.headers.get('survey-outcome')]).toEqual([503, 'unavailable']);
        expect(await response.text()).toMatch(/not reachable.*Nothing was stored.*still in the form/s);
      }
      await page.getByRole('button', { name: 'Send my answers' }).click();
      await expect.poll(() => page.locator('.survey-problem').textContent(), answeredWithin).toMatch(/not reachable/);
      expect(await page.getByLabel('One packing tip').inputValue()).toBe('Typed before the database hung.');
      expect(await page.getByRole('radio', { name: 'City break' }).isChecked()).toBe(true);

      postgres.resume();
      paused.now = false;
      expect(await rowCount()).toBe(before);
      await page.getByRole('button', { name: 'Send my answers' }).click();
      await page.waitForURL(`${app.baseUrl}${routePaths.surveyThanks}`, answeredWithin);
      expect(await rowCount()).toBe(before + 1);
      expect((await db.query('SELECT tip FROM survey_answers WHERE challenge_id = $1', [challengeIdOf(proof)])).rows).toEqual([{ tip: 'Typed before the database hung.' }]);
    } finally {
      if (paused.now) postgres.resume();
      await browser.close();
    }
  }, 120_000);
});
