/**
 * Saved reads (src/ui/offline/savedReads.ts): which answers the phone keeps for offline use,
 * per user, with the headers lists need, and that none are left behind for the next user of a
 * shared phone: not after sign-out, nor after the session ended (401, expiry), nor when another
 * user signs in; the same user signing in again keeps theirs.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../src/app/auth/signIn';
import { keepView, keptView } from '../../src/custom/timeTracking/offlineViewData';
import type { StartStopViewData } from '../../src/domain/timeTracking/clock';
import { request } from '../../src/ui/http/httpClient';
import { forgetSavedReads, isSavedRead, saveAnswer, savedAnswer, savedCopyOf } from '../../src/ui/offline/savedReads';
import { resetSession } from '../../src/ui/session/sessionStore';
import { TOKEN_KEY } from '../../src/ui/session/tokenStore';
import { closeUnauthorized, isUnauthorizedOpen } from '../../src/ui/session/unauthorized';

const MY_ORDERS = '/api/v1/workOrders?sort=%5B%22id%22%2C%22DESC%22%5D&range=%5B0%2C24%5D&grid=woMy';

describe('saved reads', () => {
  it("keep the technician's orders (the list and each order), route, session, menu, status choices and dialog choices, and nothing else", () => {
    for (const url of [
      MY_ORDERS,
      '/api/v1/workOrders?grid=woMy&range=%5B0%2C24%5D',
      '/api/v1/workOrders/lookups',
      '/api/v1/scheduler/route?date=2026-11-26',
      '/api/v1/meta/resources',
      '/api/v1/account/userRolesPermissions/42',
      '/api/v1/WorkOrder/rateSheetLaborItems/7',
      '/api/v1/Flags/workOrderFlags',
      '/api/v1/workOrders/12',
      '/api/v1/user/userStatuses',
    ]) {
      expect(isSavedRead('GET', url), url).toBe(true);
    }
    expect(isSavedRead('POST', '/api/v1/account/validateUser')).toBe(true);
    expect(isSavedRead('POST', '/api/v1/workOrder/technicianWorkOrders')).toBe(true);
    for (const [method, url] of [
      ['GET', '/api/v1/workOrders?grid=woAll&range=%5B0%2C24%5D'],
      ['GET', '/api/v1/workOrders?grid=woMyOther'],
      ['GET', '/api/v1/workOrders/12/labors'],
      ['GET', '/api/v1/workOrders/12/statusHistory'],
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

  it("say when the copy of an order shown was saved, until a fresh answer comes", async () => {
    const order = () => new Response(JSON.stringify({ id: 12 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const before = Date.now();
    await saveAnswer('7:42', 'GET', '/api/v1/workOrders/12', undefined, order());
    expect(savedCopyOf('GET', 'workOrders/12')).toBeNull();
    await savedAnswer('7:42', 'GET', '/api/v1/workOrders/12', undefined);
    expect(savedCopyOf('GET', 'workOrders/12')).toBeGreaterThanOrEqual(before);
    expect(savedCopyOf('GET', 'workOrders/1')).toBeNull();
    await saveAnswer('7:42', 'GET', '/api/v1/workOrders/12', undefined, order());
    expect(savedCopyOf('GET', 'workOrders/12')).toBeNull();
    await forgetSavedReads();
  });
});

const ALEX = { subscriberId: 7, userId: 42 };
const BLAIR = { subscriberId: 7, userId: 43 };
const ownerOf = (user: typeof ALEX) => `${user.subscriberId}:${user.userId}`;
const HOUR = 3600;

/** A token as the server signs it, but for the signature, which the browser never checks. */
function tokenOf(user: typeof ALEX, exp = Math.floor(Date.now() / 1000) + 8 * HOUR): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { unique_name: String(user.userId), subscriberId: String(user.subscriberId), userName: `user${user.userId}`, exp, iat: exp - 9 * HOUR, nbf: exp - 9 * HOUR };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const ROUTE = '/api/v1/scheduler/route?date=2026-11-26';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const view = { workOrderId: 10003, date: '2026-11-26', startTime: '09:15' } as unknown as StartStopViewData;

/** Alex's copies on the phone: My Work Orders with a customer's phone number, the route, a Start dialog. */
async function alexsCopies(): Promise<void> {
  await saveAnswer(ownerOf(ALEX), 'GET', MY_ORDERS, undefined, json([{ id: 10003, customerPhone: '(805) 555-0142' }]));
  await saveAnswer(ownerOf(ALEX), 'GET', ROUTE, undefined, json([{ workOrderId: 10003 }]));
  await keepView(ownerOf(ALEX), 'start', view);
}

async function copiesOf(user: typeof ALEX): Promise<number> {
  let count = 0;
  if (await savedAnswer(ownerOf(user), 'GET', MY_ORDERS, undefined)) count++;
  if (await savedAnswer(ownerOf(user), 'GET', ROUTE, undefined)) count++;
  if (await keptView(ownerOf(user), 'start', view.workOrderId)) count++;
  return count;
}

describe('on a shared phone, the offline copies', () => {
  let items: Map<string, string>;
  beforeEach(async () => {
    items = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    vi.stubGlobal('window', { location: { pathname: '/workOrder/mine', search: '', hash: '' } });
    await forgetSavedReads();
  });
  afterEach(() => {
    closeUnauthorized();
    resetSession();
  });

  it('go when the server answers 401: the session ended (signed out elsewhere, password changed, session maximum)', async () => {
    items.set(TOKEN_KEY, tokenOf(ALEX));
    await alexsCopies();
    expect(await copiesOf(ALEX)).toBe(3);
    vi.stubGlobal('fetch', async () => json({ title: 'Unauthorized' }, 401));
    await expect(request('GET', 'workOrders/lookups')).rejects.toMatchObject({ status: 401 });
    expect(isUnauthorizedOpen()).toBe(true);
    await vi.waitFor(async () => expect(await copiesOf(ALEX)).toBe(0));
  });

  it('go when the token has expired, and a read offline is not answered from them', async () => {
    items.set(TOKEN_KEY, tokenOf(ALEX, Math.floor(Date.now() / 1000) - 60));
    await alexsCopies();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('GET', MY_ORDERS)).rejects.toMatchObject({ status: 0 });
    await vi.waitFor(async () => expect(await copiesOf(ALEX)).toBe(0));
    expect(isUnauthorizedOpen()).toBe(true);
  });

  it("go before another user signs in; the same user signing in again keeps theirs", async () => {
    const signInAs = (user: typeof ALEX) => {
      vi.stubGlobal('fetch', async (url: string) => {
        if (url.endsWith('account/login')) return json({ token: tokenOf(user) });
        if (url.endsWith('account/validateUser')) return json({ isValid: true, userId: user.userId, name: `User ${user.userId}`, userRoles: ['Technician'] });
        return json([]);
      });
      return signIn(`user${user.userId}`, 'a password');
    };
    await alexsCopies();
    await signInAs(ALEX);
    expect(await copiesOf(ALEX)).toBe(3);
    await signInAs(BLAIR);
    expect(await copiesOf(ALEX)).toBe(0);
  });
});
