/**
 * The team leader board (/management/teamLeader) in Chromium: the demo team leader's board
 * shows the day, the technicians and what needs attention; a technician who clocks in through
 * the API shows on the open board within 2 seconds, without a reload and without losing the
 * page's scroll; the phone shows cards that fit the screen; an order over its NTE shows the
 * running total with the NTE beside it; a technician refused for a missing rate sheet reaches the
 * open board at once (a toast and the "No rate sheet" group).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_LEADER_PATH } from '../../src/domain/teamLeader/paths';
import { call, tokenFor } from '../support/api';
import { accessibilityViolations } from './support/axe';
import { connectBrowser, newPage, putToken, urlOf } from './support/browser';
import { reviewShot } from './support/screenshots';
import { toastOf } from './timeTrackingHelpers';

/** The demo Master Plumber clocks in and out here; no other browser test signs in as them. */
const TECHNICIAN = 'masterplumber';
const TECHNICIAN_NAME = 'Henry Walsh';
const PROBLEM = 'Classroom 12 thermostat not responding.';
const ONSITE_STATUS = 7;

let browser: Browser;
let page: Page;
let laborId: number | null = null;
let orderId: number;

async function openBoard(target: Page): Promise<void> {
  await target.goto(urlOf(TEAM_LEADER_PATH));
  await target.getByRole('heading', { level: 1, name: 'Team Leader' }).waitFor();
  await target.getByTestId('technician-row').first().waitFor();
}

const rowOf = (target: Page, name: string) => target.getByTestId('technician-row').filter({ hasText: name });

async function clockOutIfIn(token: string): Promise<void> {
  if (laborId === null) return;
  const answer = await call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
    token,
    body: {
      clientRequestId: crypto.randomUUID(),
      workOrderId: orderId,
      workOrderLaborId: laborId,
      description: 'Replaced the thermostat and tested the zone.',
      userStatusId: 3,
      workOrderStatusId: ONSITE_STATUS,
    },
  });
  expect(answer.status, answer.text).toBe(200);
  laborId = null;
}

beforeAll(async () => {
  browser = await connectBrowser();
  ({ page } = await newPage(browser, { viewport: { width: 1440, height: 900 } }));
  await putToken(page, await tokenFor('teamleader'));
  await openBoard(page);
  const mine = await call('GET', `/api/v1/workOrders?grid=woMy&range=${encodeURIComponent('[0,99]')}`, { token: await tokenFor(TECHNICIAN) });
  orderId = (mine.body as Array<{ id: number; problem: string }>).find((order) => order.problem === PROBLEM)!.id;
});
afterAll(async () => {
  await clockOutIfIn(await tokenFor(TECHNICIAN));
  await browser?.close();
});

describe('team leader board', () => {
  it("shows the team leader's day: tiles, every field technician and the orders that need attention", async () => {
    for (const tile of ['onSite', 'enRoute', 'onBreak', 'off', 'visits', 'attention']) await page.getByTestId(`tile-${tile}`).waitFor();
    for (const name of ['Tyler Brooks', 'Luis Ortega', TECHNICIAN_NAME, 'Marcus Reed']) await rowOf(page, name).waitFor();
    // Demo orders: one over its NTE (the dish machine), two open ones nobody is assigned to.
    await page.getByTestId('attention-overNte').filter({ hasText: 'Maple Street Diner' }).waitFor();
    const unassigned = page.getByTestId('attention-unassigned');
    await unassigned.filter({ hasText: 'Convection oven door hinge broken.' }).waitFor();
    await unassigned.filter({ hasText: 'Boiler inspection at district office.' }).waitFor();
    const link = unassigned.getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/workOrder\/\d+\/edit\?returnUrl=%2Fmanagement%2FteamLeader$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await reviewShot(page, 'tl-desktop', { fullPage: true });
  });

  it('shows a technician who clocks in within 2 seconds, without a reload, keeping the scroll', async () => {
    const row = rowOf(page, TECHNICIAN_NAME);
    await row.getByText('Not clocked in').waitFor();
    await page.evaluate(() => (document.body.dataset.noReload = 'yes')); // a reload would lose it
    const scrolled = await page.evaluate(() => {
      const scroller = document.scrollingElement!;
      scroller.scrollTop = 120;
      return scroller.scrollTop;
    });

    const token = await tokenFor(TECHNICIAN);
    const answer = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', { token, body: { clientRequestId: crypto.randomUUID(), workOrderId: orderId } });
    expect(answer.status, answer.text).toBe(200);
    laborId = answer.body.workOrderLaborId;
    const clockedInAt = Date.now();

    await row.getByTestId('clocked-in-for').waitFor({ timeout: 2000 });
    expect(Date.now() - clockedInAt).toBeLessThan(2000);
    await expect(row.getByTestId('technician-status').textContent()).resolves.toBe('On Site');
    await row.getByText('Lakeside Elementary School').waitFor();
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/workOrder/${orderId}/edit?returnUrl=%2Fmanagement%2FteamLeader`);
    await expect(row.getByTestId('clocked-in-for').textContent()).resolves.toMatch(/^for 0 min · since \d{2}:\d{2}$/);
    expect(await page.evaluate(() => document.body.dataset.noReload)).toBe('yes');
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(scrolled);
    await page.evaluate(() => window.scrollTo(0, 0));
    await reviewShot(page, 'tl-desktop-clocked-in');

    await clockOutIfIn(token);
    await row.getByText('Not clocked in').waitFor({ timeout: 2000 });
    await expect(row.getByTestId('technician-status').textContent()).resolves.toBe('Available');
  });

  it('shows cards that fit a phone', async () => {
    // The open board narrowed to a phone's screen (no second sign-in and page load).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Technicians' }).waitFor();
    expect(await page.getByRole('table', { name: 'Technicians' }).count()).toBe(0);
    await rowOf(page, TECHNICIAN_NAME).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewShot(page, 'tl-phone');
    await reviewShot(page, 'tl-phone-full', { fullPage: true });
  });

  it('shows the running total of an order over its NTE with the NTE beside it, on a laptop and on a phone', async () => {
    for (const [viewport, shot] of [[{ width: 1366, height: 900 }, 'tl-nte-1366x900'], [{ width: 390, height: 844 }, 'tl-nte-390x844']] as const) {
      await page.setViewportSize(viewport);
      const line = page.getByTestId('attention-overNte').getByTestId('attention-item').filter({ hasText: 'Maple Street Diner' });
      const figures = line.getByTestId('nte-figures');
      await figures.waitFor();
      const text = (await figures.innerText()).replace(/\s+/g, ' ');
      expect(text).toMatch(/^Running total \$[\d,]+\.\d\d NTE \$[\d,]+\.\d\d In 30 min \$[\d,]+\.\d\d$/);
      expect(await figures.getAttribute('aria-label')).toMatch(/^Running total \$[\d,]+\.\d\d · in 30 minutes \$[\d,]+\.\d\d · NTE \$[\d,]+\.\d\d$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await line.scrollIntoViewIfNeeded();
      await reviewShot(page, shot);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('tells the open board at once when a technician is refused for a missing rate sheet', async () => {
    const superAdmin = await tokenFor('superadmin');
    const name = `E2E No Sheet ${crypto.randomUUID().slice(0, 6)}`;
    const customer = await call('POST', '/api/v1/resources/customers', { token: superAdmin, body: { name, billByRateSheet: true } });
    expect(customer.status, customer.text).toBe(201);
    const technicianId = (await call('POST', '/api/v1/account/validateUser', { token: await tokenFor(TECHNICIAN) })).body.userId as number;
    const order = await call('POST', '/api/v1/workOrders', { token: superAdmin, body: { customerId: customer.body.id, problem: 'E2E: chiller will not start.', statusId: 1, technicianIds: [technicianId] } });
    expect(order.status, order.text).toBe(201);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => (document.body.dataset.noReload = 'yes'));

    const refused = await call('POST', '/api/v1/WOStartStop/rateSheetMissing', { token: await tokenFor(TECHNICIAN), body: { workOrderId: order.body.id } });
    expect(refused.body).toMatchObject({ reported: true, message: 'Please set up Rate Sheet for this customer first' });
    const toast = toastOf(page, `Please set up Rate Sheet for this customer first (${name})`).first();
    await toast.waitFor({ timeout: 2000 });
    expect(await toast.innerText()).toMatch(new RegExp(`^${TECHNICIAN_NAME} cannot start \\d+: Please set up Rate Sheet`));
    const line = page.getByTestId('attention-rateSheetMissing').getByTestId('attention-item').filter({ hasText: name });
    await line.waitFor({ timeout: 2000 });
    expect(await line.innerText()).toMatch(new RegExp(`${TECHNICIAN_NAME} could not start at \\d\\d:\\d\\d: no rate sheet for ${name}`));
    // The team leader may not set the rate sheet up: no link to it.
    expect(await line.getByRole('link', { name: 'Set up rate sheet' }).count()).toBe(0);
    expect(await page.evaluate(() => document.body.dataset.noReload)).toBe('yes');
    await reviewShot(page, 'tl-rate-sheet-missing');

    // Set up, the order leaves the attention list at the board's next read.
    const item = await call('POST', '/api/v1/resources/customerRateSheetItems', { token: superAdmin, body: { customerId: customer.body.id, kind: 'Labor', name: 'Technician', hourlyRate: 95 } });
    expect(item.status, item.text).toBe(201);
  });
});
