/**
 * The time-tracking requests (spec §3.4, §3.5, §7.1) as the server validates them and both sides
 * type them. The schemas check types and bounds only: the dialog's own rules (required fields,
 * description length, technician count) are validateStartStopForm's, so the server answers them
 * with the same messages the browser shows.
 */
import { INT4_MAX, closedObject, idSchema, nullableIdSchema, type Wire } from '../wire';

const flag = { type: 'boolean' } as const;
/** 0 means "none chosen", as the dialog sends an empty chooser: the form rules then name it. */
const optionalChoice = { type: ['integer', 'null'], minimum: 0, maximum: INT4_MAX } as const;
/** Long enough for any valid value, short enough that junk is refused before it is read. */
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const FREE_TEXT_LIMIT = 10_000;

const requestId = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'A uuid the client makes for this request; a retry with the same id is answered, not repeated.',
} as const;

const latLong = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['latitude', 'longitude'],
  properties: {
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
  },
} as const;

/** POST WOStartStop/getStartWOViewData and getStopWOViewData. */
export const viewDataBody = closedObject(['workOrderId'], {
  workOrderId: idSchema,
  workOrderNumber: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer' }, { type: 'null' }] },
  schedulerId: nullableIdSchema,
});
export type ViewDataRequest = Wire<typeof viewDataBody>;

/** Every clock request carries a client request id: a retried request is answered, not repeated. */
const commonClockFields = {
  clientRequestId: requestId,
  workOrderId: idSchema,
  schedulerId: nullableIdSchema,
  isOvertime: flag,
  serviceTechnicianId: nullableIdSchema,
  perDiemTypeId: optionalChoice,
  itemRateTypeId: nullableIdSchema,
  workOrderFlagId: nullableIdSchema,
  /** At clock-out the stop dialog shows the truck selector too; absent keeps the clock-in's choice. */
  rateSheetTruckTypeId: nullableIdSchema,
  /** The start or stop date; the server clock when absent. */
  date: { type: 'string', maxLength: 10 },
  currentLatLong: latLong,
  /**
   * When the technician acted, for an action the phone kept while offline and sends later
   * (ISO 8601 with its zone). The action is recorded at this moment: it stands for "now" in
   * every default and rule. At most DELAYED_ACTION_WINDOW_HOURS old.
   */
  actedAt: { type: 'string', maxLength: 40 },
} as const;

const clockInFields = {
  isReachedAtSite: flag,
  userStatusId: idSchema,
  noOfServiceChannelTechs: { type: 'integer', maximum: 1000 },
  comment: text(1500),
  isApprenticeRateApplied: flag,
} as const;

const clockOutFields = {
  workOrderLaborId: idSchema,
  userStatusId: optionalChoice,
  description: text(FREE_TEXT_LIMIT),
  workOrderStatusId: optionalChoice,
  scPrimaryStatus: text(50),
  scExtendedStatus: text(50),
  cDescription: text(FREE_TEXT_LIMIT),
  /** The stop time; the server clock when absent. */
  stopTime: { type: 'string', maxLength: 5 },
  corrigoWorkOrderStatus: text(50),
  corrigoComment: text(FREE_TEXT_LIMIT),
  /**
   * Completing an order billed by rate sheet (status COMPLETED): create its sub work order in
   * the clock-out's transaction (spec §4), once however often the request is retried.
   */
  createSubWorkOrder: flag,
} as const;

export const clockInBody = closedObject(['clientRequestId', 'workOrderId'], {
  ...commonClockFields,
  ...clockInFields,
  startTime: { type: 'string', maxLength: 5 },
});
export type ClockInRequest = Wire<typeof clockInBody>;

export const clockOutBody = closedObject(['clientRequestId', 'workOrderId', 'workOrderLaborId'], { ...commonClockFields, ...clockOutFields });
export type ClockOutRequest = Wire<typeof clockOutBody>;

/** Clock-out fields plus the new order and its clock-in fields (spec §3.5). */
export const clockOutAndStartBody = closedObject(['clientRequestId', 'workOrderId', 'workOrderLaborId', 'newWorkOrderId', 'newClientRequestId'], {
  ...commonClockFields,
  ...clockInFields,
  // The clock-out's user status: the new order's clock-in is always En Route.
  ...clockOutFields,
  newWorkOrderId: idSchema,
  /** Request id of the new order's clock-in (the clock-out keeps clientRequestId). */
  newClientRequestId: requestId,
  /**
   * The new labor's rate-sheet choices, of the new order's billing customer: the employee type
   * is required when that order bills by rate sheet (the clock-out's own are the old order's).
   */
  newServiceTechnicianId: nullableIdSchema,
  newRateSheetTruckTypeId: nullableIdSchema,
  newPerDiemTypeId: optionalChoice,
});
export type ClockOutAndStartRequest = Wire<typeof clockOutAndStartBody>;

/** GET WorkOrder/rateSheetLaborItems/{customerId} and rateSheetTrucks/{customerId}. */
export const customerIdParams = {
  type: 'object',
  required: ['customerId'],
  properties: { customerId: idSchema },
} as const;
