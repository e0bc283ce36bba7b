/**
 * Issue 11, "the current job, always in reach", on a 390×844 phone: a clock-in made elsewhere
 * brings the current-job bar (number, customer, ticking time) without a reload; My Work Orders
 * lists that order first, marked, on a card that shows problem and address whole with call and
 * map links and today's visit; a tapped card shows progress at once and a double tap opens it
 * once; Stop on the bar opens the stop dialog and stopping removes the bar; every tap target
 * measures at least 44 px. On a desktop the bar sits under the app bar without covering the page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshUser, type FreshUser } from '../support/freshUsers';
import { dispatcherToken } from '../api/schedulingHelpers';
import { DESKTOP, PHONE, connectBrowser, newPage, pathOf, putToken, urlOf } from './support/browser';
import { reviewShot } from './support/screenshots';
import { accessibilityViolations } from './support/axe';
import { smallTapTargets } from './support/tapTargets';
import { clockOutWith, fillClockOut, startStopDialog } from './timeTrackingHelpers';

const CUSTOMER = 'Lakeview Community Hospital Central Kitchen';
const ADDRESS = '4100 Lakeview Medical Parkway, Building C, Loading Dock 3, Camarillo, CA 93012';
const PROBLEM =
  'Walk-in freezer #3 iced over behind the evaporator coil; defrost heater suspected, door alarm sounding every few minutes and staff moving stock to the reach-ins.';
const OTHER_PROBLEM = 'Dish machine rinse arm clogged.';
/** The browser's today, which the cards' visit times are read for. */
const day = new Date().toISOString().slice(0, 10);

let browser: Browser;
let page: Page;
let technician: FreshUser;
let admin: string;
let current: { id: number; displayNumber: string };
let laborId = 0;

const bar = (on: Page = page) => on.getByRole('complementary', { name: 'Current job' });
const cards = () => page.getByRole('list', { name: 'Records' }).getByRole('listitem');

async function created(path: string, body: Record<string, unknown>, status = 201) {
  const answer = await call('POST', path, { token: admin, body });
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

async function clockIn(workOrderId: number) {
  const answer = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', { token: technician.token, body: { clientRequestId: crypto.randomUUID(), workOrderId } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.workOrderLaborId as number;
}

async function clockOutByApi(workOrderId: number, workOrderLaborId: number) {
  const body = { clientRequestId: crypto.randomUUID(), workOrderId, workOrderLaborId, description: 'Checked and left running.', userStatusId: 3, workOrderStatusId: 26 };
  const answer = await call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', { token: technician.token, body });
  expect(answer.status, answer.text).toBe(200);
}

/** The text fits its box: nothing cut off, no ellipsis. */
async function shownWhole(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).textOverflow !== 'ellipsis');
}

beforeAll(async () => {
  admin = await dispatcherToken();
  technician = await freshUser('currentjob', ['Technician'], 'Casey');
  const customer = await created('/api/v1/resources/customers', {
    name: CUSTOMER,
    siteAddress: '4100 Lakeview Medical Parkway, Building C, Loading Dock 3',
    city: 'Camarillo',
    state: 'CA',
    zipCode: '93012',
    phone: '805-555-0142',
  });
  // The current order is the oldest, so only the pinning puts it first (newest first is the default sort).
  current = await created('/api/v1/workOrders', { customerId: customer.id, problem: PROBLEM, technicianIds: [technician.id] });
  for (const problem of [OTHER_PROBLEM, 'Ice machine making thin cubes.']) await created('/api/v1/workOrders', { customerId: customer.id, problem, technicianIds: [technician.id] });
  await created('/api/v1/scheduler/entries', { workOrderId: current.id, task: 'Defrost and check heater', technicianIds: [technician.id], start: `${day}T09:00:00`, end: `${day}T11:00:00` }, 200);
  browser = await connectBrowser();
  ({ page } = await newPage(browser, PHONE));
  await putToken(page, technician.token);
});

afterAll(async () => {
  const open = await call('GET', '/api/v1/WOStartStop/currentJob', { token: technician.token });
  if (open.body?.job) await clockOutByApi(open.body.job.workOrderId, open.body.job.workOrderLaborId);
  await browser?.close();
});

describe('the current job on a phone', () => {
  it('shows no bar while the technician is not clocked in, and no "No items" flash while the list loads', async () => {
    await page.goto(urlOf('/workOrder/mine'));
    await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
    // Until the first answer the list shows card placeholders, never its empty text.
    expect(await page.getByText('No work orders here yet.').count()).toBe(0);
    await cards().filter({ hasText: PROBLEM }).waitFor();
    expect(await bar().count()).toBe(0);
  });

  it('brings the bar when the technician clocks in elsewhere, without a reload: number, customer, ticking time', async () => {
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    laborId = await clockIn(current.id);
    await bar().waitFor({ timeout: 5000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await bar().getByText(current.displayNumber, { exact: true }).waitFor();
    await bar().getByText(CUSTOMER).waitFor();
    // The app bar's status follows the clock-in made elsewhere too.
    await page.getByRole('banner').getByRole('combobox', { name: 'My status' }).filter({ hasText: 'On Site' }).waitFor();
    const timer = bar().getByRole('timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^0:00:\d\d$/);
    await page.waitForTimeout(2100);
    expect(await timer.textContent()).not.toBe(first);
    // At the bottom, where the thumb is; the page is padded so the last card is not covered.
    const box = (await bar().boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);
    const padding = await page.locator('.RaLayout-appFrame').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    expect(padding).toBeGreaterThanOrEqual(Math.floor(box.height));
  });

  it('lists the current order first and marks it, on a card with problem, address, visit time, call and map', async () => {
    const card = cards().first();
    await card.getByText('Clocked in').waitFor();
    await card.getByText(PROBLEM).waitFor();
    expect(await card.getAttribute('aria-current')).toBeNull();
    expect(await card.locator('[aria-current="true"]').count()).toBe(1);
    expect(await shownWhole(card.getByText(PROBLEM))).toBe(true);
    expect(await shownWhole(card.getByText(ADDRESS))).toBe(true);
    expect(await shownWhole(card.getByText(CUSTOMER))).toBe(true);
    await card.getByText('Today 09:00–11:00').waitFor();
    expect(await card.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+18055550142');
    expect(await card.getByRole('link', { name: /^Map of / }).getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`);
    await card.getByRole('button', { name: 'Stop', exact: true }).waitFor();
    // The other orders keep their Start.
    await cards().filter({ hasText: OTHER_PROBLEM }).getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewShot(page, 'current-job-my-work-orders-phone');
    await reviewShot(page, 'current-job-my-work-orders-phone-full', { fullPage: true });
  });

  it('has no tap target under 44 px on My Work Orders and the bar, and no serious accessibility fault', async () => {
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows progress at once when a card is tapped, and a double tap opens the order once', async () => {
    // A slow connection: the order page's code takes a while to arrive.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const card = cards().filter({ hasText: OTHER_PROBLEM });
    await card.getByText(OTHER_PROBLEM).dblclick();
    await page.getByRole('progressbar', { name: 'Loading' }).first().waitFor({ timeout: 400 });
    await page.getByRole('heading', { level: 1, name: /^Work Order \d+$/ }).waitFor();
    // Requests still held by the slow route finish before it goes, or they would answer twice.
    await page.unrouteAll({ behavior: 'wait' });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/workOrder/mine');
    await cards().first().waitFor();
  });

  it('opens the current order from the bar, where the bar stays and every tap target measures 44 px', async () => {
    await bar().getByRole('button', { name: new RegExp(`^Open work order ${current.displayNumber}`) }).click();
    await page.waitForURL((url) => url.pathname === `/workOrder/${current.id}/edit`);
    await page.getByRole('heading', { level: 1, name: `Work Order ${current.displayNumber}` }).waitFor();
    await bar().getByRole('timer').waitFor();
    await reviewShot(page, 'current-job-bar-order-page-phone');
    expect(await smallTapTargets(page)).toEqual([]);
    // On a phone the order's tabs are the Section choice: each section a technician opens.
    const section = page.getByRole('combobox', { name: 'Section' });
    await section.click();
    await page.waitForTimeout(400); // the list has finished growing in
    const sections = await page.getByRole('option').allTextContents();
    expect(sections.length).toBeGreaterThan(1);
    expect(await smallTapTargets(page, page.getByRole('listbox'))).toEqual([]);
    await page.keyboard.press('Escape');
    for (const name of sections) {
      await section.click();
      await page.getByRole('option', { name, exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await page.waitForTimeout(500);
      expect(await smallTapTargets(page), `section ${name}`).toEqual([]);
    }
  });

  it('stops from the bar through the stop dialog, and the bar goes', async () => {
    await page.goto(urlOf('/workOrder/mine'));
    await cards().first().waitFor();
    await bar().getByRole('button', { name: `Stop work order ${current.displayNumber}` }).click();
    const dialog = startStopDialog(page, 'Stop');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Work Order #').textContent()).toBe(current.displayNumber);
    await reviewShot(page, 'current-job-stop-dialog-phone');
    await clockOutWith(page, dialog, { description: 'Cleared the ice, replaced the defrost heater.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
    await bar().waitFor({ state: 'detached' });
    await cards().filter({ hasText: PROBLEM }).getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await page.getByText('Clocked in').count()).toBe(0);
    expect(pathOf(page)).toMatch(/^\/workOrder\/mine/);
  });
});

describe('the current job without signal', () => {
  it('goes at once when the stop is kept on the phone', async () => {
    laborId = await clockIn(current.id);
    await page.goto(urlOf('/workOrder/mine'));
    await bar().getByRole('timer').waitFor();
    await page.waitForTimeout(4000); // the stop dialog's data is read ahead for offline use (offlineWarmUp.ts)
    await page.context().setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await bar().getByRole('button', { name: `Stop work order ${current.displayNumber}` }).click();
    const dialog = startStopDialog(page, 'Stop');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Clock Out', exact: true }).click();
    await fillClockOut(dialog, { description: 'Defrosted in the basement, no signal.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
    await dialog.getByRole('button', { name: 'Continue Clock Out' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await bar().waitFor({ state: 'detached' });
    // Delivering the kept stop is the offline queue's (offlineClock.test.ts); here the labor is closed for the next test.
    await page.context().setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    const open = await call('GET', '/api/v1/WOStartStop/currentJob', { token: technician.token });
    if (open.body.job) await clockOutByApi(current.id, open.body.job.workOrderLaborId);
  });
});

describe('the current job on a desktop', () => {
  it('is a slim bar under the app bar that covers nothing', async () => {
    const { page: desk } = await newPage(browser, DESKTOP);
    await putToken(desk, technician.token);
    laborId = await clockIn(current.id);
    await desk.goto(urlOf('/workOrder/mine'));
    await bar(desk).getByRole('timer').waitFor();
    const appBar = (await desk.getByRole('banner').boundingBox())!;
    const strip = (await bar(desk).boundingBox())!;
    expect(strip.y).toBeGreaterThanOrEqual(appBar.y + appBar.height - 1);
    expect(strip.height).toBeLessThanOrEqual(64);
    expect(strip.width).toBeGreaterThanOrEqual(1300);
    const heading = (await desk.getByRole('heading', { level: 1, name: 'My Work Orders' }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(strip.y + strip.height);
    // The grid marks the order too, first.
    const firstRow = desk.locator('tbody tr').first();
    await firstRow.getByText('Clocked in').waitFor();
    await firstRow.getByText(current.displayNumber, { exact: true }).waitFor();
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await reviewShot(desk, 'current-job-desktop');
    await clockOutByApi(current.id, laborId);
    await bar(desk).waitFor({ state: 'detached' });
    await desk.context().close();
  });
});
