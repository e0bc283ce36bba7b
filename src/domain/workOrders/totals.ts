/**
 * A work order's running total, in integer cents: materials, standard items, rate-sheet items
 * and labor. Against its NTE (spec §8) the total is projected 30 minutes ahead, open labor
 * counted up to that moment: nteStanding gives the running total, the projection and the NTE
 * together, for the start/stop dialog's warning and the team leader board alike.
 */
import { formatMoney, toCents } from '../money';
import { NTE_LOOKAHEAD_MINUTES } from '../timeTracking/clock';

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

/** An order's money against its not-to-exceed amount, in cents. */
export interface NteFigures {
  nteCents: number;
  /** The total now, open labor counted up to now. */
  runningTotalCents: number;
  /** The total NTE_LOOKAHEAD_MINUTES from now, open labor (and labor about to start) counted up to then. */
  projectedTotalCents: number;
}

export interface NteStanding extends NteFigures {
  /** The projection exceeds the NTE: the over-NTE warning shows. */
  isOver: boolean;
}

/**
 * The running total and the projection of one order's lines against its NTE. Labor about to
 * start is an open labor starting `nowMs`: it adds nothing now and its half hour to the projection.
 */
export function nteStanding(lines: Omit<WorkOrderTotalInput, 'asOfMs'>, nteAmount: number, nowMs: number): NteStanding {
  const runningTotalCents = workOrderTotal({ ...lines, asOfMs: nowMs }).totalCents;
  const projectedTotalCents = workOrderTotal({ ...lines, asOfMs: nowMs + NTE_LOOKAHEAD_MINUTES * 60_000 }).totalCents;
  return { nteCents: toCents(nteAmount), runningTotalCents, projectedTotalCents, isOver: nteWarningCents(projectedTotalCents, nteAmount) !== null };
}

/** "Running total $146.27 · in 30 minutes $201.27 · NTE $150.00": the figures side by side. */
export const nteStandingText = ({ nteCents, runningTotalCents, projectedTotalCents }: NteFigures): string =>
  `Running total ${formatMoney(runningTotalCents)} · in ${NTE_LOOKAHEAD_MINUTES} minutes ${formatMoney(projectedTotalCents)} · NTE ${formatMoney(nteCents)}`;
