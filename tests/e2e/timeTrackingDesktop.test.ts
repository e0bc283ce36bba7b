/** The time-tracking dialogs on a desktop screen: the same flow, laid out wide. */
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { DESKTOP, newPage, signIn, urlOf } from './support/browser';
import {
  clockOutWith,
  openLaborOrderId,
  openMyWorkOrders,
  openStart,
  openStop,
  orderOf,
  shot,
  startStopDialog,
  technicianPage,
} from './timeTrackingHelpers';

const DISPLAY_CASE = 'Display case evaporator fan noisy.';

let browser: Browser;
let page: Page;
technicianPage(DESKTOP, 'shared', (opened) => ({ browser, page } = opened));

it('starts and stops a rate-sheet order from the grid', async () => {
  await openMyWorkOrders(page);
  const start = await openStart(page, DISPLAY_CASE);
  await start.getByLabel('Employee Type').selectOption({ label: 'Apprentice' });
  await start.getByLabel('Labor Type').selectOption({ index: 1 });
  await shot(page, 'start-desktop');
  await start.getByRole('button', { name: 'Start', exact: true }).click();
  await start.waitFor({ state: 'hidden' });

  const stop = await openStop(page, orderOf(page, DISPLAY_CASE));
  await shot(page, 'stop-desktop');
  await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
  await stop.getByLabel('User Status').selectOption({ label: 'Company Work' });
  await stop.getByLabel('Company Description').waitFor();
  await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
  await stop.getByRole('alert').filter({ hasText: 'Description is required.' }).waitFor();
  await shot(page, 'stop-revealed-desktop');

  await stop.getByRole('button', { name: 'Finish and Start New' }).click();
  const picker = page.getByRole('dialog', { name: 'Select New Work Order' });
  await picker.getByRole('table').getByRole('row').nth(3).waitFor();
  await shot(page, 'select-new-work-order-desktop');
  await picker.getByRole('button', { name: 'Close' }).click();
  await picker.waitFor({ state: 'hidden' });

  await stop.getByRole('button', { name: 'Cancel' }).click();
  await stop.waitFor({ state: 'hidden' });
  const again = await openStop(page, orderOf(page, DISPLAY_CASE));
  await clockOutWith(page, again, { description: 'Replaced the fan blade; quiet now.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
  expect(await openLaborOrderId()).toBeNull();
});

it('offers an admin the rate-sheet and per-diem types pages from the dialog (spec §6)', async () => {
  const { context, page: adminPage } = await newPage(browser, DESKTOP);
  await signIn(adminPage, 'admin');
  const orders = await call<Array<{ id: number; problem: string }>>('GET', `/api/v1/workOrders?grid=woAll&range=${encodeURIComponent('[0,99]')}`, {
    token: await tokenFor('admin'),
  });
  const order = orders.body.find((row) => row.problem.startsWith('Quarterly preventive maintenance'))!;
  await adminPage.goto(urlOf(`/workOrder/${order.id}/edit`));
  await adminPage.getByRole('button', { name: 'Start', exact: true }).click();
  const dialog = startStopDialog(adminPage, 'Start');
  const perDiemTypes = dialog.getByRole('link', { name: 'Add per-diem types (opens a new tab)' });
  expect(await perDiemTypes.getAttribute('href')).toBe('/administration/accountSettings/perDiemTypes');
  expect(await perDiemTypes.getAttribute('target')).toBe('_blank');
  const rateSheets = dialog.getByRole('link', { name: 'Add to the rate sheet (opens a new tab)' });
  expect(await rateSheets.getAttribute('href')).toBe('/customer/rateSheets');
  expect(await rateSheets.getAttribute('target')).toBe('_blank');
  await shot(adminPage, 'start-admin-desktop');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await context.close();
});
