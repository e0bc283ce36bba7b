/**
 * The customer signs on the technician's phone (spec §2.3 signature pad, 300×200, Clear and
 * Save) for the work actually done: the sign-off page shows the labor's descriptions, time on
 * site, the materials and items used and the photos tagged "after"; the printed name is required; saving keeps the signed
 * summary as a PDF that the order's Signature tab downloads. Every tap target of the sign-off
 * page and of the order's page on its Signature tab measures at least 44 px on the phone.
 */
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api';
import { DESKTOP, connectBrowser, newPage, PHONE, signIn } from './support/browser';
import { smallTapTargets } from './support/tapTargets';
import { createOrder, customerId, editUrl, shot, toastOf, userId, type CreatedOrder } from './workOrdersHelpers';

// No other browser test file clocks this user in: the labor below is dated 95 minutes back, before any clock-out of today.
const TECHNICIAN = 'responsiblemasterplumber';
const WORK_DONE = 'E2E: replaced the walk-in cooler door closer and adjusted the hinges; door now closes and seals on its own.';
const MATERIAL = 'Hydraulic door closer, heavy duty';

let browser: Browser;
let phone: Page;
let order: CreatedOrder;

const asTechnician = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) => {
  const answer = await call(method, path, { token: await tokenFor(TECHNICIAN), body });
  if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
  return answer.body;
};

/** "HH:mm" and "YYYY-MM-DD" of `minutes` from the start view's own clock. */
const shifted = (view: { date: string; startTime: string }, minutes: number) => {
  const at = new Date(Date.parse(`${view.date}T${view.startTime}:00Z`) + minutes * 60_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
};

beforeAll(async () => {
  order = await createOrder('teamleader', {
    customerId: await customerId('Maple Street Diner'),
    problem: 'E2E: walk-in cooler door does not close by itself.',
    technicianIds: [await userId(TECHNICIAN)],
  });
  // 90 minutes on site, the description written at clock-out; a material and a standard item used.
  const view = await asTechnician('POST', '/api/v1/WOStartStop/getStartWOViewData', { workOrderId: order.id });
  const start = shifted(view, -95);
  const labor = await asTechnician('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
    clientRequestId: randomUUID(),
    workOrderId: order.id,
    date: start.date,
    startTime: start.time,
    userStatusId: 1,
    isReachedAtSite: true,
  });
  const stop = shifted(view, -5);
  await asTechnician('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
    clientRequestId: randomUUID(),
    workOrderId: order.id,
    workOrderLaborId: labor.workOrderLaborId,
    description: WORK_DONE,
    userStatusId: 3,
    workOrderStatusId: 13,
    date: stop.date,
    stopTime: stop.time,
  });
  await asTechnician('POST', `/api/v1/workOrders/${order.id}/materials`, { description: MATERIAL, partNumber: 'DC-4410', quantity: 1, materialStatusId: 6 });
  await asTechnician('POST', `/api/v1/workOrders/${order.id}/standardItems`, { standardItemId: 1, quantity: 2, description: 'Harbor bridge' });
  // A photo of the finished work, tagged "after" as the technician's camera upload tags it.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 70, g: 120, b: 150 } } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(photo)]), 'Door closer fitted.jpg');
  const uploaded = await fetch(`${baseUrl()}/api/Files/Upload?${new URLSearchParams({ folder: `workOrders/${order.id}`, tag: 'after' })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(TECHNICIAN)}` },
    body: form,
  });
  if (uploaded.status !== 200) throw new Error(`Uploading the after photo answered ${uploaded.status}: ${await uploaded.text()}`);

  browser = await connectBrowser();
  ({ page: phone } = await newPage(browser, PHONE));
  await signIn(phone, TECHNICIAN);
});
afterAll(async () => {
  await browser?.close();
});

/** Draws a stroke across the pad the way a finger would. */
async function draw(page: Page) {
  const pad = page.getByLabel('Signature pad');
  await pad.scrollIntoViewIfNeeded(); // the mouse reaches only what is in the viewport
  const box = (await pad.boundingBox())!;
  const points = [
    [0.15, 0.6],
    [0.3, 0.35],
    [0.45, 0.65],
    [0.6, 0.3],
    [0.75, 0.6],
    [0.85, 0.45],
  ];
  await page.mouse.move(box.x + box.width * points[0][0], box.y + box.height * points[0][1]);
  await page.mouse.down();
  for (const [x, y] of points.slice(1)) await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  await page.mouse.up();
}

const signatureImage = (page: Page) => page.getByRole('img', { name: /^Signature of / });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

describe('the sign-off on a phone', () => {
  it('shows what the customer signs for: the work performed, time on site, materials and items, the after photo', async () => {
    await phone.goto(editUrl(order.id, '?tab=signature'));
    await phone.getByText('The customer has not signed this work order yet.').waitFor();
    await phone.getByRole('link', { name: 'Customer Signs' }).click();
    await phone.waitForURL((url) => url.pathname === `/workOrder/${order.id}/edit/sign`);
    await phone.getByRole('heading', { level: 1, name: 'Customer Signature' }).waitFor();

    const work = phone.getByRole('region', { name: 'Work performed' });
    await work.getByText(WORK_DONE).waitFor();
    await expect.poll(() => phone.getByTestId('time-on-site').textContent()).toBe('1 Hour 30 Mins');
    const items = phone.getByRole('region', { name: 'Materials and items used' });
    await items.getByText(MATERIAL).waitFor();
    expect(await items.getByRole('listitem').allTextContents()).toEqual([`1 ×${MATERIAL}Part DC-4410 · Material`, '2 ×TollHarbor bridge · Item']);

    const photo = phone.getByRole('region', { name: 'Photos of the finished work' }).getByRole('img', { name: 'After: Door closer fitted.jpg' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const pad = phone.getByLabel('Signature pad');
    expect(await pad.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual([300, 200]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await smallTapTargets(phone)).toEqual([]);
    await shot(phone, 'sign-phone');
  });

  it('asks for the printed name and a signature beside them, clears a drawing, and saves', async () => {
    const nameMissing = phone.getByText('Please enter the name of the person signing.');
    const signatureMissing = phone.getByRole('alert').filter({ hasText: 'Please sign in the box before saving.' });
    await save(phone);
    await nameMissing.waitFor();
    await signatureMissing.waitFor();
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'the name field has the focus').toBe('name');
    await shot(phone, 'sign-phone-missing');
    await phone.getByLabel('Printed name').fill('Dana Whitfield');
    await nameMissing.waitFor({ state: 'detached' });

    await draw(phone);
    await signatureMissing.waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Clear', exact: true }).click();
    await save(phone);
    await signatureMissing.waitFor();
    await draw(phone);
    await shot(phone, 'sign-phone-signed');
    await save(phone);
    await toastOf(phone, 'Signature saved. The signed summary is kept with the work order.').waitFor();
    await phone.waitForURL((url) => url.pathname === `/workOrder/${order.id}/edit` && url.searchParams.get('tab') === 'signature');
  });

  it('shows the signature and downloads the signed summary as a PDF from the order', async () => {
    await phone.reload();
    await phone.getByText(/^Signed by Dana Whitfield on /).waitFor();
    await expect.poll(() => signatureImage(phone).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    const pdfLink = phone.getByRole('button', { name: /^Signed Summary \(PDF\)/ });
    await pdfLink.waitFor();
    await phone.getByText(/^Version 1, signed by Dana Whitfield on /).waitFor();
    expect(await smallTapTargets(phone)).toEqual([]);
    await shot(phone, 'edit-signature-phone');

    const [download] = await Promise.all([phone.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`sign-off-WO-${order.displayNumber}-v1.pdf`);
    // Streamed: the browser is a shared one this file connects to, which keeps no download path here.
    const bytes = await buffer(await download.createReadStream());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const stored = await call('GET', `/api/v1/workOrders/${order.id}`, { token: await tokenFor(TECHNICIAN) });
    expect(stored.body).toMatchObject({ isSigned: true, signedBy: 'Dana Whitfield' });
  });
});

describe('the sign-off on a desktop', () => {
  it('shows the summary beside the pad, and the team leader the signature with its PDF', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'teamleader');
    await page.goto(editUrl(order.id, '/sign'));
    await page.getByRole('region', { name: 'Work performed' }).getByText(WORK_DONE).waitFor();
    const summaryBox = (await page.getByRole('region', { name: 'Work performed' }).boundingBox())!;
    const padBox = (await page.getByLabel('Signature pad').boundingBox())!;
    expect(padBox.x, 'the pad sits to the right of the summary').toBeGreaterThan(summaryBox.x + summaryBox.width);
    await shot(page, 'sign-desktop');

    await page.goto(editUrl(order.id, '?tab=signature'));
    await expect.poll(() => signatureImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await page.getByRole('button', { name: 'Remove Signature' }).waitFor();
    await page.getByRole('button', { name: /^Signed Summary \(PDF\)/ }).waitFor();
    await shot(page, 'edit-signature-desktop');
    await context.close();
  });
});
