import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../support/api';
import { connectBrowser, newPage, putToken, urlOf } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  ({ page } = await newPage(browser));
  await putToken(page, await tokenFor('admin'));
  await page.goto(urlOf('/home'));
});
afterAll(async () => {
  await browser?.close();
});

describe("the menu's Find a screen box", () => {
  it('says so when no screen matches, and keeps quiet when one does', async () => {
    const search = page.getByRole('textbox', { name: 'Find a screen in the menu' });
    await search.fill('xyz');
    await expect(page.getByRole('status').filter({ hasText: 'No screen matches' }).textContent()).resolves.toBe("No screen matches 'xyz'");
    await expect(page.getByRole('menuitem').count()).resolves.toBe(0);

    await search.fill('statuses');
    await page.getByRole('menuitem', { name: 'Work Order Statuses' }).waitFor();
    await expect(page.getByText('No screen matches').count()).resolves.toBe(0);
  });
});
