/**
 * The lookups of the start/stop dialog, the Work Orders write permission on every
 * time-tracking route, and their OpenAPI description.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { tenant, tokenOf, uuid } from './timeTrackingHelpers';

const FLAGS: Array<{ id: number; name: string; sortOrder: number }> = JSON.parse(
  readFileSync(new URL('../../schemas/workOrderFlags.schema.json', import.meta.url), 'utf8'),
)['x-seed'];

const adminToken = () => tokenOf(tenant().users.admin, 'clock-admin');
const get = (path: string, token = adminToken()) => call('GET', `/api/v1/${path}`, { token });

describe('GET RateSheetStandardItem/itemRateTypes', () => {
  it('lists the labor types, Regular = 1 then Overtime', async () => {
    const answer = await get('RateSheetStandardItem/itemRateTypes');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { itemRateTypeId: 1, itemRateTypeName: 'Regular' },
      { itemRateTypeId: 2, itemRateTypeName: 'Overtime' },
    ]);
  });
});

describe("a customer's rate sheet", () => {
  it('rateSheetLaborItems lists its active labor items with their rates', async () => {
    const { customers, rateSheet } = tenant();
    const answer = await get(`WorkOrder/rateSheetLaborItems/${customers.rated}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { customerRateSheetId: rateSheet.helper, rateSheetName: 'Helper', dailyRate: 400, hourlyRate: 50, otHourlyRate: 75, standByRate: 0 },
      { customerRateSheetId: rateSheet.serviceTechnician, rateSheetName: 'Service Technician', dailyRate: 720, hourlyRate: 90, otHourlyRate: 135, standByRate: 0 },
    ]);
  });

  it('rateSheetTrucks lists its active trucks only', async () => {
    const { customers, rateSheet } = tenant();
    const answer = await get(`WorkOrder/rateSheetTrucks/${customers.rated}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ customerRateSheetId: rateSheet.van, rateSheetName: 'Van', dailyRate: 80, hourlyRate: 10, otHourlyRate: 15, standByRate: 0 }]);
  });

  it('is empty for a customer billed by rate sheet without one', async () => {
    const answer = await get(`WorkOrder/rateSheetLaborItems/${tenant().customers.unrated}`);
    expect(answer).toMatchObject({ status: 200, body: [] });
  });

  it("answers 404 for another subscriber's customer and for one that does not exist", async () => {
    const demoToken = await tokenFor('superadmin');
    const demoLabor = await call('GET', `/api/v1/WorkOrder/rateSheetLaborItems/${tenant().customers.rated}`, { token: demoToken });
    expect(demoLabor).toMatchObject({ status: 404, body: { message: 'Customer not found.' } });
    for (const path of ['rateSheetLaborItems', 'rateSheetTrucks']) {
      expect((await get(`WorkOrder/${path}/2147483647`)).status).toBe(404);
      expect((await get(`WorkOrder/${path}/abc`)).status).toBe(400);
    }
  });
});

describe('GET PerDiemTypes/get', () => {
  it('starts with N/A (id 0) and lists the active per-diem types', async () => {
    const answer = await get('PerDiemTypes/get');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: 0, name: 'N/A', isActive: true },
      { id: tenant().perDiemTypes.localMeal, name: 'Local Meal', isActive: true },
    ]);
  });
});

describe('GET Flags/workOrderFlags', () => {
  it('lists the active work order flags in their order', async () => {
    const answer = await get('Flags/workOrderFlags');
    expect(answer.status).toBe(200);
    const expected = [...FLAGS].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((f) => ({ workOrderFlagId: f.id, workOrderFlagName: f.name }));
    expect(answer.body).toEqual(expected);
  });
});

describe('permission: write on Work Orders', () => {
  const routes: Array<[method: string, path: string, body?: unknown]> = [
    ['GET', 'RateSheetStandardItem/itemRateTypes'],
    ['GET', `WorkOrder/rateSheetLaborItems/1`],
    ['GET', `WorkOrder/rateSheetTrucks/1`],
    ['GET', 'PerDiemTypes/get'],
    ['GET', 'Flags/workOrderFlags'],
    ['POST', 'WOStartStop/getStartWOViewData', { workOrderId: 1 }],
    ['POST', 'WOStartStop/getStopWOViewData', { workOrderId: 1 }],
    ['POST', 'WOStartStop/clockInWorkOrder', { clientRequestId: uuid(), workOrderId: 1 }],
    ['POST', 'WOStartStop/clockOutWorkOrder', { clientRequestId: uuid(), workOrderId: 1, workOrderLaborId: 1 }],
    ['POST', 'WOStartStop/clockOutAndStartWorkOrder', {}],
  ];

  it('a user without it (Sales Person) is refused with 403 on every time-tracking route, whatever the body', async () => {
    const token = tokenOf(tenant().users.salesPerson, 'clock-sales');
    for (const [method, path, body] of routes) {
      const answer = await call(method, `/api/v1/${path}`, { token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
  });

  it('without a token every route answers 401', async () => {
    for (const [method, path, body] of routes) {
      expect((await call(method, `/api/v1/${path}`, { body })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('OpenAPI', () => {
  it('describes every time-tracking route under the timeTracking tag, with closed body schemas', async () => {
    const docs = (await call('GET', '/api/docs/json')).body;
    const posts = ['getStartWOViewData', 'getStopWOViewData', 'clockInWorkOrder', 'clockOutWorkOrder', 'clockOutAndStartWorkOrder'];
    for (const name of posts) {
      const operation = docs.paths[`/api/v1/WOStartStop/${name}`].post;
      expect(operation.tags).toEqual(['timeTracking']);
      expect(operation.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    }
    for (const path of [
      '/api/v1/RateSheetStandardItem/itemRateTypes',
      '/api/v1/WorkOrder/rateSheetLaborItems/{customerId}',
      '/api/v1/WorkOrder/rateSheetTrucks/{customerId}',
      '/api/v1/PerDiemTypes/get',
      '/api/v1/Flags/workOrderFlags',
    ]) {
      expect(docs.paths[path].get.tags).toEqual(['timeTracking']);
    }
  });
});
