import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allAnswers } from '@/lib/survey/store/answers';
import { openPgliteStore } from '@/lib/survey/store/open-store';
import { serveAnother, type AnotherServer } from './another-server';
import { surveyTestEnv } from './survey-test-env';

export type SurveyServer = AnotherServer & { dataDir: string; remove: () => Promise<void> };

/**
 * The production build served by a `next start` with a PGlite folder of its own: for a test that
 * must know every answer the store holds (releases are made from all of them), which the shared
 * test server cannot promise while other test files answer on it.
 */
export async function serveSurvey(env: Record<string, string> = {}): Promise<SurveyServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'packwise-survey-own-'));
  const app = await serveAnother({ ...process.env, ...surveyTestEnv, SURVEY_DATA_DIR: dataDir, ...env });
  return {
    ...app,
    dataDir,
    remove: async () => {
      app.stop();
      await app.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The challenge ids of every answer a PGlite folder holds, read once its server has stopped (one
 * process opens a folder at a time): what the store really holds, which the published results no
 * longer tell between releases.
 */
export async function storedChallengeIds(dataDir: string): Promise<string[]> {
  const store = await openPgliteStore(dataDir);
  try {
    return (await allAnswers(store.db)).map((answer) => answer.challengeId).sort();
  } finally {
    await store.close();
  }
}
