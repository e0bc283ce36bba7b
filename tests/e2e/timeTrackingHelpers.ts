/**
 * Driving the time-tracking dialogs in the end-to-end tests, as the demo `technician`.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { call, tokenFor } from '../support/api';
import { connectBrowser, newPage, signIn, urlOf } from './support/browser';
import { reviewShot } from './support/screenshots';

export const TECHNICIAN = 'technician';
/** Somewhere in Ventura County, where the demo customers are. */
export const DEMO_LOCATION = { latitude: 34.2746, longitude: -119.229 };

/**
 * Before the file's tests: a browser and a page of `size` signed in as the technician, handed to
 * `opened`; the page shares the demo location, or denies it (no geolocation permission). Closed after the tests.
 */
export function technicianPage(size: BrowserContextOptions, location: 'shared' | 'denied', opened: (session: { browser: Browser; page: Page }) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
    const { page } = await newPage(browser, location === 'shared' ? { ...size, permissions: ['geolocation'], geolocation: DEMO_LOCATION } : size);
    await signIn(page, TECHNICIAN);
    opened({ browser, page });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** A screenshot for review (see support/screenshots.ts): d-<name>.png, what the screen shows. */
export const shot = (page: Page, name: string): Promise<void> => reviewShot(page, `d-${name}`);

export async function openMyWorkOrders(page: Page): Promise<void> {
  await page.goto(urlOf('/workOrder/mine'));
  await page.getByRole('heading', { level: 1, name: 'My Work Orders' }).waitFor();
}

/** A work order of My Work Orders by its problem text: a card on phones, a row on desktops. */
export function orderOf(page: Page, problem: string): Locator {
  return page.locator('li, tr').filter({ hasText: problem }).filter({ has: page.getByRole('button', { name: /^(Start|Stop)$/ }) }).first();
}

export const startStopDialog = (page: Page, mode: 'Start' | 'Stop') => page.getByRole('dialog', { name: `${mode} Work Order` });

export const toastOf = (page: Page, text: string | RegExp): Locator =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

export const appBarStatus = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'My status' });

export async function expectAppBarStatus(page: Page, status: string): Promise<void> {
  await appBarStatus(page).filter({ hasText: status }).waitFor();
}

/** Opens the Start dialog of an order from My Work Orders. */
export async function openStart(page: Page, problem: string): Promise<Locator> {
  await orderOf(page, problem).getByRole('button', { name: 'Start', exact: true }).click();
  const dialog = startStopDialog(page, 'Start');
  await dialog.waitFor();
  return dialog;
}

export async function openStop(page: Page, scope: Locator): Promise<Locator> {
  await scope.getByRole('button', { name: 'Stop', exact: true }).click();
  const dialog = startStopDialog(page, 'Stop');
  await dialog.waitFor();
  return dialog;
}

export interface ClockOutChoices {
  description: string;
  flag?: string;
  /** Required: the demo technician is always the last one clocked in on the order. */
  status: string;
  userStatus: string;
}

/** Fills the revealed clock-out fields. */
export async function fillClockOut(dialog: Locator, choices: ClockOutChoices): Promise<void> {
  await dialog.getByLabel('Description').fill(choices.description);
  if (choices.flag) await dialog.getByLabel('Work Order Flag').selectOption({ label: choices.flag });
  await dialog.getByLabel('Work Order Status').selectOption({ label: choices.status });
  await dialog.getByLabel('User Status').selectOption({ label: choices.userStatus });
}

/** Clock Out, fill, Continue Clock Out; waits for the dialog to close. */
export async function clockOutWith(page: Page, dialog: Locator, choices: ClockOutChoices): Promise<void> {
  await dialog.getByRole('button', { name: 'Clock Out', exact: true }).click();
  await fillClockOut(dialog, choices);
  await dialog.getByRole('button', { name: 'Continue Clock Out' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await toastOf(page, 'Clocked out of work order').first().waitFor();
}

/** The technician's open labor, read from the API (null when clocked out). */
export async function openLaborOrderId(): Promise<number | null> {
  const token = await tokenFor(TECHNICIAN);
  const answer = await call<Array<{ id: number; isOpenLaborMine: boolean }>>('GET', `/api/v1/workOrders?grid=woMy&range=${encodeURIComponent('[0,99]')}`, {
    token,
  });
  if (answer.status !== 200) throw new Error(`My work orders answered ${answer.status}: ${answer.text}`);
  return answer.body.find((row) => row.isOpenLaborMine)?.id ?? null;
}
