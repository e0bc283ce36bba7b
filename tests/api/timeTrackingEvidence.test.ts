/**
 * Clock-time evidence (issue 33, item 12): every start and stop of a labor records how its time
 * was set (live, typed, late), when the server received it and who entered it; a typed or late
 * time further than the subscriber's tolerance (default 15 minutes) from its receipt, and an
 * overtime claim, are marked for approval; a team leader or payroll manager approves or
 * corrects each with a reason, and the correction is kept beside the recorded time.
 * Deleted labors are kept (item 9, labors): hidden from the order's labor, listed and restored
 * by a user with "Restore Deleted Labor".
 *
 * Technicians: nte 20 to 29 and shared 16 of the clock tenant, which no other file clocks.
 */
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { clockIn, clockOut, clockedIn, laborsOf, minutesFromNow, technicianOf, tenant, tokenOf, validStop, wallClockOf } from './timeTrackingHelpers';

const leaderToken = () => tokenOf(tenant().users.teamLeader, 'clock-teamleader');
const adminToken = () => tokenOf(tenant().users.admin, 'clock-admin');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

type Labor = Record<string, any> & { workOrderLaborId: number };

async function laborOf(token: string, workOrderId: number, laborId: number): Promise<Labor> {
  const labor = (await laborsOf(token, workOrderId)).find((l) => l.workOrderLaborId === laborId);
  expect(labor, `labor ${laborId}`).toBeDefined();
  return labor as unknown as Labor;
}

const review = (token: string, workOrderId: number, laborId: number, body: Record<string, unknown>) =>
  call('POST', `/api/v1/workOrders/${workOrderId}/labors/${laborId}/review`, { token, body });

async function marksOf(token: string) {
  const answer = await call('GET', '/api/v1/clockMarks', { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Array<Record<string, any>>;
}

/** A closed labor whose start was typed `typedMinutesAgo` ago and whose stop is live. */
async function closedLabor(n: number, start: Record<string, unknown>) {
  const tech = technicianOf('nte', n);
  const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, ...start });
  const stopped = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
  expect(stopped.status, stopped.text).toBe(200);
  return { tech, laborId };
}

describe('how a clock time was set', () => {
  it('records a live start and stop: set live, received now, entered by the technician, not marked', async () => {
    const { tech, laborId } = await closedLabor(20, {});
    const labor = await laborOf(tech.token, tech.secondOrderId, laborId);
    const technicianName = labor.technicianName;
    expect(labor).toMatchObject({
      startSetBy: 'live',
      startEnteredBy: technicianName,
      startReview: null,
      stopSetBy: 'live',
      stopEnteredBy: technicianName,
      stopReview: null,
      overtimeClaimed: false,
      overtimeReview: null,
      reviews: [],
    });
    expect(labor.startReceivedAt).toMatch(SECONDS);
    expect(labor.startReceivedAt.slice(0, 16)).toBe(labor.startTime.slice(0, 16));
    expect(labor.startRecordedTime).toBe(labor.startTime);
    expect(labor.stopRecordedTime).toBe(labor.stopTime);
  });

  it('records a typed start within the tolerance as typed, unmarked; further than it, marked with the recorded and the received time', async () => {
    const near = minutesFromNow(-10);
    const { tech, laborId } = await closedLabor(21, { date: near.date, startTime: near.time });
    const within = await laborOf(tech.token, tech.secondOrderId, laborId);
    expect(within).toMatchObject({ startSetBy: 'typed', startReview: null, startTime: `${near.date}T${near.time}:00` });

    const far = minutesFromNow(-40);
    const other = await closedLabor(22, { date: far.date, startTime: far.time });
    const marked = await laborOf(other.tech.token, other.tech.secondOrderId, other.laborId);
    expect(marked).toMatchObject({ startSetBy: 'typed', startReview: 'pending', startRecordedTime: `${far.date}T${far.time}:00`, stopReview: null });
    const mark = (await marksOf(leaderToken())).find((m) => m.workOrderLaborId === other.laborId && m.subject === 'start');
    expect(mark).toMatchObject({ setBy: 'typed', recordedTime: `${far.date}T${far.time}:00`, technicianId: other.tech.userId, workOrderId: other.tech.secondOrderId });
    expect(mark!.receivedAt).toBe(marked.startReceivedAt);
    expect(mark!.enteredBy).toBe(marked.technicianName);
  });

  it('records a stop kept offline and sent 30 minutes later as late, marked; and an overtime claim, marked', async () => {
    const tech = technicianOf('nte', 23);
    const startedAt = minutesAgo(90);
    const started = await clockIn(tech.token, { workOrderId: tech.secondOrderId, actedAt: startedAt.toISOString(), isOvertime: true });
    expect(started.status, started.text).toBe(200);
    const laborId = started.body.workOrderLaborId;
    const stopped = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), actedAt: minutesAgo(30).toISOString() });
    expect(stopped.status, stopped.text).toBe(200);
    const labor = await laborOf(tech.token, tech.secondOrderId, laborId);
    expect(labor).toMatchObject({ startSetBy: 'late', startReview: 'pending', stopSetBy: 'late', stopReview: 'pending', overtimeClaimed: true, overtimeReview: 'pending' });
    const marks = (await marksOf(leaderToken())).filter((m) => m.workOrderLaborId === laborId).map((m) => m.subject);
    expect(marks.sort()).toEqual(['overtime', 'start', 'stop']);
  });

  it("records who entered a stop: the team leader who clocked the technician out", async () => {
    const tech = technicianOf('nte', 24);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const stopped = await clockOut(leaderToken(), validStop(tech.secondOrderId, laborId));
    expect(stopped.status, stopped.text).toBe(200);
    const labor = await laborOf(leaderToken(), tech.secondOrderId, laborId);
    expect(labor.startEnteredBy).toBe(labor.technicianName);
    expect(labor.stopEnteredBy).not.toBe(labor.technicianName);
    expect(labor.stopEnteredBy).toMatch(/^teamleader/);
  });
});

describe('approving and correcting', () => {
  it('a team leader corrects a marked start with a reason: the correction is effective, the recorded time stays beside it', async () => {
    const far = minutesFromNow(-50);
    const { tech, laborId } = await closedLabor(25, { date: far.date, startTime: far.time, isOvertime: true });
    const before = await laborOf(tech.token, tech.secondOrderId, laborId);
    const correctedTo = wallClockOf(minutesAgo(20));
    const corrected = await review(leaderToken(), tech.secondOrderId, laborId, {
      subject: 'start',
      decision: 'correct',
      time: `${correctedTo.date}T${correctedTo.time}`,
      reason: 'Arrived at 20 past, per the site log.',
    });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body).toMatchObject({
      startTime: `${correctedTo.date}T${correctedTo.time}:00`,
      startRecordedTime: `${far.date}T${far.time}:00`,
      startSetBy: 'typed',
      startReview: 'corrected',
    });
    expect(corrected.body.hours).toBeLessThan(before.hours);
    expect(corrected.body.reviews).toEqual([
      expect.objectContaining({
        subject: 'start',
        decision: 'corrected',
        recordedTime: `${far.date}T${far.time}:00`,
        recordedSetBy: 'typed',
        correctedTime: `${correctedTo.date}T${correctedTo.time}:00`,
        reason: 'Arrived at 20 past, per the site log.',
        decidedBy: expect.stringMatching(/^teamleader/),
      }),
    ]);
    // The labor tab answers the same; the mark is gone from the list.
    expect(await laborOf(tech.token, tech.secondOrderId, laborId)).toMatchObject({ startTime: corrected.body.startTime, startRecordedTime: `${far.date}T${far.time}:00` });
    const marks = (await marksOf(leaderToken())).filter((m) => m.workOrderLaborId === laborId).map((m) => m.subject);
    expect(marks).toEqual(['overtime']);

    // The overtime claim: the payroll decision is that these hours are regular.
    const overtime = await review(leaderToken(), tech.secondOrderId, laborId, { subject: 'overtime', decision: 'correct', isOvertime: false, reason: 'Within the regular shift.' });
    expect(overtime.status, overtime.text).toBe(200);
    expect(overtime.body).toMatchObject({ isOvertime: false, overtimeClaimed: true, overtimeReview: 'corrected' });
    expect((await marksOf(leaderToken())).some((m) => m.workOrderLaborId === laborId)).toBe(false);
  });

  it('approves a marked late stop as recorded', async () => {
    const tech = technicianOf('nte', 26);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, actedAt: minutesAgo(3).toISOString() });
    const stopped = await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), actedAt: minutesAgo(2).toISOString() });
    expect(stopped.status, stopped.text).toBe(200);
    // Sent within the tolerance: late, yet not marked.
    expect(await laborOf(tech.token, tech.secondOrderId, laborId)).toMatchObject({ startSetBy: 'late', startReview: null, stopSetBy: 'late', stopReview: null });
    const notMarked = await review(leaderToken(), tech.secondOrderId, laborId, { subject: 'stop', decision: 'approve', reason: 'Fine.' });
    expect(notMarked.status, notMarked.text).toBe(409);
    expect(notMarked.body.message).toBe("This labor's stop time is not marked for approval.");
  });

  it('refuses a technician, a blank reason, a correction without a time or before the start, and another subscriber, changing nothing', async () => {
    const far = minutesFromNow(-45);
    const { tech, laborId } = await closedLabor(27, { date: far.date, startTime: far.time });
    const before = await laborOf(tech.token, tech.secondOrderId, laborId);
    expect(before.startReview).toBe('pending');
    const base = { subject: 'start', decision: 'approve', reason: 'Checked with the customer.' };

    const byTechnician = await review(tech.token, tech.secondOrderId, laborId, base);
    expect(byTechnician.status, byTechnician.text).toBe(403);
    expect((await call('GET', '/api/v1/clockMarks', { token: tech.token })).status).toBe(403);

    const blank = await review(leaderToken(), tech.secondOrderId, laborId, { ...base, reason: '   ' });
    expect(blank.status, blank.text).toBe(400);
    expect(blank.body.errors).toEqual({ reason: ['Enter a reason for the decision.'] });

    const noTime = await review(leaderToken(), tech.secondOrderId, laborId, { ...base, decision: 'correct' });
    expect(noTime.status, noTime.text).toBe(400);
    expect(noTime.body.errors).toEqual({ time: ['Enter the corrected time.'] });

    const stopAt = before.stopTime as string;
    const startAfterStop = new Date(Date.parse(`${stopAt}Z`) + 60 * 60_000).toISOString().slice(0, 16);
    const afterStop = await review(leaderToken(), tech.secondOrderId, laborId, { ...base, decision: 'correct', time: startAfterStop });
    expect(afterStop.status, afterStop.text).toBe(400);
    expect(Object.keys(afterStop.body.errors)).toEqual(['time']);

    // A payroll manager of another subscriber finds no such labor; in their own, they may list the marks.
    const payroll = await tokenFor('payrollmanager');
    const elsewhere = await review(payroll, tech.secondOrderId, laborId, base);
    expect(elsewhere.status, elsewhere.text).toBe(404);
    expect((await call('GET', '/api/v1/clockMarks', { token: payroll })).status).toBe(200);

    const after = await laborOf(tech.token, tech.secondOrderId, laborId);
    expect(after).toEqual(before);

    const approved = await review(leaderToken(), tech.secondOrderId, laborId, base);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ startReview: 'approved', startTime: before.startTime, reviews: [expect.objectContaining({ decision: 'approved', correctedTime: null })] });
  });
});

describe('the tolerance setting', () => {
  it("marks by the subscriber's Clock Time Tolerance (minutes): 60 leaves a start typed 40 minutes back unmarked", async () => {
    const token = adminToken();
    const settings = await call('GET', '/api/v1/resources/subscriberSettings/1', { token });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.body.clockTimeToleranceMinutes).toBe(15);
    const { companyName, timeZone, overtimeAfterHours } = settings.body;
    const kept = { companyName, timeZone, overtimeAfterHours };
    const save = (minutes: number, version: number) =>
      call('PUT', '/api/v1/resources/subscriberSettings/1', { token, body: { ...kept, clockTimeToleranceMinutes: minutes, version } });
    const saved = await save(60, settings.body.version);
    expect(saved.status, saved.text).toBe(200);
    try {
      const typed = minutesFromNow(-40);
      const tech = technicianOf('nte', 28);
      const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: typed.date, startTime: typed.time });
      try {
        expect(await laborOf(tech.token, tech.secondOrderId, laborId)).toMatchObject({ startSetBy: 'typed', startReview: null });
      } finally {
        expect((await clockOut(tech.token, validStop(tech.secondOrderId, laborId))).status).toBe(200);
      }
    } finally {
      const restored = await save(15, saved.body.version);
      expect(restored.status, restored.text).toBe(200);
    }
    const refused = await call('PUT', '/api/v1/resources/subscriberSettings/1', { token, body: { ...kept, clockTimeToleranceMinutes: -5, version: settings.body.version + 2 } });
    expect(refused.status, refused.text).toBe(400);
  });
});

describe('deleted labors are kept', () => {
  it("a deleted labor leaves the order's labor, is listed with who deleted it and when, and is restored", async () => {
    const tech = technicianOf('nte', 29);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    expect((await clockOut(tech.token, validStop(tech.secondOrderId, laborId))).status).toBe(200);
    const before = await laborOf(leaderToken(), tech.secondOrderId, laborId);

    const deleted = await call('DELETE', `/api/v1/workOrders/${tech.secondOrderId}/labors/${laborId}`, { token: leaderToken() });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await laborsOf(leaderToken(), tech.secondOrderId)).some((l) => l.workOrderLaborId === laborId)).toBe(false);

    // The team leader may delete, not see what was deleted; an administrator may.
    const path = `/api/v1/workOrders/${tech.secondOrderId}/labors/deleted`;
    expect((await call('GET', path, { token: leaderToken() })).status).toBe(403);
    const list = await call('GET', path, { token: adminToken() });
    expect(list.status, list.text).toBe(200);
    const kept = list.body.find((l: Labor) => l.workOrderLaborId === laborId);
    expect(kept).toMatchObject({ ...before, deletedBy: expect.stringMatching(/^teamleader/) });
    expect(kept.deletedAt).toMatch(SECONDS);

    const restorePath = `/api/v1/workOrders/${tech.secondOrderId}/labors/${laborId}/restore`;
    expect((await call('POST', restorePath, { token: leaderToken() })).status).toBe(403);
    const restored = await call('POST', restorePath, { token: adminToken() });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toEqual(before);
    expect(await laborOf(leaderToken(), tech.secondOrderId, laborId)).toEqual(before);
    expect((await call('GET', path, { token: adminToken() })).body.some((l: Labor) => l.workOrderLaborId === laborId)).toBe(false);
    expect((await call('POST', restorePath, { token: adminToken() })).status).toBe(404);
  });

  it('refuses to restore a labor whose time another labor of the technician took meanwhile', async () => {
    const tech = technicianOf('shared', 16);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, actedAt: minutesAgo(20).toISOString() });
    expect((await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), actedAt: minutesAgo(10).toISOString() })).status).toBe(200);
    expect((await call('DELETE', `/api/v1/workOrders/${tech.secondOrderId}/labors/${laborId}`, { token: leaderToken() })).status).toBe(200);
    const typed = wallClockOf(minutesAgo(15));
    const other = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: typed.date, startTime: typed.time });
    expect((await clockOut(tech.token, validStop(tech.secondOrderId, other))).status).toBe(200);

    const refused = await call('POST', `/api/v1/workOrders/${tech.secondOrderId}/labors/${laborId}/restore`, { token: adminToken() });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe('This labor cannot be restored: its technician has another labor in the same time. Delete or correct that one first.');
    expect((await laborsOf(leaderToken(), tech.secondOrderId)).some((l) => l.workOrderLaborId === laborId)).toBe(false);
  });
});
