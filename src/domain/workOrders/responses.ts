/**
 * Answer schemas of the work-order wire types (orders.ts) and of the order's labor, status
 * history, signature and child rows. Dates are the subscriber's wall clock (YYYY-MM-DDTHH:mm:ss).
 */
import { boolean, closed, integer, nullable, string } from '../answerSchemas';

/** What an order and a grid row both show. */
const ORDER_FIELDS = {
  id: integer,
  workOrderNumber: integer,
  subNumber: nullable('integer'),
  displayNumber: string,
  customerId: integer,
  customerName: string,
  siteAddress: string,
  problem: string,
  statusId: integer,
  status: string,
  flagId: nullable('integer'),
  flag: nullable('string'),
  nteAmount: nullable('number'),
  createdDate: string,
  modifiedDate: string,
} as const;

/** WorkOrder: GET workOrders/{id} and the answers of the writes. */
export const WORK_ORDER_SCHEMA = closed({
  ...ORDER_FIELDS,
  parentWorkOrderId: nullable('integer'),
  parentWorkOrderNumber: nullable('integer'),
  billingCustomerId: integer,
  billingCustomerName: string,
  classId: nullable('integer'),
  baseCityId: nullable('integer'),
  customerEstimateId: nullable('integer'),
  serviceChannelWorkOrderId: nullable('string'),
  corrigoWorkOrderId: nullable('integer'),
  technicians: { type: 'array', items: closed({ technicianId: integer, technicianName: string }) },
  myOpenLabor: { type: ['object', 'null'], additionalProperties: false, properties: { workOrderLaborId: integer, isReachedAtSite: boolean, startTime: string } },
  isSigned: boolean,
  signedBy: nullable('string'),
  signedDate: nullable('string'),
  version: integer,
});

/** WorkOrderListRow[]: a page of a work-order grid. */
export const WORK_ORDER_LIST_ROWS_SCHEMA = {
  type: 'array',
  items: closed({ ...ORDER_FIELDS, technicianNames: nullable('string'), sitePhone: nullable('string'), isOpenLaborMine: boolean }),
} as const;

/** A page of the technician's work-order picker: TechnicianWorkOrderRow[] and the total. */
export const TECHNICIAN_WORK_ORDERS_SCHEMA = closed({
  data: {
    type: 'array',
    items: closed({
      workOrderId: integer,
      workOrderNumber: string,
      status: string,
      problem: string,
      customerName: string,
      address: string,
      billingCompanyId: integer,
      totalCount: integer,
    }),
  },
  total: integer,
});

/** One labor of an order (one clock-in). */
export const LABOR_SCHEMA = closed({
  workOrderLaborId: integer,
  technicianId: integer,
  technicianName: string,
  startTime: string,
  stopTime: nullable('string'),
  hours: nullable('number'),
  userStatus: nullable('string'),
  isOvertime: nullable('boolean'),
  isApprenticeRateApplied: nullable('boolean'),
  description: nullable('string'),
  flag: nullable('string'),
  status: nullable('string'),
  rateSheetName: nullable('string'),
  truckName: nullable('string'),
  perDiemType: nullable('string'),
  // Clock-time evidence (issue 33): startTime, stopTime, hours and isOvertime above are the
  // effective values (a correction's, when there is one); the recorded ones stay beside them.
  startSetBy: nullable('string'),
  startRecordedTime: string,
  startReceivedAt: nullable('string'),
  startEnteredBy: nullable('string'),
  startReview: nullable('string'),
  stopSetBy: nullable('string'),
  stopRecordedTime: nullable('string'),
  stopReceivedAt: nullable('string'),
  stopEnteredBy: nullable('string'),
  stopReview: nullable('string'),
  overtimeClaimed: boolean,
  overtimeReview: nullable('string'),
  reviews: {
    type: 'array',
    items: closed({
      subject: string,
      decision: string,
      recordedTime: nullable('string'),
      recordedSetBy: nullable('string'),
      recordedIsOvertime: nullable('boolean'),
      correctedTime: nullable('string'),
      correctedIsOvertime: nullable('boolean'),
      reason: string,
      decidedBy: string,
      decidedAt: string,
    }),
  },
});

/** A deleted labor, kept with who deleted it and when (issue 33, item 9). */
export const DELETED_LABOR_SCHEMA = closed({ ...LABOR_SCHEMA.properties, deletedAt: string, deletedBy: string });

/** A clock time or overtime claim waiting for approval, as the team leader board lists them. */
export const CLOCK_MARK_SCHEMA = closed({
  workOrderLaborId: integer,
  workOrderId: integer,
  workOrderNumber: string,
  technicianId: integer,
  technicianName: string,
  subject: string,
  setBy: nullable('string'),
  recordedTime: nullable('string'),
  receivedAt: nullable('string'),
  enteredBy: nullable('string'),
  isOvertime: boolean,
  startTime: string,
  stopTime: nullable('string'),
});

/** An order's status and flag changes. */
export const STATUS_HISTORY_SCHEMA = {
  type: 'array',
  items: closed({
    id: integer,
    statusId: integer,
    status: string,
    flagId: nullable('integer'),
    flag: nullable('string'),
    note: nullable('string'),
    changedBy: nullable('integer'),
    changedByName: nullable('string'),
    changedDate: string,
  }),
} as const;

/** Whether an order is signed, by whom and when. */
export const SIGNATURE_STATE_SCHEMA = closed({ isSigned: boolean, signedBy: nullable('string'), signedDate: nullable('string') });

/**
 * A child row of an order (materials, standard items, rate-sheet items, equipment tasks, jobs):
 * the fields every collection has, and each collection's own columns, answered as they are.
 */
export const CHILD_ROW_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  properties: { id: integer, workOrderId: integer, version: integer, createdDate: string, modifiedDate: string },
} as const;
