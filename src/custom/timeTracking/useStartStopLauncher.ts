import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../ui/notifications/toastStore';
import type { StartStopViewData } from '../../domain/timeTracking/clock';
import { clearNteWarning, clockActionDone, showNteWarning, showViewDataError } from './clockFeedback';
import { HTTP_CONFLICT, statusOf } from './requestIds';
import { loadStartStopLookups, type StartStopLookups } from './startStopLookups';
import { nteWarningOf, startDecision } from './startDecision';
import { loadStartViewData, loadStopViewData, reportRateSheetMissing } from './timeTrackingApi';
import { SET_UP_RATE_SHEET_LABEL } from '../../domain/timeTracking/rateSheetMissing';
import { editPath } from '../../domain/workOrders/paths';

export interface OpenedDialog {
  view: StartStopViewData;
  lookups: StartStopLookups;
}

/**
 * The start and stop flows up to the dialog (spec §4): load the view data and the choice lists,
 * then send the user to an open labor on another order, refuse an order whose rate sheet is not
 * set up, warn about the NTE, or open the dialog.
 */
/** `schedulerId`: the schedule entry the action starts from (spec §3.4), carried into the clock request. */
export function useStartStopLauncher(workOrderId: number, workOrderNumber: string, onComplete: () => void, schedulerId?: number) {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [opened, setOpened] = useState<OpenedDialog | null>(null);
  /** A stop of an order checked in to Corrigo: the Corrigo check-out comes first (spec §4 stop flow). */
  const [corrigoFirst, setCorrigoFirst] = useState<OpenedDialog | null>(null);

  const redirectToOpenLabor = useCallback(
    (openWorkOrderId: number, warning: string) => {
      toast.warning(warning);
      navigate(editPath(openWorkOrderId));
    },
    [navigate],
  );

  /** The spec's refusal, with a link for whoever may set the rate sheet up; the dispatchers hear of it (reportRateSheetMissing). */
  const refuseForRateSheet = useCallback(
    (refusedOrderId: number, message: string, setUpPath: string | null) => {
      void reportRateSheetMissing(refusedOrderId).catch(() => undefined);
      toast.error(message, setUpPath ? { autoClose: false, action: { label: SET_UP_RATE_SHEET_LABEL, onClick: () => navigate(setUpPath) } } : undefined);
    },
    [navigate],
  );

  /** After a refused clock-in: when an open labor elsewhere is the reason, go there; answers whether it did. */
  const followOpenLabor = useCallback(async (): Promise<boolean> => {
    try {
      const view = await loadStartViewData({ workOrderId, workOrderNumber, schedulerId });
      const decision = startDecision(view, []);
      if (decision.kind !== 'redirect') return false;
      redirectToOpenLabor(decision.workOrderId, decision.warning);
      return true;
    } catch {
      return false;
    }
  }, [workOrderId, workOrderNumber, schedulerId, redirectToOpenLabor]);

  const launch = useCallback(
    async (stopMode: boolean) => {
      setLoading(true);
      try {
        const request = { workOrderId, workOrderNumber, schedulerId };
        let view = await (stopMode ? loadStopViewData(request) : loadStartViewData(request));
        if (!view.stopMode && view.workOrderLaborId !== null) {
          // Already clocked in here (from another tab or device): the page is out of date, so stop instead.
          clockActionDone(onComplete);
          view = await loadStopViewData(request);
        }
        const lookups = await loadStartStopLookups(view);
        if (!view.stopMode) {
          const decision = startDecision(view, lookups.laborItems);
          if (decision.kind === 'redirect') return redirectToOpenLabor(decision.workOrderId, decision.warning);
          if (decision.kind === 'rateSheetMissing') return refuseForRateSheet(view.workOrderId, decision.message, decision.setUpPath);
        }
        showNteWarning(view.workOrderId, nteWarningOf(view));
        if (view.stopMode && view.corrigoWorkOrderId > 0 && view.isCorrigoWorkOrderCheckedIn) setCorrigoFirst({ view, lookups });
        else setOpened({ view, lookups });
      } catch (error) {
        showViewDataError(error);
        // Not (or no longer) clocked in here, as the page thought: let it reload what it shows.
        if (statusOf(error) === HTTP_CONFLICT) {
          clearNteWarning(workOrderId);
          clockActionDone(onComplete);
        }
      } finally {
        setLoading(false);
      }
    },
    [workOrderId, workOrderNumber, schedulerId, redirectToOpenLabor, refuseForRateSheet, onComplete],
  );

  /**
   * The Corrigo check-out closed: once Corrigo took it (or could not be read), the normal stop
   * dialog opens, its description the comment written for Corrigo unless one was written already
   * (issue 34: typed once); cancelled, the stop ends there.
   */
  const corrigoClosed = useCallback(
    (goOn: boolean, comment?: string) => {
      if (goOn && corrigoFirst) setOpened({ ...corrigoFirst, view: { ...corrigoFirst.view, description: corrigoFirst.view.description || comment || '' } });
      setCorrigoFirst(null);
    },
    [corrigoFirst],
  );

  return { loading, opened, corrigoFirst, corrigoClosed, launch, close: useCallback(() => setOpened(null), []), followOpenLabor };
}
