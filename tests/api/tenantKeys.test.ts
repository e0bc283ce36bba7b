/**
 * Tenant keys in the database (area migration 0014): every table holding a subscriber's rows
 * carries `subscriber_id`, and its primary key, every unique key or index, and every foreign
 * key to another tenant table include it, subscriber_id to subscriber_id. So a row can never
 * refer to another subscriber's row, whatever the code does, and PostgreSQL can be distributed
 * by subscriber (Citus, distribution column `subscriber_id`) without a change of schema.
 *
 * The test reads the catalog after every migration and the resource tables have run, so a
 * table added by a later migration or a new resource definition is held to the same rule.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { AREA_MIGRATIONS, MIGRATIONS, migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import type { ResourceRegistry } from '../../src/server/resources/registry';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { prepareDatabase } from '../../src/server/server';
import { newWorkOrderRow } from '../../src/server/workOrders/insert';

/**
 * The tables without a tenant, each with why. The global catalogs are what Citus would hold as
 * reference tables (a copy on every node); the others never hold a subscriber's data.
 */
const NOT_TENANT_TABLES: Record<string, string> = {
  subscribers: 'global catalog: the tenants themselves (reference table)',
  roles: 'global catalog: the fixed roles (reference table)',
  permission_modules: 'global catalog: the permission modules (reference table)',
  functionalities: 'global catalog: the functionalities of the modules (reference table)',
  user_names: 'global directory: a user name is unique across subscribers and says whose it is at sign-in (reference table)',
  login_failures: 'sign-in throttling, keyed by user name and address before any tenant is known',
  hub_event_payloads: 'hub events too long for a NOTIFY, relayed between server processes for seconds',
  kysely_migration: 'the record of the foundation migrations',
  kysely_migration_lock: 'the lock of the foundation migrations',
  kysely_area_migration: 'the record of the area migrations',
  kysely_area_migration_lock: 'the lock of the area migrations',
};

let scratch: ScratchDatabase;
let database: DatabaseHandle;
let registry: ResourceRegistry;

beforeAll(async () => {
  scratch = await createScratchDatabase('tenantkeys');
  database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
  registry = await prepareDatabase(database, loadConfig({}, { databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, seedDemo: true, jwtSecret: 'unused-here' }));
}, 180_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

/** Every way a table of the current schema breaks the rule, one line each. */
async function tenantKeyBreaches(db: Kysely<any> = database.db): Promise<string[]> {
  const tables = await sql<{ name: string; tenant: boolean }>`
    select c.relname as name,
           exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'subscriber_id' and not a.attisdropped) as tenant
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
    order by 1`.execute(db);
  const isTenant = new Map(tables.rows.map((t) => [t.name, t.tenant && !(t.name in NOT_TENANT_TABLES)]));
  const breaches: string[] = [];
  for (const { name, tenant } of tables.rows) {
    if (!tenant && !(name in NOT_TENANT_TABLES)) breaches.push(`${name}: no subscriber_id and not a declared global table`);
  }
  const primaryKeys = await sql<{ table: string }>`
    select c.relname as table from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and i.indisprimary`.execute(db);
  const keyed = new Set(primaryKeys.rows.map((r) => r.table));
  for (const [name, tenant] of isTenant) if (tenant && !keyed.has(name)) breaches.push(`${name}: no primary key`);

  // Primary keys, unique constraints and unique indexes (partial or on expressions) alike.
  const uniques = await sql<{ table: string; index: string; primary: boolean; definition: string }>`
    select c.relname as table, x.relname as index, i.indisprimary as primary, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_class x on x.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and i.indisunique
      and not exists (
        select 1 from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'subscriber_id' and a.attnum = any (i.indkey::int2[]))
    order by 1, 2`.execute(db);
  for (const u of uniques.rows) {
    if (!isTenant.get(u.table)) continue;
    breaches.push(`${u.table}: ${u.primary ? 'primary key' : 'unique key'} ${u.index} without subscriber_id (${u.definition.replace(/^.* USING btree /, '')})`);
  }

  // A foreign key between two tenant tables pairs subscriber_id with subscriber_id; none goes
  // from a table without a tenant to a tenant's rows (a reference table cannot point into shards).
  const foreignKeys = await sql<{ table: string; target: string; constraint: string; paired: boolean; definition: string }>`
    select c.relname as table, t.relname as target, k.conname as constraint, pg_get_constraintdef(k.oid) as definition,
           exists (
             select 1 from unnest(k.conkey, k.confkey) as p(own, other)
             join pg_attribute a on a.attrelid = k.conrelid and a.attnum = p.own
             join pg_attribute b on b.attrelid = k.confrelid and b.attnum = p.other
             where a.attname = 'subscriber_id' and b.attname = 'subscriber_id') as paired
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class t on t.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and k.contype = 'f'
    order by 1, 3`.execute(db);
  for (const f of foreignKeys.rows) {
    if (isTenant.get(f.table) && isTenant.get(f.target) && !f.paired) breaches.push(`${f.table}: foreign key ${f.constraint} to ${f.target} without subscriber_id (${f.definition})`);
    if (!isTenant.get(f.table) && isTenant.get(f.target)) breaches.push(`${f.table}: foreign key ${f.constraint} from a table without a tenant to tenant table ${f.target}`);
  }
  return breaches;
}

it('keys every tenant table by subscriber: primary key, unique keys and foreign keys all include subscriber_id', async () => {
  expect(await tenantKeyBreaches()).toEqual([]);
});

it('declares as global only tables that exist', async () => {
  const present = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')`.execute(database.db);
  const names = new Set(present.rows.map((r) => r.name));
  expect(Object.keys(NOT_TENANT_TABLES).filter((name) => !names.has(name))).toEqual([]);
});

/** A subscriber with a technician, a customer and a work order of its own, written as the database sees them. */
async function tenantWithOrder(name: string) {
  const { db } = database;
  const { id: subscriberId } = await db.insertInto('subscribers').values({ name } as any).returning('id').executeTakeFirstOrThrow();
  await seedSubscriberResources(db, registry, subscriberId);
  const { id: userId } = await db
    .insertInto('users')
    .values({ subscriber_id: subscriberId, user_name: `${name.toLowerCase().replace(/\W/g, '')}-tech`, password_hash: 'x' } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  const customer = await sql<{ id: number }>`
    insert into customers (subscriber_id, id, name, site_address, city, state, zip_code, is_tax_exempt, bill_by_rate_sheet, is_active)
    values (${subscriberId}, nextval('customers_id_seq'), ${`${name} customer`}, 'Main Street 1', 'Springfield', 'IL', '62701', false, false, true)
    returning id`.execute(db);
  const customerId = customer.rows[0].id;
  const { id: workOrderId } = await db
    .insertInto('work_orders')
    .values(newWorkOrderRow({ subscriber_id: subscriberId, work_order_number: 1, customer_id: customerId, billing_customer_id: customerId, status_id: 1 } as any))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { subscriberId, userId, workOrderId };
}

const refused = async (write: Promise<unknown>) => {
  await expect(write).rejects.toMatchObject({ code: '23503' });
};

it("refuses rows naming one subscriber and another's work order or user, and keeps them within their own", async () => {
  const { db } = database;
  const a = await tenantWithOrder('Northwind HVAC');
  const b = await tenantWithOrder('Southgate Plumbing');
  const rateOfA = (await sql<{ id: number }>`select id from employee_type_rates where subscriber_id = ${a.subscriberId} order by id limit 1`.execute(db)).rows[0]?.id ?? 1;

  // A labor of A on B's work order, and a labor of A by B's technician.
  const labor = (subscriberId: number, workOrderId: number, technicianId: number) =>
    sql`insert into work_order_labors (subscriber_id, work_order_id, technician_id, start_time, user_status_id)
        values (${subscriberId}, ${workOrderId}, ${technicianId}, now(), 1)`.execute(db);
  await refused(labor(a.subscriberId, b.workOrderId, a.userId));
  await refused(labor(a.subscriberId, a.workOrderId, b.userId));
  // A role of A given to B's user; an employee type of A given to B's user.
  await refused(sql`insert into user_roles (subscriber_id, user_id, role_id) values (${a.subscriberId}, ${b.userId}, 4)`.execute(db));
  await refused(sql`insert into user_employee_types (subscriber_id, user_id, employee_type_rate_id) values (${a.subscriberId}, ${b.userId}, ${rateOfA})`.execute(db));

  // Within one subscriber the same rows are taken.
  await labor(a.subscriberId, a.workOrderId, a.userId);
  await sql`insert into user_roles (subscriber_id, user_id, role_id) values (${a.subscriberId}, ${a.userId}, 4)`.execute(db);
  await sql`insert into user_employee_types (subscriber_id, user_id, employee_type_rate_id) values (${a.subscriberId}, ${a.userId}, ${rateOfA})`.execute(db);
  const rolesOfB = await sql<{ n: string }>`select count(*) as n from user_roles where user_id = ${b.userId}`.execute(db);
  expect(Number(rolesOfB.rows[0].n)).toBe(0);
});

it('keeps a user name unique across subscribers, whatever its case, and frees it when its user is gone', async () => {
  const { db } = database;
  const a = await tenantWithOrder('Eastline Electric');
  const b = await tenantWithOrder('Westline Electric');
  const add = (subscriberId: number, userName: string) =>
    db.insertInto('users').values({ subscriber_id: subscriberId, user_name: userName, password_hash: 'x' } as any).returning('id').executeTakeFirstOrThrow();
  const { id } = await add(a.subscriberId, 'Casey.Morgan');
  await expect(add(b.subscriberId, 'casey.morgan')).rejects.toMatchObject({ code: '23505' });
  await db.deleteFrom('users').where('id', '=', id).execute();
  await add(b.subscriberId, 'casey.morgan');
});

/** Runs a set of migrations up to (and with) `last`, as a release before this one would have. */
async function migrateUpTo(db: Kysely<any>, migrations: Record<string, Migration>, last: string, migrationTableName: string) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableName, migrationLockTableName: `${migrationTableName}_lock` });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error;
}

describe('on a database of the release before, holding data', () => {
  let before: ScratchDatabase;
  let old: DatabaseHandle;

  beforeAll(async () => {
    before = await createScratchDatabase('tenantkeysupgrade');
    old = await openDatabase({ databaseUrl: before.databaseUrl, dataDir: before.dataDir });
  }, 60_000);

  afterAll(async () => {
    await old?.close();
    await before?.drop();
  });

  it('keys the rows it holds by subscriber, keeping every one, and writes the name of each of its users in the directory', async () => {
    const db = old.db as Kysely<any>;
    await migrateUpTo(db, MIGRATIONS, '0008_subscriber_user_counts', 'kysely_migration');
    await syncCatalog(db);
    const { schemasDir } = loadConfig({}, { databaseUrl: before.databaseUrl, dataDir: before.dataDir, seedDemo: false, jwtSecret: 'unused-here' });
    const resources = await prepareResources(db, schemasDir);
    await migrateUpTo(db, AREA_MIGRATIONS, '0013_user_status_entries_of_own_tenant', 'kysely_area_migration');

    // Two subscribers' users, roles, employee types, status entries, orders, assignments and labor, as that release wrote them.
    const ids: Array<{ subscriberId: number; userId: number; workOrderId: number }> = [];
    for (const name of ['Northwind HVAC', 'Southgate Plumbing']) {
      const subscriberId = (await sql<{ id: number }>`insert into subscribers (name) values (${name}) returning id`.execute(db)).rows[0].id;
      await seedSubscriberResources(db, resources, subscriberId);
      const userId = (await sql<{ id: number }>`
        insert into users (subscriber_id, user_name, password_hash) values (${subscriberId}, ${`${name.split(' ')[0]}.Tech`}, 'x') returning id`.execute(db)).rows[0].id;
      await sql`insert into user_roles (user_id, role_id) values (${userId}, 4)`.execute(db);
      await sql`insert into user_employee_types (subscriber_id, user_id, employee_type_rate_id) values (${subscriberId}, ${userId}, 1)`.execute(db);
      await sql`insert into user_status_entries (subscriber_id, user_id, user_status_id) values (${subscriberId}, ${userId}, 1)`.execute(db);
      const customerId = (await sql<{ id: number }>`
        insert into customers (subscriber_id, id, name, site_address, city, state, zip_code, is_tax_exempt, bill_by_rate_sheet, is_active)
        values (${subscriberId}, nextval('customers_id_seq'), 'Customer', 'Main Street 1', 'Springfield', 'IL', '62701', false, false, true)
        returning id`.execute(db)).rows[0].id;
      const workOrderId = (await sql<{ id: number }>`
        insert into work_orders (subscriber_id, work_order_number, customer_id, billing_customer_id, status_id)
        values (${subscriberId}, 1, ${customerId}, ${customerId}, 1) returning id`.execute(db)).rows[0].id;
      await sql`insert into work_order_technicians (subscriber_id, work_order_id, technician_id) values (${subscriberId}, ${workOrderId}, ${userId})`.execute(db);
      await sql`insert into work_order_labors (subscriber_id, work_order_id, technician_id, start_time, user_status_id, client_request_id)
                values (${subscriberId}, ${workOrderId}, ${userId}, now(), 1, gen_random_uuid())`.execute(db);
      ids.push({ subscriberId, userId, workOrderId });
    }
    const counts = async () =>
      (await sql<Record<string, string>>`
        select (select count(*) from users) as users, (select count(*) from user_roles) as user_roles,
               (select count(*) from user_employee_types) as employee_types, (select count(*) from user_status_entries) as status_entries,
               (select count(*) from work_orders) as work_orders, (select count(*) from work_order_technicians) as technicians,
               (select count(*) from work_order_labors) as labors`.execute(db)).rows[0];
    const held = await counts();
    expect(await tenantKeyBreaches(db)).not.toEqual([]);

    await migrateToLatest(db);
    await migrateAreasToLatest(db);

    expect(await tenantKeyBreaches(db)).toEqual([]);
    expect(await counts()).toEqual(held);
    const roles = await sql<{ subscriber_id: number; user_id: number }>`select subscriber_id, user_id from user_roles order by user_id`.execute(db);
    expect(roles.rows).toEqual(ids.map(({ subscriberId, userId }) => ({ subscriber_id: subscriberId, user_id: userId })));
    const names = await sql<{ user_name: string; subscriber_id: number }>`select user_name, subscriber_id from user_names order by user_name`.execute(db);
    expect(names.rows).toEqual([
      { user_name: 'northwind.tech', subscriber_id: ids[0].subscriberId },
      { user_name: 'southgate.tech', subscriber_id: ids[1].subscriberId },
    ]);
    // The upgraded keys refuse what the release before took: a labor of one subscriber by the other's technician.
    await refused(sql`insert into work_order_labors (subscriber_id, work_order_id, technician_id, start_time, user_status_id)
                      values (${ids[0].subscriberId}, ${ids[0].workOrderId}, ${ids[1].userId}, now(), 1)`.execute(db));
  }, 180_000);
});
