/**
 * Toasts on a phone sit at the bottom of the screen, and an open dialog makes room for them:
 * a toast never covers the dialog's content or its buttons, also while the current-job bar
 * lifts the toasts above it (the full-screen Stop dialog, issue 34).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { FRESH_PASSWORD, freshUser, type FreshUser } from '../support/freshUsers';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { animationsDone } from './support/animations';
import { PHONE, connectBrowser, newPage, signIn } from './support/browser';
import { DEMO_LOCATION, openMyWorkOrders, orderOf, toastOf } from './timeTrackingHelpers';

const PROBLEM = 'Toasts: dish machine booster heater tripping breaker.';
/** The seeded material status "Incurred", the same id in every tenant. */
const INCURRED = 6;

/**
 * An order of the technician's alone, in the tenant of fresh users, whose material already costs
 * more than its NTE: opening its Start dialog shows a warning toast that stays.
 */
async function overNteOrderOf(technician: FreshUser): Promise<void> {
  const token = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await call('POST', path, { token, body });
    if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${answer.text}`);
    return answer.body as { id: number };
  };
  const customer = await created('/api/v1/resources/customers', { name: `Diner of ${technician.userName}`, laborRate: 110 });
  const order = await created('/api/v1/workOrders', { customerId: customer.id, problem: PROBLEM, nteAmount: 120, technicianIds: [technician.id] });
  await created(`/api/v1/workOrders/${order.id}/materials`, { description: 'Booster element', quantity: 1, unitPrice: 145, materialStatusId: INCURRED });
}

let browser: Browser | undefined;
let page: Page;
beforeAll(async () => {
  const technician = await freshUser('toasts', ['Technician']);
  await overNteOrderOf(technician);
  browser = await connectBrowser();
  ({ page } = await newPage(browser, { ...PHONE, permissions: ['geolocation'], geolocation: DEMO_LOCATION }));
  await signIn(page, technician.userName, FRESH_PASSWORD);
});
afterAll(async () => {
  await browser?.close();
});

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return { top: box.y, bottom: box.y + box.height };
}

describe('toasts on a phone', () => {
  it("sit at the bottom, below an open dialog's content and buttons", async () => {
    await openMyWorkOrders(page);
    await orderOf(page, PROBLEM).getByRole('button', { name: 'Start', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Start Work Order/ });
    const warning = toastOf(page, /exceeding over NTE/).first();
    await warning.waitFor();
    await animationsDone(page); // the toast has slid in and the dialog made room

    const toast = await boxOf(warning);
    const content = await boxOf(dialog.locator('.MuiDialogContent-root'));
    const buttons = await boxOf(dialog.locator('.MuiDialogActions-root'));
    expect(toast.bottom).toBeLessThanOrEqual(PHONE.viewport!.height);
    expect(toast.top).toBeGreaterThan(PHONE.viewport!.height / 2);
    expect(content.bottom).toBeLessThanOrEqual(toast.top);
    expect(buttons.bottom).toBeLessThanOrEqual(toast.top);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("stay below the full-screen Stop dialog's Cancel while the current-job bar shows", async () => {
    await orderOf(page, PROBLEM).getByRole('button', { name: 'Start', exact: true }).click();
    const start = page.getByRole('dialog', { name: /^Start Work Order/ });
    await start.getByRole('button', { name: 'Start', exact: true }).click();
    await start.waitFor({ state: 'hidden' });
    const bar = page.getByRole('complementary', { name: 'Current job' });
    await bar.getByRole('button', { name: /^Stop work order / }).click();
    const stop = page.getByRole('dialog', { name: /^Stop Work Order/ });
    await stop.waitFor();
    const warning = toastOf(page, /exceeding over NTE/).first();
    await warning.waitFor();
    await animationsDone(page);

    // Measured at one instant: the "Clocked in" toast closing on its own resizes the stack meanwhile.
    const overlap = () =>
      stop.evaluate((dialog) => {
        const toast = [...document.querySelectorAll('[role="alert"], [role="status"]')].find((e) => /exceeding over NTE/.test(e.textContent ?? ''));
        const toastsTop = toast!.parentElement!.getBoundingClientRect().top;
        const cancel = [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Cancel')!;
        const bottoms = [cancel.getBoundingClientRect().bottom, dialog.querySelector('.MuiDialogActions-root')!.getBoundingClientRect().bottom];
        return Math.max(0, ...bottoms.map((bottom) => bottom - toastsTop));
      });
    await expect.poll(overlap, { timeout: 2000 }).toBe(0);
    await stop.getByRole('button', { name: 'Cancel' }).click();
    await stop.waitFor({ state: 'hidden' });
  });
});
