/**
 * No critical or serious accessibility violation (axe-core) on the sign-in page, a settings
 * list, the Settings page, the work-order list and edit page, the Permissions page with a change
 * not saved and its question on leaving, the Sales Scheduler and the dispatch board in each of
 * their views, and the Start dialog on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../support/api';
import { accessibilityViolations } from './support/axe';
import { PHONE, connectBrowser, newPage, putToken, urlOf } from './support/browser';
import { TECHNICIAN, openMyWorkOrders, startStopDialog } from './timeTrackingHelpers';
import { openGrid } from './workOrdersHelpers';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A desktop page signed in as `userName` (through the API: the form is the sign-in tests' business). */
async function signedInPage(userName: string, size = {}): Promise<Page> {
  const { page } = await newPage(browser, size);
  await putToken(page, await tokenFor(userName));
  return page;
}

/** Switches the calendar page to each view in turn, checking each once drawn. */
async function checkEachView(page: Page, views: readonly string[]): Promise<void> {
  for (const view of views) {
    await page.getByRole('button', { name: view, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: view, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId(view === 'Timeline' ? 'dispatch-timeline' : view === 'Agenda' ? 'agenda' : 'calendar').waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    const violations = await accessibilityViolations(page);
    expect(violations, `the ${view} view`).toEqual([]);
  }
}

describe('accessibility (axe-core: no critical or serious violation)', () => {
  it('the sign-in page, with no violation of any impact (headings in order, everything in a landmark)', async () => {
    const { page } = await newPage(browser);
    await page.goto(urlOf('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await accessibilityViolations(page, ['critical', 'serious', 'moderate', 'minor'])).toEqual([]);
  });

  describe('as the admin', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedInPage('admin');
    });

    it('a settings list', async () => {
      await page.goto(urlOf('/administration/status/workOrder'));
      await page.getByRole('heading', { level: 1, name: 'Work Order Statuses' }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    it('the Settings page, whole and narrowed by its search', async () => {
      await page.goto(urlOf('/settings'));
      await page.getByRole('navigation', { name: 'Settings lists' }).getByRole('link', { name: 'Work Order Statuses' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('textbox', { name: 'Find a setting' }).fill('nothing like this');
      await page.getByRole('status').filter({ hasText: 'No setting matches' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    it('the user menu, named by the user and open', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Dana Whitfield' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });

    it('the work-order list and a work order', async () => {
      await openGrid(page, '/workOrder/all', 'All Work Orders');
      expect(await accessibilityViolations(page)).toEqual([]);
      // The number opens the order in a new tab; this page follows it instead.
      const order = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
      await page.goto(urlOf(order!));
      await page.getByRole('tab').first().waitFor();
      // Fields wait disabled for their choices; check the page as the user works with it.
      await page.waitForFunction(() => !document.querySelector('label.Mui-disabled'));
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    it('the Permissions page, with a change not saved yet, and its question on leaving', async () => {
      await page.goto(urlOf('/permissions'));
      await page.getByRole('list', { name: 'Roles' }).getByRole('button', { name: 'Plumber', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Plumber' }).waitFor();
      await page.getByRole('checkbox', { name: 'Read Quotes', exact: true }).check();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('menuitem', { name: 'Home', exact: true }).click();
      const question = page.getByRole('dialog', { name: 'Unsaved changes' });
      await question.waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await question.getByRole('button', { name: 'Discard changes' }).click();
      await page.waitForURL((url) => url.pathname === '/home');
    });

    it('the dispatch board on the timeline, and in the day, week, month and agenda views', async () => {
      await page.goto(urlOf('/management/schedule'));
      await page.getByTestId('dispatch-timeline').locator('[data-testid^="timeline-entry-"]').first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await checkEachView(page, ['Week', 'Day', 'Month', 'Agenda', 'Timeline']);
    });
  });

  it('the Sales Scheduler in the week, day, month and agenda views, as a sales person', async () => {
    const page = await signedInPage('salesperson');
    await page.goto(urlOf('/sales/scheduler'));
    await page.locator('.toastui-calendar-event-time').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await checkEachView(page, ['Day', 'Month', 'Agenda', 'Week']);
  });

  it('the Start dialog on a phone, as a technician', async () => {
    const page = await signedInPage(TECHNICIAN, PHONE);
    await openMyWorkOrders(page);
    await page.getByRole('button', { name: 'Start', exact: true }).first().click();
    const dialog = startStopDialog(page, 'Start');
    await dialog.getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
