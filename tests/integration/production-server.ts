import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAndServe } from '../../scripts/production-server';
import { surveyTestEnv } from '../support/survey-test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

const DIST_DIR = '.next-test';

/** Global setup: one production build, served on a free port, for every integration and browser test. */
export default async function startProductionServer(project: TestProject) {
  // The survey's answers go to a PGlite folder of the run's own, never to the developer's .data/.
  const surveyData = mkdtempSync(join(tmpdir(), 'packwise-survey-'));
  // A build folder of its own, so the tests never replace the build `npm start` serves.
  const app = await buildAndServe(DIST_DIR, { ...surveyTestEnv, SURVEY_DATA_DIR: surveyData });
  project.provide('baseUrl', app.baseUrl);
  project.provide('distDir', DIST_DIR);
  return () => {
    app.stop();
    rmSync(surveyData, { recursive: true, force: true });
  };
}
