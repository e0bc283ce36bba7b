import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, pathOf, signIn, signOut, submitSignIn, urlOf } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  ({ page } = await newPage(browser));
});
afterAll(async () => {
  await browser?.close();
});

async function landingOf(userName: string): Promise<string> {
  await signOut(page);
  await signIn(page, userName);
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname;
}

describe('signing in', () => {
  it('opening the site address sends a signed-out visitor to the sign-in page', async () => {
    await page.goto(urlOf('/'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('shows the branded sign-in page with its title', async () => {
    await page.goto(urlOf('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect(page.title()).resolves.toBe('Login - WebBased');
    await page.getByText('FieldDesk').first().waitFor();
  });

  it('says so when the password is wrong', async () => {
    await page.goto(urlOf('/login'));
    await submitSignIn(page, 'admin', 'not-the-password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid user name or password.');
    expect(pathOf(page)).toBe('/login');
  });

  it.each(['technician', 'plumber'])('lands %s on My Work Orders', async (userName) => {
    expect(await landingOf(userName)).toBe('/workOrder/mine');
    await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
  });

  it('draws the signed-in app straight after sign-in, with no loading bar before its header: its code came while the password was typed', async () => {
    await signOut(page);
    await page.goto(urlOf('/login'));
    // Loading bars that appear once the address has left /login while the app's header is not there yet.
    await page.evaluate(() => {
      const seen = { barsBeforeTheApp: 0 };
      (window as unknown as { fieldDeskSeen: typeof seen }).fieldDeskSeen = seen;
      const isLoadingBar = (node: Node) => node instanceof Element && (node.matches('[aria-label="Loading"]') || node.querySelector('[aria-label="Loading"]') !== null);
      new MutationObserver((changes) => {
        const barAdded = changes.some((change) => [...change.addedNodes].some(isLoadingBar));
        if (barAdded && location.pathname !== '/login' && !document.querySelector('header')) seen.barsBeforeTheApp += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await submitSignIn(page, 'technician');
    await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { fieldDeskSeen: { barsBeforeTheApp: number } }).fieldDeskSeen.barsBeforeTheApp)).toBe(0);
  });

  it.each([
    ['payrollmanager', 'Paula'],
    ['accounting', 'Alicia'],
  ])('lands %s on Home, greeted by name', async (userName, firstName) => {
    expect(await landingOf(userName)).toBe('/home');
    await page.getByRole('heading', { level: 1, name: new RegExp(`, ${firstName}$`) }).waitFor();
    await expect(page.title()).resolves.toBe('Home - WebBased');
  });

  it('takes a signed-in user who opens /login straight on', async () => {
    await signOut(page);
    await signIn(page, 'accounting');
    await page.goto(urlOf('/login'));
    await page.waitForURL(urlOf('/home'));
  });

  /** The session checks (validateUser, userRolesPermissions) the page makes while `act` runs and the page settles. */
  async function sessionChecks(act: () => Promise<void>): Promise<string[]> {
    const calls: string[] = [];
    const count = (request: { url: () => string }) => {
      const { pathname } = new URL(request.url());
      if (/\/account\/(validateUser|userRolesPermissions)/.test(pathname)) calls.push(pathname.replace(/\/\d+$/, ''));
    };
    page.on('request', count);
    try {
      await act();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', count);
    }
    return calls.sort();
  }
  const ONCE_EACH = ['/api/v1/account/userRolesPermissions', '/api/v1/account/validateUser'];

  it.each(['technician', 'payrollmanager'])('checks the session once when %s signs in, and once when the page is opened again', async (userName) => {
    await page.goto(urlOf('/login'));
    await signOut(page);
    await page.reload();
    const signingIn = await sessionChecks(async () => {
      await submitSignIn(page, userName);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    expect(signingIn).toEqual(ONCE_EACH);
    const reopening = await sessionChecks(async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    expect(reopening).toEqual(ONCE_EACH);
  });

  it('checks the session once when a signed-out link leads through sign-in', async () => {
    await page.goto(urlOf('/login'));
    await signOut(page);
    await page.goto(urlOf('/workOrder/all'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const checks = await sessionChecks(async () => {
      await submitSignIn(page, 'admin');
      await page.waitForURL((url) => url.pathname === '/workOrder/all');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    expect(checks).toEqual(ONCE_EACH);
  });
});
