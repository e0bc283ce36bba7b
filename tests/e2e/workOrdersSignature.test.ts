/**
 * The customer signs on the technician's phone (spec §2.3 signature pad, 300×200, Clear and
 * Save): the PNG is stored on the order and shown on its edit page after a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { DESKTOP, launchBrowser, newPage, PHONE, signIn } from './support/browser';
import { createOrder, customerId, editUrl, shot, toastOf, userId, type CreatedOrder } from './workOrdersHelpers';

let browser: Browser;
let phone: Page;
let order: CreatedOrder;

beforeAll(async () => {
  order = await createOrder('teamleader', {
    customerId: await customerId('Maple Street Diner'),
    problem: 'E2E: walk-in cooler door closer replaced.',
    technicianIds: [await userId('plumber')],
  });
  browser = await launchBrowser();
  ({ page: phone } = await newPage(browser, PHONE));
  await signIn(phone, 'plumber');
});
afterAll(async () => {
  await browser?.close();
});

/** Draws a stroke across the pad the way a finger would. */
async function draw(page: Page) {
  const box = (await page.getByLabel('Signature pad').boundingBox())!;
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

describe('the signature pad', () => {
  it('opens from the order on a phone and asks for a name and a signature', async () => {
    await phone.goto(editUrl(order.id, '?tab=signature'));
    await phone.getByText('The customer has not signed this work order yet.').waitFor();
    await phone.getByRole('link', { name: 'Customer Signs' }).click();
    await phone.waitForURL((url) => url.pathname === `/workOrder/${order.id}/edit/sign`);
    await phone.getByRole('heading', { level: 1, name: 'Customer Signature' }).waitFor();
    const pad = phone.getByLabel('Signature pad');
    expect(await pad.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual([300, 200]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(phone, 'Please enter the name of the person signing.').waitFor();
    await phone.getByLabel('Signed by').fill('Dana Whitfield');
    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(phone, 'Please sign in the box before saving.').waitFor();
  });

  it('clears a drawing, and saves the signature onto the order', async () => {
    await draw(phone);
    await phone.getByRole('button', { name: 'Clear', exact: true }).click();
    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(phone, 'Please sign in the box before saving.').waitFor();
    await draw(phone);
    await shot(phone, 'sign-phone');
    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await toastOf(phone, 'Signature saved.').waitFor();
    await phone.waitForURL((url) => url.pathname === `/workOrder/${order.id}/edit` && url.searchParams.get('tab') === 'signature');

    await phone.reload();
    await phone.getByText(/^Signed by Dana Whitfield on /).waitFor();
    await expect.poll(() => signatureImage(phone).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await phone.getByText('Signed', { exact: true }).waitFor();
    await shot(phone, 'edit-signature-phone');

    const stored = await call('GET', `/api/v1/workOrders/${order.id}`, { token: await tokenFor('plumber') });
    expect(stored.body).toMatchObject({ isSigned: true, signedBy: 'Dana Whitfield' });
  });

  it('shows the signature to the team leader on a desktop', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'teamleader');
    await page.goto(editUrl(order.id, '?tab=signature'));
    await expect.poll(() => signatureImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await page.getByRole('button', { name: 'Remove Signature' }).waitFor();
    await shot(page, 'edit-signature-desktop');
    await context.close();
  });
});
