import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PATHS } from '../../src/app/areas';
import { usersOverride } from '../../src/custom/users';
import { isRoutedPath } from '../../src/domain/landing';
import { ROLES, demoUserNameOf } from '../../src/domain/permissions/roles';
import { SETTINGS_PATH } from '../../src/domain/resources/paths';
import { DISPATCH_PATH } from '../../src/domain/scheduling/paths';
import { TEAM_LEADER_PATH } from '../../src/domain/teamLeader/paths';
import { NOT_FOUND_TITLE } from '../../src/ui/layout/NotFoundPage';
import { call, tokenFor } from '../support/api';
import { DESKTOP, PHONE, newPage, connectBrowser, pathOf, putToken, urlOf } from './support/browser';

let browser: Browser;
let context: BrowserContext;

// One browser context for every role, as one office computer that one user after another signs
// in on: the app's files come from the browser's cache after the first role, instead of each
// role paying for a browser profile of its own.
beforeAll(async () => {
  browser = await connectBrowser();
  ({ context } = await newPage(browser));
});
afterAll(async () => {
  await browser?.close();
});

/** The API calls the page had refused with 403 since it opened: the browser should not have offered what leads to them. */
const refusedCalls = new WeakMap<Page, string[]>();

/** The page's trouble: an error page, or a call the server refused. */
async function troubleOf(page: Page): Promise<string[]> {
  const errors = await page.getByRole('heading', { name: /^(Something went wrong|This page could not be loaded)$/ }).allTextContents();
  return [...errors, ...(refusedCalls.get(page) ?? [])];
}

/** Opens the site address with the user's token, as after signing in, and waits for the landing page's heading. */
async function land(userName: string, on: BrowserContext = context) {
  const page = await on.newPage();
  const refused: string[] = [];
  refusedCalls.set(page, refused);
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/')) refused.push(`403 ${new URL(response.url()).pathname}`);
  });
  await page.goto(urlOf('/favicon.svg'));
  await page.evaluate(() => localStorage.clear());
  await putToken(page, await tokenFor(userName));
  await page.goto(urlOf('/'));
  await page.waitForURL((url) => url.pathname !== '/');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  return { page, path: pathOf(page), heading: (await heading.textContent()) ?? '' };
}

/** The roles that read the Team Leader module by default: they land on its board (spec §2.2, first in the order). */
const TEAM_LEADER_READERS = ['Team Leader', 'Super Admin'];
/** The roles that read the COO dashboard, not built yet, and see the whole schedule: they land on the dispatch board. */
const DISPATCH_LANDERS = ['Admin', 'Service Manager', 'Regional Manager', 'Regional VP Of Projects'];

/** Every menu entry's address, with the menu's groups opened. */
async function menuHrefs(page: Page): Promise<string[]> {
  await page.locator('a[role="menuitem"]').first().waitFor();
  // All closed groups at once (one click each, in the page): far quicker than one locator click after another.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="menuitem"][aria-expanded="false"]')].map((group) => group.click()).length))
    .toBe(0);
  return page.locator('a[role="menuitem"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The hand-written pages some role's menu led to and that were opened (once, by the first role seeing them). */
const opened = new Set<string>();

/** Follows a menu entry in the page (no reload) and expects its page, not "page not found" and not a redirect. */
async function follow(page: Page, href: string): Promise<void> {
  await page.locator(`a[role="menuitem"][href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname === href);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  expect(await heading.textContent(), `menu entry ${href}`).not.toBe(NOT_FOUND_TITLE);
  expect(new URL(page.url()).pathname, `menu entry ${href} redirected`).toBe(href);
  await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
  expect(await troubleOf(page), `menu entry ${href}`).toEqual([]);
}

/** The menu labels cut short (an ellipsis, or text hidden past the edge). */
function cutLabels(page: Page): Promise<string[]> {
  return page.locator('[role="menuitem"]').evaluateAll((items) =>
    items.filter((item) => item.checkVisibility() && [item, ...item.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1)).map((item) => item.textContent ?? ''),
  );
}

describe('landing after sign-in (spec §2.2)', () => {
  it.each(ROLES.map((role) => [role.name, demoUserNameOf(role.name)]))(
    'lands %s (%s) on a page that exists, and its menu leads only to pages that exist',
    async (role, userName) => {
      const { page, path, heading } = await land(userName);
      try {
        expect(heading, `${userName} landed on ${path}`).not.toBe(NOT_FOUND_TITLE);
        if (TEAM_LEADER_READERS.includes(role)) {
          expect(path).toBe(TEAM_LEADER_PATH);
          expect(heading).toBe('Team Leader');
          await page.getByTestId('technician-row').first().waitFor();
          await page.getByTestId('tile-onSite').waitFor();
        } else if (DISPATCH_LANDERS.includes(role)) {
          expect(path).toBe(DISPATCH_PATH);
          expect(heading).toBe('Dispatch Schedule');
          await page.getByTestId('dispatch-timeline').locator('[data-testid^="timeline-entry-"]').first().waitFor();
        } else {
          expect(path).not.toBe(TEAM_LEADER_PATH);
        }
        await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
        expect(await troubleOf(page), `${userName} landed on ${path}`).toEqual([]);

        // Generated lists are routed from the lists the server offers the user; the hand-written pages from the areas.
        const resources = await call<Array<{ path: string }>>('GET', '/api/v1/meta/resources', { token: await tokenFor(userName) });
        const listPaths = new Set([...resources.body.map((r) => r.path), usersOverride.path]);
        const hrefs = await menuHrefs(page);
        expect(hrefs.length).toBeGreaterThan(0);
        const unrouted = hrefs.filter((href) => !isRoutedPath(APP_PATHS, href) && !listPaths.has(href));
        expect(unrouted, `${userName}'s menu`).toEqual([]);
        for (const href of hrefs.filter((h) => isRoutedPath(APP_PATHS, h) && !opened.has(h))) {
          opened.add(href);
          await follow(page, href);
        }
      } finally {
        await page.close();
      }
    },
  );

  it('lands the admin on the dispatch board; the menu leads with daily work, labels whole, and Settings opens every settings list', async () => {
    const { context: desk } = await newPage(browser, { ...DESKTOP, viewport: { width: 1366, height: 900 } });
    const { page, path } = await land('admin', desk);
    try {
      expect(path).toBe(DISPATCH_PATH);
      const menu = page.locator('.RaSidebar-fixed');
      await menu.getByRole('menuitem', { name: 'Settings', exact: true }).waitFor();
      const groups = await menu.locator('[role="menuitem"][aria-expanded]').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
      expect(groups).toEqual(['Work Orders', 'Management', 'Sales', 'Customers', 'Third Party', 'Administration']);
      const entries = await menu.locator('a[role="menuitem"]').allInnerTexts();
      expect(entries.slice(0, 3)).toEqual(['Home', 'All Work Orders', 'My Work Orders']);
      expect(entries.at(-1)).toBe('Settings');
      expect(entries.indexOf('Customers')).toBeLessThan(entries.indexOf('Users'));
      expect(entries).not.toContain('Work Order Statuses');
      expect(await cutLabels(page)).toEqual([]);

      await menu.getByRole('menuitem', { name: 'Settings', exact: true }).click();
      await page.waitForURL((url) => url.pathname === SETTINGS_PATH);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      const settings = page.getByRole('navigation', { name: 'Settings lists' });
      await settings.getByRole('heading', { name: 'Job Settings' }).waitFor();
      await page.getByRole('textbox', { name: 'Find a setting' }).fill('statuses');
      // User Statuses shows before the search too: the search has narrowed the page once Regions has gone.
      await settings.getByRole('link', { name: 'Regions' }).waitFor({ state: 'detached' });
      await settings.getByRole('link', { name: 'User Statuses' }).waitFor();
      await settings.getByRole('link', { name: 'Work Order Statuses' }).click();
      await page.getByRole('heading', { level: 1, name: 'Work Order Statuses' }).waitFor();
      expect(pathOf(page)).toBe('/administration/status/workOrder');

      await menu.getByRole('textbox', { name: 'Find a screen in the menu' }).fill('regions');
      await menu.getByRole('menuitem', { name: 'Regions' }).click();
      await page.getByRole('heading', { level: 1, name: 'Regions' }).waitFor();
      expect(pathOf(page)).toBe('/administration/accountSettings/regions');
      expect(await troubleOf(page)).toEqual([]);
    } finally {
      await desk.close();
    }
  });

  it('on a phone the admin opens the menu, reads whole labels and opens Settings from it', async () => {
    const { context: phone } = await newPage(browser, PHONE);
    const { page } = await land('admin', phone);
    try {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('menuitem', { name: 'My Work Orders' }).waitFor();
      expect(await cutLabels(page)).toEqual([]);
      await menu.getByRole('menuitem', { name: 'Settings', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByRole('textbox', { name: 'Find a setting' }).fill('flags');
      await page.getByRole('link', { name: 'Work Order Flags' }).click();
      await page.getByRole('heading', { level: 1, name: 'Work Order Flags' }).waitFor();
    } finally {
      await phone.close();
    }
  });
});
