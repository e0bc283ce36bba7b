/**
 * Server processes started at the same moment on a new database (WORKERS, or separate processes
 * behind a load balancer) each bring it up to date, and none fails because another is doing it
 * too: two processes seeding the same rows at once made one of them exit at start with a
 * duplicate key. Needs PostgreSQL (DATABASE_URL, else postgres@127.0.0.1:5432); without it the
 * file is skipped and says why.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../scripts/support/scratchDatabase';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/server';
import { ADMIN_URL, postgresOnlySkipReason } from '../support/postgresOnlyTests';

const PROCESSES = 3;
const ATTEMPTS = 3;
/** Tables the start fills (the catalogue, the seeds, the demo company and its work). */
const SEEDED_TABLES = ['subscribers', 'users', 'roles', 'work_order_flags', 'work_orders', 'work_order_labors'] as const;

const skipped = await postgresOnlySkipReason('the concurrent start tests');

async function preparedAtOnce(processes: number): Promise<{ failures: string[]; rows: Record<string, number> }> {
  const scratch = await createScratchDatabase('starts', ADMIN_URL);
  const config = loadConfig({}, { databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, seedDemo: true, jwtSecret: 'unused-here' });
  const handles = await Promise.all(Array.from({ length: processes }, () => openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir })));
  try {
    const starts = await Promise.allSettled(handles.map((handle) => prepareDatabase(handle, config)));
    const failures = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
    const counts = SEEDED_TABLES.map((table) => sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handles[0].db));
    const rows = Object.fromEntries((await Promise.all(counts)).map((result, i) => [SEEDED_TABLES[i], result.rows[0].n]));
    return { failures, rows };
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
    await scratch.drop();
  }
}

describe.skipIf(skipped !== null)('server processes starting at once on a new PostgreSQL database', () => {
  it(`all ${PROCESSES} prepare it, and it holds what one start alone writes`, async () => {
    const alone = await preparedAtOnce(1);
    expect(alone.failures).toEqual([]);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const together = await preparedAtOnce(PROCESSES);
      expect(together.failures).toEqual([]);
      expect(together.rows).toEqual(alone.rows);
    }
  }, 240_000);
});
