/**
 * Saved reads (src/ui/offline/savedReads.ts): which answers the phone keeps for offline use,
 * per user, with the headers lists need, and that sign-out leaves none behind.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { forgetSavedReads, isSavedRead, saveAnswer, savedAnswer } from '../../src/ui/offline/savedReads';

const MY_ORDERS = '/api/v1/workOrders?sort=%5B%22id%22%2C%22DESC%22%5D&range=%5B0%2C24%5D&grid=woMy';

describe('saved reads', () => {
  it("keep the technician's orders, route, session, menu and dialog choices, and nothing else", () => {
    for (const url of [
      MY_ORDERS,
      '/api/v1/workOrders?grid=woMy&range=%5B0%2C24%5D',
      '/api/v1/workOrders/lookups',
      '/api/v1/scheduler/route?date=2026-11-26',
      '/api/v1/meta/resources',
      '/api/v1/account/userRolesPermissions/42',
      '/api/v1/WorkOrder/rateSheetLaborItems/7',
      '/api/v1/Flags/workOrderFlags',
    ]) {
      expect(isSavedRead('GET', url), url).toBe(true);
    }
    expect(isSavedRead('POST', '/api/v1/account/validateUser')).toBe(true);
    expect(isSavedRead('POST', '/api/v1/workOrder/technicianWorkOrders')).toBe(true);
    for (const [method, url] of [
      ['GET', '/api/v1/workOrders?grid=woAll&range=%5B0%2C24%5D'],
      ['GET', '/api/v1/workOrders?grid=woMyOther'],
      ['GET', '/api/v1/workOrders/12'],
      ['POST', '/api/v1/WOStartStop/clockInWorkOrder'],
      ['PUT', '/api/v1/user/updatestatus/4'],
      ['GET', '/api/v1/users'],
    ]) {
      expect(isSavedRead(method, url), `${method} ${url}`).toBe(false);
    }
  });

  it("answer the last copy with its list headers, only to the user who read it, until sign-out", async () => {
    const fresh = new Response(JSON.stringify([{ id: 1 }]), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Content-Range': 'workOrders 0-0/1', 'Set-Cookie': 'x=1' },
    });
    await saveAnswer('7:42', 'GET', MY_ORDERS, undefined, fresh);
    expect(await fresh.json()).toEqual([{ id: 1 }]); // the caller still reads the original
    const copy = await savedAnswer('7:42', 'GET', MY_ORDERS, undefined);
    expect(copy?.status).toBe(200);
    expect(copy?.headers.get('content-range')).toBe('workOrders 0-0/1');
    expect(copy?.headers.get('set-cookie')).toBeNull();
    expect(await copy?.json()).toEqual([{ id: 1 }]);
    expect(await savedAnswer('7:43', 'GET', MY_ORDERS, undefined)).toBeNull();
    expect(await savedAnswer('8:42', 'GET', MY_ORDERS, undefined)).toBeNull();
    await forgetSavedReads();
    expect(await savedAnswer('7:42', 'GET', MY_ORDERS, undefined)).toBeNull();
  });
});
