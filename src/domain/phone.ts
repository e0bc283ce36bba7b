/**
 * Phone numbers (spec §5, §9): entered and shown as 000-000-0000, stored as 10 digits.
 */
import { PHONE_DIGITS } from './constants';

/** 3-3-4 digits with hyphens; an area code never starts with 0. */
const PHONE_PATTERN = /^[1-9]\d{2}-\d{3}-\d{4}$/;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);

/**
 * Removes hyphens, spaces and parentheses and a leading `+1` country code, so that
 * "+1 (555) 123-4567" and "555-123-4567" both become "5551234567". Other characters
 * are kept, so a value that was not a phone number stays recognisably wrong.
 */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  const withoutCountry = trimmed.startsWith('+1') ? trimmed.slice(2) : trimmed;
  return withoutCountry.replace(/[-\s()]/g, '');
}

/**
 * Applies the 000-000-0000 mask to the digits of a value, the way the masked input does
 * while typing: a partial number is masked as far as it goes ("555123" gives "555-123")
 * and digits past the tenth are dropped.
 */
export function formatPhone(value: string): string {
  const digits = normalisePhone(value).replace(/\D/g, '').slice(0, PHONE_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}
