/**
 * GET serviceChannel/workOrders (the /third-party/service-channel page): the Service Channel
 * orders the caller may see, each with its sync state, on a server of this file's own against
 * the emulator: a delivered order, a refused one failed with Service Channel's message, one with
 * nothing sent yet; a technician sees only their own orders, another tenant none of these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceChannelEmulator, type ServiceChannelEmulator } from '../../scripts/emulators/serviceChannel/index';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { loadConfig } from '../../src/server/config';
import { createServer, type RunningServer } from '../../src/server/server';
import { FAST_OUTBOX, addOrdersTo, apiOf, clockInOn, clockOutOf, pointAtEmulator, seedChannelTenant, syncUntil, type Api, type ChannelTenant } from './serviceChannelHelpers';

const LIST = '/api/v1/serviceChannel/workOrders';
let scratch: ScratchDatabase;
let server: RunningServer;
let emulator: ServiceChannelEmulator;
let tenant: ChannelTenant;
let other: ChannelTenant;
let api: Api;

beforeAll(async () => {
  emulator = await startServiceChannelEmulator({ port: 0 });
  scratch = await createScratchDatabase('sclist');
  const config = loadConfig(process.env, {
    port: 0,
    host: '127.0.0.1',
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
    jwtSecret: 'service-channel-list-test-secret-0123456789',
    seedDemo: false,
    appDir: null,
    logLevel: 'silent',
    ...FAST_OUTBOX,
  });
  server = await createServer(config);
  tenant = await seedChannelTenant(server.database.db, server.registry, 'scl', 3, 62000001);
  other = await seedChannelTenant(server.database.db, server.registry, 'sco', 1, 62000101);
  api = apiOf(await server.app.listen({ port: 0, host: '127.0.0.1' }));
  addOrdersTo(emulator, tenant);
  await pointAtEmulator(api, tenant, emulator);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await emulator?.close();
  await scratch?.drop();
});

describe('serviceChannel/workOrders', () => {
  it('lists every order of the tenant newest first with its sync state, failed ones with the network message', async () => {
    const [delivered, refused, untouched] = tenant.orders;
    const laborId = await clockInOn(api, delivered);
    await clockOutOf(api, delivered, laborId);
    await syncUntil(api, tenant, delivered, (s) => s.state === 'delivered' && s.actions.length === 2);
    const scOrder = emulator.workOrders.get(refused.networkId)!;
    scOrder.Status = { ...scOrder.Status, Primary: 'COMPLETED', Extended: 'CONFIRMED' };
    await clockInOn(api, refused);
    await syncUntil(api, tenant, refused, (s) => s.state === 'failed');

    const answer = await api.call('GET', LIST, { token: await api.tokenFor(tenant.admin) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.total).toBe(3);
    expect(answer.body.workOrders.map((o: { workOrderId: number }) => o.workOrderId)).toEqual([untouched, refused, delivered].map((o) => o.workOrderId));
    const [none, failed, done] = answer.body.workOrders;
    expect(none).toMatchObject({ workOrderNumber: '70003', customerName: 'Copper Kettle Bakery', serviceChannelWorkOrderId: String(untouched.networkId), state: 'none', actions: [] });
    expect(failed.state).toBe('failed');
    expect(failed.actions).toEqual([
      expect.objectContaining({ action: 'checkIn', state: 'failed', attempts: 1, lastError: `Service Channel: Work order ${refused.networkId} is completed or invoiced: check-in and check-out are not allowed.` }),
    ]);
    expect(done.state).toBe('delivered');
    expect(done.actions.map((a: { action: string; state: string }) => `${a.action} ${a.state}`)).toEqual(['checkIn delivered', 'checkOut delivered']);
  });

  it('shows a technician only the orders they are on, and another tenant none of these', async () => {
    const mine = await api.call('GET', LIST, { token: await api.tokenFor(tenant.orders[1].technician) });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.workOrders.map((o: { workOrderId: number }) => o.workOrderId)).toEqual([tenant.orders[1].workOrderId]);
    const theirs = await api.call('GET', LIST, { token: await api.tokenFor(other.admin) });
    expect(theirs.body.workOrders.map((o: { workOrderId: number }) => o.workOrderId)).toEqual([other.orders[0].workOrderId]);
    expect((await api.call('GET', LIST)).status).toBe(401);
  });
});
