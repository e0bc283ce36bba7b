/**
 * Customer mode (issue 34): while a customer holds the technician's phone to sign for the work,
 * the app shows that one page and nothing else: no app bar or menu, no current-job bar with its
 * Stop, and any other address (the Back button, a typed one) comes back to it. The page that
 * hands the phone over enters it; only the technician ends it (their password, SignaturePage).
 * Kept in the tab's sessionStorage, so a reload keeps it; it belongs to the user who entered
 * it, and signing out ends it.
 */
import { useSyncExternalStore } from 'react';

export interface CustomerMode {
  /** The only page shown: path and query, e.g. "/workOrder/12/edit/sign". */
  path: string;
  /** The signed-in user who handed the phone over. */
  userId: number;
  /** The customer has done what they were handed the phone for (signed). */
  finished: boolean;
}

const KEY = 'fielddesk.customerMode';
const listeners = new Set<() => void>();

function read(): CustomerMode | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as CustomerMode | null;
    return kept && typeof kept.path === 'string' && typeof kept.userId === 'number' ? kept : null;
  } catch {
    return null;
  }
}

let current: CustomerMode | null = typeof sessionStorage === 'undefined' ? null : read();

function write(mode: CustomerMode | null): void {
  current = mode;
  try {
    if (mode) sessionStorage.setItem(KEY, JSON.stringify(mode));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the mode holds for this page's life.
  }
  for (const listener of listeners) listener();
}

export const enterCustomerMode = (path: string, userId: number): void => write({ path, userId, finished: false });
export const finishCustomerMode = (): void => {
  if (current) write({ ...current, finished: true });
};
export const leaveCustomerMode = (): void => write(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Customer mode when `userId` entered it, else null. */
export function useCustomerMode(userId: number | undefined): CustomerMode | null {
  const mode = useSyncExternalStore(subscribe, () => current);
  return mode && mode.userId === userId ? mode : null;
}
