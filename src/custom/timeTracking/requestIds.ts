/**
 * Client request ids of clock requests (issue 4): the server answers a repeated id with its
 * first answer and changes nothing, so a request whose outcome is unknown is sent again with
 * the same id, never with a new one.
 */

/** A v4 uuid; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const HTTP_CONFLICT = 409;

/** The HTTP status of a failed call (0 when no answer came), or null for other errors. */
export const statusOf = (error: unknown): number | null =>
  error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null;

/**
 * True when a failed call may still have been applied: no answer came (connection dropped,
 * status 0) or the server failed (5xx). A 4xx answer means the server refused and changed nothing.
 */
export function mayHaveApplied(error: unknown): boolean {
  const status = statusOf(error);
  return status === null || status === 0 || status >= 500;
}

/** A dropped connection: the only failure worth an automatic retry (none while the phone is offline: the action is kept instead). */
const connectionDropped = (error: unknown) => statusOf(error) === 0 && (typeof navigator === 'undefined' || navigator.onLine !== false);

/** Sends once, and again (same body, same request ids) after each dropped connection. */
export async function sendWithRetry<T>(send: () => Promise<T>, delaysMs: readonly number[] = [800, 2500]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!connectionDropped(error) || attempt >= delaysMs.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]));
    }
  }
}

export interface ClockRequestIds {
  clientRequestId: string;
  newClientRequestId: string;
}

/**
 * The ids of one submit of the dialog: the same ids until the submit is answered, so pressing
 * the button again after an unknown outcome is a retry the server recognises.
 */
export class SubmitRequestIds {
  private current: ClockRequestIds | null = null;

  take(): ClockRequestIds {
    this.current ??= { clientRequestId: newRequestId(), newClientRequestId: newRequestId() };
    return this.current;
  }

  /** After an answer: a success or a refusal ends this submit; an unknown outcome keeps its ids. */
  settle(error?: unknown): void {
    if (error === undefined || !mayHaveApplied(error)) this.current = null;
  }
}
