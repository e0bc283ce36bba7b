import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, pathOf, putToken, signIn, submitSignIn, urlOf } from './support/browser';
import { claimsOf } from '../support/api';
import { TOKEN_KEY } from '../../src/ui/session/tokenStore';
import { expiredTokenFor, tokenExpiringIn } from './support/tokens';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ context, page } = await newPage(browser));
});
afterEach(async () => {
  await context?.close();
});

const UNAUTHORIZED_TEXT = "You don't have permission to access this resource, or the access token has expired.";

/** Signs the payroll manager in from the sign-in page; answers the paths the page went through to Home. */
async function pathsWhilePayrollSignsIn(): Promise<string[]> {
  const visited: string[] = [];
  const record = (frame: Frame) => visited.push(new URL(frame.url()).pathname);
  page.on('framenavigated', record);
  await submitSignIn(page, 'payrollmanager');
  await page.waitForURL(urlOf('/home'));
  await page.getByRole('heading', { level: 1, name: /Paula/ }).waitFor();
  page.off('framenavigated', record);
  return visited;
}

describe('the login guard', () => {
  it('sends a visitor without a token to sign in, then back where they were going', async () => {
    await page.goto(urlOf('/permissions?role=3#modules'));
    await page.waitForURL(urlOf('/login'));
    await submitSignIn(page, 'admin');
    await page.waitForURL(urlOf('/permissions?role=3#modules'));
    await page.getByRole('heading', { name: 'Permissions', level: 1 }).waitFor();
  });

  it('sends an expired token to sign in and returns without the token query parameter', async () => {
    await putToken(page, await expiredTokenFor('admin'));
    await page.goto(urlOf('/permissions?token=from-an-email&role=2'));
    await page.waitForURL(urlOf('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await submitSignIn(page, 'admin');
    await page.waitForURL(urlOf('/permissions?role=2'));
    await page.getByRole('heading', { name: 'Team Leader', level: 2 }).waitFor();
  });

  it('returns only the user whose session ended to where they were; the next user on the browser lands as usual', async () => {
    await signIn(page, 'technician');
    await page.goto(urlOf('/workOrder/mine?page=1'));
    await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
    // The technician's session ends; the page is opened again and goes to sign in.
    await putToken(page, await expiredTokenFor('technician'));
    await page.reload();
    await page.waitForURL(urlOf('/login'));
    expect(await pathsWhilePayrollSignsIn()).not.toContain('/workOrder/mine');

    await putToken(page, await expiredTokenFor('technician'));
    await page.goto(urlOf('/workOrder/mine?page=1'));
    await page.waitForURL(urlOf('/login'));
    await submitSignIn(page, 'technician');
    await page.waitForURL(urlOf('/workOrder/mine?page=1'));
  });

  it('shows Unauthorized Access when the API answers 401, and OK goes to sign in', async () => {
    // A user who clocks in, so the top bar has the status picker.
    await signIn(page, 'servicemanager');
    await page.getByRole('heading', { level: 1, name: 'Dispatch Schedule' }).waitFor();
    // The session ends on the server side: the next call answers 401.
    await putToken(page, await expiredTokenFor('servicemanager'));
    await page.getByRole('combobox', { name: 'My status' }).first().click();
    await page.getByRole('option', { name: /Training/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Unauthorized Access' });
    await dialog.waitFor();
    await dialog.getByText(UNAUTHORIZED_TEXT, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(urlOf('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });

  it('keeps the URL for the user whose session ended when the page is reloaded behind Unauthorized Access', async () => {
    await signIn(page, 'servicemanager');
    await page.goto(urlOf('/workOrder/all?page=1'));
    await page.getByRole('heading', { level: 1, name: 'All Work Orders' }).waitFor();
    // A call of the page answers 401: the token is dropped and the dialog opens. The service
    // manager reloads instead of pressing OK; the page, with no token, goes to sign in.
    await putToken(page, await expiredTokenFor('servicemanager'));
    // Any call now answers 401 and opens the dialog, over whatever is open: one of the grid's,
    // opening the status picker (when it has not read its statuses yet), or choosing a status.
    // So the picker is opened and chosen from with events, which the dialog does not stop.
    const dialog = page.getByRole('dialog', { name: 'Unauthorized Access' });
    const training = page.getByRole('option', { name: /Training/ });
    await page.getByRole('combobox', { name: 'My status' }).first().dispatchEvent('mousedown');
    await training.or(dialog).first().waitFor();
    if (!(await dialog.isVisible())) await training.dispatchEvent('click');
    await dialog.waitFor();
    await page.reload();
    await page.waitForURL(urlOf('/login'));
    expect(await pathsWhilePayrollSignsIn()).not.toContain('/workOrder/all');
  });

  it('renews a token with 30 minutes or less left', async () => {
    const shortLived = await tokenExpiringIn('payrollmanager', 10 * 60);
    await putToken(page, shortLived);
    await page.goto(urlOf('/home'));
    await page.getByRole('heading', { level: 1, name: /Paula/ }).waitFor();
    await page.waitForFunction(([key, old]) => localStorage.getItem(key) !== old, [TOKEN_KEY, shortLived] as const);
    const renewed = await page.evaluate((key) => localStorage.getItem(key)!, TOKEN_KEY);
    expect(claimsOf(renewed).exp).toBeGreaterThan(claimsOf(shortLived).exp + 60 * 60);
  });

  it('sends a user without the permission from /permissions to Home', async () => {
    await signIn(page, 'technician');
    await page.goto(urlOf('/permissions'));
    await page.waitForURL(urlOf('/home'));
    await page.getByRole('heading', { level: 1, name: /Tyler/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Permissions' }).count()).toBe(0);
  });
});

describe('pages inside the app', () => {
  it('title each page and show a not-found page with a way Home', async () => {
    await signIn(page, 'admin');
    await page.goto(urlOf('/home'));
    await page.getByRole('heading', { level: 1, name: /Dana/ }).waitFor();
    expect(await page.title()).toBe('Home - WebBased');

    await page.getByRole('menuitem', { name: 'Permissions' }).click();
    await page.getByRole('heading', { name: 'Permissions', level: 1 }).waitFor();
    expect(await page.title()).toBe('Permissions - WebBased');

    await page.goto(urlOf('/no/such/page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found - WebBased');
    await page.getByText('/no/such/page').waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(urlOf('/home'));
    expect(pathOf(page)).toBe('/home');
  });

  it('signs out from the user menu', async () => {
    await signIn(page, 'payrollmanager');
    await page.getByRole('banner').getByRole('button', { name: 'Paula Jensen' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(urlOf('/login'));
    await page.goto(urlOf('/home'));
    await page.waitForURL(urlOf('/login'));
  });

  // The sign-in page and the signed-in app are loaded apart (App.tsx): the browser's Back
  // button must move between them within the page, as a link would.
  it('the Back button between the sign-in page and the app shows the page of the address', async () => {
    await signIn(page, 'payrollmanager');
    await page.getByRole('heading', { level: 1, name: /, Paula$/ }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Paula Jensen' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goBack();
    // Home without a session sends the visitor to sign in again.
    await page.waitForURL(urlOf('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await submitSignIn(page, 'payrollmanager');
    await page.getByRole('heading', { level: 1, name: /, Paula$/ }).waitFor();
    await page.goBack();
    // A signed-in user on the sign-in page is taken straight on.
    await page.waitForURL(urlOf('/home'));
    await page.getByRole('heading', { level: 1, name: /, Paula$/ }).waitFor();
  });
});
