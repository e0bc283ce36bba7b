import { readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/support/e2eWorkers';

/**
 * BROWSER_TESTS_FIRST=1 runs the browser tests before the API tests. CI runs two rounds side by
 * side (.ci/run) and sets it in one of them, so that one round's API tests, which keep both cores
 * busy, run beside the other's browser tests, which keep about one busy, instead of both rounds
 * wanting the whole machine at the same time and little of it afterwards.
 */
const BROWSER_TESTS_FIRST = process.env.BROWSER_TESTS_FIRST === '1';

/**
 * BROWSER_TESTS_SHARE=k/n runs the k-th of n shares of the browser files: every n-th file in
 * name order, from the k-th. CI gives each of its two rounds one share (.ci/run), so every browser
 * file runs once per CI, on one of the two databases, while every unit and API test runs on both.
 * Unset, all of them run.
 */
function browserTestFiles(): string[] {
  const share = process.env.BROWSER_TESTS_SHARE;
  if (!share) return ['tests/e2e/**/*.test.ts'];
  const [k, n] = (/^(\d+)\/(\d+)$/.exec(share) ?? []).slice(1).map(Number);
  if (!(n >= 1 && k >= 1 && k <= n)) throw new Error(`BROWSER_TESTS_SHARE must be k/n with 1 <= k <= n (1/2, say), not "${share}".`);
  const files = (readdirSync('tests/e2e', { recursive: true }) as string[]).filter((file) => file.endsWith('.test.ts')).sort();
  return files.filter((_, i) => i % n === k - 1).map((file) => `tests/e2e/${file}`);
}

/**
 * UNIT_TESTS=elsewhere leaves the unit tests out: they touch no database, so CI runs them in one
 * of its two rounds only (.ci/run). Unset, they run.
 */
const UNIT_TESTS_HERE = process.env.UNIT_TESTS !== 'elsewhere';
if (!['elsewhere', undefined].includes(process.env.UNIT_TESTS)) throw new Error(`UNIT_TESTS may only be "elsewhere", not "${process.env.UNIT_TESTS}".`);

/** Unit files that replace modules other files import (vi.mock): they keep a module graph of their own. */
const MOCKING_UNIT_FILES = ['tests/unit/hubConnections.test.ts'];

/** The unit projects (see below): the shared-graph files, and the files that mock modules. */
function unitProjects() {
  return [
    {
      test: {
        name: 'unit',
        include: ['tests/unit/**/*.test.ts'],
        exclude: MOCKING_UNIT_FILES,
        isolate: false,
        unstubGlobals: true,
        environment: 'node',
        sequence: { groupOrder: 0 },
      },
    },
    { test: { name: 'unit-mocking', include: MOCKING_UNIT_FILES, environment: 'node', sequence: { groupOrder: 0 } } },
  ];
}

/**
 * Three projects, all run by `npm test`:
 * - unit: src/domain rules, no I/O. The files share one module graph per worker (isolate: false),
 *   which spares a process start and the same imports for each of them; globals a file stubs are
 *   put back after it (unstubGlobals), and the files that mock modules run apart;
 * - api: the real server over HTTP on a real database (PGlite, or PostgreSQL via DATABASE_URL).
 *   Its files share one module graph per worker too: none of them replaces a module or a global;
 * - e2e: Chromium (playwright-core, /usr/bin/chromium) against the built app on the real server.
 *   Two files run at a time (E2E_WORKERS, tests/support/e2eWorkers.ts), each worker on a server
 *   and database of its own (tests/support/serverSetup.ts), so no file sees another worker's
 *   changes; the files of one worker run one after another, each with its own contexts in the
 *   run's one Chromium. No file may count on another having run first, nor on its order within
 *   a worker.
 */
export default defineConfig({
  test: {
    projects: [
      // Projects with different maxWorkers must run in separate groups: unit, then api and e2e.
      ...(UNIT_TESTS_HERE ? unitProjects() : []),
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/serverSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: BROWSER_TESTS_FIRST ? 2 : 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: browserTestFiles(),
          globalSetup: ['tests/support/serverSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Files side by side, each worker on its own server and database (see above).
          maxWorkers: E2E_WORKERS,
          // A polled value in the browser (a grid's total after a search) waits as long as a
          // Playwright locator does (15 s, tests/e2e/support/browser.ts), not vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
          sequence: { groupOrder: BROWSER_TESTS_FIRST ? 1 : 2 },
        },
      },
    ],
  },
});
