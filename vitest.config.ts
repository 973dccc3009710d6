import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          // Builds the app once and serves it with `next start` on a free port for every integration and browser test.
          globalSetup: ['tests/integration/production-server.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
