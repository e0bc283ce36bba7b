/**
 * GET serviceChannel/workOrders (the /third-party/service-channel page): the Service Channel
 * orders the caller may see, each with its sync state, on a server of this file's own against
 * the emulator: a delivered order, a refused one failed with Service Channel's message, one with
 * nothing sent yet; a technician sees only their own orders, another tenant none of these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceChannelEmulator } from '../../scripts/emulators/serviceChannel/index';
import { clockInOn, clockOutOf, startChannelTestBed, syncUntil, type Api, type ChannelTenant, type ChannelTestBed } from './serviceChannelHelpers';

const LIST = '/api/v1/serviceChannel/workOrders';
let bed: ChannelTestBed;
let emulator: ServiceChannelEmulator;
let tenant: ChannelTenant;
let other: ChannelTenant;
let api: Api;

beforeAll(async () => {
  bed = await startChannelTestBed('sclist', [
    { prefix: 'scl', technicians: 3, firstNetworkId: 62000001 },
    { prefix: 'sco', technicians: 1, firstNetworkId: 62000101 },
  ]);
  ({ emulator, api } = bed);
  [tenant, other] = bed.tenants;
}, 120_000);

afterAll(async () => {
  await bed?.close();
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
      expect.objectContaining({ action: 'checkIn', state: 'failed', attempts: 1, lastError: expect.stringMatching(/^Service Channel refused the call \(HTTP 4\d\d, Service Channel code \d+\)\.$/) }),
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
