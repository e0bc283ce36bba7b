/** The pure rules of the time-tracking dialogs (src/custom/timeTracking): spec §2.3, §3.5, §4, §5, §8, §9. */
import { describe, expect, it } from 'vitest';
import {
  SERVICE_CHANNEL_STATUSES,
  TIME_TRACKING_MESSAGES,
  firstError,
  validateStartStopForm,
  type RateSheetItem,
  type StartStopViewData,
} from '../../src/domain/timeTracking/clock';
import { USER_STATUS } from '../../src/domain/userStatus/statuses';
import { WORK_ORDER_STATUS } from '../../src/domain/workOrders/orders';
import { pageButtons, pageCountOf, pickerRequest } from '../../src/custom/timeTracking/pickerPaging';
import { SubmitRequestIds, mayHaveApplied, newRequestId, sendWithRetry } from '../../src/custom/timeTracking/requestIds';
import {
  clockInRequest,
  clockOutAndStartRequest,
  clockOutRequest,
  extendedStatusesOf,
  initialForm,
  nextOrderRateSheetError,
  offersSubWorkOrder,
  onSiteRequest,
  rulesOf,
  stopAndStartLabel,
} from '../../src/custom/timeTracking/startStopForm';
import { nteWarningOf, startDecision } from '../../src/custom/timeTracking/startDecision';

const item = (id: number, name: string): RateSheetItem => ({
  customerRateSheetId: id,
  rateSheetName: name,
  dailyRate: 760,
  hourlyRate: 95,
  otHourlyRate: 142.5,
  standByRate: 50,
});
const laborItems = [item(11, 'Service Technician'), item(12, 'Apprentice')];
const trucks = [item(21, 'Service Van')];

function viewData(overrides: Partial<StartStopViewData> = {}): StartStopViewData {
  return {
    workOrderId: 7,
    workOrderNumber: '10002',
    customerName: 'Maple Street Diner',
    siteAddress: '415 Maple St',
    workOrderLaborId: null,
    newWorkOrderId: null,
    newWorkOrderNumber: null,
    newWorkOrderLabor: null,
    stopMode: false,
    hasOpenWorkOrderLabor: false,
    openWorkOrderId: null,
    openWorkOrderNumber: null,
    openTechsLaborCount: 0,
    isOvertime: false,
    description: '',
    cDescription: '',
    isReachedAtSite: true,
    isClockInServiceChannelWO: false,
    scPrimaryStatuses: SERVICE_CHANNEL_STATUSES,
    scExtendedStatuses: [],
    noOfServiceChannelTechs: 1,
    currentLatLong: null,
    corrigoWorkOrderId: 0,
    corrigoCustomerId: 0,
    isCorrigoWorkOrderCheckedIn: false,
    userStatuses: [{ userStatusId: 1, name: 'On Site' }],
    corrigoWorkOrderStatuses: [],
    workOrderStatuses: [],
    workOrderStatus: 1,
    isWorkOrderStatusFieldRequired: false,
    isApprenticeRateApplied: false,
    billingCustomerId: 3,
    serviceTechnicianId: null,
    perDiemTypeId: 0,
    itemRateTypeId: 1,
    rateSheetTruckTypeId: null,
    parentWorkOrderId: 7,
    parentWorkOrderNumber: '10002',
    customerEstimateId: null,
    date: '2025-03-04',
    startTime: '08:15',
    stopTime: null,
    currentUser: { userId: 5, userName: 'technician', name: 'Tom Tech' },
    userStatus: 'Available',
    schedulerId: null,
    hasRateSheet: false,
    nteWarningAmount: null,
    nteStanding: null,
    rateSheetMissing: false,
    rateSheetSetUpPath: null,
    ...overrides,
  };
}

const stopView = (overrides: Partial<StartStopViewData> = {}) =>
  viewData({ stopMode: true, workOrderLaborId: 99, workOrderStatus: WORK_ORDER_STATUS.ONSITE, stopTime: '11:40', ...overrides });

describe('before the dialog opens (spec §4, §8)', () => {
  it('an open labor on another order sends the user there with the finish-first warning', () => {
    const decision = startDecision(viewData({ hasOpenWorkOrderLabor: true, openWorkOrderId: 4, openWorkOrderNumber: '10001' }), []);
    expect(decision).toEqual({ kind: 'redirect', workOrderId: 4, warning: TIME_TRACKING_MESSAGES.finishOpenLaborFirst('10001') });
  });

  it('a rate-sheet order without labor items is refused with the set-up message, and the link for those who may set it up', () => {
    expect(startDecision(viewData({ hasRateSheet: true }), [])).toEqual({
      kind: 'rateSheetMissing',
      message: 'Please set up Rate Sheet for this customer first',
      setUpPath: null,
    });
    // The server says so (a copy kept for offline use may still hold the lists of its day).
    expect(startDecision(viewData({ hasRateSheet: true, rateSheetMissing: true, rateSheetSetUpPath: '/customer/rateSheets?filter=x' }), laborItems)).toEqual({
      kind: 'rateSheetMissing',
      message: 'Please set up Rate Sheet for this customer first',
      setUpPath: '/customer/rateSheets?filter=x',
    });
    expect(startDecision(viewData({ hasRateSheet: true }), laborItems)).toEqual({ kind: 'open' });
    expect(startDecision(viewData(), [])).toEqual({ kind: 'open' });
  });

  it('the over-NTE warning shows the amount as money, with the NTE and the running total beside it', () => {
    expect(nteWarningOf({ nteWarningAmount: 1234.5, nteStanding: null })).toBe(
      'This work order is exceeding over NTE. After 30 minutes work order total will be $1,234.50',
    );
    expect(nteWarningOf({ nteWarningAmount: 201.27, nteStanding: { nteAmount: 150, runningTotal: 146.27, projectedTotal: 201.27 } })).toBe(
      'This work order is exceeding over NTE. After 30 minutes work order total will be $201.27 (NTE $150.00, running total $146.27)',
    );
    expect(nteWarningOf({ nteWarningAmount: null, nteStanding: { nteAmount: 150, runningTotal: 10, projectedTotal: 65 } })).toBeNull();
  });
});

describe('the form the dialog opens with', () => {
  it('takes the view data and keeps only rate-sheet choices that are offered', () => {
    const form = initialForm(viewData({ hasRateSheet: true, serviceTechnicianId: 12, rateSheetTruckTypeId: 99 }), { laborItems, trucks });
    expect(form).toMatchObject({ date: '2025-03-04', startTime: '08:15', serviceTechnicianId: 12, rateSheetTruckTypeId: null });
    expect(form).toMatchObject({ itemRateTypeId: 1, perDiemTypeId: 0, workOrderFlagId: null, userStatusId: null });
  });

  it('defaults the status to ONSITE unless the status field is required (spec §4)', () => {
    expect(initialForm(stopView({ workOrderStatus: null }), { laborItems: [], trucks: [] }).workOrderStatusId).toBe(WORK_ORDER_STATUS.ONSITE);
    const required = stopView({ isWorkOrderStatusFieldRequired: true, workOrderStatus: null });
    expect(initialForm(required, { laborItems: [], trucks: [] }).workOrderStatusId).toBeNull();
  });

  it('preselects IN PROGRESS and one technician on Service Channel orders (spec §4, §9)', () => {
    const form = initialForm(stopView({ isClockInServiceChannelWO: true, noOfServiceChannelTechs: 0 }), { laborItems: [], trucks: [] });
    expect(form.scPrimaryStatus).toBe('IN PROGRESS');
    expect(form.noOfServiceChannelTechs).toBe(1);
  });

  it('the employee type is required only where rate-sheet labor items exist (spec §5)', () => {
    const view = viewData({ hasRateSheet: true });
    const errors = validateStartStopForm(initialForm(view, { laborItems, trucks }), rulesOf(view, laborItems));
    expect(firstError(errors)).toBe('Employee Type field is required!');
    expect(rulesOf(viewData(), laborItems).hasRateSheetLaborItems).toBe(false);
  });

  it('hides the extended statuses when the primary status is COMPLETED', () => {
    expect(extendedStatusesOf(SERVICE_CHANNEL_STATUSES, 'IN PROGRESS')).toContain('ON SITE');
    expect(extendedStatusesOf(SERVICE_CHANNEL_STATUSES, 'COMPLETED')).toEqual([]);
    expect(extendedStatusesOf(SERVICE_CHANNEL_STATUSES, null)).toEqual([]);
  });

  it('names the stop-and-start button after both orders', () => {
    expect(stopAndStartLabel('10002', '10005-1')).toBe('Stop 10002 / Start 10005-1');
  });
});

describe('the clock requests', () => {
  const location = { latitude: 34.2, longitude: -119.2 };

  it('a start clocks in On Site, with rate-sheet choices only where the selectors were shown', () => {
    const plain = viewData();
    const request = clockInRequest(plain, initialForm(plain, { laborItems: [], trucks: [] }), 'id-1', location);
    expect(request).toMatchObject({ clientRequestId: 'id-1', workOrderId: 7, userStatusId: 1, isReachedAtSite: true, date: '2025-03-04' });
    expect(request).toMatchObject({ serviceTechnicianId: null, rateSheetTruckTypeId: null, perDiemTypeId: null, currentLatLong: location });
    expect(request.noOfServiceChannelTechs).toBeUndefined();

    const rated = viewData({ hasRateSheet: true, isClockInServiceChannelWO: true });
    const form = { ...initialForm(rated, { laborItems, trucks }), serviceTechnicianId: 11, rateSheetTruckTypeId: 21 };
    expect(clockInRequest(rated, form, 'id-2', null)).toMatchObject({ serviceTechnicianId: 11, rateSheetTruckTypeId: 21, itemRateTypeId: 1, perDiemTypeId: 0, noOfServiceChannelTechs: 1 });
  });

  it('a clock-out sends the stop moment only when the user changed it', () => {
    const view = stopView({ isClockInServiceChannelWO: true });
    const form = {
      ...initialForm(view, { laborItems: [], trucks: [] }),
      description: '  Replaced the fan motor. ',
      userStatusId: USER_STATUS.AVAILABLE,
      cDescription: 'left over',
      scPrimaryStatus: 'COMPLETED',
      scExtendedStatus: 'CONFIRMED',
    };
    const request = clockOutRequest(view, form, 'id-3', null, null);
    expect(request).toMatchObject({ workOrderLaborId: 99, userStatusId: 3, description: 'Replaced the fan motor.', workOrderStatusId: 7 });
    expect(request).toMatchObject({ cDescription: null, scPrimaryStatus: 'COMPLETED', scExtendedStatus: null });
    expect(request).not.toHaveProperty('stopTime');
    expect(clockOutRequest(view, form, 'id-3', null, { date: '2025-03-04', stopTime: '11:30' })).toMatchObject({ stopTime: '11:30' });
    expect(clockOutRequest(view, { ...form, userStatusId: USER_STATUS.COMPANY_WORK }, 'id-3', null, null).cDescription).toBe('left over');
  });

  it('a stop-and-start travels to the new order, with a request id for each half', () => {
    const view = stopView();
    const form = { ...initialForm(view, { laborItems: [], trucks: [] }), description: 'Done', userStatusId: USER_STATUS.EN_ROUTE };
    const request = clockOutAndStartRequest(view, form, { clientRequestId: 'a', newClientRequestId: 'b' }, null, null, { workOrderId: 12, rateSheet: null });
    expect(request).toMatchObject({ clientRequestId: 'a', newClientRequestId: 'b', newWorkOrderId: 12, isReachedAtSite: false, workOrderLaborId: 99 });
    expect(request).not.toHaveProperty('newServiceTechnicianId');
  });

  it("a stop-and-start into an order billed by rate sheet sends the choices made for that order's customer", () => {
    const view = stopView({ hasRateSheet: true });
    const form = { ...initialForm(view, { laborItems, trucks }), description: 'Done', userStatusId: USER_STATUS.EN_ROUTE, serviceTechnicianId: 11 };
    const next = { workOrderId: 12, rateSheet: { serviceTechnicianId: 31, rateSheetTruckTypeId: 41, perDiemTypeId: 2 } };
    const request = clockOutAndStartRequest(view, form, { clientRequestId: 'a', newClientRequestId: 'b' }, null, null, next);
    expect(request).toMatchObject({ serviceTechnicianId: 11, newServiceTechnicianId: 31, newRateSheetTruckTypeId: 41, newPerDiemTypeId: 2 });
  });

  it("the next order's rate sheet needs an employee type, and labor items to choose from (spec §5)", () => {
    const choices = { serviceTechnicianId: null, rateSheetTruckTypeId: null, perDiemTypeId: 0 };
    expect(nextOrderRateSheetError(choices, laborItems)).toBe(TIME_TRACKING_MESSAGES.employeeTypeRequired);
    expect(nextOrderRateSheetError({ ...choices, serviceTechnicianId: 11 }, laborItems)).toBeNull();
    expect(nextOrderRateSheetError({ ...choices, serviceTechnicianId: 11 }, [])).toBe(TIME_TRACKING_MESSAGES.rateSheetMissing);
  });

  it('a clock-out asks for a sub work order only when completing an order billed by rate sheet, and only when chosen (spec §4)', () => {
    const rated = stopView({ hasRateSheet: true });
    const completing = {
      ...initialForm(rated, { laborItems, trucks }),
      description: 'Done',
      userStatusId: USER_STATUS.AVAILABLE,
      workOrderStatusId: WORK_ORDER_STATUS.COMPLETED,
      createSubWorkOrder: true,
    };
    expect(offersSubWorkOrder(rated, WORK_ORDER_STATUS.COMPLETED)).toBe(true);
    expect(offersSubWorkOrder(rated, WORK_ORDER_STATUS.ONSITE)).toBe(false);
    expect(offersSubWorkOrder(stopView(), WORK_ORDER_STATUS.COMPLETED)).toBe(false);
    expect(clockOutRequest(rated, completing, 'id', null, null)).toMatchObject({ createSubWorkOrder: true });
    expect(clockOutRequest(rated, { ...completing, createSubWorkOrder: false }, 'id', null, null)).not.toHaveProperty('createSubWorkOrder');
    // Chosen, then the status changed again: not completing, no sub work order.
    expect(clockOutRequest(rated, { ...completing, workOrderStatusId: WORK_ORDER_STATUS.ONSITE }, 'id', null, null)).not.toHaveProperty('createSubWorkOrder');
    expect(clockOutRequest(stopView(), completing, 'id', null, null)).not.toHaveProperty('createSubWorkOrder');
  });

  it('the on-site shortcut arrives now, On Site, with the product in the comment (spec §3.5)', () => {
    const view = viewData({ hasRateSheet: true, serviceTechnicianId: 11 });
    expect(onSiteRequest(view, 'id-4', location)).toMatchObject({
      clientRequestId: 'id-4',
      userStatusId: 1,
      isReachedAtSite: true,
      date: '2025-03-04',
      startTime: '08:15',
      comment: 'WorkOrder Started By FieldDesk',
      serviceTechnicianId: 11,
      currentLatLong: location,
    });
    expect(onSiteRequest(viewData(), 'id-5', null)).not.toHaveProperty('serviceTechnicianId');
  });
});

describe('request ids (issue 4: a retried request is not applied twice)', () => {
  const answered = (status: number) => Object.assign(new Error('x'), { status });

  it('are uuids', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('are kept after an unknown outcome and renewed after an answer', () => {
    const ids = new SubmitRequestIds();
    const first = ids.take();
    ids.settle(answered(0));
    expect(ids.take()).toBe(first);
    ids.settle(answered(502));
    expect(ids.take()).toBe(first);
    ids.settle(answered(409));
    const second = ids.take();
    expect(second.clientRequestId).not.toBe(first.clientRequestId);
    ids.settle();
    expect(ids.take().clientRequestId).not.toBe(second.clientRequestId);
    expect(mayHaveApplied(new TypeError('network'))).toBe(true);
    expect(mayHaveApplied(answered(400))).toBe(false);
  });

  it('a dropped connection is retried with the same request, an answer is not', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 3) throw answered(0);
      return 'ok';
    };
    await expect(sendWithRetry(flaky, [0, 0])).resolves.toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      sendWithRetry(async () => {
        calls += 1;
        throw answered(409);
      }, [0, 0]),
    ).rejects.toMatchObject({ status: 409 });
    expect(calls).toBe(1);
  });
});

describe('the Select New Work Order grid (spec §2.3, §9)', () => {
  it('shows at most 5 page buttons around the current page', () => {
    expect(pageButtons(0, 1)).toEqual([0]);
    expect(pageButtons(0, 9)).toEqual([0, 1, 2, 3, 4]);
    expect(pageButtons(4, 9)).toEqual([2, 3, 4, 5, 6]);
    expect(pageButtons(8, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(pageCountOf(0, 3)).toBe(1);
    expect(pageCountOf(7, 3)).toBe(3);
  });

  it('asks for a page, newest first, searching number, customer, address and problem with logic or', () => {
    expect(pickerRequest(2, 3, '')).toEqual({ skip: 6, take: 3, sort: [{ field: 'workOrderNumber', dir: 'desc' }], filter: null });
    const { filter } = pickerRequest(0, 10, ' harbor ');
    expect(filter?.logic).toBe('or');
    expect(filter?.filters.map((f) => f.field)).toEqual(['workOrderNumber', 'customerName', 'address', 'problem']);
    expect(filter?.filters.every((f) => f.operator === 'contains' && f.value === 'harbor')).toBe(true);
  });
});
