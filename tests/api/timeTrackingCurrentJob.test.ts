/**
 * GET WOStartStop/currentJob: the caller's open labor for the current-job bar, or job null.
 * Technicians: plain 97-99 (timeTrackingConcurrency.test.ts clocks 100-109 meanwhile).
 */
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { API_DATE_TIME, clockOut, clockedIn, technicianOf, tenant, tokenOf, validStop, workOrderOf } from './timeTrackingHelpers';

const currentJob = (token: string) => call('GET', '/api/v1/WOStartStop/currentJob', { token });

describe('the current job', () => {
  it('is null while the technician is not clocked in', async () => {
    const tech = technicianOf('plain', 97);
    const answer = await currentJob(tech.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ job: null });
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
  });

  it("names the open labor's order, customer, site and start, counts the seconds since, and goes at clock-out", async () => {
    const tech = technicianOf('plain', 98);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const order = await workOrderOf(tech.token, tech.secondOrderId);
    const answer = await currentJob(tech.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      job: {
        workOrderLaborId: laborId,
        workOrderId: tech.secondOrderId,
        workOrderNumber: String(order.workOrderNumber),
        customerName: expect.any(String),
        siteAddress: order.siteAddress,
        startTime: expect.stringMatching(API_DATE_TIME),
        elapsedSeconds: expect.any(Number),
        isEnRoute: false,
      },
    });
    expect(answer.body.job.customerName.length).toBeGreaterThan(0);
    expect(answer.body.job.elapsedSeconds).toBeGreaterThanOrEqual(0);
    expect(answer.body.job.elapsedSeconds).toBeLessThan(60);

    // My Work Orders lists it first, whichever way the grid is sorted.
    for (const order of ['ASC', 'DESC']) {
      for (const field of ['workOrderNumber', 'problem']) {
        const grid = await call('GET', `/api/v1/workOrders?grid=woMy&sort=${encodeURIComponent(JSON.stringify([field, order]))}&range=[0,24]`, { token: tech.token });
        expect(grid.status, grid.text).toBe(200);
        expect(grid.body.length).toBeGreaterThan(1);
        expect(grid.body.map((r: { id: number; isOpenLaborMine: boolean }) => [r.id, r.isOpenLaborMine]).slice(0, 2)).toEqual([
          [tech.secondOrderId, true],
          [expect.any(Number), false],
        ]);
      }
    }

    const closed = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
    expect(closed.status, closed.text).toBe(200);
    expect((await currentJob(tech.token)).body).toEqual({ job: null });
  });

  it('says En Route for a labor started En Route, and refuses a user who may not work on orders (403)', async () => {
    const tech = technicianOf('plain', 99);
    await clockedIn(tech.token, { workOrderId: tech.secondOrderId, userStatusId: 2 });
    const sales = await currentJob(tokenOf(tenant().users.salesPerson, 'clock-sales'));
    expect(sales.status).toBe(403);
    const mine = await currentJob(tech.token);
    expect(mine.body.job).toMatchObject({ workOrderId: tech.secondOrderId, isEnRoute: true });
  });

  it('needs a token', async () => {
    expect((await call('GET', '/api/v1/WOStartStop/currentJob')).status).toBe(401);
  });

  it('is in the OpenAPI document under timeTracking with its requirement', async () => {
    const docs = (await call('GET', '/api/docs/json')).body;
    const operation = docs.paths['/api/v1/WOStartStop/currentJob'].get;
    expect(operation.tags).toEqual(['timeTracking']);
    expect(JSON.stringify(operation)).toMatch(/Work Orders/);
  });
});
