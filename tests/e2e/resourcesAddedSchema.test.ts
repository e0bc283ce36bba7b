/**
 * Adding a list is adding one file: this browser test's server runs on the repository's
 * schemas plus tests/support/addedSchemas/truckTires.schema.json, and the list has its menu
 * entry, its screen with the seeded row, and a working form, with no other change.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { field, openList, row, save, saveAndWaitForSaved } from './resourcesHelpers';
import { signedInForFile } from './support/browser';

let page: Page;
signedInForFile('admin', (session) => ({ page } = session));

describe('a list added as one schema file', () => {
  it('is in the menu and lists its seeded row', async () => {
    const menu = page.locator('.RaSidebar-fixed');
    await menu.getByRole('textbox', { name: 'Find a screen in the menu' }).fill('truck tires');
    await menu.getByRole('menuitem', { name: 'Truck Tires' }).click();
    await page.getByRole('heading', { level: 1, name: 'Truck Tires', exact: true }).waitFor();
    await row(page, 'Spare').waitFor();
  });

  it('creates a record through its generated form, and the server refuses what the schema refuses', async () => {
    await openList(page, '/administration/truckTires', 'Truck Tires');
    await page.getByRole('link', { name: 'Create Truck Tire' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Truck Tire' }).waitFor();
    await field(page, 'name').fill('Front left');
    await field(page, 'size').fill('245/75R16');
    await field(page, 'treadDepth').fill('40');
    await save(page);
    await page.getByText(/at most 32/).first().waitFor();
    await field(page, 'treadDepth').fill('9');
    await saveAndWaitForSaved(page);
    await openList(page, '/administration/truckTires', 'Truck Tires');
    await row(page, 'Front left').waitFor();
  });
});
