/**
 * Labor on the edit page: the header's clock buttons (Stop, and On Site while travelling,
 * spec §3.5 shortcut), the Labor tab's rows and hours, and deleting a labor, which only the
 * "Delete Labor Standard Items & Equipments" permission allows, after a confirmation (the labor is
 * kept). The technician sets off claiming overtime: the claim waits for approval on the team
 * leader board and the labor tab, and the team leader corrects it there, with a reason.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { confirmYes } from './resourcesHelpers';
import { connectBrowser, newPage, PHONE, signIn } from './support/browser';
import { createOrder, customerId, editUrl, shot, toastOf, userId, type CreatedOrder } from './workOrdersHelpers';

let browser: Browser;
let order: CreatedOrder;

const startStop = async (action: string, body: Record<string, unknown>) => {
  const answer = await call('POST', `/api/v1/WOStartStop/${action}`, { token: await tokenFor('plumber'), body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  order = await createOrder('teamleader', {
    customerId: await customerId('Maple Street Diner'),
    problem: 'E2E: reach-in freezer iced up.',
    technicianIds: [await userId('plumber')],
  });
  // The plumber sets off to the order: an En Route labor, not yet on site.
  const view = await startStop('getStartWOViewData', { workOrderId: order.id });
  await startStop('clockInWorkOrder', {
    clientRequestId: randomUUID(),
    workOrderId: order.id,
    date: view.date,
    startTime: view.startTime,
    userStatusId: 2,
    isReachedAtSite: false,
    isOvertime: true,
  });
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('labor on a work order', () => {
  let phone: Page;

  it('shows Stop and On Site to the travelling technician; On Site starts the work on site', async () => {
    ({ page: phone } = await newPage(browser, { ...PHONE, permissions: [] }));
    await signIn(phone, 'plumber');
    await phone.goto(editUrl(order.id, '?tab=labor'));
    await phone.getByRole('button', { name: 'Stop', exact: true }).waitFor();
    await phone.getByText('Clocked in').waitFor();
    await shot(phone, 'edit-labor-en-route-phone');
    await phone.getByRole('button', { name: 'On Site', exact: true }).click();
    await toastOf(phone, `On site at work order ${order.displayNumber}.`).waitFor();
    await phone.getByRole('button', { name: 'On Site', exact: true }).waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Stop', exact: true }).waitFor();
    await phone.getByText('2 clock-ins', { exact: false }).waitFor();
  });

  it('lists the closed labor with its hours, without Delete for a technician', async () => {
    const stop = await startStop('getStopWOViewData', { workOrderId: order.id });
    await startStop('clockOutWorkOrder', {
      clientRequestId: randomUUID(),
      workOrderId: order.id,
      workOrderLaborId: stop.workOrderLaborId,
      description: 'Defrosted the evaporator and replaced the door gasket.',
      userStatusId: 3,
      workOrderStatusId: 7,
    });
    await phone.reload();
    await phone.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await phone.getByText('Defrosted the evaporator and replaced the door gasket.').waitFor();
    expect(await phone.getByText('Clocked in').count()).toBe(0);
    expect(await phone.getByRole('button', { name: /^Delete the labor/ }).count()).toBe(0);
    await shot(phone, 'edit-labor-phone');
    await phone.context().close();
  });

  it('shows the overtime claim on the team leader board and lets the team leader correct it on the labor tab, with a reason', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'teamleader');
    await page.goto(new URL('/management/teamLeader', page.url()).href);
    const panel = page.getByRole('region', { name: 'Clock times to approve' });
    const mark = panel.getByTestId('clock-mark').filter({ hasText: 'Luis Ortega' }).filter({ hasText: order.displayNumber });
    await mark.waitFor();
    expect(await mark.getAttribute('data-subject')).toBe('overtime');
    await mark.scrollIntoViewIfNeeded();
    await shot(page, 'team-leader-clock-marks-desktop');

    await page.goto(editUrl(order.id, '?tab=labor'));
    const rows = page.getByRole('table', { name: 'Labor' }).getByRole('row');
    const claimed = rows.filter({ hasText: 'Overtime?' });
    await claimed.waitFor();
    await page.getByText('1 time needs approval', { exact: false }).waitFor();
    await claimed.getByRole('button', { name: 'Review overtime claim' }).click();
    const dialog = page.getByRole('dialog', { name: /Review overtime claim/ });
    await dialog.getByText('Entered by').waitFor();
    await shot(page, 'edit-labor-review-desktop');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Enter a reason for the decision.').waitFor();
    await dialog.getByRole('radio', { name: 'Correct' }).check();
    await dialog.getByRole('switch').uncheck();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Travel within the regular shift.');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await toastOf(page, 'Overtime claim of Luis Ortega corrected.').waitFor();
    await rows.filter({ hasText: 'Regular (corrected)' }).waitFor();
    expect(await rows.filter({ hasText: 'Overtime?' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await shot(page, 'edit-labor-corrected-desktop');

    const labors = await call('GET', `/api/v1/workOrders/${order.id}/labors`, { token: await tokenFor('teamleader') });
    const corrected = labors.body.find((l: { overtimeClaimed: boolean }) => l.overtimeClaimed);
    expect(corrected).toMatchObject({ isOvertime: false, overtimeReview: 'corrected', reviews: [expect.objectContaining({ reason: 'Travel within the regular shift.', decidedBy: 'Marcus Reed' })] });

    await page.goto(new URL('/management/teamLeader', page.url()).href);
    await panel.waitFor();
    await expect.poll(() => mark.count()).toBe(0);
    await context.close();
  });

  it('lets a team leader delete a labor after confirming', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'teamleader');
    await page.goto(editUrl(order.id, '?tab=labor'));
    const rows = page.getByRole('table', { name: 'Labor' }).getByRole('row');
    await rows.filter({ hasText: 'Luis Ortega' }).first().waitFor();
    expect(await rows.filter({ hasText: 'Luis Ortega' }).count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    // The whole table fits beside the menu at 1366 px: its Delete buttons show without scrolling it sideways.
    const table = (await page.getByRole('table', { name: 'Labor' }).boundingBox())!;
    const container = (await page.getByRole('table', { name: 'Labor' }).locator('xpath=..').boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(container.x + container.width + 1);
    await shot(page, 'edit-labor-desktop');
    await page.getByRole('button', { name: /^Delete the labor of Luis Ortega/ }).first().click();
    await page.getByText('It is kept, and an administrator can restore it.', { exact: false }).waitFor();
    await confirmYes(page);
    await toastOf(page, /^Deleted the labor of Luis Ortega/).waitFor();
    await expect.poll(() => rows.filter({ hasText: 'Luis Ortega' }).count()).toBe(1);
    await context.close();
  });
});
