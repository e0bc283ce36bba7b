/**
 * Issue 11 "Works without signal", in Chromium at 390×844 with the network switched off and on
 * (Playwright's offline emulation): start and stop while offline, the queued state, back
 * online the labor carries the times the technician acted, once; a reload offline still shows
 * the technician's orders (the service worker and the saved copies); a delayed stop of a labor
 * the office closed meanwhile is refused and explained on the phone; an order read ahead opens
 * offline from its copy and is stopped there, its card and the app bar's status showing what the
 * stop will make them (issue 34).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { FRESH_PASSWORD, freshUser, type FreshUser } from '../support/freshUsers';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { DESKTOP, PHONE, connectBrowser, newPage, signIn, urlOf } from './support/browser';
import { DEMO_LOCATION, expectAppBarStatus, fillClockOut, openMyWorkOrders, orderOf, shot, startStopDialog, toastOf } from './timeTrackingHelpers';

const FREEZER = 'Offline: walk-in freezer compressor not starting.';
const ICE = 'Offline: ice machine making thin cubes.';
const COOLER = 'Offline: reach-in cooler door gasket torn.';
const KEPT = 'Offline — will send when connected';

let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let technician: FreshUser;
let admin: string;
const orders: Record<string, number> = {};

async function created(path: string, body: Record<string, unknown>): Promise<{ id: number }> {
  const answer = await call('POST', path, { token: admin, body });
  if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

interface LaborRow {
  workOrderLaborId: number;
  technicianId: number;
  startTime: string;
  stopTime: string | null;
}

const laborsOf = async (workOrderId: number): Promise<LaborRow[]> => {
  const answer = await call<LaborRow[]>('GET', `/api/v1/workOrders/${workOrderId}/labors`, { token: technician.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.filter((labor) => labor.technicianId === technician.id);
};

/** The subscriber's wall clock minus UTC (minutes), from what the server calls now. */
async function zoneOffsetMinutes(): Promise<number> {
  const answer = await call('POST', '/api/v1/WOStartStop/getStartWOViewData', { token: technician.token, body: { workOrderId: orders[FREEZER] } });
  expect(answer.status, answer.text).toBe(200);
  return Math.round((Date.parse(`${answer.body.date}T${answer.body.startTime}:00Z`) - Date.now()) / 60_000 / 15) * 15;
}

/** A wall-clock time the API answers, as an instant. */
const instantOf = (wall: string, offsetMinutes: number) => Date.parse(`${wall}Z`) - offsetMinutes * 60_000;

/** Waits until the phone has read ahead what the dialog needs for these orders (offlineWarmUp.ts). */
async function dialogDataKept(orderIds: number[], withLabor = false): Promise<void> {
  const kept = () =>
    page.evaluate(
      async ([ids, labor]) => {
        // Opening a database that does not exist yet would create it empty, under the app's feet.
        if (!(await indexedDB.databases()).some((d) => d.name === 'fielddesk-clock-views')) return false;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('fielddesk-clock-views');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (!db.objectStoreNames.contains('views')) return db.close(), false;
        const all = await new Promise<Array<{ view?: { workOrderId: number; workOrderLaborId: number | null } }>>((resolve) => {
          const request = db.transaction('views').objectStore('views').getAll();
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        return ids.every((id) => all.some((entry) => entry.view?.workOrderId === id && (!labor || !!entry.view.workOrderLaborId)));
      },
      [orderIds, withLabor] as const,
    );
  const until = Date.now() + 30_000;
  while (!(await kept())) {
    if (Date.now() > until) throw new Error(`The dialog data of orders ${orderIds.join(', ')} was not kept on the phone.`);
    await page.waitForTimeout(500);
  }
}

/** Waits until the phone has read ahead the order itself (its page opens offline), as the server has it now. */
async function orderCopyKept(orderId: number, clockedIn: boolean): Promise<void> {
  const kept = () =>
    page.evaluate(
      async ([id, open]) => {
        if (!(await indexedDB.databases()).some((d) => d.name === 'fielddesk-saved-reads')) return false;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('fielddesk-saved-reads');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (!db.objectStoreNames.contains('answers')) return db.close(), false;
        const store = db.transaction('answers').objectStore('answers');
        const [keys, answers] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map((request) => new Promise<unknown[]>((resolve) => (request.onsuccess = () => resolve(request.result)))),
        );
        db.close();
        const index = keys.findIndex((key) => String(key).endsWith(`|GET|workOrders/${id}|`));
        if (index < 0) return false;
        const order = JSON.parse((answers[index] as { text: string }).text) as { myOpenLabor: unknown };
        return (order.myOpenLabor !== null) === open;
      },
      [orderId, clockedIn] as const,
    );
  const until = Date.now() + 30_000;
  while (!(await kept())) {
    if (Date.now() > until) throw new Error(`Order ${orderId} was not kept on the phone.`);
    await page.waitForTimeout(500);
  }
}

async function goOffline() {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

async function goOnline() {
  await context.setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
}

const notice = () => page.getByTestId('offline-notice');

beforeAll(async () => {
  technician = await freshUser('offline', ['Technician']);
  admin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
  const customer = await created('/api/v1/resources/customers', { name: `Harbor Ice of ${technician.userName}`, laborRate: 95 });
  for (const problem of [FREEZER, ICE, COOLER]) orders[problem] = (await created('/api/v1/workOrders', { customerId: customer.id, problem, technicianIds: [technician.id] })).id;
  browser = await connectBrowser();
  ({ context, page } = await newPage(browser, { ...PHONE, serviceWorkers: 'allow', permissions: ['geolocation'], geolocation: DEMO_LOCATION }));
  await signIn(page, technician.userName, FRESH_PASSWORD);
  await openMyWorkOrders(page);
  // The service worker controls the page before the network goes: the app shell is kept.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await dialogDataKept([orders[FREEZER], orders[ICE]]);
});

afterAll(async () => {
  await browser?.close();
});

describe('a technician without signal', () => {
  it('starts and stops offline, sees both waiting, and once online the labor carries the times of the taps, once', async () => {
    await goOffline();
    const card = () => orderOf(page, FREEZER);
    await card().getByRole('button', { name: 'Start', exact: true }).click();
    const start = startStopDialog(page, 'Start');
    await start.waitFor();
    const startedAt = Date.now();
    await start.getByRole('button', { name: 'Start', exact: true }).click();
    await start.waitFor({ state: 'hidden' });
    await toastOf(page, KEPT).first().waitFor();
    // The order reads as clocked in, its start waiting on the phone.
    await card().getByRole('button', { name: 'Stop', exact: true }).waitFor();
    await card().getByText(KEPT).waitFor();
    await notice().getByText(/^Start \d+ at \d{2}:\d{2}$/).waitFor();
    expect(await laborsOf(orders[FREEZER])).toEqual([]);

    await page.waitForTimeout(1500);
    await card().getByRole('button', { name: 'Stop', exact: true }).click();
    const stop = startStopDialog(page, 'Stop');
    await stop.waitFor();
    await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
    await fillClockOut(stop, { description: 'Replaced the start capacitor; compressor running, box at -5°F.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
    const stoppedAt = Date.now();
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    await stop.waitFor({ state: 'hidden' });
    await card().getByRole('button', { name: 'Start', exact: true }).waitFor();
    await notice().getByText(/^Stop \d+ at \d{2}:\d{2}$/).waitFor();
    await expect(notice().getByRole('listitem').count()).resolves.toBe(2);
    await shot(page, 'offline-queued-phone');

    // A reload without signal: the service worker opens the app, the saved copy shows the orders and its age.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
    await orderOf(page, FREEZER).waitFor();
    await orderOf(page, ICE).waitFor();
    await notice().getByText(/Showing the last copy on this phone\. Saved (just now|\d+ min ago)\./).waitFor();
    await expect(notice().getByRole('listitem').count()).resolves.toBe(2);
    await shot(page, 'offline-reload-phone');
    // Today's route too, from its last copy.
    await page.goto(urlOf('/techScheduledRoute'));
    await page.getByRole('heading', { level: 1, name: 'My Route' }).waitFor();
    await page.getByText('No visits scheduled for this day.').waitFor();
    await notice().getByText(/Showing the last copy on this phone\. Saved/).waitFor();
    await shot(page, 'offline-route-phone');
    await openMyWorkOrders(page);

    // Delivered a while after the taps: the times stay the technician's.
    await page.waitForTimeout(10_000);
    const deliveredAfter = Date.now();
    await goOnline();
    await notice().waitFor({ state: 'hidden', timeout: 20_000 });
    const labors = await laborsOf(orders[FREEZER]);
    expect(labors).toHaveLength(1);
    const offset = await zoneOffsetMinutes();
    const start_ = instantOf(labors[0].startTime, offset);
    const stop_ = instantOf(labors[0].stopTime!, offset);
    // The start has the dialog's minute precision; the stop is the moment of the tap.
    expect(start_).toBeLessThanOrEqual(startedAt);
    expect(startedAt - start_).toBeLessThan(60_000);
    expect(Math.abs(stop_ - stoppedAt)).toBeLessThan(5_000);
    expect(deliveredAfter - stop_).toBeGreaterThan(8_000);
    await orderOf(page, FREEZER).getByRole('button', { name: 'Start', exact: true }).waitFor();
  }, 120_000);

  it('a stop kept offline of a labor the office closed meanwhile is refused, and the phone says why until dismissed', async () => {
    const clockIn = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
      token: technician.token,
      body: { clientRequestId: crypto.randomUUID(), workOrderId: orders[ICE] },
    });
    expect(clockIn.status, clockIn.text).toBe(200);
    await page.goto(urlOf('/workOrder/mine'));
    await orderOf(page, ICE).getByRole('button', { name: 'Stop', exact: true }).waitFor();
    await dialogDataKept([orders[ICE]], true);

    await goOffline();
    await orderOf(page, ICE).getByRole('button', { name: 'Stop', exact: true }).click();
    const stop = startStopDialog(page, 'Stop');
    await stop.waitFor();
    await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
    await fillClockOut(stop, { description: 'Cleaned the evaporator plate.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    await stop.waitFor({ state: 'hidden' });
    await notice().getByText(/^Stop \d+ at \d{2}:\d{2}$/).waitFor();

    // Meanwhile the office clocks the technician out.
    const closed = await call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
      token: admin,
      body: {
        clientRequestId: crypto.randomUUID(),
        workOrderId: orders[ICE],
        workOrderLaborId: clockIn.body.workOrderLaborId,
        description: 'Closed by the office: the technician left the site.',
        userStatusId: 3,
        workOrderStatusId: 13,
      },
    });
    expect(closed.status, closed.text).toBe(200);

    await goOnline();
    const refusal = notice().getByRole('alert').filter({ hasText: /^Not sent: Stop \d+ at/ });
    await refusal.getByText(/This labor was already clocked out at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} by .+\./).waitFor({ timeout: 20_000 });
    await shot(page, 'offline-refused-phone');
    const labors = await laborsOf(orders[ICE]);
    expect(labors).toHaveLength(1);
    expect(labors[0].stopTime).not.toBeNull();
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await notice().waitFor({ state: 'hidden' });
  }, 90_000);

  it('a change that is not kept says the phone is offline and what to do, never "Error Occurred."', async () => {
    await page.goto(urlOf('/workOrder/mine'));
    await orderOf(page, ICE).waitFor();
    await goOffline();
    await page.getByRole('banner').getByRole('combobox', { name: 'My status' }).click();
    await page.getByRole('option', { name: 'Break', exact: true }).click();
    await toastOf(page, /^You are offline(: this was not saved|, and this needs the server: nothing was changed)\. Try again when connected\.$/).first().waitFor();
    expect(await toastOf(page, 'Error Occurred.').count()).toBe(0);
    await shot(page, 'offline-not-saved-phone');
    await goOnline();
  });

  it('an order read ahead opens offline from its saved copy; stopped there, it, its card and the app bar status read as the stop leaves them, and online the server agrees', async () => {
    const clockIn = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
      token: technician.token,
      body: { clientRequestId: crypto.randomUUID(), workOrderId: orders[COOLER] },
    });
    expect(clockIn.status, clockIn.text).toBe(200);
    // A new page load reads ahead again: the order as it is now, clocked in.
    await openMyWorkOrders(page);
    const card = () => orderOf(page, COOLER);
    await card().getByText('Clocked in', { exact: true }).waitFor();
    await expectAppBarStatus(page, 'On Site');
    await dialogDataKept([orders[COOLER]], true);
    await orderCopyKept(orders[COOLER], true);

    await goOffline();
    await card().getByText(COOLER).click();
    const header = page.getByRole('heading', { level: 1, name: /^Work Order \d+$/ });
    await header.waitFor();
    await notice().getByText(/Showing the last copy on this phone\. Saved (just now|\d+ min ago)\./).waitFor();
    await notice().getByText('Start and Stop are kept and sent when connected; changes and the other sections need a connection.').waitFor();
    await page.getByText(COOLER, { exact: true }).waitFor();
    expect(await page.getByText('The work order could not be loaded').count()).toBe(0);
    // What needs the server is plainly out of reach: the sections other than the details and the photos.
    await page.getByLabel('Section').click();
    await expect(page.getByRole('option', { name: /^Labor/ }).getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.getByRole('option', { name: /^Photos & Files/ }).getAttribute('aria-disabled')).resolves.toBeNull();
    await page.keyboard.press('Escape');
    await shot(page, 'offline-order-copy-phone');

    // Stopped from the copy: the stop waits on the phone, and the order reads as the stop leaves it.
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    const stop = startStopDialog(page, 'Stop');
    await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
    await fillClockOut(stop, { description: 'Replaced the door gasket; door seals, box at 38°F.', status: 'To Be Continued', userStatus: 'Available' });
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    // The question of a stop without a flag opens offline too (its dialog is kept by the service worker).
    const question = page.getByRole('dialog', { name: 'Please Confirm' });
    await question.getByText('Work Order Flag is not selected. Do you want to continue?').waitFor();
    await question.getByRole('button', { name: 'Yes' }).click();
    await stop.waitFor({ state: 'hidden' });
    await notice().getByText(/^Stop \d+ at \d{2}:\d{2}$/).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await page.getByLabel('Status To Be Continued').waitFor();
    await page.getByRole('definition').filter({ hasText: /^To Be Continued$/ }).waitFor();
    await page.getByRole('complementary', { name: 'Current job' }).waitFor({ state: 'hidden' });

    // Its card says the same: no "Clocked in" beside its Start.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
    await card().getByRole('button', { name: 'Start', exact: true }).waitFor();
    await card().getByLabel('Status To Be Continued').waitFor();
    expect(await card().getByText('Clocked in', { exact: true }).count()).toBe(0);
    // The app bar's status is the one the stop sets.
    await expectAppBarStatus(page, 'Available');
    await shot(page, 'offline-stopped-card-phone');

    // Back online the stop is sent, and the server has what the phone showed.
    await goOnline();
    await notice().waitFor({ state: 'hidden', timeout: 20_000 });
    const labors = await laborsOf(orders[COOLER]);
    expect(labors).toHaveLength(1);
    expect(labors[0].stopTime).not.toBeNull();
    const order = await call('GET', `/api/v1/workOrders/${orders[COOLER]}`, { token: technician.token });
    expect(order.body.status).toBe('To Be Continued');
    const status = await call('GET', '/api/v1/user/getUserStatus', { token: technician.token });
    expect(status.body.userStatus).toBe('Available');
    await card().getByRole('button', { name: 'Start', exact: true }).waitFor();
    await card().getByLabel('Status To Be Continued').waitFor();
    expect(await card().getByText('Clocked in', { exact: true }).count()).toBe(0);
    await expectAppBarStatus(page, 'Available');
  }, 120_000);

  it('on a desktop: offline, a start is kept and shown in the list and in the notice, and sent when connected', async () => {
    const desk = await newPage(browser!, DESKTOP);
    try {
      const deskPage = desk.page;
      await signIn(deskPage, technician.userName, FRESH_PASSWORD);
      await openMyWorkOrders(deskPage);
      const row = () => orderOf(deskPage, ICE);
      await row().getByRole('button', { name: 'Start', exact: true }).waitFor();
      await deskPage.waitForTimeout(4000); // the dialog's data read ahead (offlineWarmUp.ts)
      await desk.context.setOffline(true);
      await row().getByRole('button', { name: 'Start', exact: true }).click();
      const start = startStopDialog(deskPage, 'Start');
      await start.getByRole('button', { name: 'Start', exact: true }).click();
      await start.waitFor({ state: 'hidden' });
      await row().getByRole('button', { name: 'Stop', exact: true }).waitFor();
      await deskPage.getByTestId('offline-notice').getByText(/^Start \d+ at \d{2}:\d{2}$/).waitFor();
      await shot(deskPage, 'offline-queued-desktop');
      await desk.context.setOffline(false);
      await deskPage.getByTestId('offline-notice').waitFor({ state: 'hidden', timeout: 20_000 });
      expect((await laborsOf(orders[ICE])).filter((labor) => labor.stopTime === null)).toHaveLength(1);
    } finally {
      await desk.context.close();
    }
  }, 90_000);

  it('the service worker and the manifest are checked on every load; hashed assets stay immutable', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const answer = await fetch(urlOf(file));
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('cache-control'), file).toBe('no-cache');
    }
    const worker = await (await fetch(urlOf('/sw.js'))).text();
    const asset = /"(assets\/[^"]+\.js)"/.exec(worker)?.[1];
    expect(asset).toBeTruthy();
    expect((await fetch(urlOf(`/${asset}`))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The worker never answers the API from a cache: its navigation fallback leaves /api and /hubs out.
    expect(worker).toContain('/index.html');
    expect(worker).toMatch(/\^\\\/api/);
  });
});
