/**
 * Working without signal, started once with the app (README "Working offline"): FieldDesk's
 * service worker (built by vite-plugin-pwa; it keeps the app shell so the app opens offline
 * and replaces itself as soon as a release is out), and the offline queue with the clock
 * actions' sender. After the queue sent work, every page reads what it shows anew. For users
 * who clock in, what starting and stopping their orders offline needs is read ahead.
 */
import { registerSW } from 'virtual:pwa-register';
import { registerFileUploads } from '../custom/files/offlineUploads';
import { clockOwner, registerClockActions } from '../custom/timeTracking/offlineClock';
import { warmOfflineClock } from '../custom/timeTracking/offlineWarmUp';
import { canWorkOnWorkOrders } from '../domain/workOrders/access';
import { currentSession } from '../ui/session/sessionStore';
import { queryClient } from '../ui/http/queryClient';
import { OFFLINE_MESSAGES, startOfflineQueue } from '../ui/offline';
import { dismiss } from '../ui/notifications/toastStore';

/** FieldDesk's own worker; spec §2.1's "removes any previously registered offline worker" removes every other one. */
const OWN_WORKER = '/sw.js';

const isOwnWorker = (registration: ServiceWorkerRegistration) => {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return !!worker && new URL(worker.scriptURL).pathname === OWN_WORKER;
};

/** A release took over: reload onto it, but not under a dialog the user is filling in. */
function reloadWhenIdle(): void {
  if (document.querySelector('[role="dialog"]')) window.setTimeout(reloadWhenIdle, 5000);
  else window.location.reload();
}

export function startOfflineWork(): void {
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.filter((r) => !isOwnWorker(r)).map((r) => r.unregister())))
      .catch(() => undefined);
    registerSW({ immediate: true, onNeedReload: reloadWhenIdle, onRegisterError: () => undefined });
  }
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
