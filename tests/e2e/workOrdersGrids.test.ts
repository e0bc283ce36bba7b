/**
 * The work-order grids (spec §2.1, §9): who sees which orders, search and filters, the number
 * link opening the order in a new tab with a way back, remembered layout, cards on phones.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, connectBrowser, newPage, PHONE, signIn, urlOf } from './support/browser';
import { exportRows } from './resourcesHelpers';
import { gridTotal, openGrid, orderRow, shot } from './workOrdersHelpers';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(userName: string, options = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, options);
  await signIn(page, userName);
  return page;
}

describe('the work-order grids as a team leader', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('teamleader');
  });

  it('opens All Work Orders from /workOrder and the menu group, listing only open orders', async () => {
    await page.goto(urlOf('/workOrder'));
    await page.getByRole('heading', { level: 1, name: 'All Work Orders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/workOrder/all');
    await page.getByText(/ of \d+ items$/).waitFor();
    await orderRow(page, 'Chiller alarm: high head pressure.').waitFor();
    await orderRow(page, 'Pharmacy vaccine fridge alarm check.').waitFor();
    expect(await page.getByText('Compressor replaced on rack B.').count()).toBe(0);
    const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    for (const entry of ['All Work Orders', 'Work Order History', 'Create Work Order']) await menu.getByRole('menuitem', { name: entry }).waitFor();
    await shot(page, 'grid-all-desktop');
  });

  it('searches and filters by status, and remembers the filter', async () => {
    const all = await gridTotal(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Harbor');
    await expect.poll(() => gridTotal(page)).toBeLessThan(all);
    await orderRow(page, 'Walk-in cooler #2 not holding temperature').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => gridTotal(page)).toBe(all);

    await page.getByLabel('Filter Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Urgent', exact: true }).click();
    await expect.poll(() => gridTotal(page)).toBe(1);
    await orderRow(page, 'Chiller alarm: high head pressure.').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'All Work Orders' }).waitFor();
    await expect.poll(() => gridTotal(page)).toBe(1);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fielddesk.grid.')));
    expect(stored.some((key) => /^fielddesk\.grid\.\d+\.woAll$/.test(key))).toBe(true);
    await page.getByRole('button', { name: 'Reset columns, filters and sorting' }).click();
    await expect.poll(() => gridTotal(page)).toBe(all);
  });

  it('sorts by number, lowest first when asked', async () => {
    const numbers = async () =>
      (await page.getByRole('link', { name: /^Work order \d+/ }).allTextContents()).map((text) => Number(text.split('-')[0]));
    const descending = await numbers();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await page.getByRole('columnheader', { name: /Number/ }).getByText('Number').click();
    await expect.poll(async () => (await numbers())[0]).toBeLessThan(descending[0]);
    const ascending = await numbers();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Reset columns, filters and sorting' }).click();
  });

  it('opens an order in a new tab from its number, with Back to the grid', async () => {
    const row = orderRow(page, 'Chiller alarm: high head pressure.');
    const link = row.getByRole('link', { name: /^Work order \d+/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const number = (await link.textContent())!.trim();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.getByRole('heading', { level: 1, name: `Work Order ${number}` }).waitFor();
    expect(new URL(tab.url()).pathname).toMatch(/^\/workOrder\/\d+\/edit$/);
    const returnUrl = new URL(tab.url()).searchParams.get('returnUrl')!;
    expect(returnUrl.split('?')[0]).toBe('/workOrder/all');
    expect(new URLSearchParams(returnUrl.split('?')[1]).get('page')).toBe('1');
    await expect(tab.title()).resolves.toBe(`Work Order ${number} - WebBased`);
    await tab.getByText('Northgate Medical Center').first().waitFor();
    await tab.getByRole('link', { name: 'Back' }).click();
    await tab.getByRole('heading', { level: 1, name: 'All Work Orders' }).waitFor();
    await tab.close();
  });

  it('gives every number link the way back to the list with its page, also when the list shows rows it already had', async () => {
    // Every href a number link is ever given, from the first frame on (the browser's address
    // catches up with the list's page only after the list shows).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as any).numberLinkHrefs = seen;
      const record = () => document.querySelectorAll('a[aria-label^="Work order "]').forEach((a) => seen.push(a.getAttribute('href')!));
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
    });
    const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    await menu.getByRole('menuitem', { name: 'Work Order History' }).click();
    await page.getByRole('heading', { level: 1, name: 'Work Order History' }).waitFor();
    await menu.getByRole('menuitem', { name: 'All Work Orders' }).click(); // rows it already read, at once
    await orderRow(page, 'Chiller alarm: high head pressure.').waitFor();
    const hrefs: string[] = await page.evaluate(() => (window as any).numberLinkHrefs);
    const allOrders = hrefs.filter((href) => new URL(href, 'http://x').searchParams.get('returnUrl')?.startsWith('/workOrder/all'));
    expect(allOrders.length).toBeGreaterThan(0);
    for (const href of allOrders) expect(new URL(href, 'http://x').searchParams.get('returnUrl'), href).toMatch(/^\/workOrder\/all\?page=1&/);
  });

  it('keeps search, filter, sort and page in the address: a reload or the same link in another tab shows the same list', async () => {
    await openGrid(page, '/workOrder/all', 'All Work Orders');
    await page.getByRole('searchbox', { name: 'Search' }).fill('a');
    await page.getByLabel('Filter Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Urgent', exact: true }).click();
    await expect.poll(() => gridTotal(page)).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('a');
    const address = page.url();
    expect(JSON.parse(new URL(address).searchParams.get('filter')!)).toHaveProperty('statusId');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'All Work Orders' }).waitFor();
    await expect.poll(() => gridTotal(page)).toBe(1);
    await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('a');

    const { page: other } = await newPage(browser);
    await signIn(other, 'teamleader');
    await other.goto(address);
    await other.getByRole('heading', { level: 1, name: 'All Work Orders' }).waitFor();
    await expect.poll(() => gridTotal(other)).toBe(1);
    await orderRow(other, 'Chiller alarm: high head pressure.').waitFor();
    await other.context().close();
    await page.getByRole('button', { name: 'Reset columns, filters and sorting' }).click();
  });

  it('Back from an order shows the list as it was, from one request', async () => {
    await openGrid(page, '/workOrder/all', 'All Work Orders');
    const all = await gridTotal(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('alarm');
    await expect.poll(() => gridTotal(page)).toBeLessThan(all);
    const total = await gridTotal(page);
    const listAddress = page.url();
    await orderRow(page, 'Chiller alarm: high head pressure.').getByText('Chiller alarm: high head pressure.').click();
    await page.getByRole('heading', { level: 1, name: /^Work Order \d+/ }).waitFor();

    const listRequests: string[] = [];
    const count = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/workOrders' && url.searchParams.get('grid') === 'woAll') listRequests.push(url.search);
    };
    page.on('request', count);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'All Work Orders' }).waitFor();
    expect(page.url()).toBe(listAddress);
    await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('alarm');
    await expect.poll(() => gridTotal(page)).toBe(total);
    await page.waitForLoadState('networkidle');
    page.off('request', count);
    expect(listRequests).toHaveLength(1);
    await page.getByRole('button', { name: 'Reset columns, filters and sorting' }).click();
  });

  it('lists history: closed orders only', async () => {
    await openGrid(page, '/workOrder/history', 'Work Order History');
    expect(await gridTotal(page)).toBeGreaterThanOrEqual(6);
    await orderRow(page, 'Compressor replaced on rack B.').waitFor();
    expect(await page.getByText('Chiller alarm: high head pressure.').count()).toBe(0);
    await shot(page, 'grid-history-desktop');
  });

  it('exports the history to a workbook named after the grid, with the shown columns and names', async () => {
    const { fileName, rows } = await exportRows(page);
    expect(fileName).toMatch(/^Work Order History \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toEqual(['Number', 'Customer', 'Site Address', 'Problem', 'Status', 'Flag', 'Technicians', 'NTE', 'Created']);
    const compressor = rows.find((r) => r[3] === 'Compressor replaced on rack B.')!;
    expect(compressor[0]).toMatch(/^\d+$/);
    expect(compressor[1]).toBe('Harbor Fresh Market');
    expect(compressor[4]).toBe('Completed');
  });
});

describe('the work-order grids as a plumber', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('plumber');
  });

  it('goes from /workOrder to My Work Orders: only the open orders assigned to them, each with Start', async () => {
    await page.goto(urlOf('/workOrder'));
    await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/workOrder/mine');
    for (const problem of ['Rooftop unit RTU-3 short cycling.', 'Kitchen sink drain backing up.', 'Replace grease trap baffle.']) {
      await orderRow(page, problem).getByRole('button', { name: 'Start', exact: true }).waitFor();
    }
    // Every row is one of theirs (other test files may have assigned them more orders).
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(await gridTotal(page));
    for (const row of await rows.all()) expect(await row.textContent()).toContain('Luis Ortega');
    expect(await page.getByText('Chiller alarm').count()).toBe(0);
    await shot(page, 'grid-mine-desktop');
  });

  it('cannot open All Work Orders, and sees only their own history', async () => {
    await page.goto(urlOf('/workOrder/all'));
    await page.waitForURL((url) => url.pathname === '/home');
    await openGrid(page, '/workOrder/history', 'Work Order History');
    await orderRow(page, 'Water fountain chiller replaced.').waitFor();
    await orderRow(page, 'Cancelled: gym heater noise.').waitFor();
    expect(await page.getByText('Compressor replaced on rack B.').count()).toBe(0);
  });

  it('shows cards with Start on a phone, without scrolling sideways', async () => {
    const phone = await signedIn('plumber', PHONE);
    await openGrid(phone, '/workOrder/mine', 'My Work Orders');
    const card = orderRow(phone, 'Kitchen sink drain backing up.');
    await card.getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'grid-mine-phone');
    await openGrid(phone, '/workOrder/history', 'Work Order History');
    await shot(phone, 'grid-history-phone');
    await openGrid(phone, '/workOrder/mine', 'My Work Orders');
    await card.getByText('Kitchen sink drain backing up.').click();
    await phone.getByRole('heading', { level: 1, name: /^Work Order \d+$/ }).waitFor();
    expect(new URL(phone.url()).searchParams.get('returnUrl')).toMatch(/^\/workOrder\/mine\?page=1&/);
    await shot(phone, 'edit-phone-plumber');
    await phone.context().close();
  });
});
