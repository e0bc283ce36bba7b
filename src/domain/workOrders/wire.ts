/**
 * The work-order requests (spec §2.1, §3.6, §7.1, §7.2) as the server validates them and both
 * sides type them: create and update, the grids' query, sub work orders, the signature, the
 * technician's picker and the child records of an order.
 */
import { closedObject, idParams, idSchema, listQuery, nullableIdSchema, type Wire } from '../wire';
import { PROBLEM_MAX, WORK_ORDER_GRIDS, type WorkOrderGrid } from './orders';

/** The largest amount a numeric(12,2) column holds. */
export const MONEY_MAX = 9_999_999_999.99;
const amountSchema = { type: 'number', minimum: 0, maximum: MONEY_MAX } as const;
const quantitySchema = { type: 'number', minimum: 0.01, maximum: MONEY_MAX } as const;
export const SITE_ADDRESS_MAX = 500;

/** workOrders/{id} and the paths under it. */
export const workOrderIdParams = idParams;

/** DELETE workOrders/{id}/labors/{laborId}. */
export const laborParams = { type: 'object', required: ['id', 'laborId'], properties: { id: idSchema, laborId: idSchema } } as const;

/**
 * POST workOrders/{id}/labors/{laborId}/review: approve a marked start, stop or overtime claim,
 * or correct it (a start or stop to `time`, the subscriber's wall clock "YYYY-MM-DDTHH:mm"; an
 * overtime claim to `isOvertime`), with a reason.
 */
export const laborReviewBody = {
  type: 'object',
  required: ['subject', 'decision', 'reason'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string', enum: ['start', 'stop', 'overtime'] },
    decision: { type: 'string', enum: ['approve', 'correct'] },
    time: { type: 'string', maxLength: 19 },
    isOvertime: { type: 'boolean' },
    reason: { type: 'string', maxLength: 2000 },
  },
} as const;

export interface LaborReviewRequest {
  subject: 'start' | 'stop' | 'overtime';
  decision: 'approve' | 'correct';
  time?: string;
  isOvertime?: boolean;
  reason: string;
}

/** GET workOrders/{key}: an id, a number, or "number-sub" for a sub work order. */
export const workOrderKeyParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } } as const;

/** GET workOrders: a grid (none lists every order the caller sees) in ra-data-simple-rest's terms. */
export const workOrderGridQuery = {
  ...listQuery,
  properties: { ...listQuery.properties, grid: { type: 'string', enum: Object.keys(WORK_ORDER_GRIDS) as WorkOrderGrid[] } },
} as const;

const workOrderFields = {
  customerId: idSchema,
  billingCustomerId: nullableIdSchema,
  siteAddress: { type: 'string', maxLength: SITE_ADDRESS_MAX },
  problem: { type: 'string', minLength: 1, maxLength: PROBLEM_MAX },
  statusId: idSchema,
  flagId: nullableIdSchema,
  classId: nullableIdSchema,
  baseCityId: nullableIdSchema,
  nteAmount: { type: ['number', 'null'], minimum: 0, maximum: MONEY_MAX },
  customerEstimateId: nullableIdSchema,
  serviceChannelWorkOrderId: { type: ['string', 'null'], maxLength: 50 },
  corrigoWorkOrderId: nullableIdSchema,
  technicianIds: { type: 'array', uniqueItems: true, maxItems: 50, items: idSchema },
} as const;

/** POST workOrders: the editable fields of a new order. */
export const workOrderCreateBody = closedObject(['customerId', 'problem'], workOrderFields);
export type WorkOrderInput = Wire<typeof workOrderCreateBody>;

/** PUT workOrders/{id}: names the version it read; a field left out keeps its value. */
export const workOrderUpdateBody = closedObject(['customerId', 'problem', 'version'], { ...workOrderFields, version: idSchema });
export type WorkOrderUpdate = Wire<typeof workOrderUpdateBody>;

/** POST WorkOrder/create: a sub work order of a visible order. */
export const subWorkOrderBody = closedObject(['parentWorkOrderId'], {
  parentWorkOrderId: idSchema,
  // Sent by the stop dialog with the id; the id alone decides.
  parentWorkOrderNumber: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer' }, { type: 'null' }] },
  customerEstimateId: nullableIdSchema,
});
export type SubWorkOrderRequest = Wire<typeof subWorkOrderBody>;

/** PUT workOrders/{id}/signature: a data:image/png;base64 URL and who signed. */
export const signatureBody = closedObject(['signaturePng', 'signedBy'], {
  signaturePng: { type: 'string', minLength: 1 },
  signedBy: { type: 'string', minLength: 1, maxLength: 100 },
  /** The digest of the sign-off summary the customer read (GET workOrders/{id}/signOff); a stale one answers 409. */
  summaryDigest: { type: 'string', minLength: 1, maxLength: 128 },
});
export type SignatureRequest = Wire<typeof signatureBody>;

/**
 * PUT workOrders/{id}/signOff/workPerformed: what the technician did on this visit, written before
 * the customer signs (1 to 1500 characters once trimmed, checked with the stop dialog's rule).
 */
export const workPerformedBody = closedObject(['description'], { description: { type: 'string', maxLength: 5000 } });
export type WorkPerformedRequest = Wire<typeof workPerformedBody>;

/** GET WorkOrderJobs/getWorkOrderJobs?workOrderId=N. */
export const workOrderJobsQuery = { type: 'object', required: ['workOrderId'], properties: { workOrderId: idSchema } } as const;

/** The fields the technician's picker filters and sorts by. */
export const TECHNICIAN_PICKER_FIELDS = ['workOrderId', 'workOrderNumber', 'status', 'problem', 'customerName', 'address'] as const;
const PICKER_MAX_TAKE = 100;
const pickerField = { type: 'string', enum: TECHNICIAN_PICKER_FIELDS } as const;

/** POST workOrder/technicianWorkOrders: a grid request {take, skip, filter, sort}. */
export const technicianPickerBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    take: { type: 'integer', minimum: 1, maximum: PICKER_MAX_TAKE },
    skip: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    total: { type: 'integer' },
    sort: {
      type: 'array',
      maxItems: TECHNICIAN_PICKER_FIELDS.length,
      items: {
        type: 'object',
        required: ['field', 'dir'],
        properties: { field: pickerField, dir: { type: 'string', enum: ['asc', 'desc'] } },
      },
    },
    filter: {
      type: ['object', 'null'],
      required: ['filters'],
      properties: {
        logic: { type: 'string', enum: ['or', 'and'] },
        filters: {
          type: 'array',
          maxItems: 20,
          items: {
            type: 'object',
            required: ['field', 'value'],
            properties: {
              field: pickerField,
              operator: { type: 'string', enum: ['contains', 'eq'] },
              value: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] },
            },
          },
        },
      },
    },
    group: { type: 'array' },
    aggregate: { type: 'array' },
  },
} as const;
export type GridRequest = Wire<typeof technicianPickerBody>;

/** workOrders/{id}/{collection}/{childId}. */
export const childParams = { type: 'object', required: ['id', 'childId'], properties: { id: idSchema, childId: idSchema } } as const;

/** POST workOrders/{id}/materials (PUT adds the version read). */
export const materialBody = closedObject(['description', 'quantity', 'materialStatusId'], {
  partNumber: { type: ['string', 'null'], maxLength: 100 },
  description: { type: 'string', minLength: 1, maxLength: 500 },
  quantity: quantitySchema,
  unitCost: amountSchema,
  unitPrice: amountSchema,
  materialStatusId: idSchema,
});
export type MaterialBody = Wire<typeof materialBody>;

/** POST workOrders/{id}/standardItems: the price left out is the standard item's own. */
export const standardItemBody = closedObject(['standardItemId', 'quantity'], {
  standardItemId: idSchema,
  quantity: quantitySchema,
  unitPrice: amountSchema,
  description: { type: ['string', 'null'], maxLength: 500 },
});
export type StandardItemBody = Wire<typeof standardItemBody>;

/** POST workOrders/{id}/rateSheetStandardItems: the rate left out is the item's hourly or overtime rate, by the item rate type. */
export const rateSheetItemBody = closedObject(['rateSheetItemId', 'itemRateTypeId', 'quantity'], {
  rateSheetItemId: idSchema,
  itemRateTypeId: idSchema,
  quantity: quantitySchema,
  rate: amountSchema,
  description: { type: ['string', 'null'], maxLength: 500 },
});
export type RateSheetItemBody = Wire<typeof rateSheetItemBody>;

/** POST workOrders/{id}/equipmentTasks. */
export const equipmentTaskBody = closedObject(['equipment', 'task'], {
  equipment: { type: 'string', minLength: 1, maxLength: 200 },
  task: { type: 'string', minLength: 1, maxLength: 500 },
  isDone: { type: 'boolean' },
  comment: { type: ['string', 'null'], maxLength: 1500 },
});
export type EquipmentTaskBody = Wire<typeof equipmentTaskBody>;

/** POST workOrders/{id}/jobs. */
export const jobBody = closedObject(['description'], {
  jobAreaId: nullableIdSchema,
  jobStatusId: nullableIdSchema,
  crewMemberId: nullableIdSchema,
  description: { type: 'string', minLength: 1, maxLength: 1500 },
  scheduledDate: { type: ['string', 'null'], format: 'date' },
});
export type JobBody = Wire<typeof jobBody>;
