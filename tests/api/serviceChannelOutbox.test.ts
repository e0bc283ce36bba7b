/**
 * Service Channel through the outbox, on a FieldDesk server of this file's own (short outbox
 * timings) and its own emulator: clock-in and clock-out never wait for the network; each
 * check-in and check-out reaches it exactly once and in order, whatever fault it shows; a
 * refusal leaves a failed row with the network's message that an office user sends again;
 * the credentials are never answered.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, demoWorkOrder, type ServiceChannelEmulator } from '../../scripts/emulators/serviceChannel/index';
import { egress } from '../../src/server/integrations/egress';
import { NetworkError } from '../../src/server/integrations/network';
import { serviceChannelNetwork } from '../../src/server/integrations/serviceChannel/adapter';
import type { RunningServer } from '../../src/server/server';
import {
  FAST_OUTBOX,
  addOrdersTo,
  clockInOn,
  clockOutOf,
  seedChannelTenant,
  startChannelTestBed,
  syncOf,
  syncUntil,
  type Api,
  type ChannelOrder,
  type ChannelTenant,
  type ChannelTestBed,
} from './serviceChannelHelpers';

let bed: ChannelTestBed;
let server: RunningServer;
let emulator: ServiceChannelEmulator;
let tenant: ChannelTenant;
let api: Api;

beforeAll(async () => {
  bed = await startChannelTestBed('scoutbox', [{ prefix: 'scx', technicians: 10, firstNetworkId: 61000001 }]);
  ({ server, emulator, api } = bed);
  [tenant] = bed.tenants;
}, 120_000);

afterAll(async () => {
  await bed?.close();
});

beforeEach(() => emulator.setFault(null));

const actedOn = (order: ChannelOrder) => emulator.acted.filter((a) => a.workOrderId === order.networkId);
const delivered = (sync: Awaited<ReturnType<typeof syncOf>>) => sync.actions.length === 2 && sync.actions.every((a) => a.state === 'delivered');

describe('Service Channel settings', () => {
  it('answers whether secrets are set, never the secrets, and only to whoever may change settings', async () => {
    const admin = await api.tokenFor(tenant.admin);
    const read = await api.call('GET', '/api/v1/accountSettings/serviceChannel', { token: admin });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      clientId: DEMO_ACCOUNT.clientId,
      userName: DEMO_ACCOUNT.userName,
      apiUrl: emulator.url,
      tokenUrl: emulator.tokenUrl,
      hasClientSecret: true,
      hasPassword: true,
      isConfigured: true,
    });
    for (const secret of [DEMO_ACCOUNT.clientSecret, DEMO_ACCOUNT.password]) expect(read.text).not.toContain(secret);

    // Omitted secrets are kept.
    const kept = await api.call('PUT', '/api/v1/accountSettings/serviceChannel', {
      token: admin,
      body: { clientId: DEMO_ACCOUNT.clientId, userName: DEMO_ACCOUNT.userName, apiUrl: emulator.url, tokenUrl: emulator.tokenUrl },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ hasClientSecret: true, hasPassword: true });

    const stored = await server.database.db.selectFrom('service_channel_credentials').selectAll().where('subscriber_id', '=', tenant.subscriberId).executeTakeFirstOrThrow();
    expect(stored.client_secret_sealed).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(DEMO_ACCOUNT.password);
    expect(JSON.stringify(stored)).not.toContain(DEMO_ACCOUNT.clientSecret);

    const technician = await api.tokenFor(tenant.technicians[0]);
    expect((await api.call('GET', '/api/v1/accountSettings/serviceChannel', { token: technician })).status).toBe(403);
    expect((await api.call('PUT', '/api/v1/accountSettings/serviceChannel', { token: technician, body: { clientId: 'x', userName: 'y' } })).status).toBe(403);
  });

  it('refuses a bad address naming the field and changes nothing', async () => {
    const admin = await api.tokenFor(tenant.admin);
    const answer = await api.call('PUT', '/api/v1/accountSettings/serviceChannel', {
      token: admin,
      body: { clientId: 'other', userName: 'other', apiUrl: 'not an address' },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('apiUrl');
    const read = await api.call('GET', '/api/v1/accountSettings/serviceChannel', { token: admin });
    expect(read.body).toMatchObject({ clientId: DEMO_ACCOUNT.clientId, apiUrl: emulator.url });
  });
});

describe('Service Channel outbox', () => {
  it('clocks in and out while Service Channel is down, then checks in and out exactly once, in order, when it is back', async () => {
    const order = tenant.orders[0];
    emulator.setFault('down');
    const laborId = await clockInOn(api, order, 2);
    await clockOutOf(api, order, laborId, 'IN PROGRESS', 'PARTS ON ORDER');
    const waiting = await syncUntil(api, tenant, order, (s) => s.actions[0]?.attempts >= 1 && !!s.actions[0].lastError);
    expect(waiting.state).toBe('pending');
    expect(waiting.actions.map((a) => [a.action, a.state])).toEqual([
      ['checkIn', 'pending'],
      ['checkOut', 'pending'],
    ]);
    // A cut connection reads as unreachable, or as no answer in time when the machine is slow to see the cut.
    expect(waiting.actions[0].lastError).toMatch(/Service Channel (could not be reached|did not answer within)/);
    // The check-out waits for its check-in: never tried.
    expect(waiting.actions[1].attempts).toBe(0);
    expect(actedOn(order)).toEqual([]);

    emulator.setFault(null);
    const sync = await syncUntil(api, tenant, order, delivered);
    expect(sync.state).toBe('delivered');
    const acted = actedOn(order);
    expect(acted.map((a) => a.action)).toEqual(['checkIn', 'checkOut']);
    expect(acted[0].body).toMatchObject({ TechsCount: 2, Latitude: 34.448, Longitude: -119.2429, WorkTypeId: 1 });
    expect(acted[1].body).toMatchObject({ PrimaryStatus: 'PartsOnOrder', ExtendedStatus: 'PARTS ON ORDER', ActionStatus: 'Complete', TechsCount: 2 });
    expect(emulator.workOrders.get(order.networkId)!.Status).toMatchObject({ Primary: 'IN PROGRESS', Extended: 'PARTS ON ORDER' });
    expect(emulator.calls.filter((c) => c.replayed && c.path.includes(`/${order.networkId}/`))).toEqual([]);
  });

  it('a check-out completing the order sends Completed without an extended status', async () => {
    const order = tenant.orders[1];
    const laborId = await clockInOn(api, order, 1);
    await clockOutOf(api, order, laborId, 'COMPLETED', null);
    await syncUntil(api, tenant, order, delivered);
    const [checkIn, checkOut] = actedOn(order);
    expect(checkIn.body).toMatchObject({ TechsCount: 1 });
    expect(checkOut.body).toMatchObject({ PrimaryStatus: 'Completed' });
    expect(checkOut.body).not.toHaveProperty('ExtendedStatus');
    expect(emulator.workOrders.get(order.networkId)!.Status).toMatchObject({ Primary: 'COMPLETED', Extended: 'PENDING CONFIRMATION' });
  });

  it.each([
    ['slow', 1000, /did not answer within 300 ms/],
    ['500', undefined, /^Service Channel failed \(HTTP 500, Service Channel code 500\)\.$/],
    ['malformed', undefined, /not JSON/],
  ] as const)('a %s Service Channel leaves the check-in pending with the reason, and it is acted on once when the fault ends', async (mode, ms, reason) => {
    const order = tenant.orders[mode === 'slow' ? 2 : mode === '500' ? 3 : 4];
    emulator.setFault({ mode, ms });
    const laborId = await clockInOn(api, order);
    const waiting = await syncUntil(api, tenant, order, (s) => !!s.actions[0]?.lastError);
    expect(waiting.actions[0]).toMatchObject({ action: 'checkIn', state: 'pending' });
    expect(waiting.actions[0].lastError).toMatch(reason);
    emulator.setFault(null);
    await clockOutOf(api, order, laborId);
    await syncUntil(api, tenant, order, delivered);
    // Slow and malformed answers came after the emulator acted: the retries carried the same key and were answered, not acted on.
    expect(actedOn(order).map((a) => a.action)).toEqual(['checkIn', 'checkOut']);
    const checkInCalls = emulator.calls.filter((c) => c.path.endsWith(`/${order.networkId}/universalCheckIn`));
    expect(checkInCalls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(checkInCalls.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('signs in again when Service Channel refuses the token (401) and delivers', async () => {
    const order = tenant.orders[5];
    const signInsBefore = emulator.calls.filter((c) => c.path === '/oauth/token').length;
    emulator.setFault('401');
    const laborId = await clockInOn(api, order);
    await clockOutOf(api, order, laborId);
    await syncUntil(api, tenant, order, delivered);
    expect(emulator.calls.filter((c) => c.path === '/oauth/token').length).toBeGreaterThan(signInsBefore);
    expect(actedOn(order).map((a) => a.action)).toEqual(['checkIn', 'checkOut']);
  });

  it("a refused check-in fails with Service Channel's message, holds back its check-out, and an office user sends it again", async () => {
    const order = tenant.orders[6];
    const scOrder = emulator.workOrders.get(order.networkId)!;
    scOrder.Status = { ...scOrder.Status, Primary: 'COMPLETED', Extended: 'CONFIRMED' };
    const laborId = await clockInOn(api, order);
    await clockOutOf(api, order, laborId);
    const failed = await syncUntil(api, tenant, order, (s) => s.actions[0]?.state === 'failed');
    expect(failed.state).toBe('failed');
    // The status and Service Channel's code, never the text it answered (issue 33).
    expect(failed.actions[0].lastError).toMatch(/^Service Channel refused the call \(HTTP 4\d\d, Service Channel code \d+\)\.$/);
    expect(failed.actions[1]).toMatchObject({ action: 'checkOut', state: 'pending', attempts: 0 });

    const technician = await api.tokenFor(order.technician);
    expect((await api.call('POST', '/api/v1/serviceChannel/outbox/retry', { token: technician, body: { id: failed.actions[0].id } })).status).toBe(403);
    const admin = await api.tokenFor(tenant.admin);
    expect((await api.call('POST', '/api/v1/serviceChannel/outbox/retry', { token: admin, body: { id: failed.actions[1].id } })).status).toBe(409);
    const bad = await api.call('POST', '/api/v1/serviceChannel/outbox/retry', { token: admin, body: { id: 'first' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('id');
    expect((await api.call('POST', '/api/v1/serviceChannel/outbox/retry', { token: admin, body: { id: '999999999' } })).status).toBe(404);

    scOrder.Status = { ...scOrder.Status, Primary: 'IN PROGRESS', Extended: 'DISPATCH CONFIRMED' };
    const retried = await api.call('POST', '/api/v1/serviceChannel/outbox/retry', { token: admin, body: { id: failed.actions[0].id } });
    expect(retried.status, retried.text).toBe(200);
    await syncUntil(api, tenant, order, delivered);
    expect(actedOn(order).map((a) => a.action)).toEqual(['checkIn', 'checkOut']);
  });

  it('travel queues nothing: the check-in goes when the technician arrives', async () => {
    const order = tenant.orders[7];
    const token = await api.tokenFor(order.technician);
    const travel = await api.call('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
      token,
      body: { clientRequestId: randomUUID(), workOrderId: order.workOrderId, userStatusId: 2, isReachedAtSite: false },
    });
    expect(travel.status, travel.text).toBe(200);
    expect((await syncOf(api, tenant, order)).state).toBe('none');
    const laborId = await clockInOn(api, order);
    await clockOutOf(api, order, laborId);
    await syncUntil(api, tenant, order, delivered);
    expect(actedOn(order).map((a) => a.action)).toEqual(['checkIn', 'checkOut']);
  });

  it("a stop-and-start from a Service Channel order checks out of it, and its travel to the next order queues nothing", async () => {
    const [from, to] = [tenant.orders[8], tenant.orders[9]];
    const db = server.database.db;
    const technician = await db.selectFrom('users').select('id').where('user_name', '=', from.technician).executeTakeFirstOrThrow();
    await db.insertInto('work_order_technicians').values({ subscriber_id: tenant.subscriberId, work_order_id: to.workOrderId, technician_id: technician.id }).execute();
    const laborId = await clockInOn(api, from, 1);
    const moved = await api.call('POST', '/api/v1/WOStartStop/clockOutAndStartWorkOrder', {
      token: await api.tokenFor(from.technician),
      body: {
        clientRequestId: randomUUID(),
        newClientRequestId: randomUUID(),
        workOrderId: from.workOrderId,
        workOrderLaborId: laborId,
        newWorkOrderId: to.workOrderId,
        description: 'Waiting on a thermostat; off to the next call.',
        userStatusId: 3,
        workOrderStatusId: 26,
        scPrimaryStatus: 'IN PROGRESS',
        scExtendedStatus: 'PARTS ON ORDER',
        currentLatLong: { latitude: 34.448, longitude: -119.2429 },
      },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toBe(to.workOrderId);
    await syncUntil(api, tenant, from, delivered);
    expect(actedOn(from).map((a) => a.action)).toEqual(['checkIn', 'checkOut']);
    const open = await db.selectFrom('work_order_labors').select(['work_order_id', 'is_reached_at_site']).where('technician_id', '=', technician.id).where('stop_time', 'is', null).execute();
    expect(open).toEqual([{ work_order_id: to.workOrderId, is_reached_at_site: false }]);
    expect((await syncOf(api, tenant, to)).state).toBe('none');
  });

  it('no sync answer carries a credential, and a technician not on the order cannot read its sync state', async () => {
    const order = tenant.orders[0];
    const sync = await api.call('GET', `/api/v1/serviceChannel/workOrders/${order.workOrderId}/sync`, { token: await api.tokenFor(tenant.admin) });
    for (const secret of [DEMO_ACCOUNT.clientSecret, DEMO_ACCOUNT.password]) expect(sync.text).not.toContain(secret);
    const outsider = await api.tokenFor(tenant.technicians[1]);
    // A technician of the same tenant not on the order: as if it did not exist.
    expect((await api.call('GET', `/api/v1/serviceChannel/workOrders/${order.workOrderId}/sync`, { token: outsider })).status).toBe(404);
  });
});

describe('Service Channel between subscribers', () => {
  it("another subscriber sees its own settings, not this one's, cannot read or retry this one's actions, and retries its own once set up", async () => {
    const other = await seedChannelTenant(server.database.db, server.registry, 'scz', 1, 64000001);
    const otherAdmin = await api.tokenFor(other.admin);
    const settings = await api.call('GET', '/api/v1/accountSettings/serviceChannel', { token: otherAdmin });
    expect(settings.body).toEqual({
      clientId: '',
      userName: '',
      apiUrl: 'https://api.servicechannel.com/v3',
      tokenUrl: 'https://login.servicechannel.com/oauth/token',
      hasClientSecret: false,
      hasPassword: false,
      isConfigured: false,
    });
    const order = tenant.orders[0];
    expect((await api.call('GET', `/api/v1/serviceChannel/workOrders/${order.workOrderId}/sync`, { token: otherAdmin })).status).toBe(404);
    const [checkIn] = (await syncOf(api, tenant, order)).actions;
    expect((await api.call('POST', '/api/v1/serviceChannel/outbox/retry', { token: otherAdmin, body: { id: checkIn.id } })).status).toBe(404);

    // Its own Service Channel order, with no credentials set: the clock-in works, the check-in fails saying so.
    const laborId = await clockInOn(api, other.orders[0]);
    const failed = await syncUntil(api, other, other.orders[0], (s) => s.actions[0]?.state === 'failed');
    expect(failed.actions[0].lastError).toMatch(/^Service Channel is not set up for this subscriber/);
    await clockOutOf(api, other.orders[0], laborId);

    // Set up with a wrong password, then fixed: each retry by the office reports what Service Channel said.
    addOrdersTo(emulator, other);
    const save = (password: string) =>
      api.call('PUT', '/api/v1/accountSettings/serviceChannel', { token: otherAdmin, body: { ...DEMO_ACCOUNT, password, apiUrl: emulator.url, tokenUrl: emulator.tokenUrl } });
    const retry = () => api.call('POST', '/api/v1/serviceChannel/outbox/retry', { token: otherAdmin, body: { id: failed.actions[0].id } });
    expect((await save('not-the-password')).status).toBe(200);
    expect((await retry()).status).toBe(200);
    const refused = await syncUntil(api, other, other.orders[0], (s) => s.actions[0]?.state === 'failed' && !/not set up/.test(s.actions[0].lastError ?? ''));
    expect(refused.actions[0].lastError).toMatch(/^Service Channel refused the sign-in \(HTTP 4\d\d[^)]*\)\. Check the Service Channel settings\.$/);
    expect((await save(DEMO_ACCOUNT.password)).status).toBe(200);
    expect((await retry()).status).toBe(200);
    await syncUntil(api, other, other.orders[0], delivered);
    expect(emulator.acted.filter((a) => a.workOrderId === other.orders[0].networkId).map((a) => a.action)).toEqual(['checkIn', 'checkOut']);
  });
});

describe('Service Channel adapter', () => {
  const network = () => serviceChannelNetwork({ ...DEMO_ACCOUNT, apiUrl: emulator.url, tokenUrl: emulator.tokenUrl }, { timeoutMs: FAST_OUTBOX.integrationTimeoutMs, egress: egress([new URL(emulator.url).host]) });

  it('lists every work order, following the next links page by page', async () => {
    for (let i = 1; i <= 55; i++) emulator.addWorkOrder(demoWorkOrder({ Id: 63000000 + i, Status: { Primary: 'OPEN', Extended: null, CanCreateInvoice: false } }));
    const orders = await network().listWorkOrders();
    expect(orders).toHaveLength(emulator.workOrders.size);
    expect(emulator.calls.filter((c) => c.path.includes('/odata/workorders')).length).toBeGreaterThanOrEqual(2);
    expect(orders.find((o) => o.networkId === '84512236')).toMatchObject({ number: '84512236', customerName: 'Copper Kettle Bakery', siteAddress: '9 Mill Rd, Ojai, CA, 93023' });
  });

  it("changes a status, and a refused one throws naming Service Channel's status and code, not its text", async () => {
    await network().changeStatus({ networkId: '63000001', status: 'ON HOLD / PARTS ON ORDER', comment: 'Waiting for the heater element.', location: null });
    expect(emulator.workOrders.get(63000001)!.Status).toMatchObject({ Primary: 'ON HOLD', Extended: 'PARTS ON ORDER' });
    const refused = await network().changeStatus({ networkId: '63000001', status: 'DONE', comment: '', location: null }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NetworkError);
    expect(refused).toMatchObject({ failure: 'refused', networkCode: 904, message: expect.stringMatching(/^Service Channel refused the call \(HTTP 4\d\d, Service Channel code 904\)\.$/) });
  });

  it('gives up on a call slower than the time limit', async () => {
    emulator.setFault({ mode: 'slow', ms: 1000 });
    const started = Date.now();
    const error = await network().fetchWorkOrders(['84512236']).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'timeout', message: 'Service Channel did not answer within 300 ms.' });
    expect(Date.now() - started).toBeLessThan(900);
  });
});
