/**
 * JSON schemas of the time-tracking requests (spec §3.4, §3.5, §7.1): they check types and
 * bounds only. The dialog's own rules (required fields, description length, technician count)
 * are validateStartStopForm's, so the server answers them with the same messages the browser
 * shows.
 */
import { INT4_MAX } from '../db/schema';

const id = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, maximum: INT4_MAX } as const;
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

export const viewDataBody = {
  type: 'object',
  additionalProperties: false,
  required: ['workOrderId'],
  properties: {
    workOrderId: id,
    workOrderNumber: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer' }, { type: 'null' }] },
    schedulerId: optionalId,
  },
} as const;

const commonClockFields = {
  clientRequestId: requestId,
  workOrderId: id,
  schedulerId: optionalId,
  isOvertime: flag,
  serviceTechnicianId: optionalId,
  perDiemTypeId: optionalChoice,
  itemRateTypeId: optionalId,
  workOrderFlagId: optionalId,
  rateSheetTruckTypeId: optionalId,
  date: { type: 'string', maxLength: 10 },
  currentLatLong: latLong,
} as const;

const clockInFields = {
  isReachedAtSite: flag,
  userStatusId: id,
  noOfServiceChannelTechs: { type: 'integer', maximum: 1000 },
  comment: text(1500),
  isApprenticeRateApplied: flag,
} as const;

const clockOutFields = {
  workOrderLaborId: id,
  userStatusId: optionalChoice,
  description: text(FREE_TEXT_LIMIT),
  workOrderStatusId: optionalChoice,
  scPrimaryStatus: text(50),
  scExtendedStatus: text(50),
  cDescription: text(FREE_TEXT_LIMIT),
  stopTime: { type: 'string', maxLength: 5 },
  corrigoWorkOrderStatus: text(50),
  corrigoComment: text(FREE_TEXT_LIMIT),
  createSubWorkOrder: flag,
} as const;

export const clockInBody = {
  type: 'object',
  additionalProperties: false,
  required: ['clientRequestId', 'workOrderId'],
  properties: { ...commonClockFields, ...clockInFields, startTime: { type: 'string', maxLength: 5 } },
} as const;

export const clockOutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['clientRequestId', 'workOrderId', 'workOrderLaborId'],
  properties: { ...commonClockFields, ...clockOutFields },
} as const;

export const clockOutAndStartBody = {
  type: 'object',
  additionalProperties: false,
  required: ['clientRequestId', 'workOrderId', 'workOrderLaborId', 'newWorkOrderId', 'newClientRequestId'],
  properties: {
    ...commonClockFields,
    ...clockInFields,
    // The clock-out's user status: the new order's clock-in is always En Route.
    ...clockOutFields,
    newWorkOrderId: id,
    newClientRequestId: requestId,
    newServiceTechnicianId: optionalId,
    newRateSheetTruckTypeId: optionalId,
    newPerDiemTypeId: optionalChoice,
  },
} as const;

export const customerIdParams = {
  type: 'object',
  required: ['customerId'],
  properties: { customerId: id },
} as const;
