/**
 * Clock actions without signal (README "Working offline"). A start, stop, stop-and-start or
 * on-site arrival made while the phone is offline (or whose request got no answer at all) is
 * kept in the offline queue of src/ui/offline with its client request ids and the moment the
 * technician acted, and sent in order when the connection returns, with `actedAt` so the server
 * records the technician's times. While any work waits, new clock actions queue behind it, so
 * nothing overtakes. A stop of a start still waiting names that start (`after`): the queue sends
 * it with the labor id the start's answer gave, and refuses it with the start.
 *
 * The screens show what the waiting actions will make of each order and of the user's status
 * (shownClock.ts) until the queue has sent them.
 */
import type { ClockInAnswer } from '../../domain/timeTracking/clock';
import type { ClockAction } from '../../domain/timeTracking/queuedClock';
import type { ClockOutRequest } from '../../domain/timeTracking/wire';
import { browserOnline, isNoConnection, keepOffline, registerOfflineSender, offlineEntries } from '../../ui/offline';
import { readToken, tokenUser } from '../../ui/session/tokenStore';
import { http } from '../../ui/http/httpClient';
import type { StartStopViewData } from '../../domain/timeTracking/clock';

export const CLOCK_KIND = 'clock';

export type ClockPayload = ClockAction & { workOrderNumber: string };

const PATHS = {
  clockIn: 'WOStartStop/clockInWorkOrder',
  clockOut: 'WOStartStop/clockOutWorkOrder',
  clockOutAndStart: 'WOStartStop/clockOutAndStartWorkOrder',
} as const;

/** "subscriberId:userId" of the signed-in user, or null. */
export function clockOwner(): string | null {
  const token = readToken();
  const user = token ? tokenUser(token) : null;
  return user ? `${user.subscriberId}:${user.userId}` : null;
}

/** The labor a queued stop closes: the queued start's answer, else the open labor the server reports now. */
async function laborIdFor(payload: ClockPayload, started: unknown, token: string): Promise<number> {
  const fromStart = (started as ClockInAnswer | undefined)?.workOrderLaborId;
  if (fromStart) return fromStart;
  const view = await http.post<StartStopViewData>('WOStartStop/getStopWOViewData', { workOrderId: payload.body.workOrderId }, { token });
  return view.workOrderLaborId ?? 0;
}

/** Sends a kept clock action as the technician made it, at the time they made it, with their own token. */
export function registerClockActions(): void {
  registerOfflineSender<ClockPayload>(CLOCK_KIND, async (payload, { entry, token, resultOf }) => {
    const body = { ...payload.body, actedAt: entry.actedAt };
    if (payload.endpoint !== 'clockIn' && !(body as ClockOutRequest).workOrderLaborId) {
      (body as ClockOutRequest).workOrderLaborId = await laborIdFor(payload, entry.after ? resultOf(entry.after) : undefined, token);
    }
    return http.post(PATHS[payload.endpoint], body, { token });
  });
}

/** Any work of this user waiting: a new clock action must queue behind it. */
const workWaiting = (owner: string) => offlineEntries().some((e) => e.owner === owner && e.state === 'waiting');

export type ClockOutcome<T> = { kept: false; answer: T } | { kept: true };

/**
 * Sends a clock action now when the phone is online and nothing waits; otherwise, or when the
 * request got no answer at all, keeps it in the offline queue (same request ids, so a request
 * that did reach the server is recognised as a retry). Refusals are thrown as before.
 */
export async function sendOrKeepClock<T>(
  action: ClockPayload,
  label: string,
  actedAt: string,
  sendNow: () => Promise<T>,
  after?: string | null,
): Promise<ClockOutcome<T>> {
  const owner = clockOwner();
  if (!owner) return { kept: false, answer: await sendNow() };
  if (browserOnline() && !workWaiting(owner)) {
    try {
      return { kept: false, answer: await sendNow() };
    } catch (error) {
      if (!isNoConnection(error)) throw error;
    }
  }
  await keepOffline<ClockPayload>({ kind: CLOCK_KIND, label, payload: action, owner, actedAt, after: after ?? undefined });
  return { kept: true };
}
