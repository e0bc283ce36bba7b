/**
 * Accessibility checks for the end-to-end tests: axe-core's own source is run inside the page
 * and its violations of the impacts asked for are answered.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsDone } from './animations';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * "rule (impact): help, at selector; why" per failing element of the given impacts (critical and
 * serious unless told), so a failing test names what to fix.
 */
export async function accessibilityViolations(page: Page, impacts: readonly Impact[] = ['critical', 'serious']): Promise<string[]> {
  await animationsDone(page); // colours are measured as drawn: a dialog still fading in reads paler than it is
  // Evaluated over the DevTools protocol, so the app's Content-Security-Policy does not stop it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (wanted) => {
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
    const { violations } = await axe.run(document);
    return violations
      .filter((violation) => violation.impact && wanted.includes(violation.impact))
      .flatMap((violation) =>
        violation.nodes.map(
          (node) => `${violation.id} (${violation.impact}): ${violation.help}, at ${node.target.join(' ')}; ${node.failureSummary ?? ''}`,
        ),
      );
  }, impacts);
}
