/**
 * POST WOStartStop/clockInWorkOrder (spec §3.5, §4, §5, §8): the start form's rules on the
 * server, the choices it may name, open labor elsewhere, retries and the on-site shortcut.
 * Technicians: plain 10-39, unrated 3-5, channel 5-9, site 3-5.
 */
import { describe, expect, it } from 'vitest';
import { TIME_TRACKING_MESSAGES } from '../../src/domain/timeTracking/clock';
import { call, tokenFor } from '../support/api';
import {
  API_DATE_TIME,
  clockIn,
  clockOut,
  clockOutAndStart,
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
  wallClockOf,
  workOrderOf,
} from './timeTrackingHelpers';

describe('clocking in', () => {
  it('opens a labor, answers its id and start time, and sets the user status On Site', async () => {
    const tech = technicianOf('plain', 10);
    const answer = await clockIn(tech.token, { workOrderId: tech.secondOrderId, comment: 'Started', currentLatLong: { latitude: 40.7, longitude: -74 } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ workOrderLaborId: expect.any(Number), workOrderId: tech.secondOrderId, startTime: expect.stringMatching(API_DATE_TIME) });
    const now = wallClockOf(new Date());
    expect(answer.body.startTime.slice(0, 10)).toBe(now.date);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(answer.body.workOrderLaborId);
    expect(await userStatusOf(tech.token)).toMatchObject({ userStatusId: 1, userStatus: 'On Site' });
  });

  it('takes a typed date and start time in the subscriber time zone', async () => {
    const tech = technicianOf('plain', 11);
    const typed = minutesFromNow(-90);
    const answer = await clockIn(tech.token, { workOrderId: tech.secondOrderId, date: typed.date, startTime: typed.time });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.startTime).toBe(`${typed.date}T${typed.time}:00`);
  });

  it('a retried request (same clientRequestId) answers the first result again and opens no second labor', async () => {
    const tech = technicianOf('plain', 12);
    const clientRequestId = uuid();
    const first = await clockIn(tech.token, { clientRequestId, workOrderId: tech.secondOrderId });
    const again = await clockIn(tech.token, { clientRequestId, workOrderId: tech.secondOrderId });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    // Still exactly that one labor: clocking it out leaves the technician clocked in nowhere.
    expect((await laborsOf(tech.token, tech.secondOrderId)).map((l) => l.workOrderLaborId)).toEqual([first.body.workOrderLaborId]);
    expect((await clockOut(tech.token, validStop(tech.secondOrderId, first.body.workOrderLaborId))).status).toBe(200);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
    expect(await clockIn(tech.token, { clientRequestId, workOrderId: tech.secondOrderId })).toMatchObject({ status: 200, body: first.body });
    const reused = await clockIn(tech.token, { clientRequestId, workOrderId: tech.ratedOrderId, serviceTechnicianId: tenant().rateSheet.helper });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toMatch(/clientRequestId was already used/);
  });

  it('a retry sent together with its first try, and a tap on another order beside them: the retry answers the same labor, the other 409, and one labor is open', async () => {
    const tech = technicianOf('plain', 25);
    const clientRequestId = uuid();
    const [first, again, other] = await Promise.all([
      clockIn(tech.token, { clientRequestId, workOrderId: tech.secondOrderId }),
      clockIn(tech.token, { clientRequestId, workOrderId: tech.secondOrderId }),
      clockIn(tech.token, { workOrderId: tech.ratedOrderId, serviceTechnicianId: tenant().rateSheet.helper }),
    ]);
    // The server takes them in the order they arrive: the first try (and its retry with it) or the other tap wins.
    const [winner, loser, winningOrder, losingOrder] =
      first.status === 200 ? [first, other, tech.secondOrderId, tech.ratedOrderId] : [other, first, tech.ratedOrderId, tech.secondOrderId];
    expect(winner.status, winner.text).toBe(200);
    expect(loser.status, loser.text).toBe(409);
    expect(again).toMatchObject({ status: first.status, body: first.body });
    expect((await laborsOf(tech.token, winningOrder)).map((l) => l.workOrderLaborId)).toEqual([winner.body.workOrderLaborId]);
    expect(await openLaborOn(tech.token, losingOrder)).toBeNull();
  });

  it('with an open labor on another order answers 409: finish that one first', async () => {
    const tech = technicianOf('plain', 13);
    await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const number = (await startViewData(tech.token, tech.secondOrderId)).body.workOrderNumber;
    const answer = await clockIn(tech.token, { workOrderId: tech.ratedOrderId, serviceTechnicianId: tenant().rateSheet.helper });
    expect(answer).toMatchObject({ status: 409, body: { message: TIME_TRACKING_MESSAGES.finishOpenLaborFirst(number) } });
    expect(await openLaborOn(tech.token, tech.ratedOrderId)).toBeNull();
    const same = await clockIn(tech.token, { workOrderId: tech.secondOrderId });
    expect(same).toMatchObject({ status: 409, body: { message: `You are already clocked in on work order ${number}.` } });
  });

  it('a team leader may start on any order of the subscriber and is then assigned to it', async () => {
    const token = tokenOf(tenant().users.teamLeader, 'clock-teamleader');
    const order = technicianOf('plain', 14).secondOrderId;
    const before = await workOrderOf(token, order);
    expect(before.technicians.map((t: { technicianId: number }) => t.technicianId)).not.toContain(tenant().users.teamLeader);
    const laborId = await clockedIn(token, { workOrderId: order });
    expect(await openLaborOn(token, order)).toBe(laborId);
    const after = await workOrderOf(token, order);
    expect(after.technicians.map((t: { technicianId: number }) => t.technicianId)).toContain(tenant().users.teamLeader);
    expect((await clockOut(token, { ...validStop(order, laborId), workOrderStatusId: 1 })).status).toBe(200);
  });
});

describe('the start form rules on the server (spec §5)', () => {
  it('an order billed by rate sheet without labor items: "Please set up Rate Sheet for this customer first"', async () => {
    const tech = technicianOf('unrated', 3);
    const answer = await clockIn(tech.token, { workOrderId: tech.secondOrderId });
    expect(answer).toMatchObject({ status: 400, body: { title: TIME_TRACKING_MESSAGES.rateSheetMissing } });
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
  });

  it('rate sheet with labor items and no employee type: "Employee Type field is required!", and nothing changes', async () => {
    const tech = technicianOf('site', 3);
    for (const serviceTechnicianId of [undefined, null]) {
      const answer = await clockIn(tech.token, { workOrderId: tech.secondOrderId, serviceTechnicianId });
      expectFieldError(answer, 'serviceTechnicianId', TIME_TRACKING_MESSAGES.employeeTypeRequired);
      expect(answer.body.title).toBe(TIME_TRACKING_MESSAGES.employeeTypeRequired);
    }
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
    expect(await userStatusOf(tech.token)).toMatchObject({ userStatusId: 3 });
  });

  it("refuses rate-sheet items that are not this customer's active items of the right kind", async () => {
    const tech = technicianOf('site', 4);
    const { rateSheet } = tenant();
    const order = tech.secondOrderId;
    for (const serviceTechnicianId of [rateSheet.otherCustomerLabor, rateSheet.inactiveLabor, rateSheet.van, 2147483647]) {
      expectFieldError(await clockIn(tech.token, { workOrderId: order, serviceTechnicianId }), 'serviceTechnicianId', /Employee Type/);
    }
    for (const rateSheetTruckTypeId of [rateSheet.inactiveTruck, rateSheet.helper]) {
      expectFieldError(
        await clockIn(tech.token, { workOrderId: order, serviceTechnicianId: rateSheet.helper, rateSheetTruckTypeId }),
        'rateSheetTruckTypeId',
        /Truck Type/,
      );
    }
    const plain = technicianOf('plain', 15);
    expectFieldError(await clockIn(plain.token, { workOrderId: plain.secondOrderId, serviceTechnicianId: rateSheet.helper }), 'serviceTechnicianId', /Employee Type/);
    expect(await openLaborOn(tech.token, order)).toBeNull();
  });

  it('refuses labor types, per-diem types and flags the subscriber does not offer, naming the field', async () => {
    const tech = technicianOf('plain', 16);
    const order = tech.secondOrderId;
    expectFieldError(await clockIn(tech.token, { workOrderId: order, itemRateTypeId: 99 }), 'itemRateTypeId', /Labor Type/);
    expectFieldError(await clockIn(tech.token, { workOrderId: order, perDiemTypeId: tenant().perDiemTypes.inactive }), 'perDiemTypeId', /Per Diem/);
    expectFieldError(await clockIn(tech.token, { workOrderId: order, workOrderFlagId: 999 }), 'workOrderFlagId', /Flag/);
    expect(await openLaborOn(tech.token, order)).toBeNull();
  });

  it('accepts the full start form of a rate-sheet order, with per diem N/A (0)', async () => {
    const tech = technicianOf('site', 5);
    const { rateSheet } = tenant();
    const visit = await call('POST', '/api/v1/scheduler/entries', {
      token: tokenOf(tenant().users.teamLeader),
      body: { workOrderId: tech.secondOrderId, technicianIds: [tech.userId], start: '2031-03-04T09:00:00', end: '2031-03-04T10:00:00' },
    });
    expect(visit.status, visit.text).toBe(200);
    // What the stop dialog shows again: all of the form but the flag.
    const kept = {
      serviceTechnicianId: rateSheet.serviceTechnician,
      rateSheetTruckTypeId: rateSheet.van,
      itemRateTypeId: 2,
      perDiemTypeId: 0,
      isOvertime: true,
      isApprenticeRateApplied: true,
      schedulerId: visit.body.schedulerId,
    };
    const answer = await clockIn(tech.token, { workOrderId: tech.secondOrderId, ...kept, workOrderFlagId: 7 });
    expect(answer.status, answer.text).toBe(200);
    const stop = await call('POST', '/api/v1/WOStartStop/getStopWOViewData', { token: tech.token, body: { workOrderId: tech.secondOrderId } });
    expect(stop.body).toMatchObject(kept);
  });

  it('refuses a schedule entry that is not of this order or not of the subscriber', async () => {
    const tech = technicianOf('plain', 30);
    for (const schedulerId of [999_999, 2_000_000_000]) {
      expectFieldError(await clockIn(tech.token, { workOrderId: tech.secondOrderId, schedulerId }), 'schedulerId', `There is no schedule entry ${schedulerId} for this work order.`);
    }
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
  });

  it('Service Channel orders need at least 1 technician (default 1)', async () => {
    const tech = technicianOf('channel', 5);
    for (const noOfServiceChannelTechs of [0, -3]) {
      expectFieldError(await clockIn(tech.token, { workOrderId: tech.secondOrderId, noOfServiceChannelTechs }), 'noOfServiceChannelTechs', 'No. of Technicians must be at least 1.');
    }
    expect((await clockIn(tech.token, { workOrderId: tech.secondOrderId })).status).toBe(200);
    expect((await startViewData(tech.token, tech.secondOrderId)).body.hasOpenWorkOrderLabor).toBe(false);
  });

  it('refuses a start time in the future, a malformed time or date, and a day that does not exist', async () => {
    const tech = technicianOf('plain', 17);
    const order = tech.secondOrderId;
    const future = minutesFromNow(30);
    expectFieldError(await clockIn(tech.token, { workOrderId: order, date: future.date, startTime: future.time }), 'startTime', 'Start Time cannot be in the future.');
    expectFieldError(await clockIn(tech.token, { workOrderId: order, date: future.date, startTime: '25:00' }), 'startTime', 'Start Time is required.');
    expectFieldError(await clockIn(tech.token, { workOrderId: order, date: '06/01/2024', startTime: '08:00' }), 'date', 'Date is required.');
    expectFieldError(await clockIn(tech.token, { workOrderId: order, date: '2023-02-29', startTime: '08:00' }), 'date', 'Date is not a valid date.');
    const near = minutesFromNow(3);
    expect((await clockIn(tech.token, { workOrderId: order, date: near.date, startTime: near.time })).status).toBe(200);
  });

  it('refuses a start before the end of the previous labor, so labors never overlap', async () => {
    const tech = technicianOf('plain', 18);
    const twoHoursAgo = minutesFromNow(-120);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: twoHoursAgo.date, startTime: twoHoursAgo.time });
    expect((await clockOut(tech.token, validStop(tech.secondOrderId, laborId))).status).toBe(200);
    const earlier = minutesFromNow(-60);
    const answer = await clockIn(tech.token, { workOrderId: tech.secondOrderId, date: earlier.date, startTime: earlier.time });
    expectFieldError(answer, 'startTime', /^Start Time cannot be before your last clock-out/);
    // Within the minute of the last clock-out is fine: typed times have minute precision.
    const now = wallClockOf(new Date());
    expect((await clockIn(tech.token, { workOrderId: tech.secondOrderId, date: now.date, startTime: now.time })).status).toBe(200);
  });

  it('a clock-in sets the user status On Site or En Route only', async () => {
    const tech = technicianOf('plain', 19);
    expectFieldError(await clockIn(tech.token, { workOrderId: tech.secondOrderId, userStatusId: 4 }), 'userStatusId', /On Site or En Route/);
  });

  it('answers 400 for a malformed body and changes nothing', async () => {
    const tech = technicianOf('plain', 20);
    const bodies = [
      { clientRequestId: 'not-a-uuid', workOrderId: tech.secondOrderId },
      { workOrderId: tech.secondOrderId },
      { clientRequestId: uuid(), workOrderId: String(tech.secondOrderId) },
      { clientRequestId: uuid(), workOrderId: tech.secondOrderId, currentLatLong: { latitude: 91, longitude: 0 } },
      { clientRequestId: uuid(), workOrderId: tech.secondOrderId, isOvertime: 'yes' },
    ];
    for (const body of bodies) {
      const answer = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', { token: tech.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.title).toEqual(expect.any(String));
    }
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
  });
});

describe('visibility and tenancy', () => {
  it("answers 404 for another technician's order and another subscriber's order", async () => {
    const tech = technicianOf('plain', 21);
    const other = technicianOf('plain', 22);
    expect(await clockIn(tech.token, { workOrderId: other.secondOrderId })).toMatchObject({ status: 404, body: { message: 'Work order not found.' } });
    const demoTechnician = await tokenFor('technician');
    expect((await clockIn(demoTechnician, { workOrderId: tech.secondOrderId })).status).toBe(404);
    expect(await openLaborOn(other.token, other.secondOrderId)).toBeNull();
  });
});

describe('the on-site shortcut (spec §3.5, §4)', () => {
  it('arriving at the order travelled to closes the En Route labor at the start time and opens the on-site one', async () => {
    const tech = technicianOf('plain', 23);
    const first = await clockedIn(tech.token, { workOrderId: tech.ratedOrderId, serviceTechnicianId: tenant().rateSheet.helper });
    const moved = await clockOutAndStart(tech.token, { ...validStop(tech.ratedOrderId, first), newWorkOrderId: tech.secondOrderId });
    expect(moved.status, moved.text).toBe(200);
    const travel = await openLaborOn(tech.token, tech.secondOrderId);
    expect(await userStatusOf(tech.token)).toMatchObject({ userStatusId: 2, userStatus: 'En Route' });

    const now = wallClockOf(new Date());
    const arrival = await clockIn(tech.token, {
      workOrderId: tech.secondOrderId,
      userStatusId: 1,
      isReachedAtSite: true,
      date: now.date,
      startTime: now.time,
      comment: TIME_TRACKING_MESSAGES.onSiteComment('FieldDesk'),
    });
    expect(arrival.status, arrival.text).toBe(200);
    expect(arrival.body.workOrderLaborId).not.toBe(travel);
    const stop = await call('POST', '/api/v1/WOStartStop/getStopWOViewData', { token: tech.token, body: { workOrderId: tech.secondOrderId } });
    expect(stop.body).toMatchObject({ workOrderLaborId: arrival.body.workOrderLaborId, isReachedAtSite: true });
    expect(await userStatusOf(tech.token)).toMatchObject({ userStatusId: 1 });
    // The travel labor is closed: it cannot be clocked out again.
    const again = await clockOut(tech.token, validStop(tech.secondOrderId, travel!));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already clocked out/);
  });

  it('does not apply to another order: travelling to one and starting another answers 409', async () => {
    const tech = technicianOf('plain', 24);
    const first = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const moved = await clockOutAndStart(tech.token, {
      ...validStop(tech.secondOrderId, first),
      newWorkOrderId: tech.ratedOrderId,
      newServiceTechnicianId: tenant().rateSheet.helper,
    });
    expect(moved.status, moved.text).toBe(200);
    const answer = await clockIn(tech.token, { workOrderId: tech.secondOrderId, userStatusId: 1, isReachedAtSite: true });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^You are still clocked in on work order/);
  });
});
