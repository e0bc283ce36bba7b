/**
 * Colours and the words on the settings lists: a colour field shows a swatch and picks a
 * colour, lists draw swatches, status and flag pills wear their colour (no pill for flag N/A),
 * and the list pages carry no developer notes.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { field, openList, row, save, saveAndWaitForSaved, toast } from './resourcesHelpers';
import { newPage, PHONE, signedInForFile, signIn, urlOf } from './support/browser';
import { createOrder, customerId, editUrl, shot } from './workOrdersHelpers';

const LISTS: Array<[string, string]> = [
  ['/administration/equipment-info/category', 'Equipment Categories'],
  ['/administration/accountSettings/itemRateTypes', 'Item Rate Types'],
  ['/administration/status/material', 'Material Statuses'],
  ['/administration/sop/sopStatus', 'SOP Statuses'],
  ['/administration/flags/workOrders', 'Work Order Flags'],
  ['/administration/status/workOrder', 'Work Order Statuses'],
];

let browser: Browser;
let page: Page;
signedInForFile('admin', (session) => ({ browser, page } = session));

const pill = (scope: Page | ReturnType<Page['locator']>, name: string) => scope.locator(`.MuiChip-root[aria-label="${name}"]`).first();
const backgroundOf = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);

describe('colours and list texts', () => {
  it('shows no developer notes on the list pages', async () => {
    for (const [path, heading] of LISTS) {
      await openList(page, path, heading);
      const text = await page.locator('main').innerText();
      expect(text, path).not.toMatch(/spec §|\(spec|ids are those/i);
    }
  });

  it('picks a colour from the swatch, refuses a colour that is none, and the list draws it', async () => {
    await page.goto(urlOf('/administration/status/workOrder/13'));
    await page.getByRole('heading', { level: 1, name: 'To Do' }).waitFor();
    await field(page, 'color').fill('green1');
    await save(page);
    await toast(page, 'Use a colour like #1E88E5.').waitFor();

    await page.getByLabel('Pick Color').fill('#2e7d32');
    await expect.poll(() => field(page, 'color').inputValue()).toBe('#2E7D32');
    await expect.poll(() => backgroundOf('label[title="Pick Color"]')).toBe('rgb(46, 125, 50)');
    await shot(page, 'status-colour-desktop');
    await saveAndWaitForSaved(page);

    await openList(page, '/administration/status/workOrder', 'Work Order Statuses');
    await row(page, 'To Do').getByRole('img', { name: 'Colour #2E7D32' }).waitFor();
    await openList(page, '/administration/sop/sopStatus', 'SOP Statuses');
    await row(page, 'Completed').getByRole('img', { name: /^Colour #/ }).waitFor();
  });

  it("wears the status's colour on the work order, and draws no pill for flag N/A", async () => {
    const token = await tokenFor('admin');
    const flag = await call('GET', '/api/v1/resources/workOrderFlags/31', { token });
    expect((await call('PUT', '/api/v1/resources/workOrderFlags/31', { token, body: { ...flag.body, color: '#FFEB3B' } })).status).toBe(200);
    const customer = await customerId('Harbor Fresh Market');
    const plain = await createOrder('admin', { customerId: customer, problem: 'E2E colours: no flag.', statusId: 13, flagId: 1 });
    const urgent = await createOrder('admin', { customerId: customer, problem: 'E2E colours: urgent.', statusId: 13, flagId: 31 });

    await page.goto(editUrl(plain.id));
    const status = pill(page, 'Status To Do');
    await status.waitFor();
    await expect.poll(() => status.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(46, 125, 50)');
    await expect.poll(() => status.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    expect(await page.locator('[aria-label="Flag N/A"]').count()).toBe(0);

    await page.goto(editUrl(urgent.id));
    const flagPill = pill(page, 'Flag Urgent');
    await flagPill.waitFor();
    await expect.poll(() => flagPill.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 235, 59)');
    await expect.poll(() => flagPill.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    await shot(page, 'order-pills-desktop');

    await page.goto(urlOf('/workOrder/all'));
    await page.getByRole('searchbox', { name: 'Search' }).fill('E2E colours');
    const gridRow = page.locator('tr').filter({ hasText: 'E2E colours: no flag.' });
    await pill(gridRow, 'Status To Do').waitFor();
    await expect.poll(() => pill(gridRow, 'Status To Do').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(46, 125, 50)');
    expect(await gridRow.locator('[aria-label="Flag N/A"]').count()).toBe(0);
    await pill(page.locator('tr').filter({ hasText: 'E2E colours: urgent.' }), 'Flag Urgent').waitFor();
    await shot(page, 'grid-pills-desktop');

    const { page: phone } = await newPage(browser, PHONE);
    await signIn(phone, 'admin');
    await phone.goto(editUrl(urgent.id));
    await pill(phone, 'Flag Urgent').waitFor();
    await shot(phone, 'order-pills-phone');
    await phone.goto(urlOf('/administration/status/workOrder'));
    await phone.getByText('To Do').first().waitFor();
    await shot(phone, 'statuses-phone');
  });
});
