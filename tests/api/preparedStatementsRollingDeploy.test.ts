/**
 * A rolling deploy: one server process serves while another process adds a column to a table
 * the server reads with prepared `select *` and writes with `returning *`. The server's
 * connections prepared those statements before the column came; the next requests are
 * answered, each statement prepared again (src/server/db/preparedStatements.ts), not refused
 * with "cached plan must not change result type" until a restart. Needs PostgreSQL
 * (DATABASE_URL, else postgres@127.0.0.1:5432); without it the file is skipped and says why.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchServer, type BenchServer } from '../../scripts/bench/support';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { ownServerApi, type OwnServerApi } from '../support/ownServerApi';
import { seedHubTenants } from '../support/ownTenants';
import { ADMIN_URL, postgresOnlySkipReason } from '../support/postgresOnlyTests';

const skipped = await postgresOnlySkipReason('the rolling deploy tests of prepared statements');

/** Requests sent at once, so that several of the server's pooled connections prepare each statement. */
const AT_ONCE = 6;
const BILLING_METHODS = '/api/v1/resources/billingMethods';

describe.skipIf(skipped !== null)('a column added by another process while the server serves (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  /** The other process's database: what a new version's migration runs on. */
  let migrating: DatabaseHandle;
  let server: BenchServer;
  let api: OwnServerApi;
  let token: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('rolling', ADMIN_URL);
    migrating = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, poolSize: 1 });
    await migrateToLatest(migrating.db);
    await syncCatalog(migrating.db);
    const registry = await prepareResources(migrating.db, path.resolve('schemas'));
    await migrateAreasToLatest(migrating.db);
    await seedHubTenants(migrating.db, registry);
    server = await startBenchServer(scratch, { SEED_DEMO: 'false', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
    api = ownServerApi(server.baseUrl, OTHER_PASSWORD);
    token = await api.tokenFor('ridgeway-superadmin');
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await migrating?.close();
    await scratch?.drop();
  });

  const atOnce = <T>(request: (i: number) => Promise<T>) => Promise.all(Array.from({ length: AT_ONCE }, (_, i) => request(i)));

  it('reads (select *) and writes in a transaction (select * for update, update ... returning *) are answered after the column came', async () => {
    const created = await atOnce((i) => api.call('POST', BILLING_METHODS, { token, body: { name: `Rolling ${i}`, sortOrder: i } }));
    expect(created.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(201));
    let records = created.map((answer) => answer.body as { id: number; version: number; name: string });
    const readAll = () => atOnce((i) => api.call('GET', `${BILLING_METHODS}/${records[i].id}`, { token }));
    const renameAll = (suffix: string) =>
      atOnce((i) => api.call('PUT', `${BILLING_METHODS}/${records[i].id}`, { token, body: { ...records[i], name: `Rolling ${i} ${suffix}` } }));
    for (let round = 0; round < 2; round++) {
      expect((await readAll()).map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(200));
      const renamed = await renameAll(`before ${round}`);
      expect(renamed.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(200));
      records = renamed.map((answer) => answer.body);
    }

    await sql`alter table billing_methods add column rollout_note text`.execute(migrating.db);

    const read = await readAll();
    expect(read.map((answer) => [answer.status, answer.body.name])).toEqual(records.map((record) => [200, record.name]));
    const renamed = await renameAll('after');
    expect(renamed.map((answer) => [answer.status, answer.body.name])).toEqual(records.map((_, i) => [200, `Rolling ${i} after`]));
    const list = await api.call('GET', `${BILLING_METHODS}?range=[0,99]`, { token });
    expect(list.status).toBe(200);
  }, 60_000);
});
