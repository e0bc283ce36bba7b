/**
 * Migrations at start: a database that is current is left as it is, one migration missing from
 * its record still runs, and one recorded that the code does not know still stops the start.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { down as withoutTenantKeys } from '../../src/server/db/migrations/0009_tenant_keys';

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

const userNamesTable = async () =>
  (await sql<{ present: boolean }>`select to_regclass('user_names') is not null as present`.execute(database.db)).rows[0].present;

it('runs every migration on a new database and none on a current one', async () => {
  expect(await migrateToLatest(database.db)).toContain('0001_foundation');
  expect(await migrateToLatest(database.db)).toEqual([]);
});

// Kysely runs a missing migration only when it is the last: one recorded after it means the record is corrupt.
it('runs the last migration when the database has not recorded it', async () => {
  await withoutTenantKeys(database.db as Kysely<any>);
  await sql`delete from kysely_migration where name = '0009_tenant_keys'`.execute(database.db);
  expect(await userNamesTable()).toBe(false);
  expect(await migrateToLatest(database.db)).toEqual(['0009_tenant_keys']);
  expect(await userNamesTable()).toBe(true);
});

it('refuses a database that recorded a migration the code does not have', async () => {
  await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', '2031-01-01T00:00:00.000Z')`.execute(database.db);
  await expect(migrateToLatest(database.db)).rejects.toThrow(/9999_from_a_newer_release/);
});
