/**
 * Shared browser code for the end-to-end tests: a connection per test file to the Chromium the
 * project's global set-up started (tests/support/serverSetup.ts), pages in fresh contexts, and
 * signing in the way a user does.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { TOKEN_KEY } from '../../../src/ui/session/tokenStore';
import { baseUrl } from '../../support/api';

export const DEMO_PASSWORD = 'fielddesk-demo';
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export { baseUrl };
export const urlOf = (path: string) => `${baseUrl()}${path}`;

/**
 * The project's one Chromium, through a connection of this file's own: closing it closes the
 * file's contexts and leaves the browser to the next file. One Chromium instead of one per file
 * spares every file a browser start, which the machine pays for in CPU while other files run.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * Service workers are blocked unless a test asks for them (`serviceWorkers: 'allow'`, the
 * offline tests): a worker answering the app's files would hide them from page.route.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Fills the sign-in form and submits it with Enter. */
export async function submitSignIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/** Opens /login on a signed-out page, signs in and waits until the app has left /login. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(urlOf('/login'));
  await submitSignIn(page, userName, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}

/** Stores a token the way the app does, without signing in through the form. */
export async function putToken(page: Page, token: string): Promise<void> {
  // A static file of the same origin: no app running that could act on the token meanwhile.
  if (!page.url().startsWith(baseUrl())) await page.goto(urlOf('/favicon.svg'));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * The usual set-up of a browser test file: a browser and a page signed in as `userName` before
 * its tests, the browser closed after them. `opened` receives both.
 */
export function signedInForFile(userName: string, opened: (session: { browser: Browser; page: Page }) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
    const { page } = await newPage(browser);
    await signIn(page, userName);
    opened({ browser, page });
  });
  afterAll(async () => {
    await browser?.close();
  });
}
