import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        // tests/clients holds the tests that need the MCP clients of its own lock file (npm run clients:install).
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/clients/tool-schemas.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'tests/clients/client-matrix.test.ts'],
          // Builds the app once and serves it with `next start` on a free port for every integration and browser test.
          globalSetup: ['tests/integration/production-server.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
