/**
 * Toast notifications (spec §3.2, §4): id, message, type, autoClose, icon, closable.
 * A toast with the id of one already shown replaces it, so a persistent error is never
 * shown twice.
 */
import { useSyncExternalStore } from 'react';

export type ToastType = 'none' | 'success' | 'error' | 'warning' | 'info';

/** Spec §9: notifications close by themselves after 5 seconds. */
export const AUTO_CLOSE_MS = 5000;

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
}

export type ToastOptions = Partial<Omit<Toast, 'message'>>;

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

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
  };
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

export const useToasts = (): readonly Toast[] => useSyncExternalStore(subscribe, snapshot);
