import { defineConfig } from 'vitest/config';

/**
 * `npm run test:proxy`: the survey behind a real nginx and a real Caddy, which come from the system's
 * packages rather than npm, so it runs apart from `npm test` (which needs only Node and npm). Same
 * global setup as the integration project: one production build served on a free port.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'proxy',
    include: ['tests/proxy/**/*.test.ts'],
    globalSetup: ['tests/integration/production-server.ts'],
    testTimeout: 30_000,
  },
});
