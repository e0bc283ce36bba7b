import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_WORK_ORDER_STATUSES } from '../../src/domain/workOrders/orders';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { userIdOf } from './helpers';
import { DINER, HARBOR, NORTHGATE, SCHOOL, createdOrder, demoCustomerId, gridOf, newTag, rowsOf } from './workOrdersHelpers';

// Grids and reading. Orders of this file are created by admin, tagged, with masterplumber assigned.
let admin: string;
let teamLeader: string;
let technician: string;
let masterPlumber: string;
let tag: string;
let created: any[];
let masterPlumberId: number;

beforeAll(async () => {
  [admin, teamLeader, technician, masterPlumber] = await Promise.all(['admin', 'teamleader', 'technician', 'masterplumber'].map((u) => tokenFor(u)));
  masterPlumberId = await userIdOf('masterplumber');
  tag = newTag();
  created = [];
  // Sequential, so numbers rise with the problem letters.
  for (const [letter, customer] of [['A', HARBOR], ['B', DINER], ['C', SCHOOL], ['D', NORTHGATE]] as const) {
    created.push(
      await createdOrder(admin, {
        customerId: await demoCustomerId(customer),
        problem: `${tag} ${letter} compressor noise`,
        technicianIds: letter === 'D' ? [] : [masterPlumberId],
        nteAmount: letter === 'A' ? 500 : null,
      }),
    );
  }
});

describe('GET /api/v1/workOrders: the grids', () => {
  it('woAll lists the open orders of the subscriber, with Content-Range', async () => {
    const answer = await gridOf(teamLeader, { grid: 'woAll', range: [0, 999] });
    expect(answer.status).toBe(200);
    const rows: any[] = answer.body;
    expect(answer.headers.get('content-range')).toBe(`workOrders 0-${rows.length - 1}/${rows.length}`);
    expect(rows.map((r) => r.problem)).toEqual(expect.arrayContaining(['Kitchen sink drain backing up.', 'Chiller alarm: high head pressure.']));
    expect(rows.every((r) => !CLOSED_WORK_ORDER_STATUSES.includes(r.statusId))).toBe(true);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      workOrderNumber: expect.any(Number),
      subNumber: null,
      displayNumber: String(rows[0].workOrderNumber),
      customerId: expect.any(Number),
      customerName: expect.any(String),
      siteAddress: expect.any(String),
      problem: expect.any(String),
      statusId: expect.any(Number),
      status: expect.any(String),
      flagId: null,
      flag: null,
      technicianNames: expect.any(String),
      nteAmount: rows[0].nteAmount === null ? null : expect.any(Number),
      sitePhone: rows[0].sitePhone === null ? null : expect.any(String),
      isOpenLaborMine: false,
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      modifiedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
    });
  });

  it('woMy lists only the open orders assigned to the caller', async () => {
    const rows = await rowsOf(technician, { grid: 'woMy', range: [0, 999] });
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.technicianNames.includes('Tyler Brooks') && !CLOSED_WORK_ORDER_STATUSES.includes(r.statusId))).toBe(true);
    expect(rows.map((r) => r.problem)).toContain('Walk-in cooler #2 not holding temperature (42°F).');
    expect(rows.map((r) => r.problem)).not.toContain('Kitchen sink drain backing up.');

    const mine = await rowsOf(masterPlumber, { grid: 'woMy', filter: { q: tag } });
    expect(mine.map((r) => r.problem).sort()).toEqual([`${tag} A compressor noise`, `${tag} B compressor noise`, `${tag} C compressor noise`]);
    expect(mine[0].technicianNames).toBe('Henry Walsh');
  });

  it('hist lists closed orders: all of them with All WorkOrders, else only the caller\'s', async () => {
    const all = await rowsOf(teamLeader, { grid: 'hist', range: [0, 999] });
    expect(all.every((r) => CLOSED_WORK_ORDER_STATUSES.includes(r.statusId))).toBe(true);
    expect(all.map((r) => r.problem)).toEqual(expect.arrayContaining(['Compressor replaced on rack B.', 'Water fountain chiller replaced.']));
    const technicians = await rowsOf(technician, { grid: 'hist', range: [0, 999] });
    expect(technicians.map((r) => r.problem)).toContain('Compressor replaced on rack B.');
    expect(technicians.map((r) => r.problem)).not.toContain('Water fountain chiller replaced.');
  });

  it('refuses a grid the caller has no permission for, and callers without Work Orders (403)', async () => {
    expect((await gridOf(technician, { grid: 'woAll' })).status).toBe(403);
    expect((await gridOf(await tokenFor('servicemanager'), { grid: 'woMy' })).status).toBe(403);
    expect((await gridOf(await tokenFor('salesperson'), { grid: 'woMy' })).status).toBe(403);
    expect((await gridOf(await tokenFor('salesperson'))).status).toBe(403);
    expect((await call('GET', `/api/v1/workOrders/${created[0].id}`, { token: await tokenFor('salesperson') })).status).toBe(403);
  });

  it('refuses an unknown grid, sort field or filter key with a 400 naming it', async () => {
    expect((await call('GET', '/api/v1/workOrders?grid=everything', { token: admin })).status).toBe(400);
    const sort = await gridOf(admin, { grid: 'woAll', sort: ['password', 'ASC'] });
    expect(sort.status).toBe(400);
    expect(sort.body.errors).toHaveProperty('sort');
    const filter = await gridOf(admin, { grid: 'woAll', filter: { secret: 1 } });
    expect(filter.status).toBe(400);
    expect(filter.body.errors).toEqual({ 'filter.secret': ['Not a filterable field.'] });
    const badValue = await gridOf(admin, { grid: 'woAll', filter: { statusId: 'open' } });
    expect(badValue.status).toBe(400);
    expect(badValue.body.errors).toHaveProperty(['filter.statusId']);
  });
});

describe('paging, sorting and filtering', () => {
  it('sorts by workOrderNumber descending by default and pages with range', async () => {
    const first = await gridOf(admin, { grid: 'woAll', filter: { q: tag }, range: [0, 1] });
    expect(first.headers.get('content-range')).toBe('workOrders 0-1/4');
    expect(first.body.map((r: any) => r.id)).toEqual([created[3].id, created[2].id]);
    const second = await gridOf(admin, { grid: 'woAll', filter: { q: tag }, range: [2, 3] });
    expect(second.headers.get('content-range')).toBe('workOrders 2-3/4');
    expect(second.body.map((r: any) => r.workOrderNumber)).toEqual([created[1].workOrderNumber, created[0].workOrderNumber]);
    const beyond = await gridOf(admin, { grid: 'woAll', filter: { q: tag }, range: [10, 19] });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('content-range')).toBe('workOrders 10-10/4');
  });

  it('sorts by any row field', async () => {
    const byCustomer = await rowsOf(admin, { grid: 'woAll', filter: { q: tag }, sort: ['customerName', 'ASC'] });
    expect(byCustomer.map((r) => r.customerName)).toEqual([HARBOR, SCHOOL, DINER, NORTHGATE]);
    const byNte = await rowsOf(admin, { grid: 'woAll', filter: { q: tag }, sort: ['nteAmount', 'DESC'] });
    expect(byNte.map((r) => r.nteAmount)).toEqual([null, null, null, 500]);
    const byTechnicians = await rowsOf(admin, { grid: 'woAll', filter: { q: tag }, sort: ['technicianNames', 'ASC'] });
    expect(byTechnicians[0].technicianNames).toBe('');
  });

  it('filters by q over number, customer, address and problem', async () => {
    const byNumber = await rowsOf(admin, { grid: 'woAll', filter: { q: String(created[2].workOrderNumber) } });
    expect(byNumber.map((r) => r.id)).toContain(created[2].id);
    const byAddress = await rowsOf(admin, { grid: 'woAll', filter: { q: '27 lakeside', problem_contains: tag } });
    expect(byAddress.map((r) => r.id)).toEqual([created[2].id]);
    const byCustomer = await rowsOf(admin, { grid: 'woAll', filter: { q: 'maple street', problem: tag } });
    expect(byCustomer.map((r) => r.id)).toEqual([created[1].id]);
  });

  it('filters by status, customer, technician, dates and text fields as the generic grid sends them', async () => {
    const base = { problem_contains: tag };
    const ids = async (filter: Record<string, unknown>) => (await rowsOf(admin, { grid: 'woAll', filter: { ...base, ...filter } })).map((r) => r.id).sort();
    const all = created.map((o) => o.id).sort();
    expect(await ids({ statusId: 1 })).toEqual(all);
    expect(await ids({ statusId: [13, 14] })).toEqual([]);
    expect(await ids({ customerId: await demoCustomerId(DINER) })).toEqual([created[1].id]);
    expect(await ids({ technicianId: masterPlumberId })).toEqual(all.filter((id) => id !== created[3].id));
    expect(await ids({ technicianId: [] })).toEqual([]);
    expect(await ids({ customerName_contains: 'northgate' })).toEqual([created[3].id]);
    expect(await ids({ siteAddress: 'harbor blvd' })).toEqual([created[0].id]);
    expect(await ids({ nteAmount_gt: 100 })).toEqual([created[0].id]);
    expect(await ids({ nteAmount: null })).toEqual(all.filter((id) => id !== created[0].id));
    const today = created[0].createdDate.slice(0, 10);
    expect(await ids({ createdDate: today })).toEqual(all);
    expect(await ids({ createdDate_gte: `${today}T00:00:00`, createdDate_lte: `${today}T23:59:59` })).toEqual(all);
    expect(await ids({ createdDate_lt: `${today}T00:00:00` })).toEqual([]);
    expect(await ids({ displayNumber_contains: created[3].displayNumber })).toEqual([created[3].id]);
    expect(await ids({ isOpenLaborMine: true })).toEqual([]);
  });

  it('answers getMany by ids without a range: every one of them', async () => {
    const answer = await gridOf(admin, { filter: { id: created.map((o) => o.id) } });
    expect(answer.status).toBe(200);
    expect(answer.body.map((r: any) => r.id).sort()).toEqual(created.map((o) => o.id).sort());
  });
});

describe('GET /api/v1/workOrders/{key}', () => {
  it('answers the whole order by id, with technicians, open labor and signature state', async () => {
    const answer = await call('GET', `/api/v1/workOrders/${created[0].id}`, { token: masterPlumber });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...created[0],
      technicians: [{ technicianId: masterPlumberId, technicianName: 'Henry Walsh' }],
    });
    expect(answer.body).toMatchObject({
      customerName: HARBOR,
      billingCustomerName: HARBOR,
      siteAddress: '1200 Harbor Blvd, Oxnard, CA 93035',
      statusId: 1,
      status: 'N/A',
      nteAmount: 500,
      myOpenLabor: null,
      isSigned: false,
      signedBy: null,
      signedDate: null,
      parentWorkOrderId: null,
      version: 1,
    });
  });

  it('finds an order by its number when no order has that id', async () => {
    const answer = await call('GET', `/api/v1/workOrders/${created[1].workOrderNumber}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(created[1].id);
  });

  it('answers 404 {message} for an order the caller does not see, and for keys that name none', async () => {
    for (const key of [String(created[3].id), '999999999', '10001-99', 'abc', '0']) {
      const answer = await call('GET', `/api/v1/workOrders/${key}`, { token: masterPlumber });
      expect(answer.status, key).toBe(404);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('tenancy', () => {
  // Only Bayside's Super Admin: the tenancy tests change its Technician mapping for a while.
  let bayside: string;
  beforeAll(async () => {
    bayside = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
  });

  it("another subscriber's users never see this subscriber's orders (404, and not in grids)", async () => {
    const id = created[0].id;
    for (const path of [id, `${id}/materials`, `${id}/labors`, `${id}/statusHistory`, `${id}/signature`, created[0].workOrderNumber]) {
      const answer = await call('GET', `/api/v1/workOrders/${path}`, { token: bayside });
      expect(answer.status, String(path)).toBe(404);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    expect((await call('GET', `/api/v1/WorkOrderJobs/getWorkOrderJobs?workOrderId=${id}`, { token: bayside })).status).toBe(404);
    expect((await rowsOf(bayside, { grid: 'woAll', filter: { q: tag } })).length).toBe(0);
    expect((await rowsOf(bayside, { filter: { id: created.map((o) => o.id) } })).length).toBe(0);
  });

  it("another subscriber's users cannot change this subscriber's orders (404, nothing changed)", async () => {
    const order = created[1];
    const put = await call('PUT', `/api/v1/workOrders/${order.id}`, { token: bayside, body: { customerId: order.customerId, problem: 'taken over', version: order.version } });
    expect(put.status).toBe(404);
    const sub = await call('POST', '/api/v1/WorkOrder/create', { token: bayside, body: { parentWorkOrderId: order.id } });
    expect(sub.status).toBe(404);
    const material = await call('POST', `/api/v1/workOrders/${order.id}/materials`, {
      token: bayside,
      body: { description: 'x', quantity: 1, materialStatusId: 6 },
    });
    expect(material.status).toBe(404);
    expect((await call('GET', `/api/v1/workOrders/${order.id}`, { token: admin })).body.problem).toBe(order.problem);
  });
});
