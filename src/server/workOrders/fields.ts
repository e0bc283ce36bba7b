/**
 * Values of the work-order area's bodies: amounts and quantities as the numeric(12,2) columns
 * keep them, "left out keeps the stored value" and required text.
 */
import { fromCents, toCents } from '../../domain/money';
import { badRequest } from '../errors';

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
