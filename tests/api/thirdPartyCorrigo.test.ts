/**
 * The Corrigo wizard's calls (spec §7.1 CorrigoWorkOrders/*, §5, §8; issue 10) against the
 * Corrigo emulator: each endpoint's answer and the exact calls Corrigo received, the §5 rules
 * refused before anything is sent, Corrigo's refusals and every injected fault answered with a
 * clear message and nothing changed locally, the tenant boundary, and the credentials that no
 * answer carries.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CORRIGO_MESSAGES } from '../../src/domain/thirdParty/corrigo';
import { secretBox } from '../../src/server/integrations/secretBox';
import { corrigoSecretAad } from '../../src/server/integrations/boundSecrets';
import {
  AT_HARBOR,
  C,
  CLIENT_SECRET,
  CORRIGO_CUSTOMERS,
  DEMO_ORDER_IDS,
  TIMEOUT_MS,
  answeredTexts,
  apiCalls,
  localState,
  pointAtEmulator,
  pointedTestBedForFile,
  type CorrigoTestBed,
} from './thirdPartyCorrigoHelpers';

const file = pointedTestBedForFile();
let bed: CorrigoTestBed;
let tech: string;
const orderOf = (corrigoId: number) => file.orderOf(corrigoId);
beforeAll(() => {
  ({ bed, tech } = file);
});

const put = (path: string, body: unknown, token = tech) => bed.api.call('PUT', `${C}/${path}`, { token, body });
const get = (path: string, token = tech) => bed.api.call('GET', `${C}/${path}`, { token });
const pause = (corrigoId: number, extra: Record<string, unknown> = {}) =>
  put('changeStatus', { workOrderId: orderOf(corrigoId), workOrderStatus: 'Paused', comment: 'Waiting for a compressor.', location: AT_HARBOR, ...extra });

const HARBOR_ANSWERS = [
  { id: 501, value: 'Tess Tech' },
  { id: 502, value: '3' },
  { id: 503, value: '38.5' },
  { id: 504, value: '125.40' },
  { id: 505, value: '805-555-0142' },
  { id: 506, value: '2026-12-15' },
  { id: 507, value: '08:45' },
  { id: 508, value: 'True' },
  { id: 509, value: 'https://photos.example/cooler2' },
];

describe('reading', () => {
  it("answers a Corrigo customer's rules: a question of every data type, repair categories with codes, priorities", async () => {
    const answer = await get(`corrigoCustomerSettings/${CORRIGO_CUSTOMERS.harbor}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.isRepairCodeRequired).toBe(true);
    expect(answer.body.customFields.map((f: { type: string }) => f.type)).toEqual(['String', 'Integer', 'Float', 'Money', 'PhoneNumber', 'Date', 'Time', 'Bool', 'Url']);
    expect(answer.body.customFields[0]).toEqual({ id: 501, labelText: 'Technician Name', type: 'String', isRequired: true, dataLength: 50, currency: null, values: [], value: null });
    expect(answer.body.repairCategories[0]).toMatchObject({ id: 301, name: 'Refrigeration', codes: expect.arrayContaining([{ id: 3011, name: 'Compressor replaced' }]) });
    expect(answer.body.availablePriorities[0]).toEqual({ id: 1, name: 'Emergency', respondInMinutes: 60, dueInHours: 4, isEmergency: true });
    expect(apiCalls(bed.emulator)).toEqual([{ method: 'GET', path: '/api/customerSettings', body: null, query: { customerId: '7001', messageId: expect.any(String) } }]);
  });

  it('refuses a Corrigo customer none of the tenant\'s customers is linked to, asking Corrigo nothing', async () => {
    const answer = await get('corrigoCustomerSettings/7999');
    expect(answer.status).toBe(404);
    expect(bed.emulator.calls).toEqual([]);
  });

  it("answers the order's procedures with their steps in order, and the wrapper data from Corrigo's status", async () => {
    const procedures = await get(`getCorrigoWorkorderProcedure/${orderOf(DEMO_ORDER_IDS.harborCheckedIn)}`);
    expect(procedures.status, procedures.text).toBe(200);
    expect(procedures.body).toHaveLength(1);
    expect(procedures.body[0]).toMatchObject({ id: 4101, name: 'Walk-in cooler service checklist', allowMarkNotApplicable: true, asset: { assetName: 'Walk-in cooler #2' } });
    expect(procedures.body[0].steps.map((s: any) => [s.id, s.stepType, s.isRequired, s.status, s.procedureId])).toEqual([
      [41011, 'Text', true, 'Open', 4101],
      [41012, 'Field', true, 'Open', 4101],
      [41013, 'Text', false, 'Open', 4101],
    ]);
    const wrapper = await get(`clockOutWorkOrderWrapperData/${orderOf(DEMO_ORDER_IDS.harborCheckedIn)}`);
    expect(wrapper.status, wrapper.text).toBe(200);
    expect(wrapper.body).toEqual({ workOrderId: orderOf(DEMO_ORDER_IDS.harborCheckedIn), workOrderStatus: 'CheckedIn', availableWorkOrderStatuses: ['Paused', 'CheckedOut', 'Completed'] });
    expect(await localState(bed, orderOf(DEMO_ORDER_IDS.harborCheckedIn))).toMatchObject({ corrigo_status: 'CheckedIn', is_corrigo_checked_in: true });
    expect(apiCalls(bed.emulator).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/procedure', 'GET /api/workOrder']);
    expect(bed.emulator.calls.at(-1)!.query).toMatchObject({ ids: String(DEMO_ORDER_IDS.harborCheckedIn) });
  });
});

describe('procedure steps', () => {
  it('saves steps as Done when their value is set and not "False", else Open, one Corrigo call each', async () => {
    const body = {
      workorderId: orderOf(DEMO_ORDER_IDS.harborCheckedIn),
      procedureId: 4101,
      steps: [
        { id: 41011, value: 'True', comment: 'Gaskets fine' },
        { id: 41012, value: '36.5', comment: null },
        { id: 41013, value: 'False', comment: null },
      ],
    };
    const answer = await put('updateCorrigoProcedureStep', body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.steps).toEqual([
      { id: 41011, status: 'Done' },
      { id: 41012, status: 'Done' },
      { id: 41013, status: 'Open' },
    ]);
    expect(apiCalls(bed.emulator)).toEqual(
      body.steps.map((step, i) => ({
        method: 'PUT',
        path: '/api/procedure/step',
        query: {},
        body: { WorkOrderId: DEMO_ORDER_IDS.harborCheckedIn, ProcedureId: 4101, StepId: step.id, Status: answer.body.steps[i].status, Value: step.value, Comment: step.comment, MessageId: expect.any(String) },
      })),
    );
    expect(bed.emulator.workOrder(DEMO_ORDER_IDS.harborCheckedIn)!.Procedures[0].Steps.map((s) => s.Status)).toEqual(['Done', 'Done', 'Open']);
  });

  it("answers Corrigo's refusal of a value that is not of the step's type, naming its status, not its text", async () => {
    const answer = await put('updateCorrigoProcedureStep', { workorderId: orderOf(DEMO_ORDER_IDS.harborCheckedIn), procedureId: 4101, steps: [{ id: 41012, value: 'cold' }] });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^Corrigo refused the call \(HTTP 4\d\d(, Corrigo code \d+)?\)\. Nothing was changed\.$/);
  });
});

describe('changing status', () => {
  it('pauses with the comment and the location, and records Paused on the order', async () => {
    const workOrderId = orderOf(DEMO_ORDER_IDS.harborCheckedIn);
    const answer = await pause(DEMO_ORDER_IDS.harborCheckedIn);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ workOrderId, corrigoWorkOrderId: DEMO_ORDER_IDS.harborCheckedIn, workOrderStatus: 'Paused', isCorrigoWorkOrderCheckedIn: false, location: AT_HARBOR });
    expect(apiCalls(bed.emulator)).toEqual([
      {
        method: 'PUT',
        path: '/api/workOrder/pause',
        query: {},
        body: { WorkOrderId: DEMO_ORDER_IDS.harborCheckedIn, Comment: 'Waiting for a compressor.', Location: { Latitude: AT_HARBOR.latitude, Longitude: AT_HARBOR.longitude }, MessageId: expect.any(String) },
      },
    ]);
    expect(bed.emulator.workOrder(DEMO_ORDER_IDS.harborCheckedIn)!.Status).toBe('Paused');
    expect(await localState(bed, workOrderId)).toMatchObject({ corrigo_status: 'Paused', is_corrigo_checked_in: false });
  });

  it('accepts a new order and checks in, the order then checked in to Corrigo', async () => {
    const workOrderId = orderOf(DEMO_ORDER_IDS.northgateNew);
    for (const workOrderStatus of ['Accepted', 'CheckedIn']) {
      const answer = await put('changeStatus', { workOrderId, workOrderStatus, comment: 'On my way now.', location: null });
      expect(answer.status, answer.text).toBe(200);
    }
    expect(apiCalls(bed.emulator).map((c) => c.path)).toEqual(['/api/workOrder/accept', '/api/workOrder/checkIn']);
    expect(await localState(bed, workOrderId)).toMatchObject({ corrigo_status: 'CheckedIn', is_corrigo_checked_in: true });
  });

  it('refuses a short comment and a pause without location before asking Corrigo', async () => {
    const short = await pause(DEMO_ORDER_IDS.harborCheckedIn, { comment: 'ok' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ title: CORRIGO_MESSAGES.commentTooShort, errors: { comment: [CORRIGO_MESSAGES.commentTooShort] } });
    const nowhere = await pause(DEMO_ORDER_IDS.harborCheckedIn, { location: null });
    expect(nowhere.body).toEqual({ title: CORRIGO_MESSAGES.locationDenied, errors: { location: [CORRIGO_MESSAGES.locationDenied] } });
    const unknownStatus = await pause(DEMO_ORDER_IDS.harborCheckedIn, { workOrderStatus: 'Verified' });
    expect(unknownStatus.status).toBe(400);
    expect(bed.emulator.calls).toEqual([]);
  });

  it("answers Corrigo's wrong-state refusal (3001) with its status and code, not its text, and changes nothing", async () => {
    const workOrderId = orderOf(DEMO_ORDER_IDS.northgateNew);
    const before = await localState(bed, workOrderId);
    const answer = await pause(DEMO_ORDER_IDS.northgateNew);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: expect.stringMatching(/^Corrigo refused the call \(HTTP 4\d\d, Corrigo code 3001\)\. Nothing was changed\.$/) });
    expect(await localState(bed, workOrderId)).toEqual(before);
  });
});

describe('checking out', () => {
  const harbor = () => orderOf(DEMO_ORDER_IDS.harborCheckedIn);
  const finishSteps = async () => {
    const done = await put('updateCorrigoProcedureStep', { workorderId: harbor(), procedureId: 4101, steps: [{ id: 41011, value: 'True' }, { id: 41012, value: '36' }] });
    expect(done.status, done.text).toBe(200);
    bed.emulator.calls.length = 0;
  };

  it('refuses by every rule of the wizard at once, after reading the rules and the procedure, sending no check-out', async () => {
    const answer = await put('checkOut', { workOrderId: harbor(), comment: 'Replaced the fan motor.', coordinates: AT_HARBOR, workOrderStatus: 'Completed', customFields: [{ id: 503, value: 'warm' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'repairInfo.categoryId': [CORRIGO_MESSAGES.categoryRequired],
      'customFields.501': ['Technician Name is required'],
      'customFields.502': ['Units Serviced is required'],
      'customFields.503': ['Discharge Temperature must be a number.'],
      procedures: [CORRIGO_MESSAGES.procedureIncomplete],
    });
    expect(answer.body.title).toBe(CORRIGO_MESSAGES.categoryRequired);
    expect(apiCalls(bed.emulator).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/customerSettings', 'GET /api/procedure']);
    expect(bed.emulator.workOrder(DEMO_ORDER_IDS.harborCheckedIn)!.Status).toBe('CheckedIn');
  });

  it('refuses a required unfinished step alone with the spec message', async () => {
    const answer = await put('checkOut', {
      workOrderId: harbor(),
      comment: 'Replaced the fan motor.',
      coordinates: AT_HARBOR,
      customFields: HARBOR_ANSWERS,
      repairInfo: { categoryId: 301, codeId: 3012 },
    });
    expect(answer.body).toEqual({ title: CORRIGO_MESSAGES.procedureIncomplete, errors: { procedures: [CORRIGO_MESSAGES.procedureIncomplete] } });
  });

  it('refuses a sub category of another category, a short comment and a missing location', async () => {
    await finishSteps();
    const wrongCode = await put('checkOut', { workOrderId: harbor(), comment: 'Replaced the fan motor.', coordinates: AT_HARBOR, customFields: HARBOR_ANSWERS, repairInfo: { categoryId: 301, codeId: 3021 } });
    expect(wrongCode.body.errors).toEqual({ 'repairInfo.codeId': [CORRIGO_MESSAGES.subCategoryRequired] });
    const early = await put('checkOut', { workOrderId: harbor(), comment: 'ok', coordinates: null });
    expect(early.body.errors).toEqual({ comment: [CORRIGO_MESSAGES.commentTooShort], coordinates: [CORRIGO_MESSAGES.locationDenied] });
  });

  it('completes with every answer, the repair code and the location; Corrigo holds them and the order records Completed', async () => {
    await finishSteps();
    const answer = await put('checkOut', {
      workOrderId: harbor(),
      comment: 'Replaced the evaporator fan motor; box at 36°F.',
      coordinates: AT_HARBOR,
      workOrderStatus: 'Completed',
      customFields: HARBOR_ANSWERS,
      repairInfo: { categoryId: 301, codeId: 3012 },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ workOrderStatus: 'Completed', isCorrigoWorkOrderCheckedIn: false });
    const calls = apiCalls(bed.emulator);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/customerSettings', 'GET /api/procedure', 'PUT /api/workOrder/checkOut']);
    expect(calls[2].body).toEqual({
      WorkOrderId: DEMO_ORDER_IDS.harborCheckedIn,
      Comment: 'Replaced the evaporator fan motor; box at 36°F.',
      Location: { Latitude: AT_HARBOR.latitude, Longitude: AT_HARBOR.longitude },
      Status: 'Completed',
      RepairInfo: { CodeId: 3012, CategoryId: 301 },
      CustomFields: HARBOR_ANSWERS.map((a) => ({ AdditionalField: a.id, Value: a.value })),
      MessageId: expect.any(String),
    });
    const emulated = bed.emulator.workOrder(DEMO_ORDER_IDS.harborCheckedIn)!;
    expect(emulated.Status).toBe('Completed');
    expect(emulated.RepairInfo).toMatchObject({ Code: 'Evaporator fan motor replaced', Category: 'Refrigeration' });
    expect(await localState(bed, harbor())).toMatchObject({ corrigo_status: 'Completed', is_corrigo_checked_in: false });
  });

  it('checks out without repair codes where the customer needs none, and with no questions where it asks none', async () => {
    const northgate = orderOf(DEMO_ORDER_IDS.northgateCheckedIn);
    const missing = await put('checkOut', { workOrderId: northgate, comment: 'Cleared the alarm.', coordinates: AT_HARBOR, workOrderStatus: 'CheckedOut' });
    expect(missing.body.errors).toEqual({ 'customFields.511': ['Infection Control Sign-off is required'], procedures: [CORRIGO_MESSAGES.procedureIncomplete] });
    expect((await put('updateCorrigoProcedureStep', { workorderId: northgate, procedureId: 4105, steps: [{ id: 41051, value: 'True' }] })).status).toBe(200);
    const answer = await put('checkOut', { workOrderId: northgate, comment: 'Cleared the alarm.', coordinates: AT_HARBOR, workOrderStatus: 'CheckedOut', customFields: [{ id: 511, value: 'True', valueType: 'Bool' }] });
    expect(answer.status, answer.text).toBe(200);
    expect(bed.emulator.workOrder(DEMO_ORDER_IDS.northgateCheckedIn)!.Status).toBe('CheckedOut');
    const diner = await put('checkOut', { workOrderId: orderOf(DEMO_ORDER_IDS.dinerCheckedIn), comment: 'Replaced the thermocouple.', coordinates: AT_HARBOR });
    expect(diner.status, diner.text).toBe(200);
    expect(bed.emulator.workOrder(DEMO_ORDER_IDS.dinerCheckedIn)!.Status).toBe('Completed');
  });
});

describe('faults of Corrigo', () => {
  const expectNothingChanged = async (corrigoId: number) => {
    expect(await localState(bed, orderOf(corrigoId))).toMatchObject({ corrigo_status: null, is_corrigo_checked_in: false });
  };

  it('down: 502 saying Corrigo cannot be reached', async () => {
    bed.emulator.setFault('down');
    const answer = await pause(DEMO_ORDER_IDS.harborCheckedIn);
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/^Corrigo cannot be reached: [a-z ]+\. Nothing was changed; try again later\.$/);
    await expectNothingChanged(DEMO_ORDER_IDS.harborCheckedIn);
  });

  it('slow beyond the timeout: 504 naming the wait', async () => {
    const ms = TIMEOUT_MS + 600;
    bed.emulator.setFault({ mode: 'slow', ms });
    const started = Date.now();
    const answer = await pause(DEMO_ORDER_IDS.harborCheckedIn);
    expect(answer.status).toBe(504);
    expect(answer.body).toEqual({ message: 'Corrigo did not answer within 0.4 seconds. Nothing was changed; try again.' });
    expect(Date.now() - started).toBeLessThan(ms);
    await expectNothingChanged(DEMO_ORDER_IDS.harborCheckedIn);
    // Let the late answer finish before the next test resets the emulator.
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

  it('500: 502 naming the status, not the text Corrigo answered', async () => {
    bed.emulator.setFault('500');
    const answer = await get(`getCorrigoWorkorderProcedure/${orderOf(DEMO_ORDER_IDS.harborCheckedIn)}`);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: 'Corrigo failed (HTTP 500, Corrigo code 500). Nothing was changed; try again later.' });
    const paused = await pause(DEMO_ORDER_IDS.harborCheckedIn);
    expect(paused.status).toBe(502);
    await expectNothingChanged(DEMO_ORDER_IDS.harborCheckedIn);
  });

  it('malformed: 502 saying the body is not JSON', async () => {
    bed.emulator.setFault('malformed');
    const answer = await pause(DEMO_ORDER_IDS.harborCheckedIn);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: 'Corrigo answered with a body that is not valid JSON (HTTP 200).' });
    await expectNothingChanged(DEMO_ORDER_IDS.harborCheckedIn);
  });

  it('401 (token expired): signs in again and repeats the call once, which succeeds', async () => {
    bed.emulator.setFault('401');
    const answer = await pause(DEMO_ORDER_IDS.harborCheckedIn);
    expect(answer.status, answer.text).toBe(200);
    expect(bed.emulator.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/workOrder/pause', 'POST /OAuth/Token', 'PUT /api/workOrder/pause']);
    expect(bed.emulator.calls[1].body).toEqual({ grant_type: 'client_credentials', client_id: 'fielddesk-demo', client_secret: CLIENT_SECRET });
    expect(bed.emulator.workOrder(DEMO_ORDER_IDS.harborCheckedIn)!.Status).toBe('Paused');
  });

  it('wrong credentials: 502 asking an administrator to check them; no credentials: 409', async () => {
    const elsewhere = await bed.api.tokenFor('elsewhere-admin');
    const theirOrder = await bed.db
      .selectFrom('work_orders')
      .select('id')
      .where('subscriber_id', '<>', bed.tenant.subscriberId)
      .where('corrigo_work_order_id', '=', DEMO_ORDER_IDS.harborCheckedIn)
      .executeTakeFirstOrThrow();
    const notSetUp = await bed.api.call('GET', `${C}/clockOutWorkOrderWrapperData/${theirOrder.id}`, { token: elsewhere });
    expect(notSetUp.status).toBe(409);
    expect(notSetUp.body.message).toMatch(/^Corrigo is not set up for this company/);
    const saved = await pointAtEmulator(bed, 'corrigo', 'not-the-secret');
    expect(saved.hasClientSecret).toBe(true);
    try {
      const answer = await pause(DEMO_ORDER_IDS.harborCheckedIn);
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe('Corrigo refused the client id and secret of Third Party Settings; an administrator must check them.');
    } finally {
      await pointAtEmulator(bed);
    }
    await expectNothingChanged(DEMO_ORDER_IDS.harborCheckedIn);
  });
});

describe('the emulator itself', () => {
  const direct = async (method: string, path: string, init: { token?: string; body?: unknown; form?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(`${bed.emulator.url}${path}`, { method, headers, body });
    return { status: response.status, body: await response.json() };
  };

  it('signs in by client credentials, needs the bearer token, matches paths in any letter case and echoes the MessageId', async () => {
    expect((await direct('POST', '/OAuth/Token', { form: { grant_type: 'client_credentials', client_id: 'someone', client_secret: 'x' } })).status).toBe(401);
    const signedIn = await direct('POST', '/oauth/token', { form: { grant_type: 'client_credentials', client_id: 'fielddesk-demo', client_secret: CLIENT_SECRET } });
    expect(signedIn.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 1199 });
    const token = signedIn.body.access_token;
    expect((await direct('GET', '/api/workOrder?ids=880101')).status).toBe(401);
    const read = await direct('GET', '/API/WORKORDER?ids[0]=880101&ids[1]=880102&messageId=m-1', { token });
    expect(read.body.MessageId).toBe('m-1');
    expect(read.body.WorkOrders.map((o: { WorkOrderNumber: string }) => o.WorkOrderNumber)).toEqual(['HF-24017', 'HF-24018']);
    const tooMany = await direct('GET', `/api/workOrder?${Array.from({ length: 51 }, (_, i) => `ids=${i + 1}`).join('&')}`, { token });
    expect(tooMany).toMatchObject({ status: 400, body: { Code: 2100 } });
    const missing = await direct('PUT', '/api/workorder/checkin', { token, body: { WorkOrderId: 999, MessageId: 'm-2' } });
    expect(missing).toEqual({ status: 400, body: { Code: 3003, Message: 'Work order 999 does not exist.', MessageId: 'm-2' } });
  });

  it('shows and clears its call log and takes faults over HTTP', async () => {
    await direct('GET', '/api/customerSettings?customerId=7003');
    const log = await direct('GET', '/__calls');
    expect(log.body.map((c: { method: string; path: string }) => `${c.method} ${c.path}`)).toEqual(['GET /api/customerSettings']);
    expect((await direct('DELETE', '/__calls')).status).toBe(200);
    expect(bed.emulator.calls).toEqual([]);
    expect((await direct('PUT', '/__fault', { body: { mode: '500' } })).body).toEqual({ mode: '500' });
    expect((await direct('GET', '/api/procedure?workOrderId=880101')).status).toBe(500);
    expect((await direct('PUT', '/__fault', { body: { mode: null } })).body).toEqual({ mode: null });
  });
});

describe('access', () => {
  it('refuses another tenant, a technician not on the order, an order that is not Corrigo, and a caller without Work Orders write', async () => {
    const workOrderId = orderOf(DEMO_ORDER_IDS.harborCheckedIn);
    const other = await bed.api.tokenFor('corrigo-tech2');
    expect((await get(`getCorrigoWorkorderProcedure/${workOrderId}`, other)).status).toBe(404);
    expect((await put('changeStatus', { workOrderId, workOrderStatus: 'Paused', comment: 'Not my order.', location: AT_HARBOR }, other)).status).toBe(404);
    const elsewhere = await bed.api.tokenFor('elsewhere-admin');
    expect((await get(`getCorrigoWorkorderProcedure/${workOrderId}`, elsewhere)).status).toBe(404);
    const plain = await get(`getCorrigoWorkorderProcedure/${bed.tenant.plainOrderId}`);
    expect(plain.status).toBe(409);
    expect(plain.body.message).toBe(`Work order ${bed.tenant.plainOrderId} is not a Corrigo work order.`);
    expect((await bed.api.call('GET', `${C}/getCorrigoWorkorderProcedure/${workOrderId}`)).status).toBe(401);
  });
});

describe('import', () => {
  it("creates an order for a Corrigo order not yet linked, updates the linked ones, and never duplicates on a second import", async () => {
    const admin = await bed.api.tokenFor('corrigo-admin');
    const unlinked = orderOf(DEMO_ORDER_IDS.harborAccepted);
    await bed.db.updateTable('work_orders').set({ corrigo_work_order_id: null }).where('id', '=', unlinked).execute();
    try {
      const first = await bed.api.call('POST', `${C}/import`, { token: admin, body: {} });
      expect(first.status, first.text).toBe(200);
      expect(first.body.created).toEqual([{ workOrderId: expect.any(Number), corrigoWorkOrderId: DEMO_ORDER_IDS.harborAccepted }]);
      expect(first.body.updated).toHaveLength(5);
      expect(first.body.skipped).toEqual([]);
      const calls = apiCalls(bed.emulator);
      expect(calls).toHaveLength(2);
      expect(calls[0]).toEqual({ method: 'POST', path: '/api/workOrder/search', query: {}, body: { Parameters: { Statuses: ['New', 'Accepted', 'CheckedIn', 'Paused', 'OnHold'] }, MessageId: expect.any(String) } });
      expect(calls[1]).toMatchObject({ method: 'GET', path: '/api/workOrder' });
      expect([calls[1].query.ids].flat().map(Number).sort()).toEqual(Object.values(DEMO_ORDER_IDS).sort());
      const created = first.body.created[0].workOrderId;
      const order = await bed.api.call('GET', `/api/v1/workOrders/${created}`, { token: admin });
      expect(order.body).toMatchObject({ corrigoWorkOrderId: DEMO_ORDER_IDS.harborAccepted, problem: 'Corrigo HF-24018 (Routine): Display case evaporator fan noisy.' });
      expect(await localState(bed, created)).toMatchObject({ corrigo_status: 'Accepted', is_corrigo_checked_in: false });
      expect(await localState(bed, orderOf(DEMO_ORDER_IDS.harborCheckedIn))).toMatchObject({ corrigo_status: 'CheckedIn', is_corrigo_checked_in: true });

      const again = await bed.api.call('POST', `${C}/import`, { token: admin, body: {} });
      expect(again.body.created).toEqual([]);
      expect(again.body.updated).toHaveLength(6);
      expect(await bed.db.selectFrom('work_orders').select('id').where('subscriber_id', '=', bed.tenant.subscriberId).where('corrigo_work_order_id', '=', DEMO_ORDER_IDS.harborAccepted).execute()).toEqual([{ id: created }]);
      expect((await bed.api.call('POST', `${C}/import`, { token: tech, body: {} })).status).toBe(403);
      await bed.db.deleteFrom('work_orders').where('id', '=', created).execute();
    } finally {
      await bed.db.updateTable('work_orders').set({ corrigo_work_order_id: DEMO_ORDER_IDS.harborAccepted }).where('id', '=', unlinked).execute();
    }
  });
});

describe('credentials', () => {
  it('are answered without the secret, stored sealed, and changed only by Settings write with the version read', async () => {
    const admin = await bed.api.tokenFor('corrigo-admin');
    const read = await bed.api.call('GET', '/api/v1/thirdPartySettings/credentials/corrigo', { token: admin });
    expect(read.body).toEqual({ network: 'corrigo', clientId: 'fielddesk-demo', hasClientSecret: true, apiUrl: bed.emulator.url, tokenUrl: bed.emulator.tokenUrl, version: expect.any(Number) });
    const row = await bed.db.selectFrom('third_party_credentials').selectAll().where('subscriber_id', '=', bed.tenant.subscriberId).where('network', '=', 'corrigo').executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(CLIENT_SECRET);
    expect(secretBox(bed.server.app.config.integrationsKey).open(row.client_secret_sealed!, corrigoSecretAad(bed.tenant.subscriberId, 'corrigo'))).toBe(CLIENT_SECRET);

    const ecotrak = await bed.api.call('GET', '/api/v1/thirdPartySettings/credentials/ecotrak', { token: admin });
    expect(ecotrak.body).toEqual({ network: 'ecotrak', clientId: '', hasClientSecret: false, apiUrl: 'https://api.ecotrak.com', tokenUrl: 'https://auth.ecotrak.com/oauth2/token', version: 0 });
    const stale = await bed.api.call('PUT', '/api/v1/thirdPartySettings/credentials/corrigo', { token: admin, body: { clientId: 'x', version: read.body.version - 1 } });
    expect(stale.status).toBe(409);
    const badAddress = await bed.api.call('PUT', '/api/v1/thirdPartySettings/credentials/ecotrak', { token: admin, body: { clientId: 'x', apiUrl: 'ftp://api', version: 0 } });
    expect(badAddress.status).toBe(400);
    expect(Object.keys(badAddress.body.errors)).toEqual(['apiUrl']);
    expect((await bed.api.call('GET', '/api/v1/thirdPartySettings/credentials/corrigo', { token: tech })).status).toBe(403);
    expect((await bed.api.call('PUT', '/api/v1/thirdPartySettings/credentials/corrigo', { token: tech, body: { clientId: 'x', version: read.body.version } })).status).toBe(403);
    const unchanged = await bed.api.call('GET', '/api/v1/thirdPartySettings/credentials/corrigo', { token: admin });
    expect(unchanged.body).toEqual(read.body);
  });

  it('no answer of this file ever carried the client secret', () => {
    expect(answeredTexts.length).toBeGreaterThan(20);
    expect(answeredTexts.filter((text) => text.includes(CLIENT_SECRET))).toEqual([]);
  });
});
