/**
 * PGlite has no autovacuum: the server runs VACUUM (ANALYZE) itself once it has been idle
 * (src/server/db/maintenance.ts). What it does to a table, and when it is due.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { IDLE_BEFORE_MAINTENANCE_MS, MAINTENANCE_EVERY_MS, maintenanceDue, vacuumAnalyze } from '../../src/server/db/maintenance';

describe('database maintenance on PGlite', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase('maintenance', null);
    database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    await sql`create table readings (id integer primary key, value integer not null)`.execute(database.db);
    await sql`insert into readings select n, n from generate_series(1, 2000) n`.execute(database.db);
    await sql`update readings set value = value + 1 where id <= 1000`.execute(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const tableState = async () =>
    (
      await sql<{ reltuples: number; relallvisible: number }>`select reltuples, relallvisible from pg_class where relname = 'readings'`.execute(database.db)
    ).rows[0];

  it('gives the planner the row count and marks the pages all-visible, so counts can read an index alone', async () => {
    expect(await tableState()).toMatchObject({ reltuples: -1, relallvisible: 0 });
    await vacuumAnalyze(database.db);
    const state = await tableState();
    expect(Number(state.reltuples)).toBe(2000);
    expect(state.relallvisible).toBeGreaterThan(0);
  });

  it('is due only after a quiet spell, and at most once an hour', () => {
    const now = 10 * MAINTENANCE_EVERY_MS;
    expect(maintenanceDue({ now, lastRequestAt: now - IDLE_BEFORE_MAINTENANCE_MS, lastRunAt: null })).toBe(true);
    expect(maintenanceDue({ now, lastRequestAt: now - 1_000, lastRunAt: null })).toBe(false);
    expect(maintenanceDue({ now, lastRequestAt: now - IDLE_BEFORE_MAINTENANCE_MS, lastRunAt: now - MAINTENANCE_EVERY_MS + 1 })).toBe(false);
    expect(maintenanceDue({ now, lastRequestAt: now - IDLE_BEFORE_MAINTENANCE_MS, lastRunAt: now - MAINTENANCE_EVERY_MS })).toBe(true);
  });
});
