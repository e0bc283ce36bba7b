import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, claimsOf, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { expectFieldError, signWithServerSecret, userIdOf } from './helpers';
import { DINER, DISTRICT, HARBOR, SCHOOL, createdOrder, demoCustomerId, newTag, rowsOf } from './workOrdersHelpers';

// Creating and changing orders, status history and sub work orders. Writers: teamleader,
// servicemanager, admin and projectspecialist; assigned: masterplumber.
let teamLeader: string;
let serviceManager: string;
let admin: string;
let projectSpecialist: string;
let masterPlumber: string;
let masterPlumberId: number;
let harborId: number;
let tag: string;

beforeAll(async () => {
  [teamLeader, serviceManager, admin, masterPlumber] = await Promise.all(
    ['teamleader', 'servicemanager', 'admin', 'masterplumber'].map((u) => tokenFor(u)),
  );
  projectSpecialist = await projectSpecialistToken();
  masterPlumberId = await userIdOf('masterplumber');
  harborId = await demoCustomerId(HARBOR);
  tag = newTag();
});

/**
 * A token for the demo projectspecialist (All WorkOrders and Create Work Order, no Change Status
 * or Status History), signed as the server signs: its sign-in is locked by the throttle tests.
 */
async function projectSpecialistToken(): Promise<string> {
  const userId = await userIdOf('projectspecialist');
  return signWithServerSecret({ ...claimsOf(teamLeader), unique_name: String(userId), userName: 'projectspecialist' });
}

const put = (token: string, id: number, body: Record<string, unknown>) => call('PUT', `/api/v1/workOrders/${id}`, { token, body });
const historyOf = async (id: number, token = teamLeader) => {
  const answer = await call('GET', `/api/v1/workOrders/${id}/statusHistory`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as any[];
};
const taggedCount = async () => (await rowsOf(admin, { filter: { q: tag }, range: [0, 999] })).length;

describe('POST /api/v1/workOrders', () => {
  it('creates an order with the next number, the customer as billing customer, its address and status N/A', async () => {
    const first = await createdOrder(teamLeader, { customerId: harborId, problem: `${tag} walk-in door`, technicianIds: [masterPlumberId] });
    const second = await createdOrder(teamLeader, { customerId: harborId, problem: `${tag} walk-in light` });
    expect(first).toMatchObject({
      subNumber: null,
      displayNumber: String(first.workOrderNumber),
      customerId: harborId,
      customerName: HARBOR,
      billingCustomerId: harborId,
      billingCustomerName: HARBOR,
      siteAddress: '1200 Harbor Blvd, Oxnard, CA 93035',
      problem: `${tag} walk-in door`,
      statusId: 1,
      status: 'N/A',
      flagId: null,
      nteAmount: null,
      technicians: [{ technicianId: masterPlumberId, technicianName: 'Henry Walsh' }],
      version: 1,
    });
    expect(first.workOrderNumber).toBeGreaterThan(10000);
    expect(second.workOrderNumber).toBeGreaterThan(first.workOrderNumber);
    expect(await historyOf(first.id)).toEqual([
      {
        id: expect.any(Number),
        statusId: 1,
        status: 'N/A',
        flagId: null,
        flag: null,
        note: 'Created',
        changedBy: await userIdOf('teamleader'),
        changedByName: 'Marcus Reed',
        changedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      },
    ]);
  });

  it("bills the customer's billing customer unless told otherwise, and keeps a given site address", async () => {
    const school = await createdOrder(serviceManager, { customerId: await demoCustomerId(SCHOOL), problem: `${tag} gym heater` });
    expect(school).toMatchObject({ billingCustomerName: DISTRICT, siteAddress: '27 Lakeside Dr, Santa Paula, CA 93060' });
    const explicit = await createdOrder(serviceManager, {
      customerId: await demoCustomerId(SCHOOL),
      billingCustomerId: await demoCustomerId(SCHOOL),
      siteAddress: 'Portable classroom 3',
      problem: `${tag} portable heater`,
      statusId: 13,
      flagId: 31,
      nteAmount: 250.555,
    });
    expect(explicit).toMatchObject({ billingCustomerName: SCHOOL, siteAddress: 'Portable classroom 3', statusId: 13, flagId: 31, flag: 'Urgent', nteAmount: 250.56 });
  });

  it('needs the Create Work Order permission (403)', async () => {
    const before = await taggedCount();
    for (const user of ['masterplumber', 'salesperson', 'accounting']) {
      const answer = await call('POST', '/api/v1/workOrders', { token: await tokenFor(user), body: { customerId: harborId, problem: `${tag} refused` } });
      expect(answer.status, user).toBe(403);
    }
    expect(await taggedCount()).toBe(before);
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const bayside = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
    const baysideCustomer = await call('POST', '/api/v1/resources/customers', { token: bayside, body: { name: `Bayside ${tag}` } });
    expect(baysideCustomer.status, baysideCustomer.text).toBe(201);
    const baysideTechnicianId = inject('otherTenant').userIds['bayside-technician'];
    const before = await taggedCount();
    const problem = `${tag} bad`;
    const theirCustomer = `There is no customer with id ${baysideCustomer.body.id}.`;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ problem }, 'customerId', 'The customerId field is required.'],
      [{ customerId: harborId }, 'problem', 'The problem field is required.'],
      [{ customerId: harborId, problem: '   ' }, 'problem', 'The problem field is required.'],
      [{ customerId: harborId, problem: 'x'.repeat(4001) }, 'problem', 'The problem field must be at most 4000 characters.'],
      [{ customerId: 'harbor', problem }, 'customerId', 'The customerId field must be an integer.'],
      [{ customerId: harborId, problem, nteAmount: -1 }, 'nteAmount', 'The nteAmount field must be at least 0.'],
      [{ customerId: 99_999_999, problem }, 'customerId', 'There is no customer with id 99999999.'],
      [{ customerId: baysideCustomer.body.id, problem }, 'customerId', theirCustomer],
      [{ customerId: harborId, billingCustomerId: baysideCustomer.body.id, problem }, 'billingCustomerId', theirCustomer],
      [{ customerId: harborId, problem, statusId: 9999 }, 'statusId', 'There is no work order status with id 9999.'],
      [{ customerId: harborId, problem, flagId: 9999 }, 'flagId', 'There is no work order flag with id 9999.'],
      [{ customerId: harborId, problem, classId: 9999 }, 'classId', 'There is no work order class with id 9999.'],
      [{ customerId: harborId, problem, baseCityId: 9999 }, 'baseCityId', 'There is no base city with id 9999.'],
      [{ customerId: harborId, problem, technicianIds: [baysideTechnicianId] }, 'technicianIds', `There is no user with id ${baysideTechnicianId}.`],
      [
        { customerId: harborId, problem, technicianIds: [masterPlumberId, masterPlumberId] },
        'technicianIds',
        'The technicianIds field lists the same value twice.',
      ],
    ];
    for (const [body, field, message] of cases) {
      expectFieldError(await call('POST', '/api/v1/workOrders', { token: teamLeader, body }), field, message);
    }
    const several = await call('POST', '/api/v1/workOrders', { token: teamLeader, body: { customerId: 99_999_999, problem, statusId: 9999 } });
    expect(several.body.errors).toEqual({
      customerId: ['There is no customer with id 99999999.'],
      statusId: ['There is no work order status with id 9999.'],
    });
    expect(await taggedCount()).toBe(before);
  });

  it('takes the subscriber from the token, never from the body', async () => {
    const order = await createdOrder(teamLeader, { customerId: harborId, problem: `${tag} tenant`, subscriberId: 1_000 });
    expect((await call('GET', `/api/v1/workOrders/${order.id}`, { token: teamLeader })).status).toBe(200);
  });
});

describe('PUT /api/v1/workOrders/{id}', () => {
  it('changes the fields sent, keeps those left out, and answers the new version', async () => {
    const order = await createdOrder(teamLeader, { customerId: harborId, problem: `${tag} to edit`, nteAmount: 900, technicianIds: [masterPlumberId] });
    // filtrationinstaller: no other file assigns orders to them (responsiblemasterplumber's are the picker test's).
    const installer = await userIdOf('filtrationinstaller');
    const answer = await put(teamLeader, order.id, {
      customerId: harborId,
      problem: `${tag} edited`,
      technicianIds: [installer],
      version: order.version,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      problem: `${tag} edited`,
      nteAmount: 900,
      technicians: [{ technicianId: installer, technicianName: 'Felix Grant' }],
      version: order.version + 1,
    });
    // Only the status-history row of the creation: neither status nor flag changed.
    expect(await historyOf(order.id)).toHaveLength(1);

    const moved = await put(teamLeader, order.id, { customerId: await demoCustomerId(SCHOOL), problem: `${tag} edited`, version: answer.body.version });
    expect(moved.body).toMatchObject({ billingCustomerName: DISTRICT, siteAddress: '27 Lakeside Dr, Santa Paula, CA 93060', nteAmount: 900 });
    const cleared = await put(teamLeader, order.id, { customerId: await demoCustomerId(SCHOOL), problem: `${tag} edited`, nteAmount: null, version: moved.body.version });
    expect(cleared.body.nteAmount).toBeNull();
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const order = await createdOrder(teamLeader, { customerId: harborId, problem: `${tag} stale` });
    expect((await put(admin, order.id, { customerId: harborId, problem: `${tag} first`, version: 1 })).status).toBe(200);
    const stale = await put(teamLeader, order.id, { customerId: harborId, problem: `${tag} second`, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: expect.stringMatching(/changed by someone else/) });
    const now = (await call('GET', `/api/v1/workOrders/${order.id}`, { token: admin })).body;
    expect(now).toMatchObject({ problem: `${tag} first`, version: 2 });
  });

  it('writes a status-history row for each status or flag change, newest first', async () => {
    const order = await createdOrder(teamLeader, { customerId: harborId, problem: `${tag} statuses`, technicianIds: [masterPlumberId] });
    const urgent = await put(teamLeader, order.id, { customerId: harborId, problem: order.problem, statusId: 14, version: 1 });
    expect(urgent.body).toMatchObject({ statusId: 14, status: 'Tech Service Needed' });
    await put(admin, order.id, { customerId: harborId, problem: order.problem, flagId: 31, version: 2 });
    const history = await historyOf(order.id);
    expect(history.map((h) => [h.statusId, h.flagId, h.changedByName])).toEqual([
      [14, 31, 'Dana Whitfield'],
      [14, null, 'Marcus Reed'],
      [1, null, 'Marcus Reed'],
    ]);
    // The assigned technician has Status History; the service manager too.
    expect(await historyOf(order.id, masterPlumber)).toEqual(history);
    expect(await historyOf(order.id, serviceManager)).toEqual(history);
    expect((await call('GET', `/api/v1/workOrders/${order.id}/statusHistory`, { token: projectSpecialist })).status).toBe(403);
    expect((await call('GET', `/api/v1/workOrders/${order.id}/statusHistory`, { token: await tokenFor('responsiblemasterplumber') })).status).toBe(404);
  });

  it('needs Change Status to change the status, and edit rights for the rest (403, nothing changed)', async () => {
    const order = await createdOrder(projectSpecialist, { customerId: await demoCustomerId(DINER), problem: `${tag} specialist`, technicianIds: [masterPlumberId] });
    const status = await put(projectSpecialist, order.id, { customerId: order.customerId, problem: order.problem, statusId: 14, version: 1 });
    expect(status.status).toBe(403);
    const same = await put(projectSpecialist, order.id, { customerId: order.customerId, problem: `${tag} specialist edited`, statusId: 1, version: 1 });
    expect(same.status).toBe(200);
    const technician = await put(masterPlumber, order.id, { customerId: order.customerId, problem: 'mine now', version: 2 });
    expect(technician.status).toBe(403);
    expect((await call('GET', `/api/v1/workOrders/${order.id}`, { token: admin })).body).toMatchObject({ statusId: 1, problem: `${tag} specialist edited`, version: 2 });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const order = await createdOrder(teamLeader, { customerId: harborId, problem: `${tag} update input` });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ customerId: harborId, problem: order.problem }, 'version', 'The version field is required.'],
      [{ customerId: harborId, problem: order.problem, flagId: 9999, version: 1 }, 'flagId', 'There is no work order flag with id 9999.'],
      [{ customerId: harborId, problem: '', version: 1 }, 'problem', 'The problem field is required.'],
      [{ customerId: harborId, problem: order.problem, version: 'one' }, 'version', 'The version field must be an integer.'],
      [{ customerId: harborId, problem: order.problem, technicianIds: [99_999_999], version: 1 }, 'technicianIds', 'There is no user with id 99999999.'],
    ];
    for (const [body, field, message] of cases) expectFieldError(await put(teamLeader, order.id, body), field, message);
    expect((await put(teamLeader, 99_999_999, { customerId: harborId, problem: 'x', version: 1 })).status).toBe(404);
    expect((await call('GET', `/api/v1/workOrders/${order.id}`, { token: admin })).body).toMatchObject({ problem: order.problem, version: 1 });
  });
});

describe('POST /api/v1/WorkOrder/create: sub work orders', () => {
  let main: any;
  beforeAll(async () => {
    main = await createdOrder(teamLeader, {
      customerId: await demoCustomerId(SCHOOL),
      problem: `${tag} main order`,
      technicianIds: [masterPlumberId],
      statusId: 14,
      nteAmount: 1200,
    });
  });
  const createSub = (token: string, body: Record<string, unknown>) => call('POST', '/api/v1/WorkOrder/create', { token, body });

  it("copies the main order's customer, billing customer, site, problem and technicians, with the next sub number", async () => {
    const answer = await createSub(teamLeader, { parentWorkOrderId: main.id, parentWorkOrderNumber: String(main.workOrderNumber), customerEstimateId: 77 });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      workOrderNumber: main.workOrderNumber,
      subNumber: 1,
      displayNumber: `${main.workOrderNumber}-1`,
      parentWorkOrderId: main.id,
      parentWorkOrderNumber: main.workOrderNumber,
      customerId: main.customerId,
      billingCustomerId: main.billingCustomerId,
      siteAddress: main.siteAddress,
      problem: main.problem,
      statusId: 1,
      nteAmount: null,
      customerEstimateId: 77,
      technicians: main.technicians,
    });
    const byKey = await call('GET', `/api/v1/workOrders/${main.workOrderNumber}-1`, { token: masterPlumber });
    expect(byKey.body.id).toBe(answer.body.id);
    expect((await historyOf(answer.body.id))[0].note).toBe(`Created as sub work order ${main.workOrderNumber}-1`);
  });

  it('puts a sub of a sub under the main order; the assigned technician may create one', async () => {
    const first = (await call('GET', `/api/v1/workOrders/${main.workOrderNumber}-1`, { token: masterPlumber })).body;
    const answer = await createSub(masterPlumber, { parentWorkOrderId: first.id });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ displayNumber: `${main.workOrderNumber}-2`, parentWorkOrderId: main.id });
  });

  it('gives two concurrent creations different numbers', async () => {
    const answers = await Promise.all([createSub(teamLeader, { parentWorkOrderId: main.id }), createSub(admin, { parentWorkOrderId: main.id })]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body.subNumber).sort()).toEqual([3, 4]);
    const grid = await rowsOf(admin, { filter: { q: `${tag} main order` }, sort: ['workOrderNumber', 'DESC'] });
    expect(grid.map((r) => r.displayNumber)).toEqual([0, 1, 2, 3, 4].map((n) => (n ? `${main.workOrderNumber}-${n}` : String(main.workOrderNumber))));
  });

  it('needs Work Orders write and the parent visible to the caller', async () => {
    expect((await createSub(await tokenFor('responsiblemasterplumber'), { parentWorkOrderId: main.id })).status).toBe(404);
    expect((await createSub(await tokenFor('accounting'), { parentWorkOrderId: main.id })).status).toBe(403);
    expect((await createSub(teamLeader, { parentWorkOrderId: 99_999_999 })).status).toBe(404);
    expectFieldError(await createSub(teamLeader, {}), 'parentWorkOrderId', 'The parentWorkOrderId field is required.');
    expectFieldError(await createSub(teamLeader, { parentWorkOrderId: 'main' }), 'parentWorkOrderId', 'The parentWorkOrderId field must be an integer.');
    expect((await rowsOf(admin, { filter: { q: `${tag} main order` } })).length).toBe(5);
  });
});
