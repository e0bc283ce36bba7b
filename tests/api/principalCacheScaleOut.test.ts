/**
 * The principal cache behind a load balancer: two server processes on one PostgreSQL. A change
 * made through one (or straight in the database) reaches the affected user's next request to
 * the other at once, also while the other's listening connection is down (principalCacheCases.ts).
 * Needs PostgreSQL (DATABASE_URL, else postgres@127.0.0.1:5432); without it this file is skipped
 * and says why.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchServerPair, type BenchServer } from '../../scripts/bench/support';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { ADMIN_URL, postgresOnlySkipReason } from '../support/postgresOnlyTests';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { seedPrincipalTenant } from '../support/ownTenants';
import { callOn, principalChangeCases, signInOn } from './principalCacheCases';

const skipped = await postgresOnlySkipReason('the two-process principal cache tests');

describe.skipIf(skipped !== null)('a change reaches the next request of another server process on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let a: BenchServer;
  let b: BenchServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase('principalscale', ADMIN_URL);
    database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    await migrateToLatest(database.db);
    await syncCatalog(database.db);
    const registry = await prepareResources(database.db, path.resolve('schemas'));
    await migrateAreasToLatest(database.db);
    await seedPrincipalTenant(database.db, registry);
    const env = { SEED_DEMO: 'false', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' };
    [a, b] = await startBenchServerPair(scratch, env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
  });

  principalChangeCases(() => ({ changeOn: a.baseUrl, askOn: b.baseUrl, prefix: 'birchwood', password: OTHER_PASSWORD }));

  const validateOn = async (server: BenchServer, token: string) => (await callOn(server.baseUrl, 'POST', '/api/v1/account/validateUser', token)).status;
  const technicianId = async () =>
    (await database.db.selectFrom('users').select('id').where('user_name', '=', 'birchwood-technician').executeTakeFirstOrThrow()).id;

  it('a change made straight in the database (signing the user out everywhere) reaches both processes', async () => {
    const token = await signInOn(a.baseUrl, 'birchwood-technician', OTHER_PASSWORD);
    expect([await validateOn(a, token), await validateOn(b, token)]).toEqual([200, 200]);
    await sql`update users set tokens_valid_from = now() + interval '1 second' where id = ${await technicianId()}`.execute(database.db);
    expect([await validateOn(a, token), await validateOn(b, token)]).toEqual([401, 401]);
  });

  it('a change made while the listening connections are down still reaches the next request', async () => {
    const token = await signInOn(a.baseUrl, 'birchwood-admin', OTHER_PASSWORD);
    expect(await validateOn(b, token)).toBe(200);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'fielddesk-hub-listener' and datname = current_database()`.execute(database.db);
    await sql`update users set is_active = false where user_name = 'birchwood-admin'`.execute(database.db);
    expect(await validateOn(b, token)).toBe(401);
    await sql`update users set is_active = true where user_name = 'birchwood-admin'`.execute(database.db);
    expect(await validateOn(b, token)).toBe(200);
  });
});

if (skipped) {
  describe('principal cache across two server processes', () => {
    it.skip(skipped, () => undefined);
  });
}
