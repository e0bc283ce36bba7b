/**
 * What the user sees when a save fails: 400 -> the messages on their fields plus the answer's
 * title as a toast; 409 naming a field (a unique clash) -> the message on that field and as a
 * toast; any other 409 (someone saved first) -> a toast that stays, with Reload; anything else
 * -> the error catalogue's message.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { HttpError } from 'react-admin';
import { notify, toast } from '../../ui/notifications/toastStore';
import { showError } from '../../ui/notifications/showError';
import { serverFieldErrors } from '../form/errorMessages';
import type { RecordSchema } from '../../domain/resources/meta';

export const STALE_TOAST_ID = 'record-stale';

export interface SaveErrorReport {
  /** Errors to show on the form's fields (undefined clears them). */
  fields: ErrorSchema | undefined;
  /** The toast: its text, and whether it offers Reload and stays. */
  message: string;
  stale: boolean;
}

/** How a failed save is reported, or null when the error catalogue's own handling applies. */
export function saveErrorReport(error: unknown, schema: RecordSchema): SaveErrorReport | null {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 409)) return null;
  const { fields, other } = serverFieldErrors(error.body, schema);
  const onFields = Object.keys(fields).length > 0;
  const stale = error.status === 409 && !onFields;
  const message = stale ? error.message : [error.message, ...other.filter((m) => m !== error.message)].join(' ');
  return { fields: onFields ? fields : undefined, message, stale };
}

export function reportSaveError(error: unknown, schema: RecordSchema, showOnFields: (errors: ErrorSchema | undefined) => void, reload?: () => void): void {
  const report = saveErrorReport(error, schema);
  if (!report) return showError(error);
  showOnFields(report.fields);
  if (report.stale && reload) {
    notify(report.message, { id: STALE_TOAST_ID, type: 'error', autoClose: false, action: { label: 'Reload', onClick: reload } });
  } else {
    toast.error(report.message);
  }
}
