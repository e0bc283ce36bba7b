/**
 * Toast notifications (spec §3.2, §4): id, message, type, autoClose, icon, closable.
 * A toast with the id of one already shown replaces it, so a persistent error is never
 * shown twice. Each toast also has a key: the action or form it is about, by default the page
 * it was shown on. A success dismisses the errors of its key, so "Error Occurred." does not stay
 * up beside the "Saved." of the retry that worked.
 */
import { useSyncExternalStore } from 'react';

export type ToastType = 'none' | 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  autoClose: boolean;
  closable: boolean;
  /** false hides the type's icon. */
  icon: boolean;
  action?: ToastAction;
  onClose?: () => void;
  /** The action or form the toast is about; by default the page's path. */
  key: string;
}

export type ToastOptions = Partial<Omit<Toast, 'message'>>;

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const pageKey = () => globalThis.location?.pathname ?? '';

/** Takes away the error toasts of an action or form (by default the page's) that has since succeeded. */
export function clearErrors(key: string = pageKey()): void {
  for (const shown of toasts) if (shown.type === 'error' && shown.key === key) dismiss(shown.id);
}

export function notify(message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const toast: Toast = {
    type: 'info',
    autoClose: true,
    closable: true,
    icon: true,
    ...options,
    id,
    message,
    key: options.key ?? pageKey(),
  };
  if (toast.type === 'success') clearErrors(toast.key);
  const index = toasts.findIndex((t) => t.id === id);
  toasts = index >= 0 ? toasts.map((t, i) => (i === index ? toast : t)) : [...toasts, toast];
  emit();
  return id;
}

export function dismiss(id: string): void {
  const toast = toasts.find((t) => t.id === id);
  if (!toast) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
  toast.onClose?.();
}

export const toast = {
  success: (message: string, options?: ToastOptions) => notify(message, { ...options, type: 'success' }),
  info: (message: string, options?: ToastOptions) => notify(message, { ...options, type: 'info' }),
  warning: (message: string, options?: ToastOptions) => notify(message, { ...options, type: 'warning' }),
  error: (message: string, options?: ToastOptions) => notify(message, { ...options, type: 'error' }),
  /** An error that stays until closed; shown again under the same id it replaces the old one. */
  persistentError: (id: string, message: string) => notify(message, { id, type: 'error', autoClose: false }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;

/** The toasts shown now, oldest first. */
export const toastsShown = snapshot;

export const useToasts = (): readonly Toast[] => useSyncExternalStore(subscribe, snapshot);
