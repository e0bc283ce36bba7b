import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '../../src/ui/layout/NotFoundPage';
import { ROLES, demoUserNameOf } from '../../src/domain/permissions/roles';
import { tokenFor } from '../support/api';
import { newPage, launchBrowser, pathOf, putToken, urlOf } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the site address with the user's token, as after signing in, and waits for the landing page's heading. */
async function land(userName: string) {
  const { context, page } = await newPage(browser);
  await putToken(page, await tokenFor(userName));
  await page.goto(urlOf('/'));
  await page.waitForURL((url) => url.pathname !== '/');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  return { context, page, path: pathOf(page), heading: (await heading.textContent()) ?? '' };
}

describe('landing after sign-in (spec §2.2)', () => {
  it.each(ROLES.map((role) => [role.name, demoUserNameOf(role.name)]))('lands %s (%s) on a page that exists', async (_role, userName) => {
    const { context, path, heading } = await land(userName);
    try {
      expect(heading, `${userName} landed on ${path}`).not.toBe(NOT_FOUND_TITLE);
    } finally {
      await context.close();
    }
  });

  it('lands the admin with the Work Orders menu group open', async () => {
    const { context, page } = await land('admin');
    try {
      await expect(page.getByRole('menuitem', { name: 'Work Orders', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('menuitem', { name: 'All Work Orders' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
