/**
 * The Corrigo check-out of the stop flow in Chromium at phone size (issue 10): a technician
 * stops orders checked in to Corrigo through the wizard's paths against the Corrigo emulator,
 * whose call log shows what Corrigo received; a required unfinished step blocks with the spec's
 * message; without the device's location nothing is sent. One pass walks the wizard at desktop
 * size too. The test bed is a server of its own serving the built app, with a tenant linked to
 * the emulator's customers.
 */
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORRIGO_MESSAGES } from '../../src/domain/thirdParty/corrigo';
import { TOKEN_KEY } from '../../src/ui/session/tokenStore';
import { AT_HARBOR, DEMO_ORDER_IDS, apiCalls, pointAtEmulator, resetBoth, startTestBed, type CorrigoTestBed } from '../api/thirdPartyCorrigoHelpers';
import { DESKTOP, PHONE, connectBrowser } from './support/browser';
import { reviewShot } from './support/screenshots';
import { toastOf } from './timeTrackingHelpers';

const APP_DIR = path.resolve('dist');
const WITH_LOCATION: BrowserContextOptions = { ...PHONE, geolocation: AT_HARBOR, permissions: ['geolocation'] };
const DESKTOP_WITH_LOCATION: BrowserContextOptions = { ...DESKTOP, geolocation: AT_HARBOR, permissions: ['geolocation'] };

let bed: CorrigoTestBed;
let browser: Browser;
let base: string;

beforeAll(async () => {
  bed = await startTestBed({ appDir: APP_DIR });
  base = `http://127.0.0.1:${(bed.server.app.server.address() as { port: number }).port}`;
  await pointAtEmulator(bed);
  browser = await connectBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await bed?.close();
});
beforeEach(() => resetBoth(bed));
// Whatever a test left open, the next one starts with the technician clocked out.
afterEach(async () => {
  const token = await bed.api.tokenFor('corrigo-tech1');
  for (const orderId of bed.tenant.orders.values()) {
    const view = await bed.api.call('POST', '/api/v1/WOStartStop/getStopWOViewData', { token, body: { workOrderId: orderId } });
    if (view.status !== 200 || !view.body.workOrderLaborId) continue;
    const out = await bed.api.call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
      token,
      body: { clientRequestId: crypto.randomUUID(), workOrderId: orderId, workOrderLaborId: view.body.workOrderLaborId, description: 'Done for today.', userStatusId: 3, workOrderStatusId: 26 },
    });
    expect(out.status, out.text).toBe(200);
  }
});

/** The technician clocked in on the order, which is checked in to Corrigo, and the order's page open (on a phone unless told). */
async function stopping(corrigoId: number, context: BrowserContextOptions = WITH_LOCATION, options: { corrigoDown?: boolean } = {}): Promise<Page> {
  const orderId = bed.tenant.orders.get(corrigoId)!;
  const token = await bed.api.tokenFor('corrigo-tech1');
  const now = await bed.api.call('POST', '/api/v1/WOStartStop/getStartWOViewData', { token, body: { workOrderId: orderId } });
  expect(now.status, now.text).toBe(200);
  const clockedIn = await bed.api.call('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
    token,
    body: { clientRequestId: crypto.randomUUID(), workOrderId: orderId, userStatusId: 1, isReachedAtSite: true, date: now.body.date, startTime: now.body.startTime },
  });
  expect(clockedIn.status, clockedIn.text).toBe(200);
  await bed.db.updateTable('work_orders').set({ corrigo_status: 'CheckedIn', is_corrigo_checked_in: true }).where('id', '=', orderId).execute();
  bed.emulator.calls.length = 0;

  // No service worker: it would fetch the whole app shell for each new context (tests/e2e/support/browser.ts).
  const page = await (await browser.newContext({ serviceWorkers: 'block', ...context })).newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(`${base}/workOrder/${orderId}/edit`);
  if (options.corrigoDown) bed.emulator.setFault('down');
  await page.locator('main').getByRole('button', { name: 'Stop', exact: true }).click();
  if (!options.corrigoDown) await wizard(page).waitFor();
  return page;
}

const wizard = (page: Page) => page.getByRole('dialog', { name: /^Clock Out Corrigo Work Order/ });

async function choose(page: Page, label: string, option: string) {
  await wizard(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const corrigoActions = () => apiCalls(bed.emulator).filter((call) => call.method === 'PUT');

describe('the Corrigo check-out on a phone', () => {
  it('pauses the order in Corrigo with the location, then opens the stop dialog', async () => {
    const page = await stopping(DEMO_ORDER_IDS.dinerCheckedIn);
    await choose(page, 'New Status', 'Paused');
    await wizard(page).getByLabel('Comment').fill('Waiting on a thermocouple.');
    await reviewShot(page, 'corrigo-paused-phone');
    await wizard(page).getByRole('button', { name: 'Save' }).click();
    await toastOf(page, CORRIGO_MESSAGES.saved).first().waitFor();
    await page.getByRole('dialog', { name: 'Stop Work Order' }).waitFor();
    const [pause] = corrigoActions();
    expect(pause.path.toLowerCase()).toBe('/api/workorder/pause');
    expect(pause.body).toMatchObject({ WorkOrderId: DEMO_ORDER_IDS.dinerCheckedIn, Comment: 'Waiting on a thermocouple.', Location: { Latitude: AT_HARBOR.latitude, Longitude: AT_HARBOR.longitude } });
    await page.context().close();
  });

  it('sends nothing and says why when the location is not allowed', async () => {
    const page = await stopping(DEMO_ORDER_IDS.dinerCheckedIn, PHONE);
    await choose(page, 'New Status', 'Paused');
    await wizard(page).getByLabel('Comment').fill('Waiting on a thermocouple.');
    await wizard(page).getByRole('button', { name: 'Save' }).click();
    await toastOf(page, CORRIGO_MESSAGES.locationDenied).first().waitFor();
    expect(corrigoActions()).toEqual([]);
    await wizard(page).waitFor();
    await page.context().close();
  });

  it('goes on to the stop dialog when Corrigo cannot be read, saying so: an outage never keeps the technician clocked in', async () => {
    const page = await stopping(DEMO_ORDER_IDS.dinerCheckedIn, WITH_LOCATION, { corrigoDown: true });
    await toastOf(page, CORRIGO_MESSAGES.stopWithoutCorrigo).first().waitFor();
    // Corrigo's failure in the server's words, not "Error Occurred." (spec §8: Corrigo calls).
    await reviewShot(page, "corrigo-unreachable-toasts");
    await toastOf(page, /^Corrigo cannot be reached/).first().waitFor();
    const stop = page.getByRole('dialog', { name: 'Stop Work Order' });
    await stop.waitFor();
    await reviewShot(page, 'corrigo-unreachable-phone');
    expect(corrigoActions()).toEqual([]);
    bed.emulator.setFault(null);
    await page.context().close();
  });

  it('completes through repair category, questions and the checklist, held back until the required steps are done', async () => {
    const page = await stopping(DEMO_ORDER_IDS.harborCheckedIn);
    const dialog = wizard(page);
    await dialog.getByRole('combobox', { name: 'New Status' }).click();
    await reviewShot(page, 'corrigo-status-phone');
    await page.getByRole('option', { name: 'Completed', exact: true }).click();
    await dialog.getByLabel('Comment').fill('Replaced the door gasket and recharged.');
    await choose(page, 'Repair Category', 'Refrigeration');
    await dialog.getByRole('combobox', { name: 'Sub Category' }).click();
    await page.getByRole('option').first().click();
    await reviewShot(page, 'corrigo-repair-phone');
    await dialog.getByRole('button', { name: 'Next' }).click();
    // A required question left empty: Finish comes back to it, and its message goes once it is answered (issue 34).
    await dialog.getByLabel('Units Serviced').fill('2');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('region', { name: 'Walk-in cooler service checklist' }).waitFor();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    const nameRequired = dialog.getByText(CORRIGO_MESSAGES.required('Technician Name'), { exact: true });
    await nameRequired.waitFor();
    await dialog.getByLabel('Technician Name').fill('Corrigo Tech');
    await nameRequired.waitFor({ state: 'detached' });
    await reviewShot(page, 'corrigo-questions-phone');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('region', { name: 'Walk-in cooler service checklist' }).waitFor();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await toastOf(page, CORRIGO_MESSAGES.procedureIncomplete).first().waitFor();
    expect(corrigoActions()).toEqual([]);
    await reviewShot(page, 'corrigo-checklist-phone');

    await dialog.getByRole('button', { name: 'Update step: Inspect door gaskets and hinges' }).click();
    const step = page.getByRole('dialog', { name: 'Update Step' });
    await step.getByLabel('Is Done').check();
    await reviewShot(page, 'corrigo-update-step-phone');
    await step.getByRole('button', { name: 'Save' }).click();
    await toastOf(page, CORRIGO_MESSAGES.stepSaved).first().waitFor();
    await dialog.getByRole('button', { name: 'Update step: Box temperature after repair (°F)' }).click();
    // Corrigo refuses a value that is not a number: the refusal stands under the value, which stays to be put right (issue 34).
    const temperature = step.getByLabel('Box temperature after repair (°F)');
    await temperature.fill('cold');
    await step.getByRole('button', { name: 'Save' }).click();
    const refused = step.getByText(/^Corrigo refused the call \(HTTP 400, Corrigo code 2100\)\. Nothing was changed\.$/);
    await refused.waitFor();
    expect(await temperature.getAttribute('aria-invalid')).toBe('true');
    await reviewShot(page, 'corrigo-step-refused-phone');
    await temperature.fill('38');
    await refused.waitFor({ state: 'detached' });
    await step.getByRole('button', { name: 'Save' }).click();
    await step.waitFor({ state: 'hidden' });
    await expect.poll(() => dialog.getByText('Done', { exact: true }).count()).toBe(2);

    await dialog.getByRole('button', { name: 'Finish' }).click();
    await toastOf(page, CORRIGO_MESSAGES.saved).first().waitFor();
    const stop = page.getByRole('dialog', { name: 'Stop Work Order' });
    await stop.waitFor();
    // The comment written for Corrigo is the clock-out's description: typed once (issue 34).
    await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
    expect(await stop.getByLabel('Description').inputValue()).toBe('Replaced the door gasket and recharged.');
    const checkOut = corrigoActions().find((call) => /checkout/i.test(call.path))!;
    expect(checkOut.body).toMatchObject({
      WorkOrderId: DEMO_ORDER_IDS.harborCheckedIn,
      Comment: 'Replaced the door gasket and recharged.',
      Location: { Latitude: AT_HARBOR.latitude, Longitude: AT_HARBOR.longitude },
    });
    expect(JSON.stringify(checkOut.body)).toContain('Corrigo Tech');
    await page.context().close();
  });

  it('checks out an order without required repair codes from the questions, the repair category closed', async () => {
    const page = await stopping(DEMO_ORDER_IDS.northgateCheckedIn);
    const dialog = wizard(page);
    await choose(page, 'New Status', 'Checked Out');
    await dialog.getByLabel('Comment').fill('Cleared the alarm, reset the chiller.');
    await expect.poll(() => dialog.getByRole('button', { name: 'Repair Category' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Infection Control Sign-off').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Update step: Alarm cleared and logged' }).click();
    const step = page.getByRole('dialog', { name: 'Update Step' });
    await step.getByLabel('Is Done').check();
    await step.getByRole('button', { name: 'Save' }).click();
    await step.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('dialog', { name: 'Stop Work Order' }).waitFor();
    expect(corrigoActions().map((call) => call.path.toLowerCase())).toEqual(['/api/procedure/step', '/api/workorder/checkout']);
    await page.context().close();
  });
});

describe('the Corrigo check-out on a desktop', () => {
  it('walks the status choice, repair category, questions, checklist and Update Step in a dialog over the order, and completes', async () => {
    const page = await stopping(DEMO_ORDER_IDS.harborCheckedIn, DESKTOP_WITH_LOCATION);
    const dialog = wizard(page);
    // A dialog over the order page, not a full screen as on a phone.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThan(DESKTOP.viewport!.width - 100);
    await dialog.getByRole('combobox', { name: 'New Status' }).click();
    await reviewShot(page, 'corrigo-status-desktop');
    await page.getByRole('option', { name: 'Completed', exact: true }).click();
    await dialog.getByLabel('Comment').fill('Replaced the door gasket and recharged.');
    await choose(page, 'Repair Category', 'Refrigeration');
    await dialog.getByRole('combobox', { name: 'Sub Category' }).click();
    await page.getByRole('option').first().click();
    await reviewShot(page, 'corrigo-repair-desktop');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Technician Name').fill('Corrigo Tech');
    await dialog.getByLabel('Units Serviced').fill('2');
    await reviewShot(page, 'corrigo-questions-desktop');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('region', { name: 'Walk-in cooler service checklist' }).waitFor();
    await reviewShot(page, 'corrigo-checklist-desktop');

    const step = page.getByRole('dialog', { name: 'Update Step' });
    await dialog.getByRole('button', { name: 'Update step: Inspect door gaskets and hinges' }).click();
    await step.getByLabel('Is Done').check();
    await reviewShot(page, 'corrigo-update-step-desktop');
    await step.getByRole('button', { name: 'Save' }).click();
    await step.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Update step: Box temperature after repair (°F)' }).click();
    await step.getByLabel('Box temperature after repair (°F)').fill('38');
    await step.getByRole('button', { name: 'Save' }).click();
    await step.waitFor({ state: 'hidden' });
    await expect.poll(() => dialog.getByText('Done', { exact: true }).count()).toBe(2);
    await reviewShot(page, 'corrigo-checklist-done-desktop');

    await dialog.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('dialog', { name: 'Stop Work Order' }).waitFor();
    expect(corrigoActions().map((call) => call.path.toLowerCase())).toEqual(['/api/procedure/step', '/api/procedure/step', '/api/workorder/checkout']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.viewport!.width);
    await page.context().close();
  });
});
