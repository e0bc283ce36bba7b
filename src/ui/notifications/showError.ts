import { isUnauthorizedError } from '../http/httpClient';
import { GENERIC_ERROR_MESSAGE } from '../http/errorCatalogue';
import { toast } from './toastStore';

/** Shows a failed call's message; a 401 has its own dialog, so it is not toasted again. */
export function showError(error: unknown): void {
  if (isUnauthorizedError(error)) return;
  const message = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  toast.error(message);
}
