/**
 * Migrations at start: a database that is current is left as it is, one migration missing from
 * its record still runs, and one recorded that the code does not know still stops the start. An
 * area migration that changes what subscribers have (0020, the statuses technicians set) does so
 * as a new subscriber's seed would, keeping what the subscriber changed.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { AREA_MIGRATIONS, migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { loadConfig } from '../../src/server/config';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { prepareDatabase } from '../../src/server/server';
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

describe('area migration 0020 on a subscriber of the release before', () => {
  let before: ScratchDatabase;
  let old: DatabaseHandle;

  beforeAll(async () => {
    before = await createScratchDatabase('statusmarks');
    old = await openDatabase({ databaseUrl: before.databaseUrl, dataDir: before.dataDir });
  }, 60_000);

  afterAll(async () => {
    await old?.close();
    await before?.drop();
  });

  it('marks the statuses technicians set and orders the list as a visit goes, keeping what the subscriber changed', async () => {
    const db = old.db as Kysely<any>;
    const registry = await prepareDatabase(old, loadConfig({}, { databaseUrl: before.databaseUrl, dataDir: before.dataDir, seedDemo: false, jwtSecret: 'unused-here' }));
    const subscriberId = (await sql<{ id: number }>`insert into subscribers (name) values ('Northwind HVAC') returning id`.execute(db)).rows[0].id;
    await seedSubscriberResources(db, registry, subscriberId);
    // As the release before left it: no marks, each seeded status sorted by its id; Billed moved by the subscriber, and a status of its own.
    await sql`update work_order_statuses set technician_may_set = null, sort_order = id where subscriber_id = ${subscriberId}`.execute(db);
    await sql`update work_order_statuses set sort_order = 5 where subscriber_id = ${subscriberId} and id = 27`.execute(db);
    await sql`insert into work_order_statuses (subscriber_id, id, name, is_active, sort_order) values (${subscriberId}, 1000, 'Waiting On Permit', true, 3)`.execute(db);
    // Kysely runs only migrations that come after every recorded one: the release before had none from 0020 on.
    const fromStatuses = Object.keys(AREA_MIGRATIONS).filter((name) => name >= '0020_technician_work_order_statuses');
    for (const name of fromStatuses.slice(1).reverse()) await AREA_MIGRATIONS[name].down!(db);
    await sql`delete from kysely_area_migration where name >= '0020_technician_work_order_statuses'`.execute(db);

    expect(await migrateAreasToLatest(db)).toEqual(fromStatuses);
    const rows = (
      await sql<{ id: number; name: string; technician_may_set: boolean; sort_order: number }>`
        select id, name, technician_may_set, sort_order from work_order_statuses where subscriber_id = ${subscriberId} order by sort_order, id`.execute(db)
    ).rows;
    expect(rows.filter((row) => row.technician_may_set).map((row) => row.name)).toEqual([
      'Onsite',
      'Leak Test',
      'To Be Continued',
      'Two Man Job',
      'Follow Up Visit',
      'Need To Order Parts',
      'Pick Up Parts Locally',
      'Parts On Van',
      'Need Quote',
      'Get NTE Raised',
      'Pending Customer Approval',
      'Get Ticket Signed',
      'Completed',
    ]);
    expect(rows.find((row) => row.id === 1000)).toMatchObject({ technician_may_set: false, sort_order: 3 });
    expect(rows.find((row) => row.id === 27)).toMatchObject({ name: 'Billed', technician_may_set: false, sort_order: 5 });
    // The technicians' statuses first, then the office's from N/A.
    expect(rows.find((row) => row.id === 1)!.sort_order).toBeGreaterThan(rows.find((row) => row.id === 38)!.sort_order);
    // The same as a subscriber created now starts with.
    const fresh = (await sql<{ id: number }>`insert into subscribers (name) values ('Southgate Plumbing') returning id`.execute(db)).rows[0].id;
    await seedSubscriberResources(db, registry, fresh);
    const seeded = await sql<{ id: number; technician_may_set: boolean; sort_order: number }>`
      select id, technician_may_set, sort_order from work_order_statuses where subscriber_id = ${fresh} order by id`.execute(db);
    const migrated = rows.filter((row) => row.id < 1000 && row.id !== 27).map(({ id, technician_may_set, sort_order }) => ({ id, technician_may_set, sort_order }));
    expect(seeded.rows.filter((row) => row.id !== 27)).toEqual(migrated.sort((a, b) => a.id - b.id));
  }, 120_000);
});
