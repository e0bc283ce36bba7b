/**
 * Generated screens of two lists where one refers to the other (base cities -> regions):
 * create, edit, filter, export, history and delete, a unique clash, and a delete the API
 * refuses because the record is in use.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmYes, exportRows, field, filterBy, openList, pickReference, row, save, saveAndWaitForSaved, toast } from './resourcesHelpers';
import { pathOf, signedInForFile } from './support/browser';

const REGIONS = '/administration/accountSettings/regions';
const CITIES = '/administration/baseCities';

let page: Page;
signedInForFile('admin', (session) => ({ page } = session));

async function createRegion(name: string) {
  await openList(page, REGIONS, 'Regions');
  await page.getByRole('link', { name: 'Create Region' }).click();
  await field(page, 'name').fill(name);
  await saveAndWaitForSaved(page);
  await page.waitForURL((url) => url.pathname === REGIONS);
}

describe('lists with a reference', () => {
  it('creates regions, and a base city that refers to one, shown by its label', async () => {
    await createRegion('Mountain Region');
    await createRegion('Desert Region');
    await row(page, 'Mountain Region').waitFor();

    await openList(page, CITIES, 'Base Cities');
    await page.getByRole('link', { name: 'Create Base City' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Base City' }).waitFor();
    await field(page, 'name').fill('Flagstaff');
    await field(page, 'state').fill('AZ');
    await pickReference(page, field(page, 'regionId'), 'Mount', 'Mountain Region');
    await field(page, 'phone').pressSequentially('9285550100');
    expect(await field(page, 'phone').inputValue()).toBe('928-555-0100');
    await saveAndWaitForSaved(page);
    await page.waitForURL((url) => url.pathname === CITIES);
    // The region's label arrives with its own request after the rows: wait for it.
    const flagstaff = row(page, 'Flagstaff').filter({ hasText: 'Mountain Region' });
    await flagstaff.waitFor();
    expect(await flagstaff.textContent()).toContain('928-555-0100');
  });

  it('checks fields in the browser before sending, then after every change', async () => {
    await page.getByRole('link', { name: 'Create Base City' }).click();
    await field(page, 'state').fill('az');
    await save(page);
    await toast(page, 'Name is required.').waitFor();
    await page.getByText('State is not in the expected form.').waitFor();
    await field(page, 'state').fill('AZ');
    await page.getByText('State is not in the expected form.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === CITIES);
  });

  it('edits a record and lists the change in its history', async () => {
    await row(page, 'Flagstaff').click();
    await page.getByRole('heading', { level: 1, name: 'Flagstaff' }).waitFor();
    expect(pathOf(page)).toMatch(/^\/administration\/baseCities\/\d+$/);
    await expect.poll(() => field(page, 'regionId').inputValue()).toBe('Mountain Region');
    await pickReference(page, field(page, 'regionId'), 'Desert', 'Desert Region');
    await field(page, 'isActive').uncheck();
    await saveAndWaitForSaved(page);

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History' });
    await history.waitFor();
    const changed = history.getByRole('listitem').first();
    await changed.filter({ hasText: 'Changed' }).waitFor();
    expect(await changed.textContent()).toContain('Dana Whitfield');
    const region = changed.getByRole('row').filter({ hasText: 'Region' });
    await region.filter({ hasText: 'Desert Region' }).waitFor();
    expect(await region.textContent()).toMatch(/Mountain Region.*Desert Region/);
    expect(await changed.getByRole('row').filter({ hasText: 'Active' }).textContent()).toMatch(/Yes.*No/);
    expect(await history.getByRole('listitem').last().textContent()).toContain('Created');
  });

  it('filters by text, by reference and by yes/no, and exports what matches to a workbook named after the list', async () => {
    await openList(page, CITIES, 'Base Cities');
    await page.getByRole('link', { name: 'Create Base City' }).click();
    await field(page, 'name').fill('Prescott');
    await pickReference(page, field(page, 'regionId'), 'Mount', 'Mountain Region');
    await save(page);
    await row(page, 'Prescott').waitFor();

    await filterBy(page, 'Name', 'flag');
    await page.getByText('1 - 1 of 1 item').waitFor();
    await row(page, 'Flagstaff').waitFor();
    expect(await row(page, 'Prescott').count()).toBe(0);
    await filterBy(page, 'Name', '');
    await page.getByText('1 - 2 of 2 items').waitFor();

    await pickReference(page, page.getByLabel('Filter Region', { exact: true }), 'Mount', 'Mountain Region');
    await page.getByText('1 - 1 of 1 item').waitFor();
    await row(page, 'Prescott').waitFor();

    const { fileName, rows } = await exportRows(page);
    expect(fileName).toMatch(/^Base Cities \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toEqual(['Name', 'State', 'Region', 'Office Phone', 'Active']);
    expect(rows.slice(1)).toEqual([['Prescott', '', 'Mountain Region', '', 'Yes']]);

    await page.getByRole('button', { name: 'Reset columns, filters and sorting' }).click();
    await page.getByText('1 - 2 of 2 items').waitFor();
    await page.getByLabel('Filter Active', { exact: true }).click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await page.getByText('1 - 1 of 1 item').waitFor();
    await row(page, 'Flagstaff').waitFor();
  });

  it('remembers the filters when the list is opened again', async () => {
    await page.reload();
    await page.getByText('1 - 1 of 1 item').waitFor();
    await row(page, 'Flagstaff').waitFor();
    await page.getByRole('button', { name: 'Reset columns, filters and sorting' }).click();
    await page.getByText('1 - 2 of 2 items').waitFor();
  });

  it('shows the server’s message for a unique clash on the field', async () => {
    await openList(page, REGIONS, 'Regions');
    await page.getByRole('link', { name: 'Create Region' }).click();
    await field(page, 'name').fill('Desert Region');
    await save(page);
    await toast(page, 'Another Region already has this Name.').waitFor();
    await page.locator('#root_name__error').getByText('Another Region already has this Name.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('reports a row the API will not delete because other records use it, and deletes the rest', async () => {
    await openList(page, REGIONS, 'Regions');
    await createRegion('Coastal Region');
    await row(page, 'Coastal Region').getByRole('checkbox').check();
    await row(page, 'Desert Region').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    await confirmYes(page);
    await toast(page, 'Deleted 1 of 2 regions.').waitFor();
    await toast(page, /Not deleted: "Desert Region" \(This Region is used by Base Cities/).waitFor();
    await row(page, 'Desert Region').waitFor();
    expect(await row(page, 'Coastal Region').count()).toBe(0);
  });

  it('deletes records from their edit screen after confirmation', async () => {
    await openList(page, CITIES, 'Base Cities');
    for (const name of ['Flagstaff', 'Prescott']) {
      await row(page, name).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'Delete' }).click();
      await confirmYes(page);
      await toast(page, 'Base City deleted.').first().waitFor();
      await page.waitForURL((url) => url.pathname === CITIES);
    }
    await page.getByText('No base cities yet.').waitFor();
  });
});
