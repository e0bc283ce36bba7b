/**
 * What a Start or Stop tap decides from the view data before any dialog opens (spec §4, §8):
 * apart from the dialog's rules (startStopForm.ts), so that the app's first screen, which holds
 * the Start buttons, does not carry the dialog's rules too.
 */
import { formatMoney, toCents } from '../../domain/money';
import { TIME_TRACKING_MESSAGES, type RateSheetItem, type StartStopViewData } from '../../domain/timeTracking/clock';

/** What the browser does with start view data before any dialog opens (spec §4, §8). */
export type StartDecision =
  | { kind: 'redirect'; workOrderId: number; warning: string }
  | { kind: 'rateSheetMissing'; message: string; setUpPath: string | null }
  | { kind: 'open' };

export function startDecision(view: StartStopViewData, laborItems: readonly RateSheetItem[]): StartDecision {
  if (view.hasOpenWorkOrderLabor && view.openWorkOrderId) {
    return {
      kind: 'redirect',
      workOrderId: view.openWorkOrderId,
      warning: TIME_TRACKING_MESSAGES.finishOpenLaborFirst(view.openWorkOrderNumber ?? String(view.openWorkOrderId)),
    };
  }
  if (view.rateSheetMissing || (view.hasRateSheet && laborItems.length === 0)) {
    return { kind: 'rateSheetMissing', message: TIME_TRACKING_MESSAGES.rateSheetMissing, setUpPath: view.rateSheetSetUpPath };
  }
  return { kind: 'open' };
}

const money = (dollars: number) => formatMoney(toCents(dollars));

/** The over-NTE warning with the amount as money ("$1,234.56") and the NTE and running total beside it, or null when there is none. */
export function nteWarningOf(view: Pick<StartStopViewData, 'nteWarningAmount' | 'nteStanding'>): string | null {
  if (view.nteWarningAmount == null) return null;
  const warning = TIME_TRACKING_MESSAGES.overNte(money(view.nteWarningAmount));
  const standing = view.nteStanding;
  return standing ? `${warning} ${TIME_TRACKING_MESSAGES.nteBeside(money(standing.nteAmount), money(standing.runningTotal))}` : warning;
}
