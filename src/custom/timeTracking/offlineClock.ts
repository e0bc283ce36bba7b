/**
 * Clock actions without signal (README "Working offline"). A start, stop, stop-and-start or
 * on-site arrival made while the phone is offline (or whose request got no answer at all) is
 * kept in the offline queue of src/ui/offline with its client request ids and the moment the
 * technician acted, and sent in order when the connection returns, with `actedAt` so the server
 * records the technician's times. While any work waits, new clock actions queue behind it, so
 * nothing overtakes. A stop of a start still waiting names that start (`after`): the queue sends
 * it with the labor id the start's answer gave, and refuses it with the start.
 *
 * The buttons show the queued state: an order with a start waiting reads as clocked in (Stop),
 * one whose stop waits as clocked out (Start), until the queue has sent them.
 */
import { useMemo } from 'react';
import type { ClockInAnswer } from '../../domain/timeTracking/clock';
import type { ClockInRequest, ClockOutAndStartRequest, ClockOutRequest } from '../../domain/timeTracking/wire';
import { browserOnline, isNoConnection, keepOffline, registerOfflineSender, useOfflineQueue, offlineEntries, queueOwner, type OfflineEntry } from '../../ui/offline';
import { readToken, tokenUser } from '../../ui/session/tokenStore';
import { http } from '../../ui/http/httpClient';
import type { StartStopViewData } from '../../domain/timeTracking/clock';

export const CLOCK_KIND = 'clock';

type ClockAction =
  | { endpoint: 'clockIn'; body: ClockInRequest }
  | { endpoint: 'clockOut'; body: ClockOutRequest }
  | { endpoint: 'clockOutAndStart'; body: ClockOutAndStartRequest };

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

const isWaitingClock = (entry: OfflineEntry, owner: string | null) => entry.kind === CLOCK_KIND && entry.state === 'waiting' && entry.owner === owner;

export interface QueuedClockState {
  /** The technician is clocked in on the order once the queue has sent its work. */
  clockedIn: boolean;
  /** The waiting entry that starts the labor (when clockedIn). */
  startEntryId: string | null;
  /** Its start time as the dialog sent it (HH:mm), when known. */
  startTime: string | null;
}

/** Where the waiting clock actions leave each order, in queue order: order id -> state. */
export function queuedClockStates(entries: readonly OfflineEntry[], owner: string | null): Map<number, QueuedClockState> {
  const states = new Map<number, QueuedClockState>();
  for (const entry of entries.filter((e) => isWaitingClock(e, owner))) {
    const action = entry.payload as ClockPayload;
    if (action.endpoint === 'clockIn') {
      states.set(action.body.workOrderId, { clockedIn: true, startEntryId: entry.id, startTime: action.body.startTime ?? null });
    } else {
      states.set(action.body.workOrderId, { clockedIn: false, startEntryId: null, startTime: null });
      if (action.endpoint === 'clockOutAndStart') {
        states.set(action.body.newWorkOrderId, { clockedIn: true, startEntryId: entry.id, startTime: null });
      }
    }
  }
  return states;
}

/** The queued state of one order, or null when no clock action of it waits. */
export function useQueuedClock(workOrderId: number): QueuedClockState | null {
  const entries = useOfflineQueue();
  return useMemo(() => queuedClockStates(entries, queueOwner() ?? clockOwner()).get(workOrderId) ?? null, [entries, workOrderId]);
}

export const queuedClockOf = (workOrderId: number): QueuedClockState | null =>
  queuedClockStates(offlineEntries(), queueOwner() ?? clockOwner()).get(workOrderId) ?? null;

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
