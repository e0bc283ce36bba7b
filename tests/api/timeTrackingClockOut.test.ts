/**
 * POST WOStartStop/clockOutWorkOrder (spec §3.5, §4, §5): the stop form's rules, exactly the
 * named labor, who may close it, retries, and what the clock-out changes on the order.
 * Technicians: plain 40-69 (60-63: sub work orders; 64-65: which statuses), shared 4-9, channel 10-14, site 6-8.
 */
import { describe, expect, it } from 'vitest';
import { TIME_TRACKING_MESSAGES } from '../../src/domain/timeTracking/clock';
import { WORK_ORDER_STATUS } from '../../src/domain/workOrders/orders';
import { call } from '../support/api';
import {
  API_DATE_TIME,
  clockOut,
  clockedIn,
  expectFieldError,
  laborsOf,
  minutesFromNow,
  openLaborOn,
  startViewData,
  technicianOf,
  tenant,
  tokenOf,
  userStatusOf,
  uuid,
  validStop,
  workOrderOf,
} from './timeTrackingHelpers';

const selectedStatus = async (token: string, workOrderId: number) =>
  (await startViewData(token, workOrderId)).body.workOrderStatuses.find((s: { selected: boolean }) => s.selected)?.workOrderStatusId;

describe('clocking out', () => {
  it('closes the labor, answers its stop time and hours, and sets the order status and the user status', async () => {
    const tech = technicianOf('plain', 40);
    const start = minutesFromNow(-90);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: start.date, startTime: start.time });
    const answer = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), workOrderStatusId: 15, workOrderFlagId: 31, userStatusId: 4 });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ workOrderLaborId: laborId, stopTime: expect.stringMatching(API_DATE_TIME), hours: expect.any(Number) });
    expect(answer.body.hours).toBeGreaterThanOrEqual(1.5);
    expect(answer.body.hours).toBeLessThan(1.53);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
    expect(await selectedStatus(tech.token, tech.secondOrderId)).toBe(15);
    expect(await workOrderOf(tech.token, tech.secondOrderId)).toMatchObject({ statusId: 15, flagId: 31 });
    const history = await call('GET', `/api/v1/workOrders/${tech.secondOrderId}/statusHistory`, { token: tech.token });
    expect(history.body[0]).toMatchObject({ statusId: 15, flagId: 31, note: `Clock-out by ${tech.userName}`, changedBy: tech.userId });
    expect((await laborsOf(tech.token, tech.secondOrderId))[0]).toMatchObject({ workOrderLaborId: laborId, stopTime: expect.any(String), flag: 'Urgent', status: 'Pending Customer Approval' });
    expect(await userStatusOf(tech.token)).toMatchObject({ userStatusId: 4, userStatus: 'Lunch' });
  });

  it('takes a typed stop time', async () => {
    const tech = technicianOf('plain', 41);
    const start = minutesFromNow(-180);
    const stop = minutesFromNow(-60);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: start.date, startTime: start.time });
    const answer = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), date: stop.date, stopTime: stop.time });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ workOrderLaborId: laborId, stopTime: `${stop.date}T${stop.time}:00`, hours: 2 });
  });

  it('a retried clock-out (same clientRequestId) answers the first result; another one answers 409', async () => {
    const tech = technicianOf('plain', 42);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const clientRequestId = uuid();
    const first = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), clientRequestId });
    const again = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), clientRequestId });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    const other = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/^This labor was already clocked out at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/);
  });

  it('closes exactly the labor named, on the order named', async () => {
    const tech = technicianOf('plain', 43);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const wrongOrder = await clockOut(tech.token, { ...validStop(tech.ratedOrderId, laborId) });
    expect(wrongOrder.status).toBe(404);
    expect(wrongOrder.body.message).toMatch(new RegExp(`^Labor ${laborId} is not on work order \\d+\\.$`));
    expect((await clockOut(tech.token, validStop(tech.secondOrderId, 2147483647))).status).toBe(404);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
  });
});

describe('whose labor', () => {
  it("a technician cannot close another technician's labor (403), a team leader and an admin can", async () => {
    const owner = technicianOf('shared', 4);
    const colleague = technicianOf('shared', 5);
    const order = owner.secondOrderId;
    const laborId = await clockedIn(owner.token, { workOrderId: order });
    const refused = await clockOut(colleague.token, validStop(order, laborId));
    expect(refused).toMatchObject({ status: 403, body: { message: expect.stringMatching(/team leader/) } });
    expect(await openLaborOn(owner.token, order)).toBe(laborId);

    const teamLeader = tokenOf(tenant().users.teamLeader, 'clock-teamleader');
    const closed = await clockOut(teamLeader, validStop(order, laborId));
    expect(closed.status, closed.text).toBe(200);
    expect(await openLaborOn(owner.token, order)).toBeNull();
    // Only the technician's own clock-out changes their user status.
    expect(await userStatusOf(owner.token)).toMatchObject({ userStatusId: 1 });

    const second = await clockedIn(owner.token, { workOrderId: order });
    const admin = tokenOf(tenant().users.admin, 'clock-admin');
    expect((await clockOut(admin, validStop(order, second))).status).toBe(200);
  });
});

describe('the stop form rules on the server (spec §5)', () => {
  it('description is required, 1 to 1500 characters', async () => {
    const tech = technicianOf('plain', 44);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const stop = validStop(tech.secondOrderId, laborId);
    for (const description of [undefined, null, '', '   ']) {
      const answer = await clockOut(tech.token, { ...stop, description });
      expectFieldError(answer, 'description', 'Description is required.');
      expect(answer.body.title).toBe('Description is required.');
    }
    expectFieldError(await clockOut(tech.token, { ...stop, description: 'x'.repeat(1501) }), 'description', 'Description must be at most 1500 characters.');
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
    expect((await clockOut(tech.token, { ...stop, description: 'x'.repeat(1500) })).status).toBe(200);
  });

  it('user status is required; Company Work (11) needs the company description, which becomes the status description', async () => {
    const tech = technicianOf('plain', 45);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const stop = validStop(tech.secondOrderId, laborId);
    for (const userStatusId of [undefined, null, 0]) {
      expectFieldError(await clockOut(tech.token, { ...stop, userStatusId }), 'userStatusId', 'User Status is required.');
    }
    expectFieldError(await clockOut(tech.token, { ...stop, userStatusId: 11 }), 'cDescription', 'Company Description is required.');
    expectFieldError(await clockOut(tech.token, { ...stop, userStatusId: 99 }), 'userStatusId', /User Status/);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
    const answer = await clockOut(tech.token, { ...stop, userStatusId: 11, cDescription: 'Cleaning the shop' });
    expect(answer.status, answer.text).toBe(200);
    expect(await userStatusOf(tech.token)).toEqual({ userStatusId: 11, userStatus: 'Company Work', description: 'Cleaning the shop' });
  });

  it('the work order status is required from the last technician clocked in on the order', async () => {
    const tech = technicianOf('plain', 46);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    for (const workOrderStatusId of [undefined, null, 0]) {
      const answer = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), workOrderStatusId });
      expectFieldError(answer, 'workOrderStatusId', 'Work Order Status is required.');
    }
    expectFieldError(await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), workOrderStatusId: 999 }), 'workOrderStatusId', /Work Order Status/);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
  });

  it('while another technician is clocked in, the status is optional and the order keeps its status', async () => {
    const first = technicianOf('shared', 6);
    const second = technicianOf('shared', 7);
    const order = first.secondOrderId;
    const firstLabor = await clockedIn(first.token, { workOrderId: order });
    const secondLabor = await clockedIn(second.token, { workOrderId: order });
    const before = await selectedStatus(first.token, order);
    const answer = await clockOut(second.token, { ...validStop(order, secondLabor), workOrderStatusId: undefined });
    expect(answer.status, answer.text).toBe(200);
    expect(await selectedStatus(first.token, order)).toBe(before);
    // Now the first is the last one there: the status is required again.
    expectFieldError(await clockOut(first.token, { ...validStop(order, firstLabor), workOrderStatusId: undefined }), 'workOrderStatusId', 'Work Order Status is required.');
  });

  it('stop time before the start time answers 400; so does one in the future', async () => {
    const tech = technicianOf('plain', 47);
    const start = minutesFromNow(-60);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: start.date, startTime: start.time });
    const before = minutesFromNow(-120);
    const stop = validStop(tech.secondOrderId, laborId);
    expectFieldError(await clockOut(tech.token, { ...stop, date: before.date, stopTime: before.time }), 'stopTime', /^Stop Time cannot be before the Start Time/);
    const future = minutesFromNow(30);
    expectFieldError(await clockOut(tech.token, { ...stop, date: future.date, stopTime: future.time }), 'stopTime', 'Stop Time cannot be in the future.');
    expectFieldError(await clockOut(tech.token, { ...stop, stopTime: '7:5' }), 'stopTime', 'Stop Time must be HH:mm.');
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
    // A stop typed in the minute the labor started is the start itself: zero hours.
    const same = await clockOut(tech.token, { ...stop, date: start.date, stopTime: start.time });
    expect(same.status, same.text).toBe(200);
    expect(same.body.hours).toBe(0);
  });

  it('a wrongly typed field answers 400 naming it, and the labor stays open', async () => {
    const tech = technicianOf('plain', 49);
    const start = minutesFromNow(-60);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: start.date, startTime: start.time });
    const answer = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), isOvertime: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ title: 'The isOvertime field must be a boolean.', errors: { isOvertime: ['The isOvertime field must be a boolean.'] } });
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
  });

  it('an order billed by rate sheet needs the employee type at clock-out too; the clock-in choice stands when not sent', async () => {
    const tech = technicianOf('site', 6);
    const { rateSheet } = tenant();
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, serviceTechnicianId: rateSheet.helper });
    const stop = validStop(tech.secondOrderId, laborId);
    const answer = await clockOut(tech.token, { ...stop, serviceTechnicianId: null });
    expectFieldError(answer, 'serviceTechnicianId', TIME_TRACKING_MESSAGES.employeeTypeRequired);
    expectFieldError(await clockOut(tech.token, { ...stop, serviceTechnicianId: rateSheet.otherCustomerLabor }), 'serviceTechnicianId', /Employee Type/);
    expect((await clockOut(tech.token, { ...stop, perDiemTypeId: tenant().perDiemTypes.localMeal, itemRateTypeId: 2 })).status).toBe(200);
  });

  it('refuses flags, labor types and per-diem types not on offer', async () => {
    const tech = technicianOf('plain', 48);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const stop = validStop(tech.secondOrderId, laborId);
    expectFieldError(await clockOut(tech.token, { ...stop, workOrderFlagId: 999 }), 'workOrderFlagId', /Flag/);
    expectFieldError(await clockOut(tech.token, { ...stop, itemRateTypeId: 3 }), 'itemRateTypeId', /Labor Type/);
    expectFieldError(await clockOut(tech.token, { ...stop, perDiemTypeId: tenant().perDiemTypes.inactive }), 'perDiemTypeId', /Per Diem/);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
  });
});

/** What a technician may set at clock-out (issue 34): the statuses marked for technicians, in their order. */
const TECHNICIAN_STATUSES = [
  'Onsite',
  'Leak Test',
  'To Be Continued',
  'Two Man Job',
  'Follow Up Visit',
  'Need To Order Parts',
  'Pick Up Parts Locally',
  'Parts On Van',
  'Need Quote',
  'Get NTE Raised',
  'Pending Customer Approval',
  'Get Ticket Signed',
  'Completed',
];
const BILLED = 27;
const statusNames = (view: { workOrderStatuses: Array<{ workOrderStatus: string }> }) => view.workOrderStatuses.map((s) => s.workOrderStatus);

describe('the work order statuses of the clock-out (issue 34)', () => {
  it('offers a technician the statuses marked for technicians, in order; an office role the same first, then every other one', async () => {
    const tech = technicianOf('plain', 64);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const mine = await call('POST', '/api/v1/WOStartStop/getStopWOViewData', { token: tech.token, body: { workOrderId: tech.secondOrderId } });
    expect(mine.status, mine.text).toBe(200);
    expect(statusNames(mine.body)).toEqual(TECHNICIAN_STATUSES);

    const teamLeader = tokenOf(tenant().users.teamLeader, 'clock-teamleader');
    const office = await startViewData(teamLeader, tech.secondOrderId);
    expect(office.status, office.text).toBe(200);
    const officeNames = statusNames(office.body);
    expect(officeNames.slice(0, TECHNICIAN_STATUSES.length)).toEqual(TECHNICIAN_STATUSES);
    expect(officeNames).toEqual(expect.arrayContaining(['N/A', 'To Do', 'Billed', 'Invoice Submitted']));
    expect(officeNames.length).toBeGreaterThan(50);
    // The order's current status is marked, as spec §3.6 has it.
    expect(office.body.workOrderStatuses.filter((s: { selected: boolean }) => s.selected).map((s: { workOrderStatus: string }) => s.workOrderStatus)).toEqual(['N/A']);
    expect((await clockOut(tech.token, validStop(tech.secondOrderId, laborId))).status).toBe(200);
  });

  it('refuses a status only the office sets (Billed) from a technician; a team leader closing the labor may set it', async () => {
    const tech = technicianOf('plain', 65);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const refused = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), workOrderStatusId: BILLED });
    expectFieldError(refused, 'workOrderStatusId', 'Choose one of the listed Work Order Statuses.');
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
    expect(await workOrderOf(tech.token, tech.secondOrderId)).toMatchObject({ statusId: 1 });

    const teamLeader = tokenOf(tenant().users.teamLeader, 'clock-teamleader');
    const closed = await clockOut(teamLeader, { ...validStop(tech.secondOrderId, laborId), workOrderStatusId: BILLED });
    expect(closed.status, closed.text).toBe(200);
    expect(await workOrderOf(teamLeader, tech.secondOrderId)).toMatchObject({ statusId: BILLED, status: 'Billed' });
  });
});

describe('Service Channel orders', () => {
  it('need a listed primary status, and an extended status of that primary', async () => {
    const tech = technicianOf('channel', 10);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, noOfServiceChannelTechs: 2 });
    const stop = validStop(tech.secondOrderId, laborId);
    expectFieldError(await clockOut(tech.token, stop), 'scPrimaryStatus', 'Primary Status is required.');
    expectFieldError(await clockOut(tech.token, { ...stop, scPrimaryStatus: 'DONE' }), 'scPrimaryStatus', /Primary Status/);
    expectFieldError(await clockOut(tech.token, { ...stop, scPrimaryStatus: 'IN PROGRESS', scExtendedStatus: 'CONFIRMED' }), 'scExtendedStatus', /Extended Status/);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
    const answer = await clockOut(tech.token, { ...stop, scPrimaryStatus: 'IN PROGRESS', scExtendedStatus: 'ON SITE' });
    expect(answer.status, answer.text).toBe(200);
  });

  it('COMPLETED takes no extended status: one sent anyway is dropped, not checked', async () => {
    const tech = technicianOf('channel', 11);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const answer = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), scPrimaryStatus: 'COMPLETED', scExtendedStatus: 'NOT A STATUS' });
    expect(answer.status, answer.text).toBe(200);
  });
});

describe('a sub work order at clock-out (spec §4: COMPLETED on a rate-sheet order)', () => {
  /** The sub work orders of an order among the technician's open orders. */
  const subOrdersOf = async (token: string, parentId: number) => {
    const parent = await workOrderOf(token, parentId);
    const answer = await call('GET', `/api/v1/workOrders?grid=woMy&range=${encodeURIComponent('[0,199]')}`, { token });
    expect(answer.status, answer.text).toBe(200);
    const rows = answer.body as Array<{ id: number; workOrderNumber: number; subNumber: number | null; displayNumber: string }>;
    return rows.filter((o) => o.workOrderNumber === parent.workOrderNumber && o.subNumber !== null);
  };
  const completing = (workOrderId: number, laborId: number) => ({ ...validStop(workOrderId, laborId), workOrderStatusId: WORK_ORDER_STATUS.COMPLETED, createSubWorkOrder: true });
  const onRatedOrder = async (n: number) => {
    const tech = technicianOf('plain', n);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.ratedOrderId, serviceTechnicianId: tenant().rateSheet.serviceTechnician });
    return { tech, laborId };
  };

  it('is created by the clock-out that asks for it, exactly once: a retry answers the same sub order and makes none more', async () => {
    const { tech, laborId } = await onRatedOrder(60);
    const parent = await workOrderOf(tech.token, tech.ratedOrderId);
    const body = { ...completing(tech.ratedOrderId, laborId), clientRequestId: uuid() };
    const first = await clockOut(tech.token, body);
    expect(first.status, first.text).toBe(200);
    const subs = await subOrdersOf(tech.token, tech.ratedOrderId);
    expect(subs.map((s) => s.displayNumber)).toEqual([`${parent.displayNumber}-1`]);
    expect(first.body).toEqual({
      workOrderLaborId: laborId,
      stopTime: expect.stringMatching(API_DATE_TIME),
      hours: expect.any(Number),
      subWorkOrder: { workOrderId: subs[0].id, workOrderNumber: `${parent.displayNumber}-1` },
    });
    const again = await clockOut(tech.token, body);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await subOrdersOf(tech.token, tech.ratedOrderId)).toHaveLength(1);
    expect(await workOrderOf(tech.token, subs[0].id)).toMatchObject({ statusId: 1, parentWorkOrderId: tech.ratedOrderId });
  });

  it('is not created by a refused clock-out, nor by one that does not ask', async () => {
    const { tech, laborId } = await onRatedOrder(61);
    expectFieldError(await clockOut(tech.token, { ...completing(tech.ratedOrderId, laborId), description: '' }), 'description', 'Description is required.');
    expect(await subOrdersOf(tech.token, tech.ratedOrderId)).toEqual([]);
    expect(await openLaborOn(tech.token, tech.ratedOrderId)).toBe(laborId);
    const answer = await clockOut(tech.token, { ...completing(tech.ratedOrderId, laborId), createSubWorkOrder: false });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.subWorkOrder).toBeUndefined();
    expect(await subOrdersOf(tech.token, tech.ratedOrderId)).toEqual([]);
  });

  it('is only for completing an order billed by rate sheet', async () => {
    const { tech, laborId } = await onRatedOrder(62);
    const notCompleting = await clockOut(tech.token, { ...completing(tech.ratedOrderId, laborId), workOrderStatusId: 26 });
    expectFieldError(notCompleting, 'createSubWorkOrder', /only when completing/);
    const plain = technicianOf('plain', 63);
    const plainLabor = await clockedIn(plain.token, { workOrderId: plain.secondOrderId });
    expectFieldError(await clockOut(plain.token, completing(plain.secondOrderId, plainLabor)), 'createSubWorkOrder', /billed by rate sheet/);
    expect(await subOrdersOf(tech.token, tech.ratedOrderId)).toEqual([]);
    expect(await subOrdersOf(plain.token, plain.secondOrderId)).toEqual([]);
    expect(await openLaborOn(plain.token, plain.secondOrderId)).toBe(plainLabor);
  });
});
