/**
 * What the phone shows while clock actions wait in its offline queue (src/domain/timeTracking/
 * queuedClock.ts): the server's last copy of an order and of the user's status, as the waiting
 * actions will leave them.
 */
import { describe, expect, it } from 'vitest';
import { queuedClock, shownOrder, shownUserStatusId, type ClockAction, type OrderCopy } from '../../src/domain/timeTracking/queuedClock';
import { USER_STATUS } from '../../src/domain/userStatus/statuses';

const TO_BE_CONTINUED = 13;
const REVIEWED = 4;

const start = (workOrderId: number, more: Partial<{ startTime: string; userStatusId: number; isReachedAtSite: boolean }> = {}): ClockAction => ({
  endpoint: 'clockIn',
  body: { clientRequestId: 'a', workOrderId, ...more },
});
const stop = (workOrderId: number, more: Partial<{ userStatusId: number; workOrderStatusId: number; workOrderFlagId: number }> = {}): ClockAction => ({
  endpoint: 'clockOut',
  body: { clientRequestId: 'b', workOrderId, workOrderLaborId: 0, ...more },
});
const stopAndStart = (workOrderId: number, newWorkOrderId: number, workOrderStatusId?: number): ClockAction => ({
  endpoint: 'clockOutAndStart',
  body: { clientRequestId: 'c', newClientRequestId: 'd', workOrderId, workOrderLaborId: 5, newWorkOrderId, userStatusId: USER_STATUS.AVAILABLE, workOrderStatusId },
});
const waiting = (...actions: ClockAction[]) => queuedClock(actions.map((action, i) => ({ id: `e${i + 1}`, action })));

const onSite = (id: number): OrderCopy => ({ id, clockedIn: true, enRoute: false, statusId: 7, flagId: null });
const notStarted = (id: number): OrderCopy => ({ id, clockedIn: false, enRoute: false, statusId: 1, flagId: null });

describe('an order as the waiting clock actions leave it', () => {
  it('is its copy when nothing waits for it', () => {
    expect(shownOrder(onSite(10), waiting())).toEqual({ ...onSite(10), waiting: false, startEntryId: null, startTime: null });
    expect(shownOrder(onSite(10), waiting(stop(11)))).toEqual({ ...onSite(10), waiting: false, startEntryId: null, startTime: null });
  });

  it('a copy clocked in, stopped offline: clocked out, with the status and flag the stop sets', () => {
    const shown = shownOrder(onSite(10), waiting(stop(10, { workOrderStatusId: TO_BE_CONTINUED, workOrderFlagId: REVIEWED, userStatusId: USER_STATUS.AVAILABLE })));
    expect(shown).toMatchObject({ clockedIn: false, enRoute: false, statusId: TO_BE_CONTINUED, flagId: REVIEWED, waiting: true });
  });

  it('a stop that leaves the status and flag unchosen keeps the copy\'s', () => {
    const copy = { ...onSite(10), flagId: 2 };
    expect(shownOrder(copy, waiting(stop(10, { workOrderStatusId: 0 })))).toMatchObject({ clockedIn: false, statusId: 7, flagId: 2 });
  });

  it('started offline: clocked in on site, the waiting start named for the stop that follows; en route when the start is the trip', () => {
    expect(shownOrder(notStarted(10), waiting(start(10, { startTime: '10:40' })))).toMatchObject({
      clockedIn: true,
      enRoute: false,
      startEntryId: 'e1',
      startTime: '10:40',
      statusId: 1,
    });
    expect(shownOrder(notStarted(10), waiting(start(10, { userStatusId: USER_STATUS.EN_ROUTE, isReachedAtSite: false })))).toMatchObject({ clockedIn: true, enRoute: true });
  });

  it('the last waiting action wins: started then stopped offline reads clocked out, with what the stop set', () => {
    expect(shownOrder(notStarted(10), waiting(start(10), stop(10, { workOrderStatusId: TO_BE_CONTINUED })))).toMatchObject({
      clockedIn: false,
      startEntryId: null,
      statusId: TO_BE_CONTINUED,
    });
    // A later start keeps the status the earlier stop set: a start changes no order status.
    expect(shownOrder(onSite(10), waiting(stop(10, { workOrderStatusId: TO_BE_CONTINUED }), start(10)))).toMatchObject({ clockedIn: true, statusId: TO_BE_CONTINUED });
  });

  it('stop-and-start: the old order clocked out with its status, the new one en route', () => {
    const queue = waiting(stopAndStart(10, 11, TO_BE_CONTINUED));
    expect(shownOrder(onSite(10), queue)).toMatchObject({ clockedIn: false, statusId: TO_BE_CONTINUED });
    expect(shownOrder(notStarted(11), queue)).toMatchObject({ clockedIn: true, enRoute: true, startEntryId: 'e1', statusId: 1 });
  });

  it('arriving offline (On Site) turns a trip into work on site', () => {
    const travelling = { ...onSite(10), enRoute: true };
    expect(shownOrder(travelling, waiting(start(10, { userStatusId: USER_STATUS.ON_SITE, isReachedAtSite: true })))).toMatchObject({ clockedIn: true, enRoute: false });
  });
});

describe("the user's status as the waiting clock actions leave it", () => {
  it('is the copy when no clock action waits', () => {
    expect(shownUserStatusId(USER_STATUS.ON_SITE, waiting())).toBe(USER_STATUS.ON_SITE);
    expect(shownUserStatusId(null, waiting())).toBeNull();
  });

  it('a start sets On Site (or the trip\'s En Route), a stop the status chosen, stop-and-start En Route; the last one wins', () => {
    expect(shownUserStatusId(USER_STATUS.AVAILABLE, waiting(start(10)))).toBe(USER_STATUS.ON_SITE);
    expect(shownUserStatusId(USER_STATUS.AVAILABLE, waiting(start(10, { userStatusId: USER_STATUS.EN_ROUTE })))).toBe(USER_STATUS.EN_ROUTE);
    expect(shownUserStatusId(USER_STATUS.ON_SITE, waiting(stop(10, { userStatusId: USER_STATUS.AVAILABLE })))).toBe(USER_STATUS.AVAILABLE);
    expect(shownUserStatusId(USER_STATUS.ON_SITE, waiting(stopAndStart(10, 11)))).toBe(USER_STATUS.EN_ROUTE);
    expect(shownUserStatusId(USER_STATUS.AVAILABLE, waiting(start(10), stop(10, { userStatusId: USER_STATUS.BREAK })))).toBe(USER_STATUS.BREAK);
  });

  it('a stop without a user status leaves the copy\'s', () => {
    expect(shownUserStatusId(USER_STATUS.ON_SITE, waiting(stop(10, { userStatusId: 0 })))).toBe(USER_STATUS.ON_SITE);
  });
});
