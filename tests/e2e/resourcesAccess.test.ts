/**
 * Who sees the generated screens: a technician has none of the administration menus of the
 * modules their roles do not read, and the API refuses those lists; an administrator finds
 * them on the Settings page, by the menu search and on Home, and on a phone a list reads as cards.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../src/ui/session/tokenStore';
import { openList, row } from './resourcesHelpers';
import { connectBrowser, newPage, PHONE, pathOf, signIn, urlOf } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a technician', () => {
  it('has no administration menus for what it may not read, is sent Home from their paths, and the API answers 403', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'technician');
    const menu = page.locator('.RaSidebar-fixed');
    await menu.getByRole('menuitem', { name: 'Home' }).waitFor();
    // Settings lists are for administrators: a technician's menu has none of their groups.
    for (const name of ['Administration', 'Job Settings', 'Account Settings', 'Equipment Info', 'Status', 'SOP', 'Collection Settings', 'Discount Reasons', 'Intacct', 'Payment & Billing', 'Templates', 'Flags', 'Sales']) {
      expect(await menu.getByRole('menuitem', { name, exact: true }).count(), name).toBe(0);
    }
    // A short menu has no search box; where there is one, search so every entry is shown.
    const search = menu.getByRole('textbox', { name: 'Find a screen in the menu' });
    if (await search.count()) await search.fill('s');
    for (const name of ['Base Cities', 'Users', 'Permissions', 'Subscriber Settings', 'Regions', 'Rate Sheet', 'Job Titles', 'User Statuses']) {
      expect(await menu.getByText(name, { exact: true }).count(), name).toBe(0);
    }

    await page.goto(urlOf('/administration/baseCities'));
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(urlOf('/administration/accountSettings/subscriberSettings'));
    await page.waitForURL((url) => url.pathname === '/home');

    const statuses = await page.evaluate(async (key) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem(key)}` };
      const answer = async (path: string, init: RequestInit = {}) => (await fetch(path, { ...init, headers: { ...headers, 'Content-Type': 'application/json' } })).status;
      return {
        list: await answer('/api/v1/resources/baseCities'),
        meta: await answer('/api/v1/meta/resources/baseCities'),
        settings: await answer('/api/v1/resources/subscriberSettings/1'),
        create: await answer('/api/v1/resources/regions', { method: 'POST', body: JSON.stringify({ name: 'Nope' }) }),
        users: await answer('/api/v1/users/1', { method: 'PUT', body: JSON.stringify({}) }),
      };
    }, TOKEN_KEY);
    expect(statuses).toEqual({ list: 403, meta: 403, settings: 403, create: 403, users: 403 });
    const readable = await page.evaluate(async (key) => {
      const response = await fetch('/api/v1/meta/resources', { headers: { Authorization: `Bearer ${localStorage.getItem(key)}` } });
      return ((await response.json()) as Array<{ name: string }>).map((r) => r.name);
    }, TOKEN_KEY);
    expect(readable).toEqual([]);
    await context.close();
  });
});

describe('an administrator', () => {
  it('finds the lists on the Settings page, by the menu search, and on Home', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.goto(urlOf('/home'));
    const menu = page.locator('.RaSidebar-fixed');
    await menu.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await page.getByRole('navigation', { name: 'Settings lists' }).getByRole('link', { name: 'Permit Types' }).click();
    await page.getByRole('heading', { level: 1, name: 'Permit Types' }).waitFor();
    expect(pathOf(page)).toBe('/administration/jobSettings/permitTypes');
    expect(await page.title()).toBe('Permit Types - WebBased');

    await menu.getByRole('textbox', { name: 'Find a screen in the menu' }).fill('voltage');
    await menu.getByRole('menuitem', { name: 'Voltages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Voltages' }).waitFor();

    await page.goto(urlOf('/home'));
    const cards = page.getByRole('navigation', { name: 'Settings and lists' });
    await cards.getByRole('heading', { name: 'Equipment Info' }).waitFor();
    await cards.getByRole('link', { name: 'Refrigerants' }).click();
    await page.getByRole('heading', { level: 1, name: 'Refrigerants' }).waitFor();
    await context.close();
  });

  it('reads a list as cards on a phone, with search and paging', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    await openList(page, '/administration/status/workOrder', 'Work Order Statuses');
    const cards = page.getByRole('list', { name: 'Records' });
    await cards.waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(25);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(/^26 - 50 of \d+ items$/).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('parts here');
    await page.getByText('1 - 1 of 1 item').waitFor();
    await cards.getByRole('listitem').first().getByRole('button').click();
    await page.getByRole('heading', { level: 1, name: 'Parts Here' }).waitFor();
    await context.close();
  });

  it('sees the grid with page sizes 25/50/100 on a desktop', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await openList(page, '/administration/status/workOrder', 'Work Order Statuses');
    await page.getByText(/^1 - 25 of \d+ items$/).waitFor();
    await page.getByRole('combobox', { name: 'Items per page' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['25', '50', '100']);
    await page.getByRole('option', { name: '100' }).click();
    await page.getByText(/^1 - \d+ of \d+ items$/).waitFor();
    await row(page, 'Parts Here').waitFor();
    await context.close();
  });
});
