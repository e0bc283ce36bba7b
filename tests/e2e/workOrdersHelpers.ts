/**
 * Driving the work-order pages in the end-to-end tests (as teamleader, servicemanager,
 * superadmin and plumber; the demo `technician` belongs to the time-tracking tests).
 */
import type { Locator, Page } from 'playwright-core';
import { call, tokenFor } from '../support/api';
import { urlOf } from './support/browser';
import { reviewShot } from './support/screenshots';

/** A screenshot for review (see support/screenshots.ts): c-<name>.png, the whole page. */
export const shot = (page: Page, name: string): Promise<void> => reviewShot(page, `c-${name}`, { fullPage: true });

export const toastOf = (page: Page, text: string | RegExp): Locator => page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

/** Opens a grid page and waits for its rows (or cards) and pager. */
export async function openGrid(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(urlOf(path));
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.getByText(/ of \d+ items?$|^No items$/).waitFor();
}

/** A grid row or phone card by text it holds (its problem, say). */
export const orderRow = (page: Page, text: string): Locator => page.locator('tr, li').filter({ hasText: text }).first();

/** The total of the grid's pager ("1 - 18 of 18 items" -> 18). */
export async function gridTotal(page: Page): Promise<number> {
  const text = await page.getByText(/ of \d+ items?$|^No items$/).textContent();
  return Number(/of (\d+) item/.exec(text ?? '')?.[1] ?? 0);
}

export interface CreatedOrder {
  id: number;
  displayNumber: string;
  version: number;
}

export async function customerId(name: string): Promise<number> {
  const token = await tokenFor('superadmin');
  const answer = await call('GET', `/api/v1/resources/customers?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, { token });
  return answer.body[0].id;
}

export async function userId(userName: string): Promise<number> {
  const token = await tokenFor('superadmin');
  const answer = await call('GET', `/api/v1/users?filter=${encodeURIComponent(JSON.stringify({ q: userName }))}`, { token });
  return answer.body.find((u: { userName: string }) => u.userName === userName).id;
}

/** A work order made through the API for a test to work on. */
export async function createOrder(by: string, body: Record<string, unknown>): Promise<CreatedOrder> {
  const answer = await call('POST', '/api/v1/workOrders', { token: await tokenFor(by), body });
  if (answer.status !== 201) throw new Error(`Creating a work order answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

export const editUrl = (id: number | string, suffix = '') => urlOf(`/workOrder/${id}/edit${suffix}`);
