/**
 * Every date-time the API answers or reads is the subscriber's wall clock "YYYY-MM-DDTHH:mm:ss".
 * The Crestline tenant (whose other file, userAdmin, reads no dates) is moved to Asia/Kolkata,
 * five and a half hours ahead of UTC all year: a date written or read in UTC, or in the demo
 * tenant's New York, would be hours off.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextDay, wallClock } from '../../src/server/http/timeZone';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';

const ZONE = 'Asia/Kolkata';
const ZONE_OFFSET = '+05:30';
const API_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** An instant as the Kolkata wall clock, "YYYY-MM-DDTHH:mm:ss". */
const wall = (instant: number) => wallClock(new Date(instant), ZONE).dateTime;
/** The instant a Kolkata wall-clock time names. */
const instantOf = (dateTime: string) => Date.parse(`${dateTime}${ZONE_OFFSET}`);
const plusSeconds = (dateTime: string, seconds: number) => wall(instantOf(dateTime) + seconds * 1000);
/** The UTC wall clock of the instant a Kolkata wall-clock time names, moved by some seconds. */
const utcOf = (dateTime: string, seconds = 0) => new Date(instantOf(dateTime) + seconds * 1000).toISOString().slice(0, 19);

let token: string;
const query = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Runs a request and answers it with the wall-clock window it ran in, to the second. */
async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; from: string; to: string }> {
  const from = wall(Math.floor(Date.now() / 1000) * 1000);
  const answer = await request();
  return { answer, from, to: wall(Date.now()) };
}

const expectWithin = (dateTime: string, window: { from: string; to: string }) => {
  expect(dateTime).toMatch(API_DATE_TIME);
  expect(dateTime >= window.from && dateTime <= window.to, `${dateTime} within ${window.from}..${window.to}`).toBe(true);
};

/**
 * A created-date filter finds the record `id` created at `createdDate` by its wall-clock second
 * and its local day, and not by the UTC time of that second or by the next day.
 */
async function expectFoundByWallClock(ids: (filter: Record<string, unknown>) => Promise<number[]>, createdDate: string, id: number) {
  expect(await ids({ createdDate_gte: createdDate, createdDate_lt: plusSeconds(createdDate, 1) })).toEqual([id]);
  expect(await ids({ createdDate_gte: utcOf(createdDate), createdDate_lt: utcOf(createdDate, 1) })).toEqual([]);
  const day = createdDate.slice(0, 10);
  expect(await ids({ createdDate: day })).toEqual([id]);
  expect(await ids({ createdDate: nextDay(day) })).toEqual([]);
}

async function setTimeZone(timeZone: string) {
  const settings = await call('GET', '/api/v1/resources/subscriberSettings/1', { token });
  expect(settings.status, settings.text).toBe(200);
  const saved = await call('PUT', '/api/v1/resources/subscriberSettings/1', {
    token,
    body: { companyName: settings.body.companyName, timeZone, version: settings.body.version },
  });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body.timeZone).toBe(timeZone);
}

beforeAll(async () => {
  token = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
  await setTimeZone(ZONE);
});

describe("the browser learns the subscriber's zone", () => {
  it('validateUser answers the time zone every "today" of the app is taken in', async () => {
    const answer = await call('POST', '/api/v1/account/validateUser', { token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.timeZone).toBe(ZONE);
  });
});

describe('resources answer and filter dates in the subscriber zone', () => {
  let region: { id: number; name: string; createdDate: string };

  it("answers createdDate, modifiedDate and the history's changedDate as the zone's wall clock", async () => {
    const name = `Region ${randomUUID().slice(0, 8)}`;
    const created = await timed(() => call('POST', '/api/v1/resources/regions', { token, body: { name } }));
    expect(created.answer.status, created.answer.text).toBe(201);
    region = created.answer.body;
    expectWithin(region.createdDate, created);
    expect(created.answer.body.modifiedDate).toBe(region.createdDate);

    expect((await call('GET', `/api/v1/resources/regions/${region.id}`, { token })).body.createdDate).toBe(region.createdDate);
    const history = await call('GET', `/api/v1/resources/regions/${region.id}/history`, { token });
    expect(history.status, history.text).toBe(200);
    expectWithin(history.body[0].changedDate, created);
  });

  it('finds a record by its wall-clock time and by its local day, not by the UTC time', async () => {
    const ids = async (filter: Record<string, unknown>) => {
      const answer = await call('GET', `/api/v1/resources/regions?${query({ name: region.name, ...filter })}`, { token });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.map((r: { id: number }) => r.id);
    };
    const { createdDate } = region;
    await expectFoundByWallClock(ids, createdDate, region.id);
    const day = createdDate.slice(0, 10);
    expect(await ids({ createdDate_gte: `${day}T00:00:00`, createdDate_lt: `${nextDay(day)}T00:00:00` })).toEqual([region.id]);
    expect(await ids({ modifiedDate_lte: plusSeconds(createdDate, -1) })).toEqual([]);
  });

  it('refuses a date-time filter that names no real day or time', async () => {
    for (const createdDate of ['2024-02-30', '2024-06-03T24:00:00', '2024-06-03T08:00:00Z']) {
      const answer = await call('GET', `/api/v1/resources/regions?${query({ createdDate })}`, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ 'filter.createdDate': ['Must be a date-time YYYY-MM-DDTHH:mm:ss.'] });
    }
  });
});

describe('work orders answer and filter dates in the subscriber zone', () => {
  let order: { id: number; createdDate: string; modifiedDate: string };
  let window: { from: string; to: string };

  beforeAll(async () => {
    const customer = await call('POST', '/api/v1/resources/customers', { token, body: { name: `Zone customer ${randomUUID().slice(0, 8)}` } });
    expect(customer.status, customer.text).toBe(201);
    const created = await timed(() => call('POST', '/api/v1/workOrders', { token, body: { customerId: customer.body.id, problem: 'Compressor trips at noon.' } }));
    expect(created.answer.status, created.answer.text).toBe(201);
    order = created.answer.body;
    window = created;
  });

  it('answers the order, its grid row and its status history in wall-clock time', async () => {
    expectWithin(order.createdDate, window);
    expect((await call('GET', `/api/v1/workOrders/${order.id}`, { token })).body).toMatchObject({ createdDate: order.createdDate });
    const history = await call('GET', `/api/v1/workOrders/${order.id}/statusHistory`, { token });
    expect(history.status, history.text).toBe(200);
    expectWithin(history.body[0].changedDate, window);
  });

  it('filters the grid by wall-clock time and local day', async () => {
    const ids = async (filter: Record<string, unknown>) => {
      const answer = await call('GET', `/api/v1/workOrders?${query({ id: order.id, ...filter })}`, { token });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.map((r: { id: number; createdDate: string }) => {
        expect(r.createdDate).toBe(order.createdDate);
        return r.id;
      });
    };
    await expectFoundByWallClock(ids, order.createdDate, order.id);
  });

  it('answers signedDate, the open labor and the labor rows in wall-clock time', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const signed = await timed(() =>
      call('PUT', `/api/v1/workOrders/${order.id}/signature`, { token, body: { signaturePng: `data:image/png;base64,${png}`, signedBy: 'Asha Rao' } }),
    );
    expect(signed.answer.status, signed.answer.text).toBe(200);
    expectWithin(signed.answer.body.signedDate, signed);

    const clockedIn = await timed(() =>
      call('POST', '/api/v1/WOStartStop/clockInWorkOrder', { token, body: { clientRequestId: randomUUID(), workOrderId: order.id } }),
    );
    expect(clockedIn.answer.status, clockedIn.answer.text).toBe(200);
    const { workOrderLaborId, startTime } = clockedIn.answer.body;
    expectWithin(startTime, clockedIn);
    expect((await call('GET', `/api/v1/workOrders/${order.id}`, { token })).body.myOpenLabor).toMatchObject({ workOrderLaborId, startTime });

    const clockedOut = await call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
      token,
      body: { clientRequestId: randomUUID(), workOrderId: order.id, workOrderLaborId, userStatusId: 3, description: 'Reset the breaker.', workOrderStatusId: 13 },
    });
    expect(clockedOut.status, clockedOut.text).toBe(200);
    const labors = await call('GET', `/api/v1/workOrders/${order.id}/labors`, { token });
    expect(labors.body).toEqual([expect.objectContaining({ workOrderLaborId, startTime, stopTime: clockedOut.body.stopTime })]);
  });
});

describe('a setting that names no zone', () => {
  it('falls back to UTC', async () => {
    await setTimeZone('Mars/Olympus');
    const created = await timed(() => call('POST', '/api/v1/resources/regions', { token, body: { name: `Region ${randomUUID().slice(0, 8)}` } }));
    expect(created.answer.status, created.answer.text).toBe(201);
    expectWithin(created.answer.body.createdDate, { from: utcOf(created.from), to: utcOf(created.to) });
    expect((await call('POST', '/api/v1/account/validateUser', { token })).body.timeZone).toBe('UTC');
  });
});
