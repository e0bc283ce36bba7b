/**
 * Which half of the app the address shows: the sign-in page, or the signed-in app with its
 * router. The sign-in page loads without react-router (README "Performance"), so the halves
 * agree on the address through window.history: the sign-in page moves with goTo; the signed-in
 * app's router writes the history itself and tells this store where it went (FollowAddress).
 */
import { useSyncExternalStore } from 'react';
import { LOGIN_PATH } from '../domain/landing';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('popstate', notify);
  };
}

/** The sign-in page's path as the router matched it: whatever the case, with or without a trailing slash. */
const isSignInPath = (pathname: string): boolean => pathname.replace(/\/+$/, '').toLowerCase() === LOGIN_PATH;

/** True while the address is the sign-in page's; follows the back and forward buttons. */
export function useOnSignInPage(): boolean {
  return useSyncExternalStore(subscribe, () => isSignInPath(window.location.pathname));
}

/** Goes to `path` within the app; `replace` takes the place of the current history entry. */
export function goTo(path: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  notify();
}

/** The signed-in app's router has moved: the address may now be the sign-in page's. */
export const addressChanged = notify;
