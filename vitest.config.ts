import { defineConfig } from 'vitest/config';

/**
 * Three projects, all run by `npm test`:
 * - unit: src/domain rules, no I/O;
 * - api: the real server over HTTP on a real database (PGlite, or PostgreSQL via DATABASE_URL);
 * - e2e: Chromium (playwright-core, /usr/bin/chromium) against the built app on the real server.
 */
export default defineConfig({
  test: {
    projects: [
      // Projects with different maxWorkers must run in separate groups: unit, then api, then e2e.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/serverSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/serverSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
          fileParallelism: false,
          // A polled value in the browser (a grid's total after a search) waits as long as a
          // Playwright locator does (15 s, tests/e2e/support/browser.ts), not vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
