/**
 * The third-party pages in Chromium (issue 10, spec §2.1): an admin saves Corrigo credentials
 * on Third Party Credentials (the secret then reported as set, never shown), sees the Corrigo
 * page's linked orders and imports from the Corrigo emulator, and sees the Service Channel page
 * with a delivered and a failed order and Retry; a technician has neither page nor menu group.
 * The test bed is a server of its own serving the built app (APP_DIR, else dist), with the
 * Corrigo emulator and a Service Channel emulator. Each page passes axe (no critical or serious violation).
 */
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, demoWorkOrder, startServiceChannelEmulator, type ServiceChannelEmulator } from '../../scripts/emulators/serviceChannel/index';
import { THIRD_PARTY_PATHS } from '../../src/domain/thirdParty/pages';
import { newWorkOrderRow } from '../../src/server/workOrders/insert';
import { TOKEN_KEY } from '../../src/ui/session/tokenStore';
import { CLIENT_ID, CLIENT_SECRET, CORRIGO_CUSTOMERS, startTestBed, type CorrigoTestBed } from '../api/thirdPartyCorrigoHelpers';
import { accessibilityViolations } from './support/axe';
import { PHONE, connectBrowser } from './support/browser';
import { reviewShot } from './support/screenshots';
import { toastOf } from './timeTrackingHelpers';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

let bed: CorrigoTestBed;
let channel: ServiceChannelEmulator;
let browser: Browser;
let base: string;
const channelOrders: Record<'delivered' | 'refused', number> = { delivered: 0, refused: 0 };

/** A Service Channel order of the Corrigo tenant's Maple Street Diner, assigned to tech2. */
async function channelOrder(networkId: number, number: number): Promise<number> {
  const { id: customerId } = await bed.db.selectFrom('customers').select('id').where('subscriber_id', '=', bed.tenant.subscriberId).where('corrigo_customer_id', '=', CORRIGO_CUSTOMERS.diner).executeTakeFirstOrThrow();
  const { id: adminId } = await bed.db.selectFrom('users').select('id').where('user_name', '=', 'corrigo-admin').executeTakeFirstOrThrow();
  const { id: techId } = await bed.db.selectFrom('users').select('id').where('user_name', '=', 'corrigo-tech2').executeTakeFirstOrThrow();
  const { id } = await bed.db
    .insertInto('work_orders')
    .values(newWorkOrderRow({ subscriber_id: bed.tenant.subscriberId, created_by: adminId, modified_by: adminId, work_order_number: number, customer_id: customerId, billing_customer_id: customerId, site_address: '12 Maple St', problem: 'Walk-in freezer iced up.', status_id: 1, service_channel_work_order_id: String(networkId) }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await bed.db.insertInto('work_order_technicians').values({ subscriber_id: bed.tenant.subscriberId, work_order_id: id, technician_id: techId }).execute();
  channel.addWorkOrder(demoWorkOrder({ Id: networkId }));
  return id;
}

const AT_THE_DINER = { latitude: 34.2, longitude: -119.18 };

async function clockInAndOut(workOrderId: number) {
  const token = await bed.api.tokenFor('corrigo-tech2');
  const now = await bed.api.call('POST', '/api/v1/WOStartStop/getStartWOViewData', { token, body: { workOrderId } });
  expect(now.status, now.text).toBe(200);
  const started = await bed.api.call('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
    token,
    body: { clientRequestId: crypto.randomUUID(), workOrderId, userStatusId: 1, isReachedAtSite: true, noOfServiceChannelTechs: 1, date: now.body.date, startTime: now.body.startTime, currentLatLong: AT_THE_DINER },
  });
  expect(started.status, started.text).toBe(200);
  const stopped = await bed.api.call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
    token,
    body: { clientRequestId: crypto.randomUUID(), workOrderId, workOrderLaborId: started.body.workOrderLaborId, description: 'Defrosted and reset the timer.', userStatusId: 3, workOrderStatusId: 26, scPrimaryStatus: 'IN PROGRESS', scExtendedStatus: 'PARTS ON ORDER', currentLatLong: AT_THE_DINER },
  });
  expect(stopped.status, stopped.text).toBe(200);
}

async function syncedState(workOrderId: number, state: string) {
  const token = await bed.api.tokenFor('corrigo-admin');
  let last = '';
  for (let i = 0; i < 200; i++) {
    const sync = await bed.api.call('GET', `/api/v1/serviceChannel/workOrders/${workOrderId}/sync`, { token });
    if (sync.body?.state === state) return;
    last = sync.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Service Channel order ${workOrderId} never became ${state}: ${last}`);
}

beforeAll(async () => {
  channel = await startServiceChannelEmulator({ port: 0 });
  bed = await startTestBed({ appDir: process.env.APP_DIR ?? path.resolve('dist'), allowedHosts: [new URL(channel.url).host] });
  base = `http://127.0.0.1:${(bed.server.app.server.address() as { port: number }).port}`;
  const admin = await bed.api.tokenFor('corrigo-admin');
  const saved = await bed.api.call('PUT', '/api/v1/accountSettings/serviceChannel', { token: admin, body: { ...DEMO_ACCOUNT, apiUrl: channel.url, tokenUrl: channel.tokenUrl } });
  expect(saved.status, saved.text).toBe(200);
  channelOrders.delivered = await channelOrder(63000001, 61001);
  channelOrders.refused = await channelOrder(63000002, 61002);
  const refused = channel.workOrders.get(63000002)!;
  refused.Status = { ...refused.Status, Primary: 'COMPLETED', Extended: 'CONFIRMED' };
  await clockInAndOut(channelOrders.delivered);
  await clockInAndOut(channelOrders.refused);
  await syncedState(channelOrders.delivered, 'delivered');
  await syncedState(channelOrders.refused, 'failed');
  browser = await connectBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await channel?.close();
  await bed?.close();
});

async function signedIn(userName: string, size: BrowserContextOptions): Promise<Page> {
  const token = await bed.api.tokenFor(userName);
  // No service worker: it would fetch the whole app shell for each new context (tests/e2e/support/browser.ts).
  const page = await (await browser.newContext({ serviceWorkers: 'block', ...size })).newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return page;
}

const main = (page: Page) => page.locator('main');

describe('third-party pages', () => {
  it('an admin sets Corrigo credentials: the page asks for them first, then the secret is reported set and never shown', async () => {
    const page = await signedIn('corrigo-admin', DESKTOP);
    await page.goto(`${base}${THIRD_PARTY_PATHS.corrigo}`);
    await main(page).getByText('Corrigo credentials are not set').waitFor();
    expect(await main(page).getByRole('button', { name: 'Import from Corrigo' }).isDisabled()).toBe(true);
    await reviewShot(page, 'tp-corrigo-no-credentials-desktop');

    await main(page).getByRole('link', { name: /Enter the client id and secret/ }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Third Party Credentials' }).waitFor();
    const corrigo = page.getByTestId('credentials-corrigo');
    expect(await corrigo.getByTestId('clientSecret-state').textContent()).toBe('Not set');
    await corrigo.getByLabel('Client Id').fill(CLIENT_ID);
    await corrigo.getByLabel('Client Secret').fill(CLIENT_SECRET);
    await corrigo.getByLabel('API Address').fill(bed.emulator.url);
    await corrigo.getByLabel('Token Address').fill(bed.emulator.tokenUrl);
    await page.getByRole('button', { name: 'Save Corrigo' }).click();
    await toastOf(page, 'Corrigo credentials saved.').first().waitFor();
    await corrigo.getByTestId('clientSecret-state').filter({ hasText: 'Set' }).waitFor();
    expect(await corrigo.getByLabel('Client Secret').inputValue()).toBe('');
    expect(await page.content()).not.toContain(CLIENT_SECRET);
    const ecotrakLink = page.getByRole('link', { name: 'Ecotrak admin users' });
    expect(await ecotrakLink.getAttribute('target')).toBe('_blank');
    expect(await ecotrakLink.getAttribute('rel')).toContain('noopener');
    await reviewShot(page, 'tp-credentials-desktop', { fullPage: true });

    // A stale version (someone saved meanwhile) is refused and offers to reload.
    await bed.db.updateTable('third_party_credentials').set((eb) => ({ version: eb('version', '+', 1) })).where('subscriber_id', '=', bed.tenant.subscriberId).where('network', '=', 'corrigo').execute();
    await corrigo.getByLabel('Client Id').fill(`${CLIENT_ID} `);
    await page.getByRole('button', { name: 'Save Corrigo' }).click();
    await toastOf(page, /changed meanwhile/).first().waitFor();
    await page.context().close();
  });

  for (const [size, context] of SIZES) {
    it(`an admin sees the Corrigo page's linked orders and imports from Corrigo (${size})`, async () => {
      const page = await signedIn('corrigo-admin', context);
      await page.goto(`${base}${THIRD_PARTY_PATHS.corrigo}`);
      await main(page).getByTestId('network-order').first().waitFor();
      expect(await main(page).getByTestId('network-order').count()).toBe(6);
      await main(page).getByText('Harbor Fresh Market').first().waitFor();
      await main(page).getByRole('button', { name: 'Import from Corrigo' }).click();
      await toastOf(page, 'Corrigo import: 0 created, 6 updated, 0 skipped.').first().waitFor();
      await main(page).getByText('Checked In', { exact: true }).first().waitFor();
      await reviewShot(page, `tp-corrigo-${size}`, { fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`an admin sees the Service Channel orders, delivered and failed with Service Channel's status and code (never its text), with Retry (${size})`, async () => {
      const page = await signedIn('corrigo-admin', context);
      await page.goto(`${base}${THIRD_PARTY_PATHS.serviceChannel}`);
      await main(page).getByTestId('network-order').first().waitFor();
      expect(await main(page).getByTestId('network-order').count()).toBe(2);
      await main(page).getByText(/Service Channel refused the call \(HTTP 4\d\d, Service Channel code \d+\)/).waitFor();
      expect(await main(page).getByText(/is completed or invoiced/).count()).toBe(0);
      expect(await main(page).getByText('Delivered').count()).toBeGreaterThanOrEqual(3);
      expect(await main(page).getByRole('button', { name: 'Retry' }).count()).toBe(1);
      await reviewShot(page, `tp-service-channel-${size}`, { fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("a Service Channel order's page shows where its check-ins stand: failed with Service Channel's status and code, and for an admin a link to the Service Channel page", async () => {
    const tech = await signedIn('corrigo-tech2', DESKTOP);
    await tech.goto(`${base}/workOrder/${channelOrders.refused}/edit`);
    const failed = main(tech).getByText('Service Channel: Failed');
    await failed.waitFor();
    // A technician may not open the Service Channel page: the chip leads nowhere.
    expect(await main(tech).getByRole('link', { name: 'Service Channel: Failed' }).count()).toBe(0);
    await failed.hover();
    await tech.getByRole('tooltip').getByText(/Service Channel refused the call \(HTTP 4\d\d, Service Channel code \d+\)/).waitFor();
    await reviewShot(tech, 'tp-work-order-sync-failed');
    await tech.context().close();

    const admin = await signedIn('corrigo-admin', DESKTOP);
    await admin.goto(`${base}/workOrder/${channelOrders.delivered}/edit`);
    await main(admin).getByRole('link', { name: 'Service Channel: Delivered' }).click();
    await admin.waitForURL((url) => url.pathname === THIRD_PARTY_PATHS.serviceChannel);
    await admin.context().close();
  });

  it('Retry sends a failed check-in again and it is delivered', async () => {
    const refused = channel.workOrders.get(63000002)!;
    refused.Status = { ...refused.Status, Primary: 'IN PROGRESS', Extended: 'DISPATCH CONFIRMED' };
    const page = await signedIn('corrigo-admin', DESKTOP);
    await page.goto(`${base}${THIRD_PARTY_PATHS.serviceChannel}`);
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await toastOf(page, 'Check-in sent to Service Channel again.').first().waitFor();
    await syncedState(channelOrders.refused, 'delivered');
    await page.reload();
    await main(page).getByTestId('network-order').first().waitFor();
    expect(await main(page).getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.context().close();
  });

  it('a technician has no Third Party menu group and is sent home from its pages', async () => {
    const page = await signedIn('corrigo-tech1', DESKTOP);
    await page.goto(`${base}/home`);
    await page.getByRole('menuitem', { name: 'Work Orders' }).first().waitFor();
    expect(await page.getByRole('menuitem', { name: 'Third Party', exact: true }).count()).toBe(0);
    await page.goto(`${base}${THIRD_PARTY_PATHS.serviceChannel}`);
    await page.waitForURL(/\/home$/);
    await page.goto(`${base}${THIRD_PARTY_PATHS.corrigo}`);
    await page.waitForURL(/\/home$/);
    await page.context().close();
  });

  it('an admin has the Third Party group with both pages', async () => {
    const page = await signedIn('corrigo-admin', DESKTOP);
    await page.goto(`${base}/home`);
    const group = page.getByRole('menuitem', { name: 'Third Party', exact: true });
    await group.waitFor();
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await page.getByRole('menuitem', { name: 'Corrigo' }).waitFor();
    await page.getByRole('menuitem', { name: 'Service Channel Work Orders' }).waitFor();
    await reviewShot(page, 'tp-menu-desktop');
    await page.context().close();
  });

  for (const [size, context] of SIZES) {
    it(`an admin opens both credentials pages, every secret reported set or not, none shown (${size})`, async () => {
      const page = await signedIn('corrigo-admin', context);
      await page.goto(`${base}${THIRD_PARTY_PATHS.serviceChannelCredentials}`);
      await main(page).getByRole('heading', { level: 1, name: 'Service Channel Credentials' }).waitFor();
      await main(page).getByLabel('User Name').waitFor();
      expect(await page.getByTestId('clientSecret-state').textContent()).toBe('Set');
      expect(await page.getByTestId('password-state').textContent()).toBe('Set');
      expect(await page.content()).not.toContain(DEMO_ACCOUNT.password);
      await reviewShot(page, `tp-service-channel-credentials-${size}`, { fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.goto(`${base}${THIRD_PARTY_PATHS.networkCredentials}`);
      await page.getByTestId('credentials-ecotrak').waitFor();
      await reviewShot(page, `tp-credentials-${size}-reopened`, { fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
