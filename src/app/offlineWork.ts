/**
 * Working without signal, started once with the signed-in app (README "Working offline"): the
 * service worker (serviceWorker.ts), and the offline queue with the clock actions' sender.
 * After the queue sent work, every page reads what it shows anew, and the app bar the user's
 * status, which a clock action sent sets. For users who clock in, what
 * starting and stopping their orders offline needs is read ahead.
 */
import { registerFileUploads } from '../custom/files/offlineUploads';
import { registerClockActions } from '../custom/timeTracking/offlineClock';
import { refreshUserStatus } from '../custom/userStatus/refreshUserStatus';
import { warmOfflineClock } from '../custom/timeTracking/offlineWarmUp';
import { canWorkOnWorkOrders } from '../domain/workOrders/access';
import { currentSession } from '../ui/session/sessionStore';
import { queryClient } from '../ui/http/queryClient';
import { OFFLINE_MESSAGES, startOfflineQueue, type SignedInOwner } from '../ui/offline';
import { readToken, tokenUser } from '../ui/session/tokenStore';
import { dismiss } from '../ui/notifications/toastStore';
import { registerServiceWorkerAfterFirstScreen } from './serviceWorker';

/** Who is signed in on this browser now, for the offline queue: owner, name and token. */
function signedInOwner(): SignedInOwner | null {
  const token = readToken();
  const user = token ? tokenUser(token) : null;
  if (!token || !user) return null;
  const session = currentSession();
  const name = session?.user.userId === user.userId && session.user.name ? session.user.name : user.userName;
  return { owner: `${user.subscriberId}:${user.userId}`, name, token };
}

export function startOfflineWork(): void {
  registerServiceWorkerAfterFirstScreen();
  registerClockActions();
  registerFileUploads();
  startOfflineQueue(signedInOwner, () => {
    dismiss(OFFLINE_MESSAGES.keptToastId);
    void queryClient.invalidateQueries();
    void refreshUserStatus();
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
