/**
 * What the user is told when a call fails (spec §8 "Error catalogue").
 */
export const UNAUTHORIZED_TITLE = 'Unauthorized Access';
export const UNAUTHORIZED_MESSAGE = "You don't have permission to access this resource, or the access token has expired.";
export const GENERIC_ERROR_MESSAGE = 'Error Occurred.';
export const METHOD_NOT_SUPPORTED_MESSAGE = 'Method not supported';
/**
 * A call that got no answer at all: the phone is offline (or the server out of reach). Never
 * "Error Occurred.": the user is told what happened and what to do (README "Working offline").
 */
export const NO_CONNECTION_MESSAGES = {
  /** The id of the toast saying work was kept: one at a time, gone once the queue has sent it. */
  keptToastId: 'offline-kept',
  /** Work kept on the phone (clock actions). */
  kept: 'Offline — will send when connected',
  /** A change that is not kept: nothing was saved. */
  notSaved: 'You are offline: this was not saved. Try again when connected.',
  /** A read with no saved copy (also the check a change makes first): nothing changed. */
  notLoaded: 'You are offline, and this needs the server: nothing was changed. Try again when connected.',
} as const;

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The message for a failed answer: its status and its body (parsed JSON, or text when not JSON). */
export function errorMessageFor(status: number, body: unknown): string {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (status === 0) return NO_CONNECTION_MESSAGES.notSaved;
  if (status === 401) return UNAUTHORIZED_MESSAGE;
  if (status === 400) return nonEmptyString(record.title) ? record.title : GENERIC_ERROR_MESSAGE;
  // 502 and 504 too: FieldDesk answers them when a third-party network (Corrigo, Service
  // Channel) failed or did not answer, with the network's message (spec §8: "Corrigo calls").
  if ((status >= 404 && status <= 500) || status === 502 || status === 504) {
    if (nonEmptyString(record.message)) return record.message;
    if (Array.isArray(record.messages)) {
      const messages = record.messages.filter(nonEmptyString);
      if (messages.length) return messages.join(', ');
    }
    // A plain-text body is the server's own wording; an HTML error page is not.
    if (nonEmptyString(body) && !body.trimStart().startsWith('<')) return body.trim();
  }
  return GENERIC_ERROR_MESSAGE;
}
