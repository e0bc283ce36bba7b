/**
 * Sales scheduler actions over HTTP: create, read, update, copy, start, stop and delete; series
 * expanded between the range's bounds with exceptions and changed occurrences; 409 on a stale
 * version. Crestline tenant, with this file's own users and customers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { freshUser, type FreshUser } from '../support/freshUsers';
import { copy, create, crestlineAdmin, created, newCustomer, remove, start, stop, tasksOf, update } from './salesSchedulerHelpers';

let seller: FreshUser;
let customerId: number;
const MARCH: [string, string] = ['2031-03-01T00:00:00', '2031-03-31T23:59:59'];
const SPRING: [string, string] = ['2031-03-01T00:00:00', '2031-06-30T23:59:59'];
/** Every 2nd Tuesday of the month, 10 times, from 11 March 2031. */
const SECOND_TUESDAY = 'FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=10';

beforeAll(async () => {
  seller = await freshUser('ss-actions', ['Sales Person']);
  customerId = await newCustomer(await crestlineAdmin(), 'Sales actions');
});

describe('sales actions', () => {
  it('creates an action with the defaults of spec §9 and answers it with its customer, sales person and colour', async () => {
    const action = await created(seller.token, { title: '  Quote walk-through ', customerId, start: '2031-03-03T09:00:00' });
    expect(action).toMatchObject({
      title: 'Quote walk-through',
      customer: { id: customerId },
      start: '2031-03-03T09:00:00',
      endDate: '2031-03-03T09:15:00',
      durationHours: 0.25,
      isAllDay: false,
      isAppointment: false,
      isStarted: 0,
      salesPersonId: seller.id,
      recurrenceRule: null,
      recurrenceException: [],
      recurrenceId: null,
      version: 1,
    });
    expect(['blue', 'red', 'gray', 'green', 'orange', 'purple']).toContain(action.color);
    expect(action.guidRecurrence).toMatch(/^[0-9a-f-]{36}$/);
    const read = await tasksOf(seller.token, [seller.id], MARCH);
    expect(read.find((each) => each.id === action.id)).toEqual(action);
  });

  it('updates, copies, starts, stops and deletes a single action; a stale version is a 409 that changes nothing', async () => {
    const action = await created(seller.token, { title: 'Demo visit', customerId, start: '2031-03-05T10:00:00', endDate: '2031-03-05T11:30:00', isAppointment: true });
    expect(action.durationHours).toBe(1.5);
    const moved = await update(seller.token, { id: action.id, version: 1, start: '2031-03-06T14:00:00' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ start: '2031-03-06T14:00:00', endDate: '2031-03-06T15:30:00', isAppointment: true, version: 2 });

    const stale = await update(seller.token, { id: action.id, version: 1, title: 'Lost update' });
    expect(stale.status, stale.text).toBe(409);

    const started = await start(seller.token, { id: action.id, version: 2 });
    expect(started.body).toMatchObject({ isStarted: 1, version: 3 });
    const stopped = await stop(seller.token, { id: action.id, version: 3 });
    expect(stopped.body).toMatchObject({ isStarted: 0, version: 4 });

    const copied = await copy(seller.token, { id: action.id, start: '2031-03-07T08:00:00' });
    expect(copied.status, copied.text).toBe(200);
    expect(copied.body).toMatchObject({ title: 'Demo visit', start: '2031-03-07T08:00:00', endDate: '2031-03-07T09:30:00', version: 1 });
    expect(copied.body.id).not.toBe(action.id);

    expect((await remove(seller.token, { id: action.id, version: 3 })).status).toBe(409);
    const deleted = await remove(seller.token, { id: action.id, version: 4 });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ id: action.id, occurrenceStart: null, version: null });
    const left = (await tasksOf(seller.token, [seller.id], MARCH)).map((each) => each.id);
    expect(left).not.toContain(action.id);
    expect(left).toContain(copied.body.id);
    expect((await update(seller.token, { id: action.id, version: 4, title: 'Gone' })).status).toBe(404);
  });

  it('expands a series between the bounds, skips deleted occurrences and shows a changed one in place of its original', async () => {
    const series = await created(seller.token, { title: 'Account review', customerId, start: '2031-03-11T10:00:00', endDate: '2031-03-11T11:00:00', recurrenceRule: SECOND_TUESDAY });
    const mine = async (range = SPRING) => (await tasksOf(seller.token, [seller.id], range)).filter((each) => each.guidRecurrence === series.guidRecurrence);
    expect((await mine()).map((each) => [each.start, each.endDate, each.occurrenceStart, each.seriesStart])).toEqual([
      ['2031-03-11T10:00:00', '2031-03-11T11:00:00', '2031-03-11T10:00:00', '2031-03-11T10:00:00'],
      ['2031-04-08T10:00:00', '2031-04-08T11:00:00', '2031-04-08T10:00:00', '2031-03-11T10:00:00'],
      ['2031-05-13T10:00:00', '2031-05-13T11:00:00', '2031-05-13T10:00:00', '2031-03-11T10:00:00'],
      ['2031-06-10T10:00:00', '2031-06-10T11:00:00', '2031-06-10T10:00:00', '2031-03-11T10:00:00'],
    ]);
    // An occurrence still going at the range's start counts; one ending at it does not.
    expect((await mine(['2031-04-08T10:30:00', '2031-04-30T00:00:00'])).map((each) => each.start)).toEqual(['2031-04-08T10:00:00']);
    expect(await mine(['2031-04-08T11:00:00', '2031-04-30T00:00:00'])).toEqual([]);

    const deleted = await remove(seller.token, { id: series.id, version: 1, occurrenceStart: '2031-04-08T10:00:00' });
    expect(deleted.body).toEqual({ id: series.id, occurrenceStart: '2031-04-08T10:00:00', version: 2 });
    const changed = await update(seller.token, { id: series.id, version: 2, occurrenceStart: '2031-05-13T10:00:00', start: '2031-05-14T15:00:00', title: 'Account review (moved)' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      recurrenceId: series.id,
      occurrenceStart: '2031-05-13T10:00:00',
      start: '2031-05-14T15:00:00',
      endDate: '2031-05-14T16:00:00',
      recurrenceRule: null,
      title: 'Account review (moved)',
    });
    expect((await mine()).map((each) => [each.id, each.start, each.title])).toEqual([
      [series.id, '2031-03-11T10:00:00', 'Account review'],
      [changed.body.id, '2031-05-14T15:00:00', 'Account review (moved)'],
      [series.id, '2031-06-10T10:00:00', 'Account review'],
    ]);
    const [first] = await mine();
    expect(first.recurrenceException).toEqual(['2031-04-08T10:00:00', '2031-05-13T10:00:00']);
    expect(first.version).toBe(3);

    // An occurrence already changed or deleted, or a start that is no occurrence, is refused.
    for (const occurrenceStart of ['2031-04-08T10:00:00', '2031-05-13T10:00:00', '2031-03-12T10:00:00']) {
      const again = await remove(seller.token, { id: series.id, version: 3, occurrenceStart });
      expect(again.status, again.text).toBe(400);
      expect(Object.keys(again.body.errors)).toEqual(['occurrenceStart']);
    }
    // Starting one occurrence changes that occurrence only.
    const startedOne = await start(seller.token, { id: series.id, version: 3, occurrenceStart: '2031-06-10T10:00:00' });
    expect(startedOne.body).toMatchObject({ isStarted: 1, recurrenceId: series.id, occurrenceStart: '2031-06-10T10:00:00' });
    // Copying one occurrence makes a single action.
    const copiedOne = await copy(seller.token, { id: series.id, occurrenceStart: '2031-03-11T10:00:00' });
    expect(copiedOne.body).toMatchObject({ start: '2031-03-11T10:00:00', recurrenceRule: null, recurrenceId: null });

    // Moving the whole series moves its exceptions and changed occurrences with it.
    const moved = await update(seller.token, { id: series.id, version: 4, start: '2031-03-11T13:00:00' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.recurrenceException).toEqual(['2031-04-08T13:00:00', '2031-05-13T13:00:00', '2031-06-10T13:00:00']);
    expect((await mine()).map((each) => each.start)).toEqual(['2031-03-11T13:00:00', '2031-05-14T15:00:00', '2031-06-10T10:00:00']);

    // Deleting the series deletes its changed occurrences too.
    expect((await remove(seller.token, { id: series.id, version: 5 })).status).toBe(200);
    expect(await mine()).toEqual([]);
  });

  it('lets one of three concurrent changes of the same version through: after an update the others answer 409, after the delete 404', async () => {
    // Twenty races, so that each order of reads and writes turns up, also a change that read the
    // action before the delete and writes after it.
    for (let round = 0; round < 20; round++) {
      const action = await created(seller.token, { title: `Race ${round}`, customerId, start: '2031-03-20T09:00:00' });
      const answers = await Promise.all([
        update(seller.token, { id: action.id, version: 1, title: 'First' }),
        update(seller.token, { id: action.id, version: 1, title: 'Second' }),
        remove(seller.token, { id: action.id, version: 1, occurrenceStart: null }),
      ]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      const losers = answers.filter((_, i) => i !== winner).map((answer) => answer.status);
      // Whichever came first is what the action is now: renamed at version 2, or deleted.
      const [after] = (await tasksOf(seller.token, [seller.id], MARCH)).filter((each) => each.id === action.id);
      if (winner === 2) {
        expect(losers, answers.map((a) => a.text).join('\n')).toEqual([404, 404]);
        expect(after).toBeUndefined();
      } else {
        expect(losers, answers.map((a) => a.text).join('\n')).toEqual([409, 409]);
        expect(after).toMatchObject({ version: 2, title: ['First', 'Second'][winner] });
      }
    }
  }, 60_000);

  it('filters by customers and reads rules in the old semicolon form as RFC 5545', async () => {
    const otherCustomer = await newCustomer(await crestlineAdmin(), 'Sales filter');
    const series = await created(seller.token, { title: 'Old form', customerId: otherCustomer, start: '2031-03-03T08:00:00', recurrenceRule: 'freq=weekly;byday=MO;count=3' });
    expect(series.recurrenceRule).toBe('FREQ=WEEKLY;BYDAY=MO;COUNT=3');
    const answer = await create(seller.token, { title: 'Other', customerId, start: '2031-03-03T08:30:00' });
    expect(answer.status).toBe(200);
    const [from, to] = MARCH;
    const { call } = await import('../support/api');
    const filtered = await call('POST', '/api/v1/SalesScheduler/getSchedulerTasks', {
      token: seller.token,
      body: { start: from, end: to, salesPersonIds: [seller.id], customerIds: [otherCustomer] },
    });
    expect(filtered.body.map((each: { start: string }) => each.start)).toEqual(['2031-03-03T08:00:00', '2031-03-10T08:00:00', '2031-03-17T08:00:00']);
  });
});
