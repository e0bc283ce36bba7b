import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PATHS } from '../../src/app/areas';
import { usersOverride } from '../../src/custom/users';
import { isRoutedPath } from '../../src/domain/landing';
import { ROLES, demoUserNameOf } from '../../src/domain/permissions/roles';
import { TEAM_LEADER_PATH } from '../../src/domain/teamLeader/paths';
import { NOT_FOUND_TITLE } from '../../src/ui/layout/NotFoundPage';
import { call, tokenFor } from '../support/api';
import { newPage, connectBrowser, pathOf, putToken, urlOf } from './support/browser';

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

/** Opens the site address with the user's token, as after signing in, and waits for the landing page's heading. */
async function land(userName: string) {
  const page = await context.newPage();
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
        } else {
          expect(path).not.toBe(TEAM_LEADER_PATH);
        }

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

  it('lands the admin with the Work Orders menu group open', async () => {
    const { page } = await land('admin');
    try {
      await expect(page.getByRole('menuitem', { name: 'Work Orders', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('menuitem', { name: 'All Work Orders' }).waitFor();
    } finally {
      await page.close();
    }
  });
});
