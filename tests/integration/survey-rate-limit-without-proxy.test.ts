import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAnother, type AnotherServer } from '../support/another-server';
import { answerBody, postAnswer, readyProofs } from '../support/survey-client';
import { surveyTestEnv } from '../support/survey-test-env';

let app: AnotherServer;
let dataDir: string;

/** The site as a bare `next start` runs it: no TRUST_PROXY, so no proxy stands in front of it. */
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'packwise-survey-no-proxy-'));
  app = await serveAnother({ ...process.env, ...surveyTestEnv, TRUST_PROXY: '', SURVEY_DATA_DIR: dataDir });
}, 120_000);

afterAll(async () => {
  app?.stop();
  await app?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a bare next start, with no proxy trusted', () => {
  it('a client that rotates X-Forwarded-For still gets 3 answers an hour, then 429', async () => {
    const proofs = await readyProofs(app.baseUrl, 4);
    const outcomes = [];
    for (const [index, proof] of proofs.entries()) {
      const response = await postAnswer(app.baseUrl, answerBody(proof), { address: `198.51.100.${index + 1}` });
      outcomes.push(`${response.status} ${response.headers.get('survey-outcome')}`);
    }
    expect(outcomes).toEqual(['201 stored', '201 stored', '201 stored', '429 rate-limited']);
  });
});
