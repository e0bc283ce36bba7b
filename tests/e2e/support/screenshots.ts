/**
 * Screenshots for a person to look at, taken only when E2E_SCREENSHOTS names a folder
 * (`E2E_SCREENSHOTS=/tmp/shots npm test`), so a plain test run spends no time on them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export async function reviewShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400); // dialogs and toasts finish sliding in
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage });
}
