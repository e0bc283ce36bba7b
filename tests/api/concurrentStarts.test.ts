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

const skipped = await postgresOnlySkipReason('the concurrent start tests');

describe.skipIf(skipped !== null)('server processes starting at once on a new PostgreSQL database', () => {
  it(`all ${PROCESSES} prepare it, and its seed rows are there once`, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const scratch = await createScratchDatabase('starts', ADMIN_URL);
      const config = loadConfig({}, { databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, seedDemo: true, jwtSecret: 'unused-here' });
      const handles = await Promise.all(Array.from({ length: PROCESSES }, () => openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir })));
      try {
        const starts = await Promise.allSettled(handles.map((handle) => prepareDatabase(handle, config)));
        expect(starts.filter((start) => start.status === 'rejected').map((start) => String((start as PromiseRejectedResult).reason))).toEqual([]);
        const { rows } = await sql<{ subscribers: number; flags: number; names: number }>`
          select (select count(*)::int from subscribers) as subscribers,
                 (select count(*)::int from work_order_flags) as flags,
                 (select count(distinct (subscriber_id, lower(name)))::int from work_order_flags) as names`.execute(handles[0].db);
        expect(rows[0].subscribers).toBeGreaterThan(0);
        expect(rows[0].flags).toBe(rows[0].names);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await scratch.drop();
      }
    }
  }, 240_000);
});
