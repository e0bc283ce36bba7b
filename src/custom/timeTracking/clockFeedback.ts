/** What every clock action tells the user and the rest of the app (spec §4, §8). */
import { isUnauthorizedError } from '../../app/http/httpClient';
import { GENERIC_ERROR_MESSAGE } from '../../app/http/errorCatalogue';
import { toast } from '../../app/notifications/toastStore';
import { refreshUserStatus } from '../../app/userStatus/refreshUserStatus';

/** Toast ids: shown again, these replace the earlier toast instead of stacking (spec §4). */
const NTE_WARNING_TOAST = 'time-tracking-nte-warning';
const VIEW_DATA_ERROR_TOAST = 'time-tracking-view-data-error';

export const showNteWarning = (message: string) => toast.persistentError(NTE_WARNING_TOAST, message);

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE);

/** Start/stop view-data failures stay until closed (spec §8). */
export function showViewDataError(error: unknown): void {
  if (!isUnauthorizedError(error)) toast.persistentError(VIEW_DATA_ERROR_TOAST, messageOf(error));
}

/** After every clock action: the caller's callback, and the app bar re-reads the user status. */
export function clockActionDone(onComplete: () => void): void {
  onComplete();
  void refreshUserStatus();
}
