/**
 * Tap targets on a phone: every control a finger can hit should measure at least 44×44 CSS
 * pixels (WCAG 2.5.5, Apple's HIG). A text field counts as its whole outlined box, a check box
 * as the ripple area around it; hidden and disabled controls are skipped.
 */
import type { Locator, Page } from 'playwright-core';

export const MIN_TAP_PX = 44;

const INTERACTIVE = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="link"]',
  '[role="combobox"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/** The controls inside `scope` (the page when absent) that measure less than 44 px either way. */
export async function smallTapTargets(page: Page, scope?: Locator): Promise<SmallTarget[]> {
  const root = scope ? await scope.elementHandle() : null;
  return page.evaluate(
    ({ selector, min, rootElement }) => {
      const within = (rootElement as Element | null) ?? document.body;
      const seen = new Set<Element>();
      const small: Array<{ what: string; width: number; height: number }> = [];
      for (const element of Array.from(within.querySelectorAll(selector))) {
        // The box a finger hits: a field's outline, a check box's ripple, else the element.
        const target = element.closest('.MuiInputBase-root, .MuiCheckbox-root, .MuiRadio-root, .MuiSwitch-root') ?? element;
        if (seen.has(target)) continue;
        seen.add(target);
        const style = getComputedStyle(element);
        const rect = target.getBoundingClientRect();
        const hidden =
          rect.width === 0 ||
          // Off the page until focused: a skip link.
          (style.position === 'fixed' ? rect.bottom : rect.bottom + window.scrollY) <= 0 ||
          (style.position === 'fixed' ? rect.right : rect.right + window.scrollX) <= 0 ||
          rect.height === 0 ||
          style.visibility === 'hidden' ||
          style.display === 'none' ||
          element.closest('[aria-hidden="true"]') !== null ||
          (element as HTMLInputElement).disabled ||
          element.getAttribute('aria-disabled') === 'true' ||
          (element.tagName === 'INPUT' && style.opacity === '0' && !target.matches('.MuiCheckbox-root, .MuiRadio-root, .MuiSwitch-root'));
        if (hidden) continue;
        if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
          const name = element.getAttribute('aria-label') || (element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('name') || '';
          small.push({ what: `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`, width: Math.round(rect.width), height: Math.round(rect.height) });
        }
      }
      return small;
    },
    { selector: INTERACTIVE, min: MIN_TAP_PX, rootElement: root },
  );
}
