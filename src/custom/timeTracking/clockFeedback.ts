/** What every clock action tells the user and the rest of the app (spec §4, §8). */
import { isUnauthorizedError } from '../../ui/http/httpClient';
import { GENERIC_ERROR_MESSAGE } from '../../ui/http/errorCatalogue';
import { dismiss, notify, toast } from '../../ui/notifications/toastStore';
import { refreshUserStatus } from '../userStatus/refreshUserStatus';
import { refreshCurrentJob } from './currentJob';

/** Toast ids: shown again, these replace the earlier toast instead of stacking (spec §4). */
const NTE_WARNING_TOAST = 'time-tracking-nte-warning';
const VIEW_DATA_ERROR_TOAST = 'time-tracking-view-data-error';

/** The order the over-NTE toast is about, while it is shown. */
let nteWarningOrderId: number | null = null;

/**
 * The over-NTE warning of the order whose dialog opens (spec §8), or none: a warning left from
 * another order would read as this one's.
 */
export function showNteWarning(workOrderId: number, message: string | null): void {
  if (!message) return void dismiss(NTE_WARNING_TOAST);
  nteWarningOrderId = workOrderId;
  notify(message, {
    id: NTE_WARNING_TOAST,
    type: 'error',
    autoClose: false,
    onClose: () => {
      nteWarningOrderId = null;
    },
  });
}

/** After the user clocks out of the order, its warning has done its job: it goes. */
export function clearNteWarning(workOrderId: number): void {
  if (nteWarningOrderId === workOrderId) dismiss(NTE_WARNING_TOAST);
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE);

/** Start/stop view-data failures stay until closed (spec §8). */
export function showViewDataError(error: unknown): void {
  if (!isUnauthorizedError(error)) toast.persistentError(VIEW_DATA_ERROR_TOAST, messageOf(error));
}

/** After every clock action: the caller's callback, and the app bar re-reads the user status and the current job. */
export function clockActionDone(onComplete: () => void): void {
  onComplete();
  refreshCurrentJob();
  void refreshUserStatus();
}
