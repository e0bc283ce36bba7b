/**
 * Who may read and change the sales scheduler, tenancy, and bad input: a role without the
 * Sales Scheduler module gets 403; every reader sees the whole team's actions; a sales person
 * changes only their own; another subscriber's customer or sales person is a 400 naming the
 * field and their actions are not found; bad input is a 400 naming the field and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshUser, type FreshUser } from '../support/freshUsers';
import {
  PATH,
  baysideAdmin,
  copy,
  create,
  crestlineAdmin,
  created,
  expectFieldError,
  newCustomer,
  remove,
  start,
  tasks,
  tasksOf,
  update,
} from './salesSchedulerHelpers';

let seller: FreshUser;
let colleague: FreshUser;
let manager: FreshUser;
let technician: FreshUser;
let customerId: number;
let baysideCustomer: number;
let baysideUser: number;
const APRIL: [string, string] = ['2031-04-01T00:00:00', '2031-04-30T23:59:59'];

beforeAll(async () => {
  [seller, colleague, manager, technician] = await Promise.all([
    freshUser('ss-access-seller', ['Sales Person']),
    freshUser('ss-access-colleague', ['Territory Sales']),
    freshUser('ss-access-manager', ['Sales Manager']),
    freshUser('ss-access-tech', ['Technician']),
  ]);
  customerId = await newCustomer(await crestlineAdmin(), 'Sales access');
  const bayside = await baysideAdmin();
  baysideCustomer = await newCustomer(bayside, 'Bayside sales');
  baysideUser = (await call('GET', '/api/v1/SalesScheduler/choices', { token: bayside })).body.salesPersons[0].id;
});

describe('sales scheduler access', () => {
  it('refuses every route to a role without the Sales Scheduler module (403)', async () => {
    const token = technician.token;
    const answers = await Promise.all([
      call('GET', `${PATH}/choices`, { token }),
      tasks(token, { start: APRIL[0], end: APRIL[1] }),
      create(token, { title: 'Nope', customerId, start: '2031-04-01T09:00:00' }),
      update(token, { id: 1, version: 1, title: 'Nope' }),
      copy(token, { id: 1 }),
      start(token, { id: 1, version: 1 }),
      remove(token, { id: 1, version: 1 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });

  it('shows every reader the whole team, and lets a sales person change only their own actions', async () => {
    const mine = await created(seller.token, { title: 'My visit', customerId, start: '2031-04-02T09:00:00' });
    const theirs = await created(colleague.token, { title: 'Their visit', customerId, start: '2031-04-02T10:00:00' });
    // A sales person without "All Customers" still sees the colleague's action.
    const seen = await tasksOf(seller.token, [seller.id, colleague.id], APRIL);
    expect(seen.map((each) => each.title)).toEqual(['My visit', 'Their visit']);
    expect((await call('GET', `${PATH}/choices`, { token: seller.token })).body).toMatchObject({ mayPlanForOthers: false });

    expect((await update(seller.token, { id: theirs.id, version: 1, title: 'Taken' })).status).toBe(403);
    expect((await remove(seller.token, { id: theirs.id, version: 1 })).status).toBe(403);
    expect((await create(seller.token, { title: 'For them', customerId, start: '2031-04-03T09:00:00', salesPersonId: colleague.id })).status).toBe(403);
    expect((await update(seller.token, { id: mine.id, version: 1, salesPersonId: colleague.id })).status).toBe(403);

    // A sales manager plans for anyone.
    const assigned = await create(manager.token, { title: 'Assigned', customerId, start: '2031-04-03T09:00:00', salesPersonId: colleague.id });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.salesPersonId).toBe(colleague.id);
    const handedOver = await update(manager.token, { id: mine.id, version: 1, salesPersonId: colleague.id });
    expect(handedOver.body).toMatchObject({ salesPersonId: colleague.id, version: 2 });
  });

  it('keeps subscribers apart: their customer or sales person is a 400 naming the field, their actions are not found', async () => {
    expectFieldError(await create(seller.token, { title: 'X', customerId: baysideCustomer, start: '2031-04-04T09:00:00' }), 'customerId');
    expectFieldError(await create(manager.token, { title: 'X', customerId, start: '2031-04-04T09:00:00', salesPersonId: baysideUser }), 'salesPersonId');
    expectFieldError(await create(manager.token, { title: 'X', customerId, start: '2031-04-04T09:00:00', salesPersonId: technician.id }), 'salesPersonId');

    const bayside = await baysideAdmin();
    const theirs = await created(bayside, { title: 'Bayside visit', customerId: baysideCustomer, start: '2031-04-04T09:00:00' });
    const admin = await crestlineAdmin();
    expect((await update(admin, { id: theirs.id, version: 1, title: 'Taken' })).status).toBe(404);
    expect((await remove(admin, { id: theirs.id, version: 1 })).status).toBe(404);
    expect((await copy(admin, { id: theirs.id })).status).toBe(404);
    expect((await start(admin, { id: theirs.id, version: 1 })).status).toBe(404);
    const crestlineView = await tasks(admin, { start: APRIL[0], end: APRIL[1] });
    expect(crestlineView.body.map((each: { id: number }) => each.id)).not.toContain(theirs.id);
  });

  it('lets whoever may edit users set a sales person\'s colour, which every action of theirs then shows', async () => {
    const body = { userId: seller.id, color: 'purple' };
    expect((await call('PUT', `${PATH}/salesPersonColor`, { token: seller.token, body })).status).toBe(403);
    expect((await call('PUT', `${PATH}/salesPersonColor`, { token: await crestlineAdmin(), body: { ...body, color: 'pink' } })).status).toBe(400);
    expect((await call('PUT', `${PATH}/salesPersonColor`, { token: await baysideAdmin(), body })).status).toBe(404);
    expect((await call('PUT', `${PATH}/salesPersonColor`, { token: await crestlineAdmin(), body })).status).toBe(200);
    const choices = await call('GET', `${PATH}/choices`, { token: seller.token });
    expect(choices.body.salesPersons.find((person: { id: number }) => person.id === seller.id)).toMatchObject({ color: 'purple' });
    const action = await created(seller.token, { title: 'Purple', customerId, start: '2031-04-05T09:00:00' });
    expect(action.color).toBe('purple');
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const token = seller.token;
    const base = { title: 'Bad input', customerId, start: '2031-04-07T09:00:00' };
    expectFieldError(await create(token, { ...base, endDate: '2031-04-07T08:00:00' }), 'endDate', /after the start/);
    expectFieldError(await create(token, { ...base, endDate: '2031-04-07T09:00:00' }), 'endDate');
    expectFieldError(await create(token, { ...base, start: '2031-02-30T09:00:00' }), 'start');
    expectFieldError(await create(token, { ...base, title: '   ' }), 'title');
    expectFieldError(await create(token, { ...base, durationHours: 0 }), 'durationHours');
    expectFieldError(await create(token, { ...base, due: 'tomorrow' }), 'due');
    expectFieldError(await create(token, { ...base, recurrenceRule: 'FREQ=SOMETIMES' }), 'recurrenceRule', /not a frequency/);
    expectFieldError(await create(token, { ...base, recurrenceRule: 'FREQ=DAILY;UNTIL=20310101T000000' }), 'recurrenceRule', /never occurs/);
    expectFieldError(await create(token, { ...base, customerId: 2_000_000_000 }), 'customerId');
    expectFieldError(await create(token, { ...base, salesPersonId: 2_000_000_000 }), 'salesPersonId');
    const wrongType = await create(token, { ...base, isAllDay: 'yes' });
    expect(wrongType.status).toBe(400);
    expectFieldError(await tasks(token, { start: '2031-04-30T00:00:00', end: '2031-04-01T00:00:00' }), 'end');
    expectFieldError(await tasks(token, { start: 'April', end: '2031-04-01T00:00:00' }), 'start');

    const action = await created(token, base);
    expectFieldError(await update(token, { id: action.id, version: 1, endDate: '2031-04-07T08:00:00' }), 'endDate');
    expectFieldError(await update(token, { id: action.id, version: 1, recurrenceRule: 'FREQ=WEEKLY;BYDAY=XX' }), 'recurrenceRule');
    expectFieldError(await update(token, { id: action.id, version: 1, occurrenceStart: '2031-04-07T09:00:00', title: 'x' }), 'occurrenceStart');
    const series = await created(token, { ...base, start: '2031-04-14T09:00:00', recurrenceRule: 'FREQ=DAILY;COUNT=3' });
    expectFieldError(
      await update(token, { id: series.id, version: 1, occurrenceStart: '2031-04-15T09:00:00', recurrenceRule: 'FREQ=DAILY' }),
      'recurrenceRule',
    );
    const after = await tasksOf(token, [seller.id], ['2031-04-07T00:00:00', '2031-04-20T00:00:00']);
    expect(after.map((each) => [each.id, each.version, each.start])).toEqual([
      [action.id, 1, '2031-04-07T09:00:00'],
      [series.id, 1, '2031-04-14T09:00:00'],
      [series.id, 1, '2031-04-15T09:00:00'],
      [series.id, 1, '2031-04-16T09:00:00'],
    ]);
  });
});
