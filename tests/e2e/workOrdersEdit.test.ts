/**
 * Creating and working on a work order in the browser as a team leader (spec §2.1): the create
 * form and its defaults, the edit page and a concurrent change (409), status history, and the
 * child records: materials, standard items, rate-sheet items, equipment tasks and jobs.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { confirmYes } from './resourcesHelpers';
import { newPage, PHONE, signIn, signedInForFile, urlOf } from './support/browser';
import { createOrder, customerId, gridTotal, openGrid, orderRow, shot, toastOf } from './workOrdersHelpers';

const PROBLEM = 'E2E: ice machine makes cloudy ice and leaks at the drain.';

let browser: Browser;
let page: Page;
let orderId: number;
let orderNumber: string;
signedInForFile('teamleader', (session) => ({ browser, page } = session));

const input = (label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input, textarea'));
const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const table = (name: string) => page.getByRole('table', { name });

/** A select's name is its label and then its value ("Status N/A"). */
const select = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) });

async function pick(label: string, option: string) {
  await select(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('creating a work order', () => {
  it('checks the form, fills billing customer and site from the customer, and opens the new order', async () => {
    await openGrid(page, '/workOrder/all', 'All Work Orders');
    await page.getByRole('link', { name: 'Create Work Order' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Create Work Order' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(page, 'Customer is required.').waitFor();
    await page.getByText('Problem is required.').waitFor();

    await input('Customer').first().click();
    await input('Customer').first().fill('Harbor');
    await page.getByRole('option', { name: 'Harbor Fresh Market', exact: true }).click();
    await expect.poll(() => input('Site Address').inputValue()).toBe('1200 Harbor Blvd, Oxnard, CA 93035');
    await expect.poll(() => input('Billing Customer').inputValue()).toBe('Harbor Fresh Market');
    await input('Problem').fill(PROBLEM);
    await pick('Flag', 'Urgent');
    await input('NTE').fill('750');
    await input('Technicians').click();
    // Field users only, each with their role.
    expect(await page.getByRole('option', { name: /^Alicia Moreno/ }).count()).toBe(0);
    await page.getByRole('option', { name: 'Luis Ortega — Plumber', exact: true }).click();
    await page.getByRole('option', { name: 'Marcus Reed — Team Leader', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByText('2 / ').waitFor();
    await shot(page, 'create-desktop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const heading = page.getByRole('heading', { level: 1, name: /^Work Order \d+$/ });
    await heading.waitFor();
    orderNumber = (await heading.textContent())!.replace('Work Order ', '');
    orderId = Number(/\/workOrder\/(\d+)\/edit/.exec(page.url())![1]);
    await toastOf(page, `Work order ${orderNumber} created.`).waitFor();
    await page.getByLabel('Flag Urgent').waitFor();
    await page.getByText('$750.00').first().waitFor();
    await page.getByText('Luis Ortega, Marcus Reed').waitFor();
    await shot(page, 'edit-details-desktop');
  });

  it('finds the new order in All Work Orders', async () => {
    await openGrid(page, '/workOrder/all', 'All Work Orders');
    await page.getByRole('searchbox', { name: 'Search' }).fill('cloudy ice');
    await expect.poll(() => gridTotal(page)).toBe(1);
    await orderRow(page, PROBLEM).getByRole('link', { name: `Work order ${orderNumber} (opens in a new tab)` }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
  });
});

describe('editing a work order', () => {
  it('saves changes, and after someone else saved first says so and reloads', async () => {
    await page.goto(editUrlOf());
    await input('Problem').fill(`${PROBLEM} Customer reports it twice a week.`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(page, 'Saved').waitFor();

    const token = await tokenFor('servicemanager');
    const { body: current } = await call('GET', `/api/v1/workOrders/${orderId}`, { token });
    const changed = await call('PUT', `/api/v1/workOrders/${orderId}`, {
      token,
      body: { customerId: current.customerId, problem: 'Changed by the service manager meanwhile.', version: current.version },
    });
    expect(changed.status).toBe(200);

    await input('Problem').fill(`${PROBLEM} Third try.`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const stale = toastOf(page, 'This work order was changed by someone else.');
    await stale.waitFor();
    await shot(page, 'edit-409-desktop');
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => input('Problem').inputValue()).toBe('Changed by the service manager meanwhile.');
  });

  it('changes the status, which Status History shows', async () => {
    await pick('Status', 'Parts Ordered');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(page, 'Saved').waitFor();
    await page.getByLabel('Status Parts Ordered').waitFor();
    await tab('Status History').click();
    await page.waitForURL((url) => url.pathname === `/workOrder/${orderId}/edit/showStatusHistory`);
    const history = table('Status History');
    await history.getByRole('row').filter({ hasText: 'Parts Ordered' }).filter({ hasText: 'Marcus Reed' }).waitFor();
    await history.getByRole('row').filter({ hasText: 'N/A' }).waitFor();
    await shot(page, 'edit-status-history-desktop');
  });
});

describe("an order's child records", () => {
  it('adds a material on its own page', async () => {
    await page.goto(editUrlOf('?tab=materials'));
    await page.getByRole('link', { name: 'Add Material' }).click();
    await page.waitForURL((url) => url.pathname === `/workOrder/${orderId}/edit/material/add`);
    await page.getByRole('heading', { level: 1, name: 'Add Material' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(page, 'Description is required.').waitFor();
    await input('Part Number').fill('IM-DV-220');
    await input('Description').fill('Drain valve assembly');
    await pick('Material Status', 'Incurred');
    await input('Quantity').fill('2');
    await input('Unit Cost').fill('38.10');
    await input('Unit Price').fill('64.50');
    await shot(page, 'add-material-desktop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(page, 'Material added.').waitFor();
    await page.waitForURL((url) => url.pathname === `/workOrder/${orderId}/edit` && url.searchParams.get('tab') === 'materials');
    const row = table('Materials').getByRole('row').filter({ hasText: 'Drain valve assembly' });
    await row.filter({ hasText: 'Incurred' }).filter({ hasText: '$129.00' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await shot(page, 'edit-materials-desktop');
  });

  it('adds a standard item at its own price', async () => {
    await tab('Standard Items').click();
    await page.getByRole('link', { name: 'Add Standard Item' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add Standard Item' }).waitFor();
    await select('Standard Item').click();
    await page.getByRole('option', { name: /^Toll \(/ }).click();
    await expect.poll(() => input('Unit Price').inputValue()).toMatch(/^\$\d/);
    await input('Quantity').fill('3');
    await shot(page, 'add-standard-item-desktop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(page, 'Standard item added.').waitFor();
    await table('Standard Items').getByRole('row').filter({ hasText: 'Toll' }).waitFor();
  });

  it("adds a rate-sheet item from the billing customer's rate sheet, at the overtime rate", async () => {
    await tab('Rate Sheet Items').click();
    await page.getByRole('link', { name: 'Add Rate Sheet Item' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add Rate Sheet Item' }).waitFor();
    await select('Rate Sheet Item').click();
    await page.getByRole('option', { name: 'Service Technician (Labor, $95.00/h)' }).click();
    await expect.poll(() => input('Rate').inputValue()).toBe('$95.00');
    await pick('Rate Type', 'Overtime');
    await expect.poll(() => input('Rate').inputValue()).toBe('$142.50');
    await input('Quantity').fill('1.5');
    await shot(page, 'add-rate-sheet-item-desktop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(page, 'Rate sheet item added.').waitFor();
    await table('Rate Sheet Items').getByRole('row').filter({ hasText: 'Service Technician' }).filter({ hasText: '$213.75' }).waitFor();
    await shot(page, 'edit-rate-sheet-items-desktop');
  });

  it('says so when the billing customer has no rate sheet items', async () => {
    const pinecrest = await createOrder('teamleader', { customerId: await customerId('Pinecrest Apartments'), problem: 'E2E: boiler pressure low.' });
    await page.goto(urlOf(`/workOrder/${pinecrest.id}/edit/rateSheetStandardItems/add`));
    await page.getByText('Pinecrest Apartments has no active rate sheet items.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/workOrder/${pinecrest.id}/edit` && url.searchParams.get('tab') === 'rateSheetItems');
  });

  it('keeps an equipment task list and ticks a task done', async () => {
    // A retried attempt starts from an empty list again, as the first one did.
    const token = await tokenFor('teamleader');
    const earlier = await call<Array<{ id: number }>>('GET', `/api/v1/workOrders/${orderId}/equipmentTasks`, { token });
    for (const task of earlier.body) await call('DELETE', `/api/v1/workOrders/${orderId}/equipmentTasks/${task.id}`, { token });
    await page.goto(editUrlOf('?tab=rateSheetItems'));
    await tab('Equipment Task List').click();
    await page.waitForURL((url) => url.pathname === `/workOrder/${orderId}/edit/equipmentTaskList`);
    await input('Equipment').fill('Ice machine IM-2');
    await input('Task').fill('Descale and sanitize');
    await page.getByRole('button', { name: 'Add Task' }).click();
    const row = table('Equipment Tasks').getByRole('row').filter({ hasText: 'Descale and sanitize' });
    await row.waitFor();
    await page.getByText('0 of 1 task done.').waitFor();
    await row.getByRole('checkbox', { name: 'Descale and sanitize on Ice machine IM-2 is done' }).check();
    await toastOf(page, 'Descale and sanitize is done.').waitFor();
    await row.filter({ hasText: 'Marcus Reed' }).waitFor();
    await page.getByText('1 of 1 task done.').waitFor();
    await shot(page, 'edit-equipment-tasks-desktop');
  });

  it('shows a tab opened again at once from the cache, reading it anew behind with one request', async () => {
    await tab('Materials').click();
    const material = table('Materials').getByRole('row').filter({ hasText: 'Drain valve assembly' });
    await material.waitFor();
    await tab('Jobs').click();
    await page.getByRole('heading', { level: 2, name: 'Jobs' }).waitFor();
    // Remembers whether the Materials loading bar ever shows, however briefly.
    await page.evaluate(() => {
      const seen = window as unknown as { materialsLoadingShown: boolean };
      seen.materialsLoadingShown = false;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading materials"]')) seen.materialsLoadingShown = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const materialsPath = `/api/v1/workOrders/${orderId}/materials`;
    const reads: Request[] = [];
    const countRead = (request: Request) => void (new URL(request.url()).pathname === materialsPath && reads.push(request));
    page.on('request', countRead);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === materialsPath);
    await tab('Materials').click();
    await material.waitFor();
    await answered;
    page.off('request', countRead);
    expect(await page.evaluate(() => (window as unknown as { materialsLoadingShown: boolean }).materialsLoadingShown)).toBe(false);
    expect(reads).toHaveLength(1);
  });

  it('adds a job and deletes a material after confirming', async () => {
    await tab('Jobs').click();
    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Job' });
    await dialog.getByLabel('Description').fill('Replace the drain line to the floor sink.');
    await shot(page, 'add-job-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastOf(page, 'Job added.').waitFor();
    await table('Jobs').getByRole('row').filter({ hasText: 'Replace the drain line' }).waitFor();

    await tab('Materials').click();
    await page.getByRole('button', { name: 'Delete the material Drain valve assembly' }).click();
    await confirmYes(page);
    await toastOf(page, 'Deleted the material Drain valve assembly.').waitFor();
    await page.getByText('No materials on this work order yet.').waitFor();
  });

  it('shows the labor and the signature tabs', async () => {
    await tab('Labor').click();
    await page.getByText('Nobody has clocked in on this work order yet.').waitFor();
    await tab('Signature').click();
    await page.getByText('The customer has not signed this work order yet.').waitFor();
    await shot(page, 'edit-signature-empty-desktop');
  });
});

describe('on a phone', () => {
  it('creates and edits without scrolling sideways', async () => {
    const { context, page: phone } = await newPage(browser, PHONE);
    await signIn(phone, 'servicemanager');
    await phone.goto(urlOf('/workOrder/create'));
    await phone.getByRole('heading', { level: 1, name: 'Create Work Order' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'create-phone');
    await phone.goto(urlOf(`/workOrder/${orderId}/edit?tab=rateSheetItems`));
    await phone.getByRole('heading', { level: 1, name: `Work Order ${orderNumber}` }).waitFor();
    await phone.getByText('Service Technician').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'edit-rate-sheet-items-phone');
    await phone.goto(urlOf(`/workOrder/${orderId}/edit/material/add`));
    await phone.getByRole('heading', { level: 1, name: 'Add Material' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'add-material-phone');
    await phone.goto(urlOf(`/workOrder/${orderId}/edit/showStatusHistory`));
    await phone.getByRole('list', { name: 'Status History' }).waitFor();
    await shot(phone, 'edit-status-history-phone');
    await phone.goto(urlOf(`/workOrder/${orderId}/edit/equipmentTaskList`));
    await phone.getByText('Descale and sanitize').waitFor();
    await shot(phone, 'edit-equipment-tasks-phone');
    await phone.goto(urlOf(`/workOrder/${orderId}/edit?tab=jobs`));
    await phone.getByRole('button', { name: 'Add Job' }).click();
    await phone.getByRole('dialog', { name: 'Add Job' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'add-job-dialog-phone');
    await context.close();
  });
});

function editUrlOf(suffix = '') {
  return urlOf(`/workOrder/${orderId}/edit${suffix}`);
}
