/**
 * Clock requests racing each other: the database keeps one open labor per technician and
 * uses a request id once, and every loser gets a clear 4xx, never a 500.
 * Users: clock-racer and its RACE_ORDERS orders; technicians plain 50-54 and 90-109, the team leader.
 */
import { describe, expect, it } from 'vitest';
import { TIME_TRACKING_MESSAGES } from '../../src/domain/timeTracking/clock';
import { RACE_ORDERS } from '../support/clockTenant';
import { clockIn, clockOut, clockOutAndStart, laborsOf, openLaborOn, startViewData, technicianOf, tenant, tokenOf, userStatusOf, uuid, validStop } from './timeTrackingHelpers';

describe('concurrent clock requests', () => {
  it(`${RACE_ORDERS} clock-ins at once by one technician on different orders leave exactly one open labor; every other gets the finish-first 409`, async () => {
    const token = tokenOf(tenant().users.racer, 'clock-racer');
    const orders = tenant().orders.race;
    expect(orders).toHaveLength(RACE_ORDERS);
    const answers = await Promise.all(orders.map((workOrderId) => clockIn(token, { workOrderId, clientRequestId: uuid() })));
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    const winnerOrder = winners[0].body.workOrderId;
    const winnerNumber = (await startViewData(token, winnerOrder)).body.workOrderNumber;
    const losers = answers.filter((a) => a !== winners[0]);
    for (const loser of losers) {
      expect(loser).toMatchObject({ status: 409, body: { message: TIME_TRACKING_MESSAGES.finishOpenLaborFirst(winnerNumber) } });
    }
    expect(await openLaborOn(token, winnerOrder)).toBe(winners[0].body.workOrderLaborId);
    // Stored: one labor across all the orders, the winner's.
    const stored = (await Promise.all(orders.map((id) => laborsOf(token, id)))).flat();
    expect(stored.map((l) => l.workOrderLaborId)).toEqual([winners[0].body.workOrderLaborId]);
    const elsewhere = await startViewData(token, orders.find((id) => id !== winnerOrder)!);
    expect(elsewhere.body).toMatchObject({ hasOpenWorkOrderLabor: true, openWorkOrderId: winnerOrder });
  }, 120_000);

  it('the same clock-in sent 30 times at once opens one labor and answers it every time', async () => {
    const tech = technicianOf('plain', 90);
    const clientRequestId = uuid();
    const answers = await Promise.all(Array.from({ length: 30 }, () => clockIn(tech.token, { workOrderId: tech.secondOrderId, clientRequestId })));
    const ids = new Set(answers.map((a) => a.body.workOrderLaborId));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(ids.size).toBe(1);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe([...ids][0]);
    expect((await laborsOf(tech.token, tech.secondOrderId)).map((l) => l.workOrderLaborId)).toEqual([...ids]);
  });

  it('30 clock-outs of one labor at once with different request ids: one closes it, the others answer 409', async () => {
    const tech = technicianOf('plain', 91);
    const laborId = (await clockIn(tech.token, { workOrderId: tech.secondOrderId })).body.workOrderLaborId;
    const answers = await Promise.all(Array.from({ length: 30 }, () => clockOut(tech.token, validStop(tech.secondOrderId, laborId))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toMatchObject({ status: 409, body: { message: expect.stringMatching(/already clocked out/) } });
    }
  });

  it("the technician's clock-out racing a team leader's of the same labor: one closes it, the other answers 409, the status changes once", async () => {
    // Two callers: their requests run side by side, so the database decides who wins.
    const teamLeader = tokenOf(tenant().users.teamLeader, 'clock-teamleader');
    for (let round = 0; round < 5; round++) {
      const tech = technicianOf('plain', 50 + round);
      const laborId = (await clockIn(tech.token, { workOrderId: tech.secondOrderId })).body.workOrderLaborId;
      const [leaders, own] = await Promise.all([
        clockOut(teamLeader, { ...validStop(tech.secondOrderId, laborId), description: 'Closed by the team leader.' }),
        clockOut(tech.token, validStop(tech.secondOrderId, laborId)),
      ]);
      expect([own.status, leaders.status].sort(), `${own.text} / ${leaders.text}`).toEqual([200, 409]);
      const loser = own.status === 409 ? own : leaders;
      expect(loser.body.message).toMatch(/already clocked out/);
      const stored = await laborsOf(tech.token, tech.secondOrderId);
      expect(stored.filter((l) => l.workOrderLaborId === laborId && l.stopTime !== null)).toHaveLength(1);
      // Only the technician's own clock-out sets their status (Off Duty, 3); the team leader's leaves On Site (1).
      expect(await userStatusOf(tech.token)).toMatchObject({ userStatusId: own.status === 200 ? 3 : 1 });
    }
  });

  it('a stop-and-start racing a clock-out of the same labor: exactly one of them wins, nothing half-done', async () => {
    for (let round = 0; round < 5; round++) {
      const tech = technicianOf('plain', 92 + round);
      const laborId = (await clockIn(tech.token, { workOrderId: tech.secondOrderId })).body.workOrderLaborId;
      const [moved, stopped] = await Promise.all([
        clockOutAndStart(tech.token, {
          ...validStop(tech.secondOrderId, laborId),
          newWorkOrderId: tech.ratedOrderId,
          newServiceTechnicianId: tenant().rateSheet.helper,
        }),
        clockOut(tech.token, validStop(tech.secondOrderId, laborId)),
      ]);
      expect([moved.status, stopped.status].sort()).toEqual([200, 409]);
      expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
      const onNew = await openLaborOn(tech.token, tech.ratedOrderId);
      if (moved.status === 200) expect(onNew).not.toBeNull();
      else expect(onNew).toBeNull();
    }
  });

  it('many technicians clocking in and out at once do not disturb each other', async () => {
    const technicians = Array.from({ length: 10 }, (_, i) => technicianOf('plain', 100 + i));
    const started = await Promise.all(technicians.map((t) => clockIn(t.token, { workOrderId: t.secondOrderId })));
    expect(started.map((a) => a.status)).toEqual(Array(10).fill(200));
    const stopped = await Promise.all(technicians.map((t, i) => clockOut(t.token, validStop(t.secondOrderId, started[i].body.workOrderLaborId))));
    expect(stopped.map((a) => a.status)).toEqual(Array(10).fill(200));
  });
});
