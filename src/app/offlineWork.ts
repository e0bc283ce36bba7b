/**
 * Working without signal, started once with the signed-in app (README "Working offline"): the
 * service worker (serviceWorker.ts), and the offline queue with the clock actions' sender.
 * After the queue sent work, every page reads what it shows anew. For users who clock in, what
 * starting and stopping their orders offline needs is read ahead.
 */
import { registerFileUploads } from '../custom/files/offlineUploads';
import { clockOwner, registerClockActions } from '../custom/timeTracking/offlineClock';
import { warmOfflineClock } from '../custom/timeTracking/offlineWarmUp';
import { canWorkOnWorkOrders } from '../domain/workOrders/access';
import { currentSession } from '../ui/session/sessionStore';
import { queryClient } from '../ui/http/queryClient';
import { OFFLINE_MESSAGES, startOfflineQueue } from '../ui/offline';
import { dismiss } from '../ui/notifications/toastStore';
import { registerServiceWorkerAfterFirstScreen } from './serviceWorker';

export function startOfflineWork(): void {
  registerServiceWorkerAfterFirstScreen();
  registerClockActions();
  registerFileUploads();
  startOfflineQueue(clockOwner, () => {
    dismiss(OFFLINE_MESSAGES.keptToastId);
    void queryClient.invalidateQueries();
  });
  // Whoever clocks in gets their orders read ahead (it repeats itself at most every 15 minutes).
  const warmUp = () => {
    const session = currentSession();
    if (session && canWorkOnWorkOrders(session.subject)) void warmOfflineClock();
  };
  window.setTimeout(warmUp, WARM_UP_DELAY_MS);
  window.setInterval(warmUp, 60_000);
  window.addEventListener('online', warmUp);
}

/** After the first screen has what it needs. */
const WARM_UP_DELAY_MS = 3000;
