/**
 * A customer billed by rate sheet without one (spec §8 "Please set up Rate Sheet for this
 * customer first"): the technician is refused with the spec's message; the start view data says
 * so and links those who may set it up to the customer's rate sheets; the dispatchers learn it
 * at once (rateSheetMissing on TeamLeaderHub and FieldDeskHub) and the team leader board lists
 * it under attention until the rate sheet is set up.
 *
 * Works in the clock tenant on customers and orders of its own, with technicians unrated 10 and 11.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_TRACKING_MESSAGES } from '../../src/domain/timeTracking/clock';
import type { TeamLeaderBoard } from '../../src/domain/teamLeader/responses';
import { rateSheetsOfCustomer } from '../../src/domain/resources/paths';
import { baseUrl, call, tokenFor } from '../support/api';
import { clockIn, startViewData, technicianOf, tenant, tokenOf } from './timeTrackingHelpers';

const leaderToken = () => tokenOf(tenant().users.teamLeader, 'clock-teamleader');
const adminToken = () => tokenOf(tenant().users.admin, 'clock-admin');
const report = (token: string, workOrderId: number) => call('POST', '/api/v1/WOStartStop/rateSheetMissing', { token, body: { workOrderId } });

const open: HubConnection[] = [];
afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
});

async function connected(hub: 'TeamLeaderHub' | 'FieldDeskHub', token: string): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl()}/hubs/${hub}`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  open.push(connection);
  return connection;
}

interface RateSheetMissingEvent {
  workOrderId: number;
  workOrderNumber: string;
  customerId: number;
  customerName: string;
  technicianId: number;
  technicianName: string;
  message: string;
}

/** The next rateSheetMissing event about this technician (other tests of the tenant may raise theirs). */
const nextEvent = (connection: HubConnection, technicianId: number) =>
  Promise.race([
    new Promise<RateSheetMissingEvent>((resolve) =>
      connection.on('rateSheetMissing', (event: RateSheetMissingEvent) => {
        if (event.technicianId === technicianId) resolve(event);
      }),
    ),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no rateSheetMissing within 5 s')), 5000)),
  ]);

async function boardOf(token: string): Promise<TeamLeaderBoard> {
  const answer = await call<TeamLeaderBoard>('GET', '/api/v1/teamLeader/board', { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** A customer billed by rate sheet with none set up, and an order of it for each technician. */
let customer: { id: number; name: string };
const orderOf = new Map<number, number>();

beforeAll(async () => {
  const admin = adminToken();
  const name = `No Sheet Towers ${randomUUID().slice(0, 8)}`;
  const created = await call('POST', '/api/v1/resources/customers', { token: admin, body: { name, billByRateSheet: true, laborRate: 100 } });
  expect(created.status, created.text).toBe(201);
  customer = { id: created.body.id, name };
  for (const tech of [technicianOf('unrated', 10), technicianOf('unrated', 11)]) {
    const order = await call('POST', '/api/v1/workOrders', { token: admin, body: { customerId: customer.id, problem: 'Boiler lockout', statusId: 1, technicianIds: [tech.userId] } });
    expect(order.status, order.text).toBe(201);
    orderOf.set(tech.userId, order.body.id);
  }
});

describe('a customer billed by rate sheet without one', () => {
  it('the start view data says so, and links to the customer\'s rate sheets only those who may set it up', async () => {
    const tech = technicianOf('unrated', 10);
    const workOrderId = orderOf.get(tech.userId)!;
    const asTechnician = await startViewData(tech.token, workOrderId);
    expect(asTechnician.status, asTechnician.text).toBe(200);
    expect(asTechnician.body).toMatchObject({ hasRateSheet: true, rateSheetMissing: true, rateSheetSetUpPath: null });
    const asAdmin = await startViewData(adminToken(), workOrderId);
    expect(asAdmin.body).toMatchObject({ rateSheetMissing: true, rateSheetSetUpPath: rateSheetsOfCustomer(customer.id) });
    expect(rateSheetsOfCustomer(customer.id)).toBe(`/customer/rateSheets?filter=${encodeURIComponent(JSON.stringify({ customerId: customer.id }))}`);
    // An order whose customer has a rate sheet is not missing one.
    expect((await startViewData(tech.token, tech.ratedOrderId)).body).toMatchObject({ hasRateSheet: true, rateSheetMissing: false });
  });

  it('a technician refused tells the team leader at once, on TeamLeaderHub and FieldDeskHub, and the board lists it under attention', async () => {
    const tech = technicianOf('unrated', 10);
    const workOrderId = orderOf.get(tech.userId)!;
    const leader = leaderToken();
    const [teamLeaderHub, fieldDeskHub] = await Promise.all([connected('TeamLeaderHub', leader), connected('FieldDeskHub', leader)]);
    const events = [nextEvent(teamLeaderHub, tech.userId), nextEvent(fieldDeskHub, tech.userId)];

    const answer = await report(tech.token, workOrderId);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ reported: true, message: TIME_TRACKING_MESSAGES.rateSheetMissing });

    for (const event of await Promise.all(events)) {
      expect(event).toMatchObject({ workOrderId, customerId: customer.id, customerName: customer.name, technicianId: tech.userId, message: TIME_TRACKING_MESSAGES.rateSheetMissing });
      expect(event.workOrderNumber).toMatch(/^\d+$/);
      expect(event.technicianName).toMatch(/^tech /);
    }

    const item = (await boardOf(leader)).attention.find((i) => i.reason === 'rateSheetMissing' && i.workOrderId === workOrderId);
    expect(item).toMatchObject({ customerName: customer.name, technicianIds: [tech.userId], rateSheetsPath: null });
    expect(item!.detail).toMatch(new RegExp(`^tech \\d+ could not start at \\d\\d:\\d\\d: no rate sheet for ${customer.name}$`));
  });

  it("links the board's line to the customer's rate sheets for whoever may set them up (the demo company's super admin, not its team leader)", async () => {
    // Pinecrest Apartments: billed by rate sheet with none set up; its order is the demo technician's.
    const superAdmin = await tokenFor('superadmin');
    const found = await call('GET', `/api/v1/workOrders?grid=woAll&filter=${encodeURIComponent(JSON.stringify({ q: 'Laundry room water heater' }))}`, { token: superAdmin });
    expect(found.status, found.text).toBe(200);
    const order = found.body[0] as { id: number; customerId: number };
    expect((await report(await tokenFor('technician'), order.id)).body).toMatchObject({ reported: true });
    const lineOf = async (token: string) => (await boardOf(token)).attention.find((i) => i.reason === 'rateSheetMissing' && i.workOrderId === order.id);
    expect((await lineOf(superAdmin))?.rateSheetsPath).toBe(rateSheetsOfCustomer(order.customerId));
    expect(await lineOf(await tokenFor('teamleader'))).toMatchObject({ customerName: 'Pinecrest Apartments', rateSheetsPath: null });
  });

  it('a clock-in refused for it (sent later by a phone that was offline) is reported too', async () => {
    const tech = technicianOf('unrated', 11);
    const workOrderId = orderOf.get(tech.userId)!;
    const event = nextEvent(await connected('TeamLeaderHub', leaderToken()), tech.userId);
    const refused = await clockIn(tech.token, { workOrderId });
    expect(refused).toMatchObject({ status: 400, body: { title: TIME_TRACKING_MESSAGES.rateSheetMissing } });
    expect(await event).toMatchObject({ workOrderId, technicianId: tech.userId });
  });

  it('is no longer reported or listed once the rate sheet has a labor item', async () => {
    const tech = technicianOf('unrated', 10);
    const workOrderId = orderOf.get(tech.userId)!;
    const item = await call('POST', '/api/v1/resources/customerRateSheetItems', { token: adminToken(), body: { customerId: customer.id, kind: 'Labor', name: 'Technician', hourlyRate: 95 } });
    expect(item.status, item.text).toBe(201);
    expect((await report(tech.token, workOrderId)).body).toEqual({ reported: false, message: null });
    expect((await startViewData(tech.token, workOrderId)).body).toMatchObject({ rateSheetMissing: false });
    const board = await boardOf(leaderToken());
    expect(board.attention.some((i) => i.reason === 'rateSheetMissing' && i.workOrderId === workOrderId)).toBe(false);
  });

  it('answers 404 for an order the technician may not see', async () => {
    const tech = technicianOf('unrated', 10);
    const other = technicianOf('unrated', 11);
    expect((await report(tech.token, orderOf.get(other.userId)!)).status).toBe(404);
  });
});
