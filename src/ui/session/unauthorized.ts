/**
 * The "Unauthorized Access" state: a 401 answer (or a token found expired) logs the user out
 * (the token and the device's offline copies are dropped at once) and opens the dialog; the page
 * stays visible behind it until the user presses OK.
 */
import { useSyncExternalStore } from 'react';
import { forgetOfflineCopies } from '../offline/offlineCopies';
import { clearToken, rememberUrl } from './tokenStore';

let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function signalUnauthorized(): void {
  if (open) return;
  rememberUrl();
  clearToken();
  void forgetOfflineCopies();
  open = true;
  emit();
}

export function closeUnauthorized(): void {
  open = false;
  emit();
}

export const isUnauthorizedOpen = (): boolean => open;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUnauthorizedOpen = (): boolean => useSyncExternalStore(subscribe, isUnauthorizedOpen);
