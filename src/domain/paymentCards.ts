/**
 * Credit card number and expiry rules (spec §5).
 * Expiry is stored as six digits year-then-month ("202712") and shown as "2027/12".
 */

/** Four groups separated by single spaces: 4-4-4 then 3 or 4 digits. */
const CARD_NUMBER_PATTERN = /^\d{4} \d{4} \d{4} \d{3,4}$/;

/** True for a card number in the grouped form with at least one non-zero digit (all zeros is a placeholder, not a card). */
export const isValidCardNumber = (value: string): boolean => CARD_NUMBER_PATTERN.test(value) && /[1-9]/.test(value);

const STORED_EXPIRY = /^(\d{4})(\d{2})$/;
const SHOWN_EXPIRY = /^(\d{4})\/(\d{2})$/;

const isMonth = (month: string): boolean => {
  const n = Number(month);
  return n >= 1 && n <= 12;
};

/** True for a stored expiry "yyyyMM" whose month is 01 to 12. */
export function isValidCardExpiry(stored: string): boolean {
  const match = STORED_EXPIRY.exec(stored);
  return match !== null && isMonth(match[2]);
}

/** "202712" to "2027/12"; null when the stored value is not a valid expiry. */
export function formatCardExpiry(stored: string): string | null {
  const match = STORED_EXPIRY.exec(stored);
  return match && isMonth(match[2]) ? `${match[1]}/${match[2]}` : null;
}

/** "2027/12" to "202712"; null when the shown value is not a valid expiry. */
export function parseCardExpiry(shown: string): string | null {
  const match = SHOWN_EXPIRY.exec(shown.trim());
  return match && isMonth(match[2]) ? `${match[1]}${match[2]}` : null;
}
