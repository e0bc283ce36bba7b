/**
 * Migrations at start: a database that is current is left as it is, one migration missing from
 * its record still runs, and one recorded that the code does not know still stops the start.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { down as backToSortIndexesWithoutId } from '../../src/server/db/migrations/0007_user_sort_indexes_with_id';

let scratch: ScratchDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  scratch = await createScratchDatabase('migrations');
  database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

const sortIndexesEndingInId = async () =>
  (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'users' and indexname like '%_order_idx' and indexdef like '%, id)'`.execute(database.db)).rows.length;

it('runs every migration on a new database and none on a current one', async () => {
  expect(await migrateToLatest(database.db)).toContain('0001_foundation');
  expect(await migrateToLatest(database.db)).toEqual([]);
});

it('runs a migration the database has not recorded', async () => {
  await backToSortIndexesWithoutId(database.db as Kysely<any>);
  await sql`delete from kysely_migration where name = '0007_user_sort_indexes_with_id'`.execute(database.db);
  expect(await sortIndexesEndingInId()).toBe(0);
  expect(await migrateToLatest(database.db)).toEqual(['0007_user_sort_indexes_with_id']);
  expect(await sortIndexesEndingInId()).toBe(4);
});

it('refuses a database that recorded a migration the code does not have', async () => {
  await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', '2031-01-01T00:00:00.000Z')`.execute(database.db);
  await expect(migrateToLatest(database.db)).rejects.toThrow(/9999_from_a_newer_release/);
});
