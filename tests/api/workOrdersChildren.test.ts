import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { expectBadRequest, expectFieldError, userIdOf } from './helpers';
import { HARBOR, NORTHGATE, createdOrder, demoCustomerId, newTag } from './workOrdersHelpers';

// Child records and labor. Orders of this file are created by teamleader with masterplumber
// assigned; settings rows by admin; the Bayside tenant's own order carries the clock test.
let teamLeader: string;
let admin: string;
let masterPlumber: string;
let bayside: string;
let masterPlumberId: number;
let tag: string;
let order: any;
let otherOrder: any;

const path = (id: number, collection: string, childId?: number) => `/api/v1/workOrders/${id}/${collection}${childId ? `/${childId}` : ''}`;
const listOf = async (token: string, collection: string, id = order.id) => {
  const answer = await call('GET', path(id, collection), { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as any[];
};
const added = async (token: string, collection: string, body: Record<string, unknown>, id = order.id) => {
  const answer = await call('POST', path(id, collection), { token, body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
};
const resource = async (token: string, name: string, body: Record<string, unknown>) => {
  const answer = await call('POST', `/api/v1/resources/${name}`, { token, body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id as number;
};

beforeAll(async () => {
  [teamLeader, admin, masterPlumber, bayside] = await Promise.all([
    tokenFor('teamleader'),
    tokenFor('admin'),
    tokenFor('masterplumber'),
    tokenFor('bayside-superadmin', OTHER_PASSWORD),
  ]);
  masterPlumberId = await userIdOf('masterplumber');
  tag = newTag();
  order = await createdOrder(teamLeader, { customerId: await demoCustomerId(HARBOR), problem: `${tag} children`, technicianIds: [masterPlumberId] });
  otherOrder = await createdOrder(teamLeader, { customerId: await demoCustomerId(HARBOR), problem: `${tag} other`, technicianIds: [masterPlumberId] });
});

describe('materials', () => {
  it('adds, lists, changes (with the version read) and deletes, answering the deleted row', async () => {
    const material = await added(masterPlumber, 'materials', { partNumber: 'TXV-22', description: ' Expansion valve ', quantity: 2, unitCost: 41.5, unitPrice: 89.999, materialStatusId: 6 });
    expect(material).toEqual({
      id: expect.any(Number),
      workOrderId: order.id,
      partNumber: 'TXV-22',
      description: 'Expansion valve',
      quantity: 2,
      unitCost: 41.5,
      unitPrice: 90,
      materialStatusId: 6,
      materialStatus: 'Incurred',
      version: 1,
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      modifiedDate: expect.any(String),
    });
    expect(await listOf(masterPlumber, 'materials')).toEqual([material]);
    const changed = await call('PUT', path(order.id, 'materials', material.id), {
      token: masterPlumber,
      body: { description: 'Expansion valve', quantity: 1, materialStatusId: 10, version: 1 },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ quantity: 1, partNumber: 'TXV-22', unitPrice: 90, materialStatus: 'Proposed', version: 2 });
    const stale = await call('PUT', path(order.id, 'materials', material.id), {
      token: teamLeader,
      body: { description: 'Old', quantity: 5, materialStatusId: 6, version: 1 },
    });
    expect(stale.status).toBe(409);
    const removed = await call('DELETE', path(order.id, 'materials', material.id), { token: masterPlumber, headers: { 'content-type': 'text/plain' } });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual(changed.body);
    expect(await listOf(teamLeader, 'materials')).toEqual([]);
  });

  it('refuses bad input with field errors, changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ quantity: 1, materialStatusId: 6 }, 'description', 'The description field is required.'],
      [{ description: '  ', quantity: 1, materialStatusId: 6 }, 'description', 'The description field is required.'],
      [{ description: 'Valve', quantity: 0, materialStatusId: 6 }, 'quantity', 'The quantity field must be at least 0.01.'],
      [{ description: 'Valve', quantity: -2, materialStatusId: 6 }, 'quantity', 'The quantity field must be at least 0.01.'],
      [{ description: 'Valve', quantity: 1, unitPrice: -1, materialStatusId: 6 }, 'unitPrice', 'The unitPrice field must be at least 0.'],
      [{ description: 'Valve', quantity: 1, materialStatusId: 99_999 }, 'materialStatusId', 'There is no material status with id 99999.'],
      [{ description: 'Valve', quantity: 1 }, 'materialStatusId', 'The materialStatusId field is required.'],
    ];
    for (const [body, field, message] of cases) {
      expectFieldError(await call('POST', path(order.id, 'materials'), { token: masterPlumber, body }), field, message);
    }
    expect(await listOf(teamLeader, 'materials')).toEqual([]);
  });

  it("answers 404 for a row of another order, and for an order the caller doesn't see", async () => {
    const material = await added(teamLeader, 'materials', { description: 'Filter drier', quantity: 1, materialStatusId: 6 }, otherOrder.id);
    const body = { description: 'Filter drier', quantity: 3, materialStatusId: 6, version: 1 };
    expect((await call('PUT', path(order.id, 'materials', material.id), { token: teamLeader, body })).status).toBe(404);
    expect((await call('DELETE', path(order.id, 'materials', material.id), { token: teamLeader })).status).toBe(404);
    const outsider = await tokenFor('responsiblemasterplumber');
    expect((await call('GET', path(otherOrder.id, 'materials'), { token: outsider })).status).toBe(404);
    expect((await call('POST', path(otherOrder.id, 'materials'), { token: outsider, body })).status).toBe(404);
    expect((await call('POST', path(otherOrder.id, 'materials'), { token: await tokenFor('accounting'), body })).status).toBe(403);
    expect(await listOf(teamLeader, 'materials', otherOrder.id)).toEqual([{ ...material }]);
  });
});

describe('standard items', () => {
  let tripCharge: number;
  beforeAll(async () => {
    tripCharge = await resource(admin, 'standardItems', { name: `Trip charge ${tag}`, unitPrice: 89.5 });
  });

  it("defaults the price to the standard item's, and only users with the delete permission delete", async () => {
    const item = await added(masterPlumber, 'standardItems', { standardItemId: tripCharge, quantity: 1 });
    expect(item).toMatchObject({ standardItemId: tripCharge, standardItemName: `Trip charge ${tag}`, quantity: 1, unitPrice: 89.5, description: null });
    const toll = await added(masterPlumber, 'standardItems', { standardItemId: 1, quantity: 2, unitPrice: 7.25, description: 'Bridge' });
    expect(toll).toMatchObject({ standardItemName: 'Toll', unitPrice: 7.25, description: 'Bridge' });
    const changed = await call('PUT', path(order.id, 'standardItems', toll.id), { token: masterPlumber, body: { standardItemId: 1, quantity: 3, version: 1 } });
    expect(changed.body).toMatchObject({ quantity: 3, unitPrice: 7.25, description: 'Bridge', version: 2 });

    expect((await call('DELETE', path(order.id, 'standardItems', item.id), { token: masterPlumber })).status).toBe(403);
    expect(await listOf(masterPlumber, 'standardItems')).toHaveLength(2);
    expect((await call('DELETE', path(order.id, 'standardItems', item.id), { token: teamLeader })).status).toBe(200);
    expect((await listOf(masterPlumber, 'standardItems')).map((i) => i.id)).toEqual([toll.id]);
  });

  it("refuses another subscriber's standard item", async () => {
    const theirs = await resource(bayside, 'standardItems', { name: `Bayside trip ${tag}`, unitPrice: 10 });
    const answer = await call('POST', path(order.id, 'standardItems'), { token: masterPlumber, body: { standardItemId: theirs, quantity: 1 } });
    expectFieldError(answer, 'standardItemId', `There is no standard item with id ${theirs}.`);
  });
});

describe('rate-sheet standard items', () => {
  let harborItems: any[];
  let northgateItem: any;
  beforeAll(async () => {
    const itemsOf = async (name: string) =>
      (await call('GET', `/api/v1/resources/customerRateSheetItems?filter=${encodeURIComponent(JSON.stringify({ customerId: await demoCustomerId(name) }))}`, { token: admin })).body;
    harborItems = await itemsOf(HARBOR);
    [northgateItem] = await itemsOf(NORTHGATE);
  });

  it("takes items of the billing customer's rate sheet, the rate defaulting by rate type", async () => {
    const technicianItem = harborItems.find((i) => i.name === 'Service Technician');
    const regular = await added(masterPlumber, 'rateSheetStandardItems', { rateSheetItemId: technicianItem.id, itemRateTypeId: 1, quantity: 2.5 });
    expect(regular).toMatchObject({ rateSheetName: 'Service Technician', kind: 'Labor', itemRateTypeName: 'Regular', quantity: 2.5, rate: 95 });
    const overtime = await added(masterPlumber, 'rateSheetStandardItems', { rateSheetItemId: technicianItem.id, itemRateTypeId: 2, quantity: 1 });
    expect(overtime).toMatchObject({ itemRateTypeName: 'Overtime', rate: 142.5 });
    const changed = await call('PUT', path(order.id, 'rateSheetStandardItems', regular.id), {
      token: teamLeader,
      body: { rateSheetItemId: technicianItem.id, itemRateTypeId: 2, quantity: 2.5, version: 1 },
    });
    expect(changed.body).toMatchObject({ itemRateTypeId: 2, rate: 142.5, version: 2 });
    expect((await call('DELETE', path(order.id, 'rateSheetStandardItems', overtime.id), { token: masterPlumber })).status).toBe(200);
  });

  it("refuses an item of another customer's rate sheet and an unknown rate type", async () => {
    const foreign = await call('POST', path(order.id, 'rateSheetStandardItems'), {
      token: masterPlumber,
      body: { rateSheetItemId: northgateItem.id, itemRateTypeId: 99_999, quantity: 1 },
    });
    expectBadRequest(foreign, /^There is no item with id \d+ on the billing customer's rate sheet\.$/);
    expect(foreign.body.errors).toEqual({
      rateSheetItemId: [`There is no item with id ${northgateItem.id} on the billing customer's rate sheet.`],
      itemRateTypeId: ['There is no item rate type with id 99999.'],
    });
  });
});

describe('equipment tasks', () => {
  it('records who ticked a task done and when, and keeps it while it stays done', async () => {
    const task = await added(teamLeader, 'equipmentTasks', { equipment: 'Walk-in cooler', task: 'Clean condenser coil' });
    expect(task).toMatchObject({ isDone: false, doneBy: null, doneByName: null, doneDate: null, comment: null });
    const done = await call('PUT', path(order.id, 'equipmentTasks', task.id), {
      token: masterPlumber,
      body: { equipment: 'Walk-in cooler', task: 'Clean condenser coil', isDone: true, comment: 'Coil was matted', version: 1 },
    });
    expect(done.body).toMatchObject({ isDone: true, doneBy: masterPlumberId, doneByName: 'Henry Walsh', doneDate: expect.stringMatching(/^\d{4}-/) });
    const edited = await call('PUT', path(order.id, 'equipmentTasks', task.id), {
      token: teamLeader,
      body: { equipment: 'Walk-in cooler #1', task: 'Clean condenser coil', version: 2 },
    });
    expect(edited.body).toMatchObject({ isDone: true, doneBy: masterPlumberId, doneDate: done.body.doneDate, comment: 'Coil was matted' });
    const undone = await call('PUT', path(order.id, 'equipmentTasks', task.id), {
      token: teamLeader,
      body: { equipment: 'Walk-in cooler #1', task: 'Clean condenser coil', isDone: false, version: 3 },
    });
    expect(undone.body).toMatchObject({ isDone: false, doneBy: null, doneDate: null });
    expect((await call('DELETE', path(order.id, 'equipmentTasks', task.id), { token: masterPlumber })).status).toBe(403);
    expect((await call('DELETE', path(order.id, 'equipmentTasks', task.id), { token: teamLeader })).status).toBe(200);
    expectFieldError(await call('POST', path(order.id, 'equipmentTasks'), { token: teamLeader, body: { equipment: ' ', task: 'x' } }), 'equipment', 'The equipment field is required.');
  });
});

describe('jobs', () => {
  it('adds jobs with their area, status and crew member, and lists them at WorkOrderJobs/getWorkOrderJobs too', async () => {
    const jobAreaId = await resource(admin, 'workOrderJobAreas', { name: `North ${tag}` });
    const jobStatusId = await resource(admin, 'jobStatuses', { name: `Scheduled ${tag}` });
    const crewMemberId = await resource(admin, 'crewMembers', { name: `Crew ${tag}` });
    const job = await added(masterPlumber, 'jobs', { jobAreaId, jobStatusId, crewMemberId, description: 'Replace rooftop unit', scheduledDate: '2031-05-04' });
    expect(job).toMatchObject({
      jobAreaId,
      jobArea: `North ${tag}`,
      jobStatusId,
      jobStatus: `Scheduled ${tag}`,
      crewMemberId,
      crewMember: `Crew ${tag}`,
      description: 'Replace rooftop unit',
      scheduledDate: '2031-05-04',
    });
    const bare = await added(masterPlumber, 'jobs', { description: 'Haul old unit away' });
    expect(bare).toMatchObject({ jobArea: null, jobStatus: null, crewMember: null, scheduledDate: null });
    const listed = await call('GET', `/api/v1/WorkOrderJobs/getWorkOrderJobs?workOrderId=${order.id}`, { token: masterPlumber });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(await listOf(masterPlumber, 'jobs'));
    expect(listed.body.map((j: any) => j.id)).toEqual([job.id, bare.id]);
    expect((await call('GET', '/api/v1/WorkOrderJobs/getWorkOrderJobs?workOrderId=abc', { token: masterPlumber })).status).toBe(400);

    const theirArea = await resource(bayside, 'workOrderJobAreas', { name: `Bayside ${tag}` });
    const refused = await call('POST', path(order.id, 'jobs'), { token: masterPlumber, body: { jobAreaId: theirArea, description: 'x', scheduledDate: '2031-02-30' } });
    expectFieldError(refused, 'scheduledDate', 'The scheduledDate field must be a date (YYYY-MM-DD).');
    const foreign = await call('POST', path(order.id, 'jobs'), { token: masterPlumber, body: { jobAreaId: theirArea, crewMemberId: 99_999, description: 'x' } });
    expect(foreign.body.errors).toEqual({
      jobAreaId: [`There is no job area with id ${theirArea}.`],
      crewMemberId: ['There is no crew member with id 99999.'],
    });
    expect(await listOf(masterPlumber, 'jobs')).toHaveLength(2);
  });
});

describe('labor', () => {
  it("lists an order's labor with names and hours", async () => {
    const technician = await tokenFor('technician');
    const [completed] = (await call('GET', `/api/v1/workOrders?grid=hist&filter=${encodeURIComponent(JSON.stringify({ q: 'Compressor replaced on rack B' }))}`, { token: technician })).body;
    const labors = await listOf(teamLeader, 'labors', completed.id);
    expect(labors).toEqual([
      {
        workOrderLaborId: expect.any(Number),
        technicianId: expect.any(Number),
        technicianName: 'Tyler Brooks',
        startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        stopTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        hours: 4,
        userStatus: 'On Site',
        isOvertime: false,
        isApprenticeRateApplied: false,
        description: 'Replaced failed part, tested operation, cleaned up work area.',
        flag: 'N/A',
        status: 'Completed',
        rateSheetName: null,
        truckName: null,
        perDiemType: null,
        // The demo data's labor records no clock-time evidence (as labor clocked before it was recorded).
        startSetBy: null,
        startRecordedTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        startReceivedAt: null,
        startEnteredBy: null,
        startReview: null,
        stopSetBy: null,
        stopRecordedTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        stopReceivedAt: null,
        stopEnteredBy: null,
        stopReview: null,
        overtimeClaimed: false,
        overtimeReview: null,
        reviews: [],
      },
    ]);
    expect((await call('DELETE', path(completed.id, 'labors', labors[0].workOrderLaborId), { token: masterPlumber })).status).toBe(403);
    expect(await listOf(teamLeader, 'labors', completed.id)).toHaveLength(1);
  });

  it('deletes a closed labor only: an open one is clocked out first (409)', async () => {
    // In the Bayside tenant, so no demo user's clock or status changes under other test files.
    const customerId = await resource(bayside, 'customers', { name: `Clock ${tag}` });
    const own = await createdOrder(bayside, { customerId, problem: `${tag} clocked` });
    const clockIn = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', { token: bayside, body: { clientRequestId: randomUUID(), workOrderId: own.id } });
    expect(clockIn.status, clockIn.text).toBe(200);
    const [open] = await listOf(bayside, 'labors', own.id);
    expect(open.stopTime).toBeNull();
    const refused = await call('DELETE', path(own.id, 'labors', open.workOrderLaborId), { token: bayside });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: expect.stringMatching(/clocks out first/) });

    const clockOut = await call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
      token: bayside,
      body: { clientRequestId: randomUUID(), workOrderId: own.id, workOrderLaborId: open.workOrderLaborId, description: 'Done.', userStatusId: 3, workOrderStatusId: 13 },
    });
    expect(clockOut.status, clockOut.text).toBe(200);
    const deleted = await call('DELETE', path(own.id, 'labors', open.workOrderLaborId), { token: bayside });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toMatchObject({ workOrderLaborId: open.workOrderLaborId, technicianName: 'Bea Side', stopTime: expect.any(String) });
    expect(await listOf(bayside, 'labors', own.id)).toEqual([]);
    expect((await call('DELETE', path(own.id, 'labors', open.workOrderLaborId), { token: bayside })).status).toBe(404);
  });
});
