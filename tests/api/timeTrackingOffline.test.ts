/**
 * Clock actions the phone kept while offline and sends later with `actedAt` (README "Working
 * offline"): recorded at the time the technician acted, within DELAYED_ACTION_WINDOW_HOURS;
 * refused, saying why, when older or when what happened since conflicts with them.
 * Technicians: nte 12-16 and shared 12-15 of the clock tenant.
 */
import { describe, expect, it } from 'vitest';
import { DELAYED_ACTION_WINDOW_HOURS, TIME_TRACKING_MESSAGES } from '../../src/domain/timeTracking/clock';
import { WORK_ORDER_STATUS } from '../../src/domain/workOrders/orders';
import {
  clockIn,
  clockOut,
  clockedIn,
  expectFieldError,
  laborsOf,
  openLaborOn,
  technicianOf,
  tenant,
  tokenOf,
  uuid,
  validStop,
  wallClockOf,
  workOrderOf,
} from './timeTrackingHelpers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
/** The API's wall-clock date-time of an instant, to the second, as answers carry it. */
const apiTimeOf = (instant: Date) => {
  const { date, time } = wallClockOf(instant);
  return `${date}T${time}:${String(instant.getUTCSeconds()).padStart(2, '0')}`;
};

describe('a delayed clock action within the window', () => {
  it('records the start and the stop at the times the technician acted, once however often they are sent', async () => {
    const tech = technicianOf('nte', 12);
    const startedAt = hoursAgo(3);
    const stoppedAt = hoursAgo(1);
    const startRequest = { clientRequestId: uuid(), workOrderId: tech.secondOrderId, actedAt: startedAt.toISOString() };
    const started = await clockIn(tech.token, startRequest);
    expect(started.status, started.text).toBe(200);
    expect(started.body.startTime).toBe(apiTimeOf(startedAt));
    // The phone sends again when it did not see the answer: the same labor, nothing new.
    expect(await clockIn(tech.token, startRequest)).toMatchObject({ status: 200, body: started.body });

    const stopRequest = { ...validStop(tech.secondOrderId, started.body.workOrderLaborId), clientRequestId: uuid(), actedAt: stoppedAt.toISOString() };
    const stopped = await clockOut(tech.token, stopRequest);
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body).toMatchObject({ stopTime: apiTimeOf(stoppedAt), hours: 2 });
    expect(await clockOut(tech.token, stopRequest)).toMatchObject({ status: 200, body: stopped.body });

    const labors = (await laborsOf(tech.token, tech.secondOrderId)).filter((l) => l.technicianId === tech.userId);
    expect(labors).toHaveLength(1);
    expect(labors[0]).toMatchObject({ workOrderLaborId: started.body.workOrderLaborId, stopTime: apiTimeOf(stoppedAt) });
  });

  it('takes the date and start time the dialog showed, and an action just inside the window', async () => {
    const tech = technicianOf('nte', 13);
    const actedAt = hoursAgo(DELAYED_ACTION_WINDOW_HOURS - 0.05);
    const shown = wallClockOf(actedAt);
    const started = await clockIn(tech.token, { workOrderId: tech.secondOrderId, actedAt: actedAt.toISOString(), date: shown.date, startTime: shown.time });
    expect(started.status, started.text).toBe(200);
    expect(started.body.startTime).toBe(`${shown.date}T${shown.time}:00`);
  });
});

describe('the window', () => {
  it(`refuses an action older than ${DELAYED_ACTION_WINDOW_HOURS} hours, one in the future and one that is not a date-time, changing nothing`, async () => {
    const tech = technicianOf('nte', 14);
    const tooOld = hoursAgo(DELAYED_ACTION_WINDOW_HOURS + 0.1);
    const old = await clockIn(tech.token, { workOrderId: tech.secondOrderId, actedAt: tooOld.toISOString() });
    const { date, time } = wallClockOf(tooOld);
    expectFieldError(old, 'actedAt', TIME_TRACKING_MESSAGES.actedTooLongAgo(`${date} ${time}`));
    expect(old.body.title).toMatch(/more than 12 hours ago, and was not recorded\. Ask your team leader to enter it\.$/);

    const future = await clockIn(tech.token, { workOrderId: tech.secondOrderId, actedAt: hoursAgo(-1).toISOString() });
    expectFieldError(future, 'actedAt', TIME_TRACKING_MESSAGES.actedAtInFuture);
    for (const actedAt of ['yesterday', '2026-11-26 09:15', '2026-11-26T09:15:00', '2026-13-40T09:15:00Z']) {
      expectFieldError(await clockIn(tech.token, { workOrderId: tech.secondOrderId, actedAt }), 'actedAt', TIME_TRACKING_MESSAGES.actedAtInvalid);
    }
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();

    // A stop out of the window leaves the labor open, to be stopped now or by the team leader.
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const lateStop = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), actedAt: hoursAgo(DELAYED_ACTION_WINDOW_HOURS + 1).toISOString() });
    expect(lateStop.status).toBe(400);
    expect(Object.keys(lateStop.body.errors)).toEqual(['actedAt']);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
  });
});

describe('what happened since the technician acted', () => {
  it("refuses a delayed stop of a labor a team leader closed meanwhile, naming when and who", async () => {
    const tech = technicianOf('nte', 15);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, actedAt: hoursAgo(2).toISOString() });
    const teamLeader = tokenOf(tenant().users.teamLeader, 'clock-teamleader');
    expect((await clockOut(teamLeader, validStop(tech.secondOrderId, laborId))).status).toBe(200);
    const late = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), actedAt: hoursAgo(1).toISOString() });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^This labor was already clocked out at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} by teamleader Clock\.$/);
  });

  it('refuses a delayed start before a labor recorded since from another device, and one while another labor is open', async () => {
    const tech = technicianOf('nte', 16);
    const actedAt = hoursAgo(3).toISOString();
    // Meanwhile, from the office computer: clocked in and out on the other order, after the phone's start.
    const other = await clockedIn(tech.token, { workOrderId: tech.ratedOrderId, ...wallClockDateTime(hoursAgo(2)), serviceTechnicianId: tenant().rateSheet.serviceTechnician });
    const stopped = await clockOut(tech.token, { ...validStop(tech.ratedOrderId, other), serviceTechnicianId: tenant().rateSheet.serviceTechnician });
    expect(stopped.status, stopped.text).toBe(200);
    const early = await clockIn(tech.token, { workOrderId: tech.secondOrderId, actedAt });
    expectFieldError(early, 'startTime', /^Start Time cannot be before your last clock-out \(/);

    await clockedIn(tech.token, { workOrderId: tech.ratedOrderId, serviceTechnicianId: tenant().rateSheet.serviceTechnician });
    const whileOpen = await clockIn(tech.token, { workOrderId: tech.secondOrderId, actedAt: new Date().toISOString() });
    expect(whileOpen.status).toBe(409);
    expect(whileOpen.body.message).toMatch(/^You are still clocked in on work order \d+\. Finish it before starting another one\.$/);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
  });

  it('refuses a delayed start on an order a colleague closed meanwhile', async () => {
    const tech = technicianOf('shared', 12);
    const colleague = technicianOf('shared', 13);
    const order = tech.secondOrderId;
    expect(colleague.secondOrderId).toBe(order);
    const acted = hoursAgo(0.5);
    // While the technician's phone was offline, the colleague finished the order.
    const colleagueLabor = await clockedIn(colleague.token, { workOrderId: order });
    const closed = await clockOut(colleague.token, { ...validStop(order, colleagueLabor), workOrderStatusId: WORK_ORDER_STATUS.COMPLETED });
    expect(closed.status, closed.text).toBe(200);
    const refused = await clockIn(tech.token, { workOrderId: order, actedAt: acted.toISOString() });
    expect(refused.status).toBe(409);
    const { date, time } = wallClockOf(acted);
    expect(refused.body.message).toBe(TIME_TRACKING_MESSAGES.closedMeanwhile(await numberOf(tech.token, order), 'Completed', `${date} ${time}`));
    expect(await openLaborOn(tech.token, order)).toBeNull();
  });

  it('a delayed stop closes the labor at its time but keeps the status a colleague set after it', async () => {
    const tech = technicianOf('shared', 14);
    const colleague = technicianOf('shared', 15);
    const order = tech.secondOrderId;
    const laborId = await clockedIn(tech.token, { workOrderId: order, ...wallClockDateTime(hoursAgo(2)) });
    const stoppedAt = hoursAgo(1);
    // After the technician stopped (offline), the colleague came and set Pending Customer Approval (15).
    const colleagueLabor = await clockedIn(colleague.token, { workOrderId: order });
    const set = await clockOut(colleague.token, { ...validStop(order, colleagueLabor), workOrderStatusId: 15 });
    expect(set.status, set.text).toBe(200);
    const late = await clockOut(tech.token, { ...validStop(order, laborId), workOrderStatusId: 26, actedAt: stoppedAt.toISOString() });
    expect(late.status, late.text).toBe(200);
    expect(late.body.stopTime).toBe(apiTimeOf(stoppedAt));
    expect(await workOrderOf(tech.token, order)).toMatchObject({ statusId: 15 });
  });
});

function wallClockDateTime(instant: Date) {
  const { date, time } = wallClockOf(instant);
  return { date, startTime: time };
}

async function numberOf(token: string, workOrderId: number): Promise<string> {
  const order = await workOrderOf(token, workOrderId);
  return String(order.workOrderNumber);
}
