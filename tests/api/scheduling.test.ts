/**
 * The dispatch schedule over HTTP (spec §3.8, §2.3, §8; issue 9): entries of a range with their
 * order's details and conflicts, create, change, drag, delete, the appointment reason, and every
 * refusal of bad input, stale versions, other tenants and roles without the schedule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../src/domain/scheduling/entries';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from './helpers';
import { freshUser, type FreshUser } from '../support/freshUsers';
import { createEntry, createdEntry, deleteEntry, dispatcherToken, entries, moveEntry, orderFor, subscriberTimeZone, testDay, todayIn, updateEntry } from './schedulingHelpers';

let dispatcher: string;
let alice: FreshUser;
let bob: FreshUser;
let order: { id: number; workOrderNumber: string };

beforeAll(async () => {
  dispatcher = await dispatcherToken();
  [alice, bob] = await Promise.all([freshUser('alice', ['Technician']), freshUser('bob', ['Technician'])]);
  order = await orderFor([alice.id]);
});

const visit = (day: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  task: 'Quarterly PM',
  workOrderId: order.id,
  start: `${day}T${from}:00`,
  end: `${day}T${to}:00`,
  technicianIds: [alice.id],
  ...extra,
});

const dayRange = (day: string) => ({ start: `${day}T00:00:00`, end: `${day}T23:59:59` });

describe('reading and writing entries', () => {
  it('answers an entry with its order, customer and technicians, and lists it for its day', async () => {
    const day = testDay();
    const created = await createdEntry(dispatcher, visit(day, '09:00', '10:30'));
    expect(created).toMatchObject({
      start: `${day}T09:00:00`,
      end: `${day}T10:30:00`,
      totalHours: 1.5,
      durationHours: 1.5,
      workOrderId: order.id,
      workOrderNumber: String(order.workOrderNumber),
      technicians: [{ technicianId: alice.id, technicianName: alice.name }],
      isAppointment: false,
      version: 1,
    });
    const listed = await entries(dispatcher, { ...dayRange(day), technicianIds: alice.id });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.map((e: { schedulerId: number }) => e.schedulerId)).toEqual([created.schedulerId]);
  });

  it('an entry without an order (workOrderId 0) is a plain task', async () => {
    const day = testDay();
    const created = await createdEntry(dispatcher, visit(day, '13:00', '14:00', { workOrderId: 0, task: 'Van inspection' }));
    expect(created).toMatchObject({ workOrderId: 0, workOrderNumber: null, task: 'Van inspection', isShowStartStop: false });
  });

  it('the technician sees their own entries only, with Start/Stop offered', async () => {
    const day = testDay();
    const mine = await createdEntry(dispatcher, visit(day, '08:00', '09:00'));
    await createdEntry(dispatcher, visit(day, '08:00', '09:00', { technicianIds: [bob.id], workOrderId: 0 }));
    const listed = await entries(alice.token, dayRange(day));
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ schedulerId: mine.schedulerId, isShowStartStop: true });
    const refused = await createEntry(alice.token, visit(day, '11:00', '12:00'));
    expect(refused.status).toBe(403);
  });

  it('marks two overlapping visits of one technician as a conflict, touching ones not', async () => {
    const day = testDay();
    const first = await createdEntry(dispatcher, visit(day, '09:00', '11:00'));
    const second = await createdEntry(dispatcher, visit(day, '10:00', '12:00'));
    const third = await createdEntry(dispatcher, visit(day, '12:00', '13:00'));
    const listed = await entries(dispatcher, { ...dayRange(day), technicianIds: alice.id });
    const conflicts = Object.fromEntries(listed.body.map((e: any) => [e.schedulerId, e.conflictTechnicianIds]));
    expect(conflicts).toEqual({ [first.schedulerId]: [alice.id], [second.schedulerId]: [alice.id], [third.schedulerId]: [] });
  });

  it('a weekly series answers each occurrence in the range, without its exceptions', async () => {
    const day = testDay();
    const series = await createdEntry(dispatcher, visit(day, '07:00', '08:00', { recurrenceRule: 'FREQ=DAILY;COUNT=5' }));
    const next = (n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const dropped = await deleteEntry(dispatcher, series.schedulerId, { version: series.version, occurrenceStart: `${next(2)}T07:00:00` });
    expect(dropped.status, dropped.text).toBe(200);
    const listed = await entries(dispatcher, { start: `${day}T00:00:00`, end: `${next(7)}T00:00:00`, technicianIds: alice.id });
    expect(listed.body.map((e: any) => e.start)).toEqual([0, 1, 3, 4].map((n) => `${next(n)}T07:00:00`));
    expect(listed.body.every((e: any) => e.recurrenceId === series.schedulerId)).toBe(true);
  });

  it('dragging to another technician row reassigns the entry', async () => {
    const day = testDay();
    const created = await createdEntry(dispatcher, visit(day, '09:00', '10:00'));
    const moved = await moveEntry(dispatcher, created.schedulerId, {
      start: `${day}T11:00:00`,
      end: `${day}T12:00:00`,
      version: created.version,
      fromTechnicianId: alice.id,
      toTechnicianId: bob.id,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ start: `${day}T11:00:00`, technicians: [{ technicianId: bob.id }], version: 2 });
    const bobs = await entries(bob.token, dayRange(day));
    expect(bobs.body.map((e: any) => e.schedulerId)).toContain(created.schedulerId);
  });
});

describe('appointments', () => {
  it('rescheduling or deleting an appointment needs the reason, which is kept', async () => {
    const day = testDay();
    const created = await createdEntry(dispatcher, visit(day, '09:00', '10:00', { isAppointment: true }));
    const move = { start: `${day}T14:00:00`, end: `${day}T15:00:00`, version: created.version };
    for (const reason of [undefined, '', '   ']) {
      const refused = await moveEntry(dispatcher, created.schedulerId, { ...move, appointmentChangedReason: reason });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ appointmentChangedReason: [SCHEDULE_MESSAGES.reasonRequired] });
    }
    const unchanged = await entries(dispatcher, { ...dayRange(day), technicianIds: alice.id });
    expect(unchanged.body[0]).toMatchObject({ start: `${day}T09:00:00`, version: 1 });

    const moved = await moveEntry(dispatcher, created.schedulerId, { ...move, appointmentChangedReason: 'Customer asked for the afternoon' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ start: `${day}T14:00:00`, appointmentChangedReason: 'Customer asked for the afternoon' });

    const refusedDelete = await deleteEntry(dispatcher, created.schedulerId, { version: moved.body.version });
    expect(refusedDelete.status).toBe(400);
    const deleted = await deleteEntry(dispatcher, created.schedulerId, { version: moved.body.version, appointmentChangedReason: 'Store closed for remodel' });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await entries(dispatcher, { ...dayRange(day), technicianIds: alice.id })).body).toEqual([]);
  });

  it('changing an appointment without touching its time or people needs no reason', async () => {
    const day = testDay();
    const created = await createdEntry(dispatcher, visit(day, '09:00', '10:00', { isAppointment: true }));
    const changed = await updateEntry(dispatcher, created.schedulerId, { ...visit(day, '09:00', '10:00', { isAppointment: true, task: 'Bring ladder' }), version: 1 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.task).toBe('Bring ladder');
  });
});

describe('refusals', () => {
  it.each([
    ['an end before the start', (d: string) => visit(d, '10:00', '09:00'), 'end', SCHEDULE_MESSAGES.endBeforeStart],
    ['an end equal to the start', (d: string) => visit(d, '10:00', '10:00'), 'end', SCHEDULE_MESSAGES.endBeforeStart],
    ['a rule that does not parse', (d: string) => visit(d, '09:00', '10:00', { recurrenceRule: 'FREQ=SOMETIMES' }), 'recurrenceRule', undefined],
    ['a rule that never occurs', (d: string) => visit(d, '09:00', '10:00', { recurrenceRule: 'FREQ=DAILY;UNTIL=20200101' }), 'recurrenceRule', undefined],
    ['no technician', (d: string) => visit(d, '09:00', '10:00', { technicianIds: [] }), 'technicianIds', SCHEDULE_MESSAGES.technicianRequired],
    ['a work order that does not exist', (d: string) => visit(d, '09:00', '10:00', { workOrderId: 999_999 }), 'workOrderId', 'There is no work order with id 999999.'],
    ['a base city that does not exist', (d: string) => visit(d, '09:00', '10:00', { baseCityId: 999_999 }), 'baseCityId', 'There is no base city with id 999999.'],
  ])('refuses %s, naming the field, and saves nothing', async (_, body, field, message) => {
    const day = testDay();
    const answer = await createEntry(dispatcher, body(day));
    expect(answer.status, answer.text).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    if (message) expect(answer.body.errors[field]).toEqual([message]);
    expect((await entries(dispatcher, { ...dayRange(day), technicianIds: alice.id })).body).toEqual([]);
  });

  it('refuses a technician, order or entry of another subscriber', async () => {
    const day = testDay();
    const outsider = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
    const bayTech = (await call('GET', '/api/v1/scheduler/technicians?start=2031-01-01T00:00:00&end=2031-01-02T00:00:00', { token: outsider })).body[0];
    const foreignTech = await createEntry(dispatcher, visit(day, '09:00', '10:00', { technicianIds: [bayTech.technicianId] }));
    expect(foreignTech.status).toBe(400);
    expect(Object.keys(foreignTech.body.errors)).toEqual(['technicianIds']);

    const created = await createdEntry(dispatcher, visit(day, '09:00', '10:00'));
    const theirs = await createEntry(outsider, { ...visit(day, '09:00', '10:00'), technicianIds: [bayTech.technicianId] });
    expect(theirs.status).toBe(400);
    expect(Object.keys(theirs.body.errors)).toEqual(['workOrderId']);
    const move = await moveEntry(outsider, created.schedulerId, { start: `${day}T11:00:00`, end: `${day}T12:00:00`, version: 1 });
    expect(move.status).toBe(404);
    const read = await call('GET', `/api/v1/scheduler/entries/${created.schedulerId}`, { token: outsider });
    expect(read.status).toBe(404);
    expect((await entries(outsider, dayRange(day))).body).toEqual([]);
  });

  it('a move of an entry someone changed meanwhile answers 409 and changes nothing', async () => {
    const day = testDay();
    const created = await createdEntry(dispatcher, visit(day, '09:00', '10:00'));
    const first = await moveEntry(dispatcher, created.schedulerId, { start: `${day}T10:00:00`, end: `${day}T11:00:00`, version: 1 });
    expect(first.status).toBe(200);
    const stale = await moveEntry(dispatcher, created.schedulerId, { start: `${day}T15:00:00`, end: `${day}T16:00:00`, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SCHEDULE_MESSAGES.stale);
    const now = await call('GET', `/api/v1/scheduler/entries/${created.schedulerId}`, { token: dispatcher });
    expect(now.body).toMatchObject({ start: `${day}T10:00:00`, version: 2 });
  });

  it('roles without the schedule get 403; a range that ends before it starts is a 400', async () => {
    const day = testDay();
    const accounting = await tokenFor('accounting');
    expect((await entries(accounting, dayRange(day))).status).toBe(403);
    const backwards = await entries(dispatcher, { start: `${day}T10:00:00`, end: `${day}T09:00:00` });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.errors)).toEqual(['end']);
  });
});

describe('technicians and routes', () => {
  it('lists the timeline rows with the days a technician is off', async () => {
    const off = await freshUser('carol', ['Technician']);
    const status = await call('GET', '/api/v1/user/updatestatus/12', { token: off.token });
    expect(status.status, status.text).toBe(200);
    const today = todayIn(await subscriberTimeZone(dispatcher));
    const rows = await call('GET', `/api/v1/scheduler/technicians?start=${today}T00:00:00&end=${today}T23:59:59`, { token: dispatcher });
    expect(rows.status, rows.text).toBe(200);
    const carol = rows.body.find((r: any) => r.technicianId === off.id);
    expect(carol.userStatus).toBe('Vacation');
    expect(carol.offDays.map((d: any) => d.status)).toContain('Vacation');
  });

  it("answers a technician's day in visiting order with the kilometres between stops", async () => {
    const day = testDay();
    await createdEntry(dispatcher, visit(day, '13:00', '14:00'));
    await createdEntry(dispatcher, visit(day, '08:00', '09:00', { workOrderId: 0, task: 'Supply house' }));
    const route = await call('GET', `/api/v1/scheduler/route?date=${day}`, { token: alice.token });
    expect(route.status, route.text).toBe(200);
    expect(route.body.stops.map((s: any) => s.start)).toEqual([`${day}T08:00:00`, `${day}T13:00:00`]);
    const others = await call('GET', `/api/v1/scheduler/route?date=${day}&technicianId=${alice.id}`, { token: bob.token });
    expect(others.status).toBe(404);
    const dispatcherView = await call('GET', `/api/v1/scheduler/route?date=${day}&technicianId=${alice.id}`, { token: dispatcher });
    expect(dispatcherView.body.stops).toHaveLength(2);
  });
});
