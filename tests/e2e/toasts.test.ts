/**
 * Toasts on a phone sit at the bottom of the screen, and an open dialog makes room for them:
 * a toast never covers the dialog's content or its buttons.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone } from './support/animations';
import { PHONE } from './support/browser';
import { openMyWorkOrders, orderOf, technicianPage, toastOf } from './timeTrackingHelpers';

/** Its order is over its NTE: opening its Start (or Stop) dialog shows a warning toast that stays. */
const DISH_MACHINE = 'Dish machine booster heater tripping breaker.';

let page: Page;
technicianPage(PHONE, 'shared', (opened) => ({ page } = opened));

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return { top: box.y, bottom: box.y + box.height };
}

describe('toasts on a phone', () => {
  it("sit at the bottom, below an open dialog's content and buttons", async () => {
    await openMyWorkOrders(page);
    await orderOf(page, DISH_MACHINE)
      .getByRole('button', { name: /^(Start|Stop)$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^(Start|Stop) Work Order/ });
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
});
