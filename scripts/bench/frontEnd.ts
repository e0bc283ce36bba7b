/**
 * The browser app on a phone, in Chromium against the built app served by the real server:
 * - the JavaScript sent for /login, and for a technician's first screen after sign-in (My Work
 *   Orders as cards at 390×844, touch), counted as the bytes that crossed the wire (brotli) with
 *   their decoded size beside them;
 * - on Chrome DevTools' "Fast 3G" (562.5 ms latency, 1.44 Mbps down, 675 kbps up, through
 *   CDP Network.emulateNetworkConditions): navigate → a usable sign-in form, and sign-in → the
 *   technician's work-order cards; median of BENCH_3G_RUNS (3) fresh visits.
 * Every visit is a first visit: a new context with an empty cache and service workers blocked,
 * so no worker answers from its cache (and none precaches beside the first screen).
 *
 * `npm run bench` runs it; `npx tsx scripts/bench/frontEnd.ts` runs it alone.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/seed/demoTenant';
import { ensureAppBuild } from '../appBuild';
import { createScratchDatabase } from '../support/scratchDatabase';
import { chromiumPath } from '../testSetup/browserPlan';
import { printTable, startBenchServer } from './support';
import type { TargetRow } from './targets';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const TECHNICIAN = 'technician';
const RUNS_3G = Number(process.env.BENCH_3G_RUNS ?? 3);

/** Chrome DevTools' Fast 3G preset, as DevTools sends it. */
const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };

const LOGIN_JS_TARGET = 200_000;
const FIRST_SCREEN_JS_TARGET = 300_000;
const USABLE_LOGIN_TARGET_MS = 2500;
const ROWS_TARGET_MS = 3000;

const kb = (bytes: number) => `${Math.round(bytes / 1000)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface ScriptSent {
  url: string;
  /** Bytes of the body as sent (brotli when the server had a copy). */
  encoded: number;
  raw: number;
  encoding: string;
}

/** Records every script the page receives from now on; `settled()` answers them once all have arrived. */
function recordScripts(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? '')) responses.push(response);
  });
  return {
    count: () => responses.length,
    async settled(): Promise<ScriptSent[]> {
      return Promise.all(
        responses.map(async (response) => ({
          url: new URL(response.url()).pathname,
          encoded: (await response.request().sizes()).responseBodySize,
          raw: (await response.body()).length,
          encoding: response.headers()['content-encoding'] ?? 'none',
        })),
      );
    },
  };
}

const total = (scripts: ScriptSent[], key: 'encoded' | 'raw') => scripts.reduce((sum, script) => sum + script[key], 0);

/**
 * A phone's first visit. Chromium offers brotli only to secure origins, as a deployment is
 * served; the bench server is plain HTTP, so the context offers it as that phone would.
 */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate, br' } });
  context.setDefaultTimeout(60_000);
  return context;
}

const userName = (page: Page) => page.getByLabel('User name');
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const firstCard = (page: Page) => page.getByRole('list', { name: 'Records' }).getByRole('listitem').first();

/** Waits until the form takes typing: the inputs are on screen and enabled. */
const usableLogin = async (page: Page) => {
  await userName(page).waitFor();
  await password(page).waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('input')].some((input) => input.name === 'userName' && !input.disabled));
};

async function signInAndWaitForRows(page: Page): Promise<number> {
  await userName(page).fill(TECHNICIAN);
  await password(page).fill(DEMO_PASSWORD);
  const started = Date.now();
  await password(page).press('Enter');
  await firstCard(page).waitFor();
  return Date.now() - started;
}

async function measureBytes(browser: Browser, baseUrl: string) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await usableLogin(page);
    const login = await scripts.settled();
    await signInAndWaitForRows(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const firstScreen = await scripts.settled();
    return { login, firstScreen };
  } finally {
    await context.close();
  }
}

async function measureFast3G(browser: Browser, baseUrl: string) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const started = Date.now();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    await usableLogin(page);
    const login = Date.now() - started;
    const rows = await signInAndWaitForRows(page);
    return { login, rows };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function printScripts(title: string, scripts: ScriptSent[]) {
  printTable(
    title,
    ['script', 'sent', 'raw', 'encoding'],
    [
      ...[...scripts].sort((a, b) => b.encoded - a.encoded).map((s) => [s.url, kb(s.encoded), kb(s.raw), s.encoding]),
      ['total', kb(total(scripts, 'encoded')), kb(total(scripts, 'raw')), ''],
    ],
  );
}

export async function runFrontEndBench(): Promise<TargetRow[]> {
  await ensureAppBuild();
  const scratch = await createScratchDatabase('frontend');
  const server = await startBenchServer(scratch, { SEED_DEMO: 'true' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'] });
  try {
    const { login, firstScreen } = await measureBytes(browser, server.baseUrl);
    printScripts('Scripts sent for /login (phone, first visit)', login);
    printScripts("Scripts sent for /login and the technician's first screen, My Work Orders (phone, first visit)", firstScreen);
    const runs = [];
    for (let run = 0; run < RUNS_3G; run++) runs.push(await measureFast3G(browser, server.baseUrl));
    printTable(
      'Fast 3G, phone, first visit',
      ['run', 'navigate → usable login', 'sign-in → rows'],
      runs.map((run, i) => [String(i + 1), seconds(run.login), seconds(run.rows)]),
    );
    const loginMs = median(runs.map((run) => run.login));
    const rowsMs = median(runs.map((run) => run.rows));
    const loginSent = total(login, 'encoded');
    const firstScreenSent = total(firstScreen, 'encoded');
    return [
      { what: 'JS sent for /login', on: 'Chromium', figure: `${kb(loginSent)} brotli, ${kb(total(login, 'raw'))} raw`, target: `≤ ${kb(LOGIN_JS_TARGET)} compressed`, pass: loginSent <= LOGIN_JS_TARGET },
      {
        what: "JS sent for a technician's first screen (phone)",
        on: 'Chromium',
        figure: `${kb(firstScreenSent)} brotli, ${kb(total(firstScreen, 'raw'))} raw`,
        target: `≤ ${kb(FIRST_SCREEN_JS_TARGET)} compressed`,
        pass: firstScreenSent <= FIRST_SCREEN_JS_TARGET,
      },
      { what: 'Fast 3G: navigate → usable login', on: 'Chromium', figure: seconds(loginMs), target: `≤ ${seconds(USABLE_LOGIN_TARGET_MS)}`, pass: loginMs <= USABLE_LOGIN_TARGET_MS },
      { what: 'Fast 3G: sign-in → rows', on: 'Chromium', figure: seconds(rowsMs), target: `≤ ${seconds(ROWS_TARGET_MS)}`, pass: rowsMs <= ROWS_TARGET_MS },
    ];
  } finally {
    await browser.close();
    await server.stop();
    await scratch.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { printTargets } = await import('./targets');
  printTargets(await runFrontEndBench());
}
