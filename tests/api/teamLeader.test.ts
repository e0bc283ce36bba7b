/**
 * The team leader board (GET /api/v1/teamLeader/board) and its live update: the caller's
 * subscriber only, refused without read on the Team Leader module, a clock-in shows with its
 * order and status, orders over NTE, flagged and unassigned are listed under attention, and a
 * clock-in raises `gridUpdate` ('tl') on TeamLeaderHub for the subscriber's team leaders.
 *
 * Works in the clock tenant with technicians no other file clocks: plain 80 to 82 and 87, nte 10 and 17.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, describe, expect, it } from 'vitest';
import { TEAM_LEADER_GRID_CONTEXT } from '../../src/domain/teamLeader/board';
import type { TeamLeaderBoard } from '../../src/domain/teamLeader/responses';
import { baseUrl, call, tokenFor } from '../support/api';
import { NTE_AMOUNT, PLAIN_LABOR_RATE } from '../support/clockTenant';
import { todayIn } from './schedulingHelpers';
import { ZONE, clockOut, clockedIn, minutesFromNow, startViewData, technicianOf, tenant, tokenOf, validStop } from './timeTrackingHelpers';

const BOARD = '/api/v1/teamLeader/board';
const leaderToken = () => tokenOf(tenant().users.teamLeader, 'clock-teamleader');

async function boardOf(token: string): Promise<TeamLeaderBoard> {
  const answer = await call<TeamLeaderBoard>('GET', BOARD, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

const open: HubConnection[] = [];
afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
});

describe('team leader board', () => {
  it('needs read on the Team Leader module', async () => {
    expect((await call('GET', BOARD)).status).toBe(401);
    for (const userName of ['admin', 'technician', 'salesperson', 'servicemanager']) {
      const answer = await call('GET', BOARD, { token: await tokenFor(userName) });
      expect(answer.status, `${userName}: ${answer.text}`).toBe(403);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await call('GET', BOARD, { token: await tokenFor('teamleader') })).status).toBe(200);
    expect((await call('GET', BOARD, { token: await tokenFor('superadmin') })).status).toBe(200);
  });

  it("answers the caller's subscriber only, from the token", async () => {
    const clockBoard = await boardOf(leaderToken());
    const demoBoard = await boardOf(await tokenFor('teamleader'));
    const clockIds = new Set(clockBoard.technicians.map((t) => t.technicianId));
    const tenantTechnicians = tenant().technicians.map((t) => t.userId);
    expect(tenantTechnicians.every((id) => clockIds.has(id))).toBe(true);
    expect(demoBoard.technicians.some((t) => clockIds.has(t.technicianId))).toBe(false);
    expect(demoBoard.technicians.map((t) => t.technicianName)).toEqual(expect.arrayContaining(['Tyler Brooks', 'Luis Ortega', 'Marcus Reed']));
    // A subscriber id in the query changes nothing.
    const asked = await call<TeamLeaderBoard>('GET', `${BOARD}?subscriberId=${tenant().subscriberId}`, { token: await tokenFor('teamleader') });
    expect([200, 400]).toContain(asked.status);
    if (asked.status === 200) expect(asked.body.technicians.some((t) => clockIds.has(t.technicianId))).toBe(false);
    const clockOrderIds = new Set(tenant().technicians.flatMap((t) => [t.ratedOrderId, t.secondOrderId]));
    expect(demoBoard.attention.some((item) => item.workOrderId !== null && clockOrderIds.has(item.workOrderId))).toBe(false);
  });

  it('shows a technician who clocks in with the order, since when and On Site; and not after clock-out', async () => {
    const tech = technicianOf('plain', 80);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    try {
      const board = await boardOf(leaderToken());
      const row = board.technicians.find((t) => t.technicianId === tech.userId)!;
      expect(row.userStatus).toBe('On Site');
      expect(row.statusSince).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(row.clockedIn).toMatchObject({ workOrderLaborId: laborId, workOrderId: tech.secondOrderId, customerName: 'Plain Diner', userStatusId: 1 });
      expect(row.clockedIn!.workOrderNumber).toMatch(/^\d+$/);
      expect(row.clockedIn!.since <= board.asOf).toBe(true);
      expect(board.summary.onSite).toBeGreaterThanOrEqual(1);
      expect(board.summary.technicians).toBe(board.technicians.length);
    } finally {
      const answer = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
      expect(answer.status, answer.text).toBe(200);
    }
    const after = (await boardOf(leaderToken())).technicians.find((t) => t.technicianId === tech.userId)!;
    expect(after.clockedIn).toBeNull();
    expect(after.userStatus).toBe('Available');
  });

  it('lists an order over its NTE, a flagged order and an unassigned one under attention', async () => {
    const tech = technicianOf('nte', 10);
    // Materials of 90 against an NTE of 100: half an hour of labor at 100 an hour takes it over.
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const leader = leaderToken();
    const created = await call('POST', '/api/v1/workOrders', {
      token: leader,
      body: { customerId: tenant().customers.plain, problem: 'Team leader board: flagged, nobody assigned', statusId: 1, flagId: 10, technicianIds: [] },
    });
    expect(created.status, created.text).toBe(201);
    const orderId = created.body.id as number;
    try {
      const board = await boardOf(leader);
      const overNte = board.attention.find((item) => item.reason === 'overNte' && item.workOrderId === tech.secondOrderId);
      expect(overNte, JSON.stringify(board.attention.filter((i) => i.reason === 'overNte'))).toBeDefined();
      expect(overNte!.nteAmount).toBe(NTE_AMOUNT);
      expect(overNte!.amount).toBeGreaterThan(NTE_AMOUNT);
      expect(overNte!.detail).toMatch(/^Running total \$\d+\.\d\d · in 30 minutes \$\d+\.\d\d · NTE \$100\.00$/);

      const flagged = board.attention.find((item) => item.reason === 'flagged' && item.workOrderId === orderId);
      expect(flagged).toMatchObject({ customerName: 'Plain Diner', problem: 'Team leader board: flagged, nobody assigned', detail: 'Flag: Parts Ordered' });
      expect(board.attention.find((item) => item.reason === 'unassigned' && item.workOrderId === orderId)).toBeDefined();
      // Assigned orders are not "unassigned".
      expect(board.attention.some((item) => item.reason === 'unassigned' && item.workOrderId === tech.secondOrderId)).toBe(false);
      expect(board.attentionCounts.flagged).toBeGreaterThanOrEqual(1);
      expect(board.summary.attention).toBe(Object.values(board.attentionCounts).reduce((a, b) => a + b, 0));
    } finally {
      const answer = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
      expect(answer.status, answer.text).toBe(200);
    }
  });

  it("pushes gridUpdate ('tl') on TeamLeaderHub to the subscriber's team leader when a technician clocks in", async () => {
    const tech = technicianOf('plain', 81);
    const leader = new HubConnectionBuilder()
      .withUrl(`${baseUrl()}/hubs/TeamLeaderHub`, { accessTokenFactory: () => leaderToken(), transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    await leader.start();
    open.push(leader);
    // Other files clock in this tenant too: wait for the event about this technician.
    const arrived = new Promise<unknown[]>((resolve) =>
      leader.on('gridUpdate', (...args: unknown[]) => {
        if ((args[1] as { technicianId?: number } | undefined)?.technicianId === tech.userId) resolve(args);
      }),
    );
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    try {
      const args = await Promise.race([arrived, new Promise((_, reject) => setTimeout(() => reject(new Error('no gridUpdate within 5 s')), 5000))]);
      expect(args).toEqual([TEAM_LEADER_GRID_CONTEXT, { technicianId: tech.userId }]);
    } finally {
      const answer = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
      expect(answer.status, answer.text).toBe(200);
    }
  });

  it('counts a visit done once its technician clocked out of the order that day, wherever the labor was started', async () => {
    const tech = technicianOf('plain', 87);
    const leader = leaderToken();
    const today = todayIn(ZONE);
    const entry = await call('POST', '/api/v1/scheduler/entries', {
      token: leader,
      body: { task: 'Board visit', workOrderId: tech.secondOrderId, start: `${today}T00:00:00`, end: `${today}T23:59:00`, isAllDay: true, technicianIds: [tech.userId] },
    });
    expect(entry.status, entry.text).toBe(200);
    const schedulerId = entry.body.schedulerId as number;
    const visitOf = (board: TeamLeaderBoard) => board.technicians.find((t) => t.technicianId === tech.userId)!;
    const routeStop = async () => {
      const route = await call('GET', `/api/v1/scheduler/route?date=${today}`, { token: tech.token });
      expect(route.status, route.text).toBe(200);
      return (route.body.stops as Array<{ schedulerId: number; done: boolean }>).find((stop) => stop.schedulerId === schedulerId)!;
    };
    try {
      expect(visitOf(await boardOf(leader))).toMatchObject({ visitsDone: 0, visitsLeft: 1, visits: [expect.objectContaining({ schedulerId, done: false })] });
      // Started from My Work Orders: no schedulerId in the clock-in.
      const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
      expect(visitOf(await boardOf(leader))).toMatchObject({ visitsDone: 0, visitsLeft: 1 });
      expect((await routeStop()).done).toBe(false);
      const stopped = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
      expect(stopped.status, stopped.text).toBe(200);
      const board = await boardOf(leader);
      expect(visitOf(board)).toMatchObject({ visitsDone: 1, visitsLeft: 0, visits: [expect.objectContaining({ schedulerId, done: true })] });
      expect(board.summary.visitsDone).toBeGreaterThanOrEqual(1);
      expect((await routeStop()).done).toBe(true);
    } finally {
      const removed = await call('DELETE', `/api/v1/scheduler/entries/${schedulerId}`, { token: leader, body: { version: entry.body.version } });
      expect(removed.status, removed.text).toBe(200);
    }
  });

  it('gives the start dialog and the board the same running total and projection, with the NTE beside them', async () => {
    const tech = technicianOf('nte', 17);
    // An hour of labor, done: the order's total no longer moves, so both reads see the same money.
    const start = minutesFromNow(-60);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: start.date, startTime: start.time });
    const stopped = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
    expect(stopped.status, stopped.text).toBe(200);

    const view = await startViewData(tech.token, tech.secondOrderId);
    expect(view.status, view.text).toBe(200);
    const item = (await boardOf(leaderToken())).attention.find((i) => i.reason === 'overNte' && i.workOrderId === tech.secondOrderId);
    expect(item, 'the order is over its NTE on the board').toBeDefined();

    const running = view.body.nteStanding.runningTotal as number;
    expect(running).toBeGreaterThan(NTE_AMOUNT);
    // The start dialog adds the half hour of the labor it is about to open; the board has no open labor to project.
    expect(view.body.nteStanding).toEqual({ nteAmount: NTE_AMOUNT, runningTotal: running, projectedTotal: Math.round((running + PLAIN_LABOR_RATE / 2) * 100) / 100 });
    expect(view.body.nteWarningAmount).toBe(view.body.nteStanding.projectedTotal);
    expect(item).toMatchObject({ nteAmount: NTE_AMOUNT, runningTotal: running, amount: running });
    const money = (n: number) => `$${n.toFixed(2)}`;
    expect(item!.detail).toBe(`Running total ${money(running)} · in 30 minutes ${money(running)} · NTE $100.00`);
  });
});
