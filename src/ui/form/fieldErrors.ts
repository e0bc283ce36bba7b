/**
 * Field errors of the hand-written forms (users, work orders): the browser's own checks and the
 * server's 400 answers ({title, errors: {field: [message]}}) as one message per field.
 */
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { notify, toast } from '../notifications/toastStore';
import { showError } from '../notifications/showError';

export type FieldErrors = Partial<Record<string, string>>;

/** The server's field errors by field, first message each. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.replace(/^body\./, '').split('.')[0];
    if (Array.isArray(messages) && typeof messages[0] === 'string' && !result[field]) result[field] = messages[0];
  }
  return result;
}

/** A MUI field's `error` and `helperText`: the field's message, or its hint while it has none. */
export const errorProps = (errors: FieldErrors, field: string, hint?: string) => ({ error: Boolean(errors[field]), helperText: errors[field] ?? hint });

/** The first message of the form's errors, shown as a toast on submit (spec §5). */
export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors).find(Boolean);

/** How a form offers to reload a record someone else saved first. */
export interface StaleReload {
  toastId: string;
  reload: () => void;
}

/**
 * A failed save: 400 puts the messages on the fields and toasts the title; 409 (someone saved
 * first) is a toast that stays, with Reload; anything else the error catalogue's message.
 */
export function reportSaveError(error: unknown, showOnFields: (errors: FieldErrors) => void, stale?: StaleReload): void {
  if (error instanceof HttpError && error.status === 400) {
    showOnFields(fieldErrorsOf(error.body));
    toast.error(error.message);
  } else if (error instanceof HttpError && error.status === 409 && stale) {
    notify(error.message, { id: stale.toastId, type: 'error', autoClose: false, action: { label: 'Reload', onClick: stale.reload } });
  } else {
    showError(error);
  }
}

/** A form's field errors, cleared as soon as a field is edited (`edited(setter)` wraps a field's setter). */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors({});
    };
  return { errors, setErrors, edited };
}
