/**
 * Minimum profit factor a quote or job must reach, by its value (spec §9).
 */
import {
  PROFIT_FACTOR_HIGH,
  PROFIT_FACTOR_LOWER_THRESHOLD_CENTS,
  PROFIT_FACTOR_MID,
  PROFIT_FACTOR_UPPER_THRESHOLD_CENTS,
} from './constants';

/**
 * 33.33 for a value over $1,000 up to and including $10,000, 25 over $10,000, and null
 * (no minimum) at $1,000 or below. The value is in integer cents, like all money here.
 */
export function minimumProfitFactor(valueCents: number): number | null {
  if (!Number.isFinite(valueCents)) return null;
  if (valueCents > PROFIT_FACTOR_UPPER_THRESHOLD_CENTS) return PROFIT_FACTOR_HIGH;
  if (valueCents > PROFIT_FACTOR_LOWER_THRESHOLD_CENTS) return PROFIT_FACTOR_MID;
  return null;
}
