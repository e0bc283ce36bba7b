/**
 * Pieces of the work-order area's body schemas and values: ids, amounts and quantities that
 * fit the numeric(12,2) columns, and "left out keeps the stored value".
 */
import { fromCents, toCents } from '../../domain/money';
import { INT4_MAX } from '../db/schema';
import { badRequest } from '../errors';

export const idSchema = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;
export const nullableIdSchema = { type: ['integer', 'null'], minimum: 1, maximum: INT4_MAX } as const;
/** The largest amount a numeric(12,2) column holds. */
export const MONEY_MAX = 9_999_999_999.99;
export const amountSchema = { type: 'number', minimum: 0, maximum: MONEY_MAX } as const;
export const quantitySchema = { type: 'number', minimum: 0.01, maximum: MONEY_MAX } as const;

/** An amount or quantity rounded to the cent, as the numeric(12,2) column keeps it. */
export const toTwoDecimals = (value: number) => fromCents(toCents(value));

/** A field left out of an update keeps its stored value (null on a create); null clears it. */
export const orStored = <T>(value: T | null | undefined, stored: T | null | undefined): T | null => (value === undefined ? (stored ?? null) : value);

/** Text that must not be blank once trimmed: the trimmed text, or a 400 naming the field. */
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(`The ${field} field is required.`, { [field]: [`The ${field} field is required.`] });
  return text;
}
