/**
 * A work order's running total, in integer cents: materials, standard items, rate-sheet items
 * and labor. The start/stop dialog projects it 30 minutes ahead for the over-NTE warning
 * (spec §8): open labor is counted up to that moment.
 */
import { toCents } from '../money';

export interface PricedLine {
  quantity: number;
  /** Dollars per unit. */
  unitPrice: number;
}

export interface LaborLine {
  startMs: number;
  /** Null while the labor is open: it counts up to `asOfMs`. */
  stopMs: number | null;
  isOvertime: boolean;
  /** The labor's rate-sheet item rates (dollars per hour), when one was chosen. */
  rateSheetHourlyRate: number | null;
  rateSheetOtHourlyRate: number | null;
}

export interface WorkOrderTotalInput {
  materials: PricedLine[];
  standardItems: PricedLine[];
  rateSheetItems: PricedLine[];
  labors: LaborLine[];
  /** The billing customer's hourly labor rate (dollars), for labor without a rate-sheet item. */
  customerLaborRate: number;
  asOfMs: number;
}

export interface WorkOrderTotal {
  materialsCents: number;
  standardItemsCents: number;
  rateSheetItemsCents: number;
  laborCents: number;
  totalCents: number;
}

const MS_PER_HOUR = 3_600_000;

/** quantity × price, both with at most 2 decimals, rounded half up to the cent. */
export const lineCents = ({ quantity, unitPrice }: PricedLine): number => Math.round((toCents(quantity) * toCents(unitPrice)) / 100);

const sumLines = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + lineCents(line), 0);

/** Overtime without a rate-sheet item is billed at 1.5 times the customer's labor rate. */
export function hourlyRateCents(labor: LaborLine, customerLaborRate: number): number {
  if (labor.rateSheetHourlyRate !== null) {
    return toCents(labor.isOvertime ? (labor.rateSheetOtHourlyRate ?? labor.rateSheetHourlyRate) : labor.rateSheetHourlyRate);
  }
  const regular = toCents(customerLaborRate);
  return labor.isOvertime ? Math.round((regular * 3) / 2) : regular;
}

/** One labor's cost: its duration (open labor up to asOfMs, never negative) at its hourly rate. */
export function laborLineCents(labor: LaborLine, customerLaborRate: number, asOfMs: number): number {
  const durationMs = Math.max(0, (labor.stopMs ?? asOfMs) - labor.startMs);
  return Math.round((durationMs * hourlyRateCents(labor, customerLaborRate)) / MS_PER_HOUR);
}

export function workOrderTotal(input: WorkOrderTotalInput): WorkOrderTotal {
  const materialsCents = sumLines(input.materials);
  const standardItemsCents = sumLines(input.standardItems);
  const rateSheetItemsCents = sumLines(input.rateSheetItems);
  const laborCents = input.labors.reduce((sum, labor) => sum + laborLineCents(labor, input.customerLaborRate, input.asOfMs), 0);
  return {
    materialsCents,
    standardItemsCents,
    rateSheetItemsCents,
    laborCents,
    totalCents: materialsCents + standardItemsCents + rateSheetItemsCents + laborCents,
  };
}

/** The over-NTE warning's amount: the projected total when it exceeds the order's NTE, else null. */
export function nteWarningCents(projectedTotalCents: number, nteAmount: number | null): number | null {
  if (nteAmount === null) return null;
  return projectedTotalCents > toCents(nteAmount) ? projectedTotalCents : null;
}
