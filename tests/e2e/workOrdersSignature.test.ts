/**
 * The customer signs on the technician's phone (spec §2.3 signature pad, 300×200, Clear and
 * Save) for the work actually done. Before handing the phone over, the technician writes the
 * work performed on the sign-off page (issue 34): the customer reads it, the signed PDF prints it
 * and the clock-out offers it as its description. While the customer holds the phone the page is
 * in customer mode: no app menu, no current-job bar, and leaving it takes the technician's
 * password. The page shows the labor's descriptions, time on site, the materials and items used
 * and the photos tagged "after"; the printed name is required; saving keeps the signed summary
 * as a PDF that the order's Signature tab downloads. Every tap target of the sign-off page and of
 * the order's page on its Signature tab measures at least 44 px on the phone.
 */
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api';
import { readPdf } from '../support/pdf';
import { DEMO_PASSWORD, DESKTOP, connectBrowser, newPage, PHONE, signIn } from './support/browser';
import { smallTapTargets } from './support/tapTargets';
import { createOrder, customerId, editUrl, shot, toastOf, userId, type CreatedOrder } from './workOrdersHelpers';

// No other browser test file clocks this user in: the labor below starts 95 minutes back, after any clock-out of today.
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
  // On site for 95 minutes and still clocked in: the work is written on the sign-off page. A material and a standard item used.
  const view = await asTechnician('POST', '/api/v1/WOStartStop/getStartWOViewData', { workOrderId: order.id });
  const start = shifted(view, -95);
  await asTechnician('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
    clientRequestId: randomUUID(),
    workOrderId: order.id,
    date: start.date,
    startTime: start.time,
    userStatusId: 1,
    isReachedAtSite: true,
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
const signPath = () => `/workOrder/${order.id}/edit/sign`;
const customerMode = (page: Page) => page.getByRole('region', { name: 'Customer sign-off' });
const currentJobBar = (page: Page) => page.getByRole('complementary', { name: 'Current job' });
const workPerformed = (page: Page) => page.getByRole('region', { name: 'Work performed', exact: true });

/** The Technician button of customer mode, then the technician's password. */
async function handBack(page: Page, password: string) {
  await page.getByRole('button', { name: 'Technician', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand back to the technician' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Return to the App' }).click();
  return dialog;
}

describe('the sign-off on a phone', () => {
  it('has the technician write the work performed, then hands the phone to the customer without the menu or the current-job bar', async () => {
    await phone.goto(editUrl(order.id, '?tab=signature'));
    await phone.getByText('The customer has not signed this work order yet.').waitFor();
    await phone.getByRole('link', { name: 'Customer Signs' }).click();
    await phone.waitForURL((url) => url.pathname === signPath());
    await phone.getByRole('heading', { level: 1, name: 'Customer Signature' }).waitFor();
    // The technician's page: the app bar with its menu, and the current job with its Stop.
    await currentJobBar(phone).waitFor();
    await phone.getByRole('button', { name: 'Open menu' }).waitFor();
    await workPerformed(phone).getByText('No description written yet.').waitFor();

    const written = phone.getByLabel('Work performed on this visit');
    await phone.getByRole('button', { name: 'Hand to Customer' }).click();
    await phone.getByText('Description is required.').waitFor();
    await written.fill(WORK_DONE);
    expect(await smallTapTargets(phone)).toEqual([]);
    await shot(phone, 'sign-technician-phone');
    await phone.getByRole('button', { name: 'Hand to Customer' }).click();

    await customerMode(phone).waitFor();
    await workPerformed(phone).getByText(WORK_DONE).waitFor();
    expect(await currentJobBar(phone).count(), 'no current-job bar, no Stop').toBe(0);
    expect(await phone.getByRole('banner').count(), 'no app bar').toBe(0);
    expect(await phone.getByRole('button', { name: 'Open menu' }).count(), 'no menu').toBe(0);
    expect(await written.count(), 'the customer reads the work, does not edit it').toBe(0);
    await expect.poll(() => phone.getByTestId('time-on-site').textContent()).toMatch(/^1 Hour 3\d Mins$/);
    const items = phone.getByRole('region', { name: 'Materials and items used' });
    await items.getByText(MATERIAL).waitFor();
    expect(await items.getByRole('listitem').allTextContents()).toEqual([`1 ×${MATERIAL}Part DC-4410 · Material`, '2 ×TollHarbor bridge · Item']);

    const photo = phone.getByRole('region', { name: 'Photos of the finished work' }).getByRole('img', { name: 'After: Door closer fitted.jpg' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const pad = phone.getByLabel('Signature pad');
    expect(await pad.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual([300, 200]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await smallTapTargets(phone)).toEqual([]);
    await shot(phone, 'sign-customer-phone');
  });

  it('keeps the customer on the page: going back or to another address stays there, and leaving asks for the technician', async () => {
    await phone.goBack();
    await customerMode(phone).waitFor();
    expect(new URL(phone.url()).pathname).toBe(signPath());
    await phone.goto(editUrl(order.id));
    await customerMode(phone).waitFor();
    expect(new URL(phone.url()).pathname).toBe(signPath());

    const dialog = await handBack(phone, 'not the password');
    await dialog.getByText('Invalid user name or password.').waitFor();
    await shot(phone, 'sign-hand-back-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await customerMode(phone).waitFor();
    expect(await currentJobBar(phone).count()).toBe(0);
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
    // Still the customer's screen until the technician takes the phone back.
    await customerMode(phone).getByRole('heading', { name: 'Thank you' }).waitFor();
    expect(await currentJobBar(phone).count()).toBe(0);
    await handBack(phone, DEMO_PASSWORD);
    await phone.waitForURL((url) => url.pathname === `/workOrder/${order.id}/edit` && url.searchParams.get('tab') === 'signature');
    await currentJobBar(phone).waitFor();
  });

  it('shows the signature and downloads the signed summary, with the work written, as a PDF from the order', async () => {
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
    const { text } = await readPdf(bytes);
    expect(text).toContain(WORK_DONE);
    expect(text).toContain('Printed name Dana Whitfield');

    const stored = await call('GET', `/api/v1/workOrders/${order.id}`, { token: await tokenFor(TECHNICIAN) });
    expect(stored.body).toMatchObject({ isSigned: true, signedBy: 'Dana Whitfield' });
  });

  it('offers the work written as the clock-out description', async () => {
    await currentJobBar(phone).getByRole('button', { name: /^Stop work order / }).click();
    const stop = phone.getByRole('dialog', { name: /^Stop Work Order/ });
    await stop.getByRole('button', { name: 'Clock Out', exact: true }).click();
    expect(await stop.getByLabel('Description').inputValue()).toBe(WORK_DONE);
    await stop.getByLabel('Work Order Flag').selectOption({ label: 'Reviewed' });
    await stop.getByLabel('Work Order Status').selectOption({ label: 'Completed' });
    await stop.getByLabel('User Status').selectOption({ label: 'Available' });
    await stop.getByRole('button', { name: 'Continue Clock Out' }).click();
    await stop.waitFor({ state: 'hidden' });
    await currentJobBar(phone).waitFor({ state: 'detached' });
    const labors = await call('GET', `/api/v1/workOrders/${order.id}/labors`, { token: await tokenFor(TECHNICIAN) });
    expect(labors.body).toEqual([expect.objectContaining({ description: WORK_DONE, stopTime: expect.any(String) })]);
  });
});

describe('the sign-off on a desktop', () => {
  it('hands over with the summary beside the pad, back with the password, and shows the team leader the signature with its PDF', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'teamleader');
    await page.goto(editUrl(order.id, '/sign'));
    await workPerformed(page).getByText(WORK_DONE).waitFor();
    // Not clocked in on the order: nothing to write, the phone goes to the customer as it is.
    expect(await page.getByLabel('Work performed on this visit').count()).toBe(0);
    await page.getByRole('button', { name: 'Hand to Customer' }).click();
    await customerMode(page).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    const summaryBox = (await workPerformed(page).boundingBox())!;
    const padBox = (await page.getByLabel('Signature pad').boundingBox())!;
    expect(padBox.x, 'the pad sits to the right of the summary').toBeGreaterThan(summaryBox.x + summaryBox.width);
    await shot(page, 'sign-customer-desktop');
    await handBack(page, DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Customer Signature' }).waitFor();
    await page.getByRole('banner').waitFor();

    await page.goto(editUrl(order.id, '?tab=signature'));
    await expect.poll(() => signatureImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await page.getByRole('button', { name: 'Remove Signature' }).waitFor();
    await page.getByRole('button', { name: /^Signed Summary \(PDF\)/ }).waitFor();
    await shot(page, 'edit-signature-desktop');
    await context.close();
  });
});
