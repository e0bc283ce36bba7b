/**
 * What the phone shows while clock actions wait in its offline queue (docs/areas/offline.md): the
 * server's last copy of an order (a card, a grid row, the order's page) and of the user's status,
 * as the waiting actions will leave them, in queue order. The card, the order's header, its
 * Start/Stop button, the current-job bar and the app bar's status all read it from here, so none
 * of them says "Clocked in" beside a Start that a waiting stop put there.
 */
import { USER_STATUS } from '../userStatus/statuses';
import { CLOCK_IN_USER_STATUS_ID, STOP_AND_START_USER_STATUS_ID } from './clock';
import type { ClockInRequest, ClockOutAndStartRequest, ClockOutRequest } from './wire';

export type ClockAction =
  | { endpoint: 'clockIn'; body: ClockInRequest }
  | { endpoint: 'clockOut'; body: ClockOutRequest }
  | { endpoint: 'clockOutAndStart'; body: ClockOutAndStartRequest };

/** A clock action waiting in the queue, with the id of its entry. */
export interface WaitingClockAction {
  id: string;
  action: ClockAction;
}

/** What the waiting actions do to one order. */
interface OrderChange {
  clockedIn: boolean;
  enRoute: boolean;
  /** The waiting entry that starts the labor (when clockedIn): a stop kept after it names it. */
  startEntryId: string | null;
  /** Its start time as the dialog sent it (HH:mm), when known. */
  startTime: string | null;
  /** The status and flag a waiting stop sets; null keeps the order's. */
  statusId: number | null;
  flagId: number | null;
}

export interface QueuedClock {
  orders: ReadonlyMap<number, OrderChange>;
  /** The user status the last waiting action sets; null when none sets one. */
  userStatusId: number | null;
}

/** An order's clock as the server last answered it: whether the user is clocked in on it, on the way or on site. */
export interface ClockCopy {
  id: number;
  clockedIn: boolean;
  enRoute: boolean;
}

/** An order as the server last answered it: its clock, status and flag. */
export interface OrderCopy extends ClockCopy {
  statusId: number;
  flagId: number | null;
}

export interface ShownClock extends ClockCopy {
  /** A clock action of this order waits on the phone. */
  waiting: boolean;
  startEntryId: string | null;
  startTime: string | null;
}

export type ShownOrder = OrderCopy & ShownClock;

/** A chosen id, or null for "none chosen" (0 or absent), which keeps what was there. */
const chosen = (id: number | null | undefined) => (id ? id : null);

/** The waiting actions (in queue order) folded into what they leave each order and the user's status. */
export function queuedClock(waiting: readonly WaitingClockAction[]): QueuedClock {
  const orders = new Map<number, OrderChange>();
  let userStatusId: number | null = null;
  const stopped = (body: ClockOutRequest | ClockOutAndStartRequest) => {
    const before = orders.get(body.workOrderId);
    orders.set(body.workOrderId, {
      clockedIn: false,
      enRoute: false,
      startEntryId: null,
      startTime: null,
      statusId: chosen(body.workOrderStatusId) ?? before?.statusId ?? null,
      flagId: chosen(body.workOrderFlagId) ?? before?.flagId ?? null,
    });
  };
  const started = (workOrderId: number, entryId: string, enRoute: boolean, startTime: string | null) => {
    const before = orders.get(workOrderId);
    orders.set(workOrderId, { clockedIn: true, enRoute, startEntryId: entryId, startTime, statusId: before?.statusId ?? null, flagId: before?.flagId ?? null });
  };
  for (const { id, action } of waiting) {
    if (action.endpoint === 'clockIn') {
      const status = action.body.userStatusId ?? CLOCK_IN_USER_STATUS_ID;
      started(action.body.workOrderId, id, !(action.body.isReachedAtSite ?? status === USER_STATUS.ON_SITE), action.body.startTime ?? null);
      userStatusId = status;
    } else {
      stopped(action.body);
      userStatusId = chosen(action.body.userStatusId) ?? userStatusId;
      if (action.endpoint === 'clockOutAndStart') {
        started(action.body.newWorkOrderId, id, true, null);
        userStatusId = STOP_AND_START_USER_STATUS_ID;
      }
    }
  }
  return { orders, userStatusId };
}

/** An order's clock as the phone shows it: its copy, as the waiting clock actions will leave it. */
export function shownClock(copy: ClockCopy, queued: QueuedClock): ShownClock {
  const change = queued.orders.get(copy.id);
  if (!change) return { id: copy.id, clockedIn: copy.clockedIn, enRoute: copy.enRoute, waiting: false, startEntryId: null, startTime: null };
  return { id: copy.id, clockedIn: change.clockedIn, enRoute: change.enRoute, waiting: true, startEntryId: change.startEntryId, startTime: change.startTime };
}

/** The order as the phone shows it: its clock, status and flag as the waiting clock actions will leave them. */
export function shownOrder(copy: OrderCopy, queued: QueuedClock): ShownOrder {
  const change = queued.orders.get(copy.id);
  return { ...shownClock(copy, queued), statusId: change?.statusId ?? copy.statusId, flagId: change?.flagId ?? copy.flagId };
}

/** The user's status as the phone shows it: the copy's, unless a waiting clock action sets another. */
export const shownUserStatusId = (copy: number | null, queued: QueuedClock): number | null => queued.userStatusId ?? copy;
