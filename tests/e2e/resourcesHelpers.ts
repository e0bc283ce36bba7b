/**
 * Driving the generated list and form screens in the end-to-end tests.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../../src/domain/constants';
import { urlOf } from './support/browser';

/** An RJSF field by its property name (RJSF gives it the id root_<name>). */
export const field = (page: Page, name: string): Locator => page.locator(`#root_${name}`);

export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

/** A grid row (or phone card) by the value of its first column. */
export const row = (page: Page, name: string): Locator => page.getByRole('row', { name: `Open ${name}`, exact: true });

export async function openList(page: Page, listPath: string, heading: string): Promise<void> {
  await page.goto(urlOf(listPath));
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.getByText(/ of \d+ items?$|^No items$/).waitFor();
}

/** Types into a filter cell and waits until the grid shows `expect` (or nothing, when null). */
export async function filterBy(page: Page, title: string, text: string): Promise<void> {
  await page.getByLabel(`Filter ${title}`, { exact: true }).fill(text);
}

export async function pickReference(page: Page, input: Locator, search: string, option: string): Promise<void> {
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/**
 * Saves (with `button`, Save by default) and waits for this save's "Saved". A "Saved" still up
 * from an earlier save is closed first (rather than waited out: it goes by itself after
 * NOTIFICATION_AUTO_CLOSE_MS): taken for this one, it let a test reload the page before the save
 * had finished.
 */
export async function saveAndWaitForSaved(page: Page, button = page.getByRole('button', { name: 'Save', exact: true })): Promise<void> {
  const earlier = toast(page, 'Saved');
  if (await earlier.isVisible()) await earlier.getByRole('button', { name: 'Close' }).click({ timeout: 2000 }).catch(() => undefined); // it may go meanwhile
  await earlier.waitFor({ state: 'hidden', timeout: NOTIFICATION_AUTO_CLOSE_MS + 10_000 });
  await button.click();
  await toast(page, 'Saved').waitFor();
}

export async function confirmYes(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Clicks Export and answers the rows of the downloaded workbook (cell texts, header first). */
export async function exportRows(page: Page): Promise<{ fileName: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const file = path.join(tmpdir(), `fielddesk-e2e-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } finally {
    rmSync(file, { force: true });
  }
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((r) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => r.getCell(i + 1).text));
  });
  return { fileName: download.suggestedFilename(), rows };
}
