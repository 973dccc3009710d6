import type { TestProject } from 'vitest/node';
import { buildAndServe } from '../../scripts/production-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Global setup: one production build, served on a free port, for every integration and browser test. */
export default async function startProductionServer(project: TestProject) {
  // A build folder of its own, so the tests never replace the build `npm start` serves.
  const app = await buildAndServe('.next-test');
  project.provide('baseUrl', app.baseUrl);
  return app.stop;
}
