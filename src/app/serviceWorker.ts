/**
 * FieldDesk's service worker (built by vite-plugin-pwa; it keeps the app shell so the app opens
 * offline and replaces itself as soon as a release is out; README "Working offline").
 *
 * On a first visit it is installed only once the first signed-in screen has shown: installing
 * downloads the app shell and the technician's screens, which on a slow network would compete
 * with the sign-in page and the first screen for the same bandwidth. A page the worker already
 * controls registers it at once, so a release is picked up at the next load, as before.
 */
import { registerSW } from 'virtual:pwa-register';

/** FieldDesk's own worker; spec §2.1's "removes any previously registered offline worker" removes every other one. */
const OWN_WORKER = '/sw.js';

/** How long after the signed-in app starts a first visit installs the worker: its first screen has loaded by then. */
const AFTER_FIRST_SCREEN_MS = 5000;

const isOwnWorker = (registration: ServiceWorkerRegistration) => {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return !!worker && new URL(worker.scriptURL).pathname === OWN_WORKER;
};

/** A release took over: reload onto it, but not under a dialog the user is filling in. */
function reloadWhenIdle(): void {
  if (document.querySelector('[role="dialog"]')) window.setTimeout(reloadWhenIdle, 5000);
  else window.location.reload();
}

let registered = false;

function register(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.filter((r) => !isOwnWorker(r)).map((r) => r.unregister())))
    .catch(() => undefined);
  registerSW({ immediate: true, onNeedReload: reloadWhenIdle, onRegisterError: () => undefined });
}

/** At start: a page already under the worker registers it now (update checks). */
export function registerServiceWorkerIfInstalled(): void {
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller) register();
}

/** When the signed-in app starts: a first visit installs the worker after its first screen. */
export function registerServiceWorkerAfterFirstScreen(): void {
  window.setTimeout(register, AFTER_FIRST_SCREEN_MS);
}
