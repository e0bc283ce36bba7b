/**
 * The status picker, as the demo master plumber (a field user no other browser test signs in
 * as): changing the status, and an unpaid status while clocked in offering to clock out first.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { connectBrowser, newPage, signIn, urlOf } from './support/browser';

const USER = 'masterplumber';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, USER);
  await page.goto(urlOf('/home'));
  await page.getByRole('heading', { level: 1, name: /Henry/ }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

const appBarStatus = () => page.getByRole('banner').getByRole('combobox', { name: 'My status' });

async function choose(status: string) {
  await appBarStatus().click();
  await page.getByRole('option', { name: new RegExp(`^${status}`) }).click();
}

/** Waits until the app bar shows the status (an earlier "Saved" toast may still be on screen). */
async function expectAppBarStatus(status: string) {
  await appBarStatus().filter({ hasText: status }).waitFor();
  expect(await appBarStatus().textContent()).toContain(status);
}

const saved = () => page.getByRole('status').filter({ hasText: 'Saved' }).last().waitFor();

describe('the status selector', () => {
  it('changes the user status and says Saved', async () => {
    expect(await appBarStatus().textContent()).toContain('Available');
    await choose('Shop');
    await saved();
    await expectAppBarStatus('Shop');
    expect(await page.getByTestId('home-status').textContent()).toBe('Shop');
  });

  it('asks for a company description before Company Work', async () => {
    await choose('Company Work');
    const dialog = page.getByRole('dialog', { name: 'Company Work' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await dialog.getByText('The Company Description field is required.').waitFor();
    await dialog.getByLabel('Company Description').fill('Inventory count at the warehouse');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await saved();
    await expectAppBarStatus('Company Work');
    await page.getByText('Inventory count at the warehouse').waitFor();
  });

  it('asks for confirmation when the status was already used today', async () => {
    await choose('Shop');
    const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
    await dialog.waitFor();
    await dialog.getByText('You already had the status Shop today.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    expect(await appBarStatus().textContent()).toContain('Company Work');

    await choose('Shop');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expectAppBarStatus('Shop');
  });
});

/** The demo order of the user's, for a customer billed without a rate sheet (other tests give the user orders that need an employee type). */
const DEMO_ORDER = 'Classroom 12 thermostat not responding.';

/** Clocks the user in on the demo order through the API (unless a first try, or another test, already clocked in); answers its number as shown. */
async function clockInThroughApi(): Promise<string> {
  const token = await tokenFor(USER);
  const mine = await call('GET', `/api/v1/workOrders?grid=woMy&range=${encodeURIComponent('[0,99]')}`, { token });
  expect(mine.status, mine.text).toBe(200);
  type Row = { isOpenLaborMine: boolean; problem: string };
  const order = mine.body.find((row: Row) => row.isOpenLaborMine) ?? mine.body.find((row: Row) => row.problem === DEMO_ORDER);
  expect(order, `${USER} has the demo order "${DEMO_ORDER}"`).toBeDefined();
  if (order.isOpenLaborMine) return order.displayNumber;
  const answer = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', { token, body: { clientRequestId: randomUUID(), workOrderId: order.id } });
  expect(answer.status, answer.text).toBe(200);
  return order.displayNumber;
}

describe('an unpaid status while clocked in', () => {
  it('offers to clock out first: the Stop Work Order dialog opens with Lunch chosen, and clocking out sets Lunch', async () => {
    const workOrderNumber = await clockInThroughApi();
    await page.reload();
    await choose('Lunch');
    const question = page.getByRole('dialog', { name: 'Please Confirm' });
    await question.getByText(`You are clocked in on work order ${workOrderNumber}. Clock out before going to Lunch?`).waitFor();
    await question.getByRole('button', { name: 'Clock out' }).click();

    const stop = page.getByRole('dialog', { name: 'Stop Work Order' });
    await stop.waitFor();
    const userStatus = stop.getByLabel('User Status');
    expect(await userStatus.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe('Lunch');
    await stop.getByLabel('Description').fill('Checked the thermostat wiring; back after lunch.');
    await stop.getByLabel('Work Order Status').selectOption({ index: 1 });
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    await page.getByRole('dialog', { name: 'Please Confirm' }).getByText('Work Order Flag is not selected.', { exact: false }).waitFor();
    await page.getByRole('dialog', { name: 'Please Confirm' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('status').filter({ hasText: `Clocked out of work order ${workOrderNumber}` }).waitFor();
    await expectAppBarStatus('Lunch');
  });
});
