/**
 * GET CorrigoWorkOrders/linked (the /third-party/corrigo page): the tenant's orders linked to
 * Corrigo with their Corrigo status and check-in, whether credentials are set, only for whoever
 * may import, never another tenant's orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SECRET, DEMO_ORDER_IDS, answeredTexts, pointAtEmulator, startTestBed, type CorrigoTestBed } from './thirdPartyCorrigoHelpers';

const LINKED = '/api/v1/CorrigoWorkOrders/linked';
let bed: CorrigoTestBed;

beforeAll(async () => {
  bed = await startTestBed();
}, 120_000);

afterAll(async () => {
  await bed?.close();
});

describe('CorrigoWorkOrders/linked', () => {
  it('lists the linked orders newest first with customer and Corrigo state, says when credentials are missing, and leaves out other orders', async () => {
    const admin = await bed.api.tokenFor('corrigo-admin');
    const checkedIn = bed.tenant.orders.get(DEMO_ORDER_IDS.harborCheckedIn)!;
    await bed.db.updateTable('work_orders').set({ corrigo_status: 'CheckedIn', is_corrigo_checked_in: true }).where('id', '=', checkedIn).execute();

    const before = await bed.api.call('GET', LINKED, { token: admin });
    expect(before.status, before.text).toBe(200);
    expect(before.body.hasCredentials).toBe(false);
    expect(before.body.total).toBe(6);
    const ids = before.body.workOrders.map((o: { workOrderId: number }) => o.workOrderId);
    expect(ids).toEqual([...bed.tenant.orders.values()].sort((a, b) => b - a));
    expect(ids).not.toContain(bed.tenant.plainOrderId);
    expect(before.body.workOrders.find((o: { workOrderId: number }) => o.workOrderId === checkedIn)).toEqual({
      workOrderId: checkedIn,
      workOrderNumber: expect.stringMatching(/^600\d\d$/),
      customerName: 'Harbor Fresh Market',
      corrigoWorkOrderId: DEMO_ORDER_IDS.harborCheckedIn,
      corrigoStatus: 'CheckedIn',
      isCorrigoWorkOrderCheckedIn: true,
    });

    await pointAtEmulator(bed);
    const after = await bed.api.call('GET', LINKED, { token: admin });
    expect(after.body.hasCredentials).toBe(true);
    expect(answeredTexts.join('\n')).not.toContain(CLIENT_SECRET);

    const elsewhere = await bed.api.call('GET', LINKED, { token: await bed.api.tokenFor('elsewhere-admin') });
    expect(elsewhere.body.total).toBe(6);
    expect(elsewhere.body.workOrders.map((o: { workOrderId: number }) => o.workOrderId)).not.toContain(checkedIn);
  });

  it('refuses a technician, who may not import, and a caller without a token', async () => {
    expect((await bed.api.call('GET', LINKED, { token: await bed.api.tokenFor('corrigo-tech1') })).status).toBe(403);
    expect((await bed.api.call('GET', LINKED)).status).toBe(401);
  });
});
