/**
 * What the customer sees: no status picker or status (statuses are for users who clock in), no
 * Users entry in the menu, and "Your access" lists no module without a screen.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInForFile, urlOf } from './support/browser';

let page: Page;
signedInForFile('customer', (session) => ({ page } = session));
beforeAll(async () => {
  await page.goto(urlOf('/home'));
  await page.getByRole('heading', { level: 1, name: /Claire/ }).waitFor();
});

describe('the customer', () => {
  it('sees no status, no Users entry, and no module under "Your access"', async () => {
    await page.getByText('Your roles do not give access to any module yet.', { exact: false }).waitFor();
    expect(await page.getByRole('combobox', { name: 'My status' }).count()).toBe(0);
    expect(await page.getByText('Your status').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await page.getByText('Customer Profile').count()).toBe(0);
  });

  it('is sent Home from the Users screen', async () => {
    await page.goto(urlOf('/administration/users'));
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
