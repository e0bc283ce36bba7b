import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'accounting');
  await page.getByRole('heading', { level: 1, name: /Alicia/ }).waitFor();
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
