/**
 * The Service Channel outbox behind a load balancer: two server processes on one PostgreSQL
 * database share it. Technicians clock in and out through both while Service Channel is down;
 * when it is back, every check-in and check-out reaches it exactly once, each order's check-in
 * before its check-out. Needs PostgreSQL (DATABASE_URL, else postgres@127.0.0.1:5432); without
 * it this file is skipped, and says why.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchServerPair, type BenchServer } from '../../scripts/bench/support';
import { startServiceChannelEmulator, type ServiceChannelEmulator } from '../../scripts/emulators/serviceChannel/index';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { ADMIN_URL, postgresOnlySkipReason } from '../support/postgresOnlyTests';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { FAST_OUTBOX_ENV, addOrdersTo, apiOf, clockInOn, clockOutOf, pointAtEmulator, seedChannelTenant, syncUntil, type ChannelTenant } from './serviceChannelHelpers';

const skipped = await postgresOnlySkipReason('the two-process Service Channel outbox tests');

const ORDERS = 6;

describe.skipIf(skipped !== null)('Service Channel outbox across two server processes on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let emulator: ServiceChannelEmulator;
  let tenant: ChannelTenant;
  let a: BenchServer;
  let b: BenchServer;

  beforeAll(async () => {
    emulator = await startServiceChannelEmulator({ port: 0 });
    scratch = await createScratchDatabase('scscale', ADMIN_URL);
    database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    await migrateToLatest(database.db);
    await syncCatalog(database.db);
    const registry = await prepareResources(database.db, path.resolve('schemas'));
    await migrateAreasToLatest(database.db);
    tenant = await seedChannelTenant(database.db, registry, 'scy', ORDERS, 62000001);
    addOrdersTo(emulator, tenant);
    // Both processes open the credentials sealed by either: one integrations key.
    const env = { SEED_DEMO: 'false', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', INTEGRATIONS_KEY: randomBytes(32).toString('hex'), INTEGRATION_ALLOWED_HOSTS: new URL(emulator.url).host, ...FAST_OUTBOX_ENV };
    [a, b] = await startBenchServerPair(scratch, env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await emulator?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('delivers each check-in and check-out once and in order after an outage', async () => {
    const apiA = apiOf(a.baseUrl);
    const apiB = apiOf(b.baseUrl);
    await pointAtEmulator(apiA, tenant, emulator);
    emulator.setFault('down');
    // Each order clocked in through one process and out through the other.
    await Promise.all(
      tenant.orders.map(async (order, i) => {
        const [first, second] = i % 2 ? [apiA, apiB] : [apiB, apiA];
        const laborId = await clockInOn(first, order, 1 + (i % 3));
        await clockOutOf(second, order, laborId);
      }),
    );
    await syncUntil(apiA, tenant, tenant.orders[0], (s) => s.actions[0]?.attempts >= 1);
    expect(emulator.acted).toEqual([]);

    emulator.setFault(null);
    for (const order of tenant.orders) {
      await syncUntil(apiB, tenant, order, (s) => s.actions.length === 2 && s.actions.every((x) => x.state === 'delivered'), 15_000);
    }
    for (const [i, order] of tenant.orders.entries()) {
      const acted = emulator.acted.filter((x) => x.workOrderId === order.networkId);
      expect(acted.map((x) => x.action)).toEqual(['checkIn', 'checkOut']);
      expect(acted[0].body).toMatchObject({ TechsCount: 1 + (i % 3) });
    }
    expect(emulator.acted).toHaveLength(2 * ORDERS);
    expect(new Set(emulator.acted.map((x) => x.idempotencyKey)).size).toBe(2 * ORDERS);
    // Neither process sent a delivered row a second time: no call was answered from an earlier one.
    expect(emulator.calls.filter((c) => c.replayed)).toEqual([]);
  });
});

if (skipped) {
  describe('Service Channel outbox across two server processes', () => {
    it.skip(skipped, () => undefined);
  });
}
