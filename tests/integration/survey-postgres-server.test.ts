import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAnother, type AnotherServer } from '../support/another-server';
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
});
