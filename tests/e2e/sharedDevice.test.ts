/**
 * Issue 33 item 6 "Shared devices", in Chromium at 390×844 on one browser shared by two
 * technicians: Alex keeps a start offline, Alex's session ends (the office changes Alex's password,
 * so the server answers 401) and the phone's offline copies go with it; Blair signs in on the same
 * browser and finds none of Alex's copies, Alex's start is not sent with Blair's token (nothing is
 * recorded for Alex on the server), and Blair is told that Alex's unsent work waits on this device;
 * Alex signs in again and the start is sent.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { FRESH_PASSWORD, freshUser, type FreshUser } from '../support/freshUsers';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { PHONE, connectBrowser, newPage, signIn, signOut, submitSignIn } from './support/browser';
import { DEMO_LOCATION, openMyWorkOrders, orderOf, shot, startStopDialog } from './timeTrackingHelpers';

const GREASE = 'Shared phone: grease trap alarm in the prep kitchen.';
const ALEX_NEW_PASSWORD = 'alex-changed-password';

let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let alex: FreshUser;
let blair: FreshUser;
let admin: string;
let subscriberId: number;
let orderId: number;

interface LaborRow {
  workOrderLaborId: number;
  technicianId: number;
  startTime: string;
}

/** What the server recorded on the order, read by the office: nothing here comes from the phone. */
const laborsOf = async (technician: FreshUser): Promise<LaborRow[]> => {
  const answer = await call<LaborRow[]>('GET', `/api/v1/workOrders/${orderId}/labors`, { token: admin });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.filter((labor) => labor.technicianId === technician.id);
};

/** The keys of one IndexedDB store of the page ([] when the database was never made). */
const keysIn = (database: string, storeName: string): Promise<string[]> =>
  page.evaluate(
    async ([name, storeName]) => {
      // Opening a database that does not exist yet would create it empty, under the app's feet.
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return [];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (!db.objectStoreNames.contains(storeName)) return db.close(), [];
      const keys = await new Promise<IDBValidKey[]>((resolve) => {
        const request = db.transaction(storeName).objectStore(storeName).getAllKeys();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return keys.map(String);
    },
    [database, storeName] as const,
  );

/** Every offline copy on the phone: the saved reads (orders, route, phone numbers) and the Start/Stop dialog's data. */
const copiesOnThePhone = async () => [...(await keysIn('fielddesk-saved-reads', 'answers')), ...(await keysIn('fielddesk-clock-views', 'views'))];
const copiesOf = async (user: FreshUser) => (await copiesOnThePhone()).filter((key) => key.startsWith(`${subscriberId}:${user.id}|`));

async function until(what: string, check: () => Promise<boolean>, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Waited ${timeout / 1000} s: ${what}.`);
    await page.waitForTimeout(300);
  }
}

const notice = () => page.getByTestId('offline-notice');
const othersNotice = () => page.getByTestId('others-work-notice');

beforeAll(async () => {
  alex = await freshUser('Shared', ['Technician'], 'Alex');
  blair = await freshUser('Shared', ['Technician'], 'Blair');
  admin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
  subscriberId = Number(JSON.parse(Buffer.from(alex.token.split('.')[1], 'base64url').toString('utf8')).subscriberId);
  const customer = await call('POST', '/api/v1/resources/customers', { token: admin, body: { name: `Corner Bistro of ${alex.userName}`, laborRate: 95 } });
  expect(customer.status, customer.text).toBe(201);
  const order = await call('POST', '/api/v1/workOrders', { token: admin, body: { customerId: customer.body.id, problem: GREASE, technicianIds: [alex.id] } });
  expect(order.status, order.text).toBe(201);
  orderId = order.body.id;
  browser = await connectBrowser();
  ({ context, page } = await newPage(browser, { ...PHONE, permissions: ['geolocation'], geolocation: DEMO_LOCATION }));
});

afterAll(async () => {
  await browser?.close();
});

describe('a phone shared by two technicians', () => {
  it("Alex's session ends and Blair signs in: none of Alex's copies, Alex's kept start waits for Alex, and Blair is told", async () => {
    await signIn(page, alex.userName, FRESH_PASSWORD);
    await openMyWorkOrders(page);
    await orderOf(page, GREASE).waitFor();
    // The phone keeps Alex's orders and the Start dialog's data (read ahead, offlineWarmUp.ts).
    await until("Alex's orders and Start dialog kept on the phone", async () => {
      const keys = await copiesOf(alex);
      return keys.some((key) => key.includes('grid=woMy')) && keys.some((key) => key.endsWith(`|start|${orderId}`));
    });

    // Without signal, Alex starts the order: the start is kept on the phone.
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await orderOf(page, GREASE).getByRole('button', { name: 'Start', exact: true }).click();
    const start = startStopDialog(page, 'Start');
    await start.getByRole('button', { name: 'Start', exact: true }).click();
    await start.waitFor({ state: 'hidden' });
    await notice().getByText(/^Start \d+ at \d{2}:\d{2}$/).waitFor();

    // Meanwhile the office changes Alex's password: every token Alex holds has ended.
    const changed = await call('PUT', `/api/v1/users/${alex.id}/password`, { token: admin, body: { password: ALEX_NEW_PASSWORD } });
    expect(changed.status, changed.text).toBe(200);

    // Back online, the server answers 401: the session has ended and its copies go with it.
    await context.setOffline(false);
    await page.getByRole('dialog', { name: 'Unauthorized Access' }).waitFor({ timeout: 20_000 });
    await until("Alex's copies gone from the phone", async () => (await copiesOnThePhone()).length === 0);
    expect(await laborsOf(alex)).toEqual([]);
    await page.getByRole('dialog', { name: 'Unauthorized Access' }).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // Blair signs in on the same browser.
    await submitSignIn(page, blair.userName, FRESH_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openMyWorkOrders(page);
    await othersNotice().getByText(`Unsent work of ${alex.name} is waiting on this device`).waitFor();
    await othersNotice()
      .getByText(`One action ${alex.name} made offline was not sent. It waits until ${alex.name} signs in on this device again, and is never sent with your sign-in.`)
      .waitFor();
    // Blair's own list shows nothing of Alex's, and no Start of Alex's waits as Blair's.
    expect(await orderOf(page, GREASE).count()).toBe(0);
    expect(await notice().getByText(/^Start \d+ at \d{2}:\d{2}$/).count()).toBe(0);
    // The queue has had its chances to send (app start, the page read anew): still nothing for Alex.
    await until("Blair's copies saved", async () => (await copiesOf(blair)).length > 0);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(3000);
    expect(await laborsOf(alex)).toEqual([]);
    expect(await laborsOf(blair)).toEqual([]);
    expect(await copiesOf(alex)).toEqual([]);
    await shot(page, 'shared-device-others-work-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
    await othersNotice().getByText(`Unsent work of ${alex.name} is waiting on this device`).waitFor();
    await shot(page, 'shared-device-others-work-desktop');
    await page.setViewportSize({ width: PHONE.viewport!.width, height: PHONE.viewport!.height });

    // Alex signs in again on this browser (Blair left without signing out): Blair's copies go,
    // and Alex's start is sent with Alex's token.
    await signOut(page);
    await signIn(page, alex.userName, ALEX_NEW_PASSWORD);
    await openMyWorkOrders(page);
    await until('the start sent for Alex', async () => (await laborsOf(alex)).length === 1);
    const [labor] = await laborsOf(alex);
    expect(labor.technicianId).toBe(alex.id);
    expect(await laborsOf(blair)).toEqual([]);
    await orderOf(page, GREASE).getByRole('button', { name: 'Stop', exact: true }).waitFor();
    await othersNotice().waitFor({ state: 'hidden' });
    expect(await copiesOf(blair)).toEqual([]);
  }, 150_000);
});
