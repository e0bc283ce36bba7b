import { useState } from 'react';
import { PER_DIEM_NONE } from '../../domain/timeTracking/clock';
import type { TechnicianWorkOrderRow } from '../../domain/workOrders/orders';
import { loadStartStopLookups, type StartStopLookups } from './startStopLookups';
import { nextOrderRateSheetError, type NextOrderRateSheet, type NextWorkOrderChoice } from './startStopForm';
import { loadStartViewData, reportRateSheetMissing } from './timeTrackingApi';

/** The order picked in Select New Work Order, with what the dialog's chip shows of it. */
export interface NextWorkOrder extends NextWorkOrderChoice {
  row: TechnicianWorkOrderRow;
  /** The chosen employee type, truck and per diem, as the user reads them. */
  rateSheetSummary: string | null;
}

interface RateSheetStep {
  row: TechnicianWorkOrderRow;
  lookups: StartStopLookups;
  /** The customer's rate sheets, when theirs is missing and the user may set it up. */
  setUpPath: string | null;
}

const nameOf = <T>(items: readonly T[], id: number | null, key: (item: T) => number, name: (item: T) => string) => {
  const found = id === null ? undefined : items.find((item) => key(item) === id);
  return found ? name(found) : null;
};

function summaryOf({ lookups }: RateSheetStep, choices: NextOrderRateSheet): string {
  const rateSheetName = (items: StartStopLookups['laborItems'], id: number | null) =>
    nameOf(
      items,
      id,
      (i) => i.customerRateSheetId,
      (i) => i.rateSheetName,
    );
  const perDiem =
    choices.perDiemTypeId === PER_DIEM_NONE.id
      ? null
      : nameOf(
          lookups.perDiemTypes,
          choices.perDiemTypeId,
          (p) => p.id,
          (p) => p.name,
        );
  return [rateSheetName(lookups.laborItems, choices.serviceTechnicianId), rateSheetName(lookups.trucks, choices.rateSheetTruckTypeId), perDiem]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Picking the next order of a stop-and-start: an order billed by rate sheet first asks how its
 * labor is billed (spec §5: the employee type is required), preselecting what a start there
 * would (the technician's last choices for that customer, else their employee type).
 */
export function useNextOrderRateSheet(onPicked: (next: NextWorkOrder) => void) {
  const [step, setStep] = useState<RateSheetStep | null>(null);
  const [choices, setChoices] = useState<NextOrderRateSheet>({
    serviceTechnicianId: null,
    rateSheetTruckTypeId: null,
    perDiemTypeId: PER_DIEM_NONE.id,
  });
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setStep(null);
    setSubmitted(false);
    setError(null);
  };

  const pick = async (row: TechnicianWorkOrderRow) => {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const view = await loadStartViewData({
        workOrderId: row.workOrderId,
        workOrderNumber: row.workOrderNumber,
      });
      if (!view.hasRateSheet)
        return onPicked({
          row,
          workOrderId: row.workOrderId,
          rateSheet: null,
          rateSheetSummary: null,
        });
      const lookups = await loadStartStopLookups(view);
      // Refused for a missing rate sheet: the dispatchers hear of it, as from the Start button.
      if (view.rateSheetMissing) void reportRateSheetMissing(row.workOrderId).catch(() => undefined);
      const offered = (items: StartStopLookups['laborItems'], id: number | null) => (items.some((i) => i.customerRateSheetId === id) ? id : null);
      setChoices({
        serviceTechnicianId: offered(lookups.laborItems, view.serviceTechnicianId),
        rateSheetTruckTypeId: offered(lookups.trucks, view.rateSheetTruckTypeId),
        perDiemTypeId: view.perDiemTypeId,
      });
      setSubmitted(false);
      setStep({ row, lookups, setUpPath: view.rateSheetSetUpPath });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoading(false);
    }
  };

  const problem = step ? nextOrderRateSheetError(choices, step.lookups.laborItems) : null;
  const confirm = () => {
    setSubmitted(true);
    if (!step || problem) return;
    onPicked({
      row: step.row,
      workOrderId: step.row.workOrderId,
      rateSheet: choices,
      rateSheetSummary: summaryOf(step, choices),
    });
  };

  return {
    step,
    choices,
    setChoices,
    loading,
    error,
    /** Shown once the user tried to continue, or at once when the rate sheet is not set up. */
    problem: submitted || (step && step.lookups.laborItems.length === 0) ? problem : null,
    pick,
    confirm,
    reset,
  };
}
