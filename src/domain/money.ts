/**
 * Money (spec §5, §9, DESIGN): amounts are computed in integer cents, never in
 * floating-point dollars, and shown with 2 decimals and thousands separators.
 */

function checkedCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents === 0 ? 0 : cents;
}

/**
 * Cents from the digits of a non-negative decimal, rounding half away from zero at
 * the third decimal. Working on the digits avoids 1.005 * 100 = 100.49999...
 */
function digitsToCents(whole: string, fraction: string): number {
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return fraction.length > 2 && fraction[2] >= '5' ? cents + 1 : cents;
}

/**
 * Dollars to integer cents, rounded half away from zero to the cent. The number is read
 * through its shortest decimal form, so 1.005 (which is stored as 1.00499...) gives 101
 * as the person who typed 1.005 expects. Throws for NaN, infinities and amounts too
 * large to count in cents exactly.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount: ${dollars}`);
  const text = Math.abs(dollars).toString();
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(text);
  // Only amounts below a millionth of a dollar or above 1e21 print in exponent form.
  const magnitude = plain ? digitsToCents(plain[1], plain[2] ?? '') : Math.round(Math.abs(dollars) * 100);
  return checkedCents(dollars < 0 ? -magnitude : magnitude);
}

/** Integer cents to dollars, for JSON and number inputs; do arithmetic in cents, not on this. */
export const fromCents = (cents: number): number => checkedCents(cents) / 100;

export interface FormatMoneyOptions {
  /** Put "$" in front (default true); false gives the bare amount, as grids show it. */
  symbol?: boolean;
}

/** 123450 to "$1,234.50" (or "1,234.50" without the symbol); negatives read "-$1,234.50". */
export function formatMoney(cents: number, { symbol = true }: FormatMoneyOptions = {}): string {
  const value = checkedCents(cents);
  const abs = Math.abs(value);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(abs % 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${symbol ? '$' : ''}${dollars}.${rest}`;
}

/**
 * What the currency field keeps while the user types: the "$" it shows when not focused
 * is removed and so are leading zeros, keeping one zero before the decimal point
 * ("007.50" gives "7.50", "00.5" gives "0.5", "000" gives "0").
 */
export const cleanCurrencyInput = (text: string): string => text.replace(/\$/g, '').trim().replace(/^0+(?=\d)/, '');

/**
 * Cents from what a person typed in a currency field: "$1,234.50", "0012", ".5", "12.".
 * "$", spaces and thousands commas are ignored, more than two decimals are rounded half
 * up. Currency fields have a minimum of 0, so a minus sign, like any other text, gives null.
 */
export function parseCurrencyInput(text: string): number | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.replace(/[$,\s]/g, ''));
  if (!match || (match[1] === '' && !match[2])) return null;
  const cents = digitsToCents(match[1], match[2] ?? '');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Why a currency field refuses what was typed (spec §5: minimum 0). */
export const CURRENCY_MESSAGES = {
  negative: 'Amounts cannot be negative: enter 0 or more, like 50.00.',
  notAnAmount: 'Enter an amount in dollars, like 50.00.',
} as const;

/**
 * What a currency field makes of what was typed: the cents (null when left empty), or the
 * message refusing it. A minus sign is refused, not dropped, so "-50" never quietly becomes 50.
 */
export function readCurrencyInput(text: string): { cents: number | null; problem: null } | { cents: null; problem: string } {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return { cents: null, problem: null };
  const cents = parseCurrencyInput(plain);
  if (cents !== null) return { cents, problem: null };
  return { cents: null, problem: /^-\d*\.?\d*$/.test(plain) && /\d/.test(plain) ? CURRENCY_MESSAGES.negative : CURRENCY_MESSAGES.notAnAmount };
}
