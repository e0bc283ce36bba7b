/**
 * The clock as the screens show it while the signed-in user's clock actions wait in the phone's
 * offline queue: each order's copy and the user's status as the waiting actions will leave them
 * (src/domain/timeTracking/queuedClock.ts). Made for the pages that show orders (cards, grid rows,
 * the order's header, route stops) and the app bar's status.
 */
import { useMemo } from 'react';
import {
  queuedClock,
  shownClock,
  shownOrder,
  shownUserStatusId,
  type ClockCopy,
  type OrderCopy,
  type QueuedClock,
  type ShownClock,
  type ShownOrder,
  type WaitingClockAction,
} from '../../domain/timeTracking/queuedClock';
import { offlineEntries, queueOwner, useOfflineQueue, type OfflineEntry } from '../../ui/offline';
import { CLOCK_KIND, clockOwner, type ClockPayload } from './offlineClock';

export type { ClockCopy, OrderCopy, ShownClock, ShownOrder };

/** The owner's clock actions still waiting, in queue order (refused and sent ones no longer count). */
export function waitingClockActions(entries: readonly OfflineEntry[], owner: string | null): WaitingClockAction[] {
  return entries
    .filter((entry) => entry.kind === CLOCK_KIND && entry.state === 'waiting' && entry.owner === owner)
    .map((entry) => ({ id: entry.id, action: entry.payload as ClockPayload }));
}

const owner = () => queueOwner() ?? clockOwner();

export function useQueuedClock(): QueuedClock {
  const entries = useOfflineQueue();
  return useMemo(() => queuedClock(waitingClockActions(entries, owner())), [entries]);
}

/** What the waiting actions do to one order now, or null when none of them touches it. */
export const queuedClockOf = (workOrderId: number) => queuedClock(waitingClockActions(offlineEntries(), owner())).orders.get(workOrderId) ?? null;

/** An order's clock as shown: its copy as the waiting clock actions leave it. */
export const useShownClock = (copy: ClockCopy): ShownClock => shownClock(copy, useQueuedClock());

/** An order as shown: its copy (the server's last answer) as the waiting clock actions leave it. */
export const useShownOrder = (copy: OrderCopy): ShownOrder => shownOrder(copy, useQueuedClock());

/** The user's status as shown: the copy's, or the one the last waiting clock action sets. */
export const useShownUserStatusId = (copy: number | null): number | null => shownUserStatusId(copy, useQueuedClock());
