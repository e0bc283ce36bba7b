/**
 * Issue 4 "Done when": the technician's day at phone size. Start and stop with and without a
 * rate sheet, COMPLETED creating a sub work order, stop-and-start from the Select New Work
 * Order dialog, the redirect to an open labor elsewhere, the rate-sheet set-up message, the
 * over-NTE warning and Service Channel fields.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIME_TRACKING_MESSAGES } from '../../src/domain/timeTracking/clock';
import { call, tokenFor } from '../support/api';
import { PHONE, urlOf } from './support/browser';
import {
  TECHNICIAN,
  clockOutWith,
  expectAppBarStatus,
  fillClockOut,
  openLaborOrderId,
  openMyWorkOrders,
  openStart,
  openStop,
  orderOf,
  shot,
  startStopDialog,
  technicianPage,
  toastOf,
} from './timeTrackingHelpers';

const FRYER = 'Fryer pilot light keeps going out.';
const WALK_IN = 'Walk-in cooler #2 not holding temperature';
const GASKET = 'Walk-in freezer door gasket torn.';
const RTU = 'Rooftop unit RTU-3 short cycling.';
const DISPLAY_CASE = 'Display case evaporator fan noisy.';
const PROOF_BOX = 'Proof box heater not reaching set point.';
const PINECREST = 'Laundry room water heater pilot out.';
const DISH_MACHINE = 'Dish machine booster heater tripping breaker.';

let page: Page;
technicianPage(PHONE, 'shared', (opened) => ({ page } = opened));

/** The sub work orders of the technician's order with this problem. */
async function subOrdersOf(problem: string) {
  const token = await tokenFor(TECHNICIAN);
  const mine = await call<Array<{ displayNumber: string; problem: string; subNumber: number | null }>>(
    'GET',
    `/api/v1/workOrders?grid=woMy&range=${encodeURIComponent('[0,99]')}`,
    { token },
  );
  return mine.body.filter((row) => row.problem.startsWith(problem) && row.subNumber !== null);
}

/** Fills the clock-out fields with status Completed and confirms the sub work order question. */
async function chooseCompletedWithSubWorkOrder(stop: Locator, screenshot: boolean) {
  await fillClockOut(stop, { description: 'Replaced the evaporator fan motor; cooler down to 36°F.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
  await stop.getByLabel('Work Order Status').selectOption({ label: 'Completed' });
  const confirm = page.getByRole('dialog', { name: 'Please Confirm' });
  // Spec §4's prompt, word for word, with FieldDesk's explanation beneath it.
  await confirm.getByText('Are you sure you want to create a subworkorder', { exact: true }).waitFor();
  await confirm.getByText(TIME_TRACKING_MESSAGES.createSubWorkOrderExplained).waitFor();
  if (screenshot) await shot(page, 'sub-work-order-confirm-phone');
  await confirm.getByRole('button', { name: 'Create', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
}

async function startPlain(problem: string) {
  await openMyWorkOrders(page);
  const dialog = await openStart(page, problem);
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await toastOf(page, 'Clocked in on work order').first().waitFor();
}

describe('a technician on a phone', () => {
  it('starts an order without a rate sheet and clocks out with description, flag and status', async () => {
    await openMyWorkOrders(page);
    const dialog = await openStart(page, FRYER);
    expect(await dialog.getByLabel('Employee Type').count()).toBe(0);
    expect(await dialog.getByLabel('Work Order #').textContent()).toMatch(/^\d+$/);
    expect(await dialog.getByLabel('User / Status').textContent()).toMatch(/^.+ \/ Available$/);
    // Whose order the dialog starts, and where (issue 34).
    expect(await dialog.getByLabel('Customer', { exact: true }).textContent()).toBe('Maple Street Diner');
    expect(await dialog.getByLabel('Site Address', { exact: true }).textContent()).toMatch(/^415 Maple St/);
    expect(await dialog.getByLabel('Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await shot(page, 'start-phone');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toastOf(page, 'Clocked in on work order').first().waitFor();
    await expectAppBarStatus(page, 'On Site');

    const stop = await openStop(page, orderOf(page, FRYER));
    await shot(page, 'stop-phone');
    await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    await stop.getByRole('alert').filter({ hasText: 'Description is required.' }).waitFor();
    // The statuses a technician sets, in the order of a visit; Billed and Invoice Submitted are the office's (issue 34).
    expect(await stop.getByLabel('Work Order Status').locator('option').allTextContents()).toEqual([
      'Select work order status',
      'Onsite',
      'Leak Test',
      'To Be Continued',
      'Two Man Job',
      'Follow Up Visit',
      'Need To Order Parts',
      'Pick Up Parts Locally',
      'Parts On Van',
      'Need Quote',
      'Get NTE Raised',
      'Pending Customer Approval',
      'Get Ticket Signed',
      'Completed',
    ]);
    await fillClockOut(stop, { description: 'Cleaned and adjusted the pilot assembly; replaced thermocouple.', status: 'Need To Order Parts', userStatus: 'Available' });
    await shot(page, 'stop-revealed-phone');
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please Confirm' });
    await confirm.getByText('Work Order Flag is not selected. Do you want to continue?').waitFor();
    await shot(page, 'flag-confirm-phone');
    await confirm.getByRole('button', { name: 'No' }).click();
    await stop.getByLabel('Work Order Flag').selectOption({ label: 'Need To Order Parts' });
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    await stop.waitFor({ state: 'hidden' });
    await toastOf(page, 'Clocked out of work order').first().waitFor();
    await expectAppBarStatus(page, 'Available');
    await orderOf(page, FRYER).getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await openLaborOrderId()).toBeNull();
  });

  it('needs an employee type on a rate-sheet order, and COMPLETED creates a sub work order', async () => {
    await openMyWorkOrders(page);
    const dialog = await openStart(page, WALK_IN);
    // A technician may not change customers' rate sheets or per-diem types: no "+" for either.
    expect(await dialog.getByRole('link', { name: /Add to the rate sheet/ }).count()).toBe(0);
    expect(await dialog.getByRole('link', { name: /per-diem types/ }).count()).toBe(0);
    expect(await dialog.getByLabel('Per Diem Type').locator('option:checked').textContent()).toBe('N/A');
    // Preselected from the employee types the technician holds; without one, starting is refused.
    expect(await dialog.getByLabel('Employee Type').locator('option:checked').textContent()).toBe('Service Technician');
    await dialog.getByLabel('Employee Type').selectOption({ label: 'Select employee type' });
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Employee Type field is required!' }).waitFor();
    await shot(page, 'start-rate-sheet-phone');
    await dialog.getByLabel('Employee Type').selectOption({ label: 'Service Technician' });
    await dialog.getByLabel('Truck Type').selectOption({ label: 'Service Van' });
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Choosing Completed asks about a sub work order; nothing is created until the clock-out is sent.
    const cancelled = await openStop(page, orderOf(page, WALK_IN));
    expect(await cancelled.getByLabel('Employee Type').locator('option:checked').textContent()).toBe('Service Technician');
    await cancelled.getByRole('button', { name: 'Clock Out', exact: true }).click();
    await chooseCompletedWithSubWorkOrder(cancelled, true);
    await cancelled.getByRole('button', { name: 'Cancel', exact: true }).click();
    await cancelled.waitFor({ state: 'hidden' });
    expect(await subOrdersOf(WALK_IN)).toEqual([]);

    const stop = await openStop(page, orderOf(page, WALK_IN));
    await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
    // Reopened after Cancel: nothing typed or chosen before is left.
    expect(await stop.getByLabel('Description').inputValue()).toBe('');
    expect(await stop.getByLabel('Work Order Status').locator('option:checked').textContent()).not.toBe('Completed');
    await chooseCompletedWithSubWorkOrder(stop, false);
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    await stop.waitFor({ state: 'hidden' });
    // Spec §8's success message, word for word; the clock-out's own message names the new order.
    await toastOf(page, /^Sub Work Order Created Successfully$/).waitFor();
    await toastOf(page, /^Clocked out of work order \d+\. Further visits go on work order \d+-1\.$/).waitFor();
    const subs = await subOrdersOf(WALK_IN);
    expect(subs.map((row) => row.subNumber)).toEqual([1]);
    expect(subs[0].displayNumber).toMatch(/^\d+-1$/);
    await orderOf(page, WALK_IN).filter({ hasText: subs[0].displayNumber }).waitFor();
  });

  it('finds the completed order in Work Order History, whose card shows every value whole, as My Work Orders does', async () => {
    await page.goto(urlOf('/workOrder/history'));
    const card = page.getByRole('list', { name: 'Records' }).getByRole('listitem').filter({ hasText: WALK_IN }).first();
    await card.getByText(WALK_IN, { exact: false }).waitFor();
    // Nothing on the card is cut short with an ellipsis (issue 34).
    const cut = await card.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('*')]
        .filter((e) => getComputedStyle(e).textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth)
        .map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
    await shot(page, 'history-card-phone');
  });

  it('stops one order and starts the next from the Select New Work Order dialog', async () => {
    await startPlain(GASKET);
    const stop = await openStop(page, orderOf(page, GASKET));
    const current = (await stop.getByLabel('Work Order #').textContent())!;
    await stop.getByRole('button', { name: 'Finish and Start New' }).click();
    const picker = page.getByRole('dialog', { name: 'Select New Work Order' });
    const cards = picker.getByRole('list', { name: 'Your open work orders' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    await picker.getByRole('button', { name: 'Page 2' }).waitFor();
    await shot(page, 'select-new-work-order-phone');

    await picker.getByLabel('Search work orders').fill('gasket');
    await expect.poll(() => cards.count()).toBe(1);
    await cards.filter({ hasText: current }).waitFor();
    expect(await cards.first().getByRole('button', { name: 'Start' }).count()).toBe(0);
    const link = cards.first().getByRole('link', { name: current });
    expect(await link.getAttribute('target')).toBe('_blank');

    // A rate-sheet order asks how the new visit is billed, and needs an employee type.
    await picker.getByLabel('Search work orders').fill('Display case');
    await cards.filter({ hasText: DISPLAY_CASE }).getByRole('button', { name: 'Start' }).click();
    const billing = picker.getByRole('group', { name: 'Rate sheet of the next work order' });
    await billing.getByLabel('Employee Type').waitFor();
    await billing.getByLabel('Truck Type').waitFor();
    await billing.getByLabel('Per Diem Type').waitFor();
    await billing.getByLabel('Employee Type').selectOption({ label: 'Select employee type' });
    await picker.getByRole('button', { name: 'Continue' }).click();
    await billing.getByText(TIME_TRACKING_MESSAGES.employeeTypeRequired).waitFor();
    await shot(page, 'select-new-work-order-rate-sheet-phone');
    await picker.getByRole('button', { name: 'Back' }).click();

    await picker.getByLabel('Search work orders').fill('RTU-3');
    const next = cards.filter({ hasText: RTU });
    await next.waitFor();
    await cards.filter({ hasNotText: RTU }).first().waitFor({ state: 'detached' });
    const nextNumber = (await next.getByRole('link').textContent())!;
    await next.getByRole('button', { name: 'Start' }).click();
    await picker.waitFor({ state: 'hidden' });

    const stopAndStart = stop.getByRole('button', { name: `Stop ${current} / Start ${nextNumber}` });
    await stopAndStart.waitFor();
    expect(await stop.getByLabel('User Status').locator('option:checked').textContent()).toBe('En Route');
    await stop.getByLabel('Description').fill('Replaced the door gasket; door seals.');
    await stop.getByLabel('Work Order Flag').selectOption({ label: 'Reviewed' });
    await stopAndStart.click();
    // The last technician out must set the order's status (spec §5).
    await stop.getByRole('alert').filter({ hasText: 'Work Order Status is required.' }).waitFor();
    await stop.getByLabel('Work Order Status').selectOption({ label: 'Pending Customer Approval' });
    await shot(page, 'stop-and-start-phone');
    await stopAndStart.click();
    await page.waitForURL(/\/workOrder\/\d+\/Edit$/);
    await page.getByText(RTU).first().waitFor();
    await expectAppBarStatus(page, 'En Route');

    await page.getByRole('button', { name: 'On Site' }).click();
    await toastOf(page, 'On site at work order').first().waitFor();
    await expectAppBarStatus(page, 'On Site');
    const clockOut = await openStop(page, page.locator('main'));
    await clockOutWith(page, clockOut, { description: 'Replaced the contactor; unit runs normally.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
    expect(await openLaborOrderId()).toBeNull();
  });

  it('is sent to an open labor on another order with a warning to finish it first', async () => {
    await startPlain(FRYER);
    const fryerId = await openLaborOrderId();
    await openMyWorkOrders(page);
    await orderOf(page, PROOF_BOX).getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForURL(new RegExp(`/workOrder/${fryerId}/edit$`));
    await toastOf(page, /^You are still clocked in on work order \d+\. Finish it before starting another one\.$/).waitFor();
    // The order's details, and not a word about write access: a technician is not meant to edit them (issue 34).
    await page.getByRole('heading', { name: 'Problem' }).waitFor();
    expect(await page.getByText(/write access/i).count()).toBe(0);
    await shot(page, 'open-labor-redirect-phone');
    expect(await startStopDialog(page, 'Start').count()).toBe(0);

    const dialog = await openStop(page, page.locator('main'));
    await clockOutWith(page, dialog, { description: 'Pilot relit and tested.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });

    // Clocked in elsewhere while the Start dialog was open: the refused clock-in redirects too.
    await openMyWorkOrders(page);
    const start = await openStart(page, PROOF_BOX);
    const token = await tokenFor(TECHNICIAN);
    const now = await call('POST', '/api/v1/WOStartStop/getStartWOViewData', { token, body: { workOrderId: fryerId } });
    const clockedIn = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
      token,
      body: { clientRequestId: crypto.randomUUID(), workOrderId: fryerId, userStatusId: 1, isReachedAtSite: true, date: now.body.date, startTime: now.body.startTime },
    });
    expect(clockedIn.status).toBe(200);
    await start.getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForURL(new RegExp(`/workOrder/${fryerId}/edit$`));
    await toastOf(page, 'Finish it before starting another one.').first().waitFor();
    const again = await openStop(page, page.locator('main'));
    await clockOutWith(page, again, { description: 'Checked the pilot again.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
  });

  it('shows the Service Channel fields of a Service Channel order', async () => {
    await openMyWorkOrders(page);
    const dialog = await openStart(page, PROOF_BOX);
    expect(await dialog.getByLabel('No. of Technicians').inputValue()).toBe('1');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const stop = await openStop(page, orderOf(page, PROOF_BOX));
    await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
    expect(await stop.getByLabel('Primary Status').locator('option:checked').textContent()).toBe('IN PROGRESS');
    await stop.getByLabel('Extended Status').waitFor();
    await stop.getByLabel('Primary Status').selectOption({ label: 'COMPLETED' });
    await stop.getByLabel('Extended Status').waitFor({ state: 'detached' });
    await fillClockOut(stop, { description: 'Replaced the heater element.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
    await shot(page, 'stop-service-channel-phone');
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    await stop.waitFor({ state: 'hidden' });
    await toastOf(page, 'Clocked out of work order').first().waitFor();
  });

  it('is told to set up the rate sheet of a rate-sheet customer without labor items', async () => {
    await openMyWorkOrders(page);
    await orderOf(page, PINECREST).getByRole('button', { name: 'Start', exact: true }).click();
    await toastOf(page, 'Please set up Rate Sheet for this customer first').waitFor();
    await shot(page, 'rate-sheet-missing-phone');
    expect(await startStopDialog(page, 'Start').count()).toBe(0);
  });

  it('sees the over-NTE warning once, however often the order is opened', async () => {
    await openMyWorkOrders(page);
    // The spec's warning, with the NTE and the running total beside it.
    const warning = toastOf(page, /^This work order is exceeding over NTE\. After 30 minutes work order total will be \$[\d,]+\.\d{2} \(NTE \$[\d,]+\.\d{2}, running total \$[\d,]+\.\d{2}\)$/);
    for (let i = 0; i < 2; i++) {
      const dialog = await openStart(page, DISH_MACHINE);
      await warning.first().waitFor();
      expect(await warning.count()).toBe(1);
      if (i === 0) await shot(page, 'nte-warning-phone');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(await warning.count()).toBe(1);

    // Shown again when stopping; once clocked out of the order, it goes.
    const start = await openStart(page, DISH_MACHINE);
    await start.getByRole('button', { name: 'Start', exact: true }).click();
    await start.waitFor({ state: 'hidden' });
    const stop = await openStop(page, orderOf(page, DISH_MACHINE));
    await warning.first().waitFor();
    await clockOutWith(page, stop, { description: 'Replaced the booster element.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
    await warning.first().waitFor({ state: 'detached' });
  });
});
