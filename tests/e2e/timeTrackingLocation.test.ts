/**
 * Stop-and-start needs the location (spec §8): with access to it denied, the technician is told
 * so and nothing changes; a plain clock-out still works without it.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PHONE } from './support/browser';
import {
  clockOutWith,
  openLaborOrderId,
  openMyWorkOrders,
  openStart,
  openStop,
  orderOf,
  shot,
  technicianPage,
  toastOf,
} from './timeTrackingHelpers';

const FRYER = 'Fryer pilot light keeps going out.';
const RTU = 'Rooftop unit RTU-3 short cycling.';

let page: Page;
technicianPage(PHONE, 'denied', (opened) => ({ page } = opened));

it('denied location blocks stop-and-start with the spec message and changes nothing', async () => {
  await openMyWorkOrders(page);
  const start = await openStart(page, FRYER);
  await start.getByRole('button', { name: 'Start', exact: true }).click();
  await start.waitFor({ state: 'hidden' });
  const fryerId = await openLaborOrderId();
  expect(fryerId).not.toBeNull();

  const stop = await openStop(page, orderOf(page, FRYER));
  await stop.getByRole('button', { name: 'Finish and Start New' }).click();
  const picker = page.getByRole('dialog', { name: 'Select New Work Order' });
  await picker.getByLabel('Search work orders').fill('RTU-3');
  const next = picker.getByRole('listitem').filter({ hasText: RTU });
  await next.getByRole('button', { name: 'Start' }).click();
  await stop.getByLabel('Description').fill('Relit the pilot.');
  await stop.getByLabel('Work Order Flag').selectOption({ label: 'Reviewed' });
  await stop.getByLabel('Work Order Status').selectOption({ label: 'To Be Continued' });
  await stop.getByRole('button', { name: /^Stop \d+ \/ Start \d+$/ }).click();
  await toastOf(page, 'Location Permission Denied. Please Allow Access To Location Services.').waitFor();
  await shot(page, 'location-denied-phone');
  expect(new URL(page.url()).pathname).toBe('/workOrder/mine');
  expect(await openLaborOrderId()).toBe(fryerId);

  await stop.getByRole('button', { name: 'Cancel' }).click();
  const again = await openStop(page, orderOf(page, FRYER));
  await clockOutWith(page, again, { description: 'Relit the pilot.', flag: 'Reviewed', status: 'To Be Continued', userStatus: 'Available' });
  expect(await openLaborOrderId()).toBeNull();
});
