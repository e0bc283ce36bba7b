/**
 * The CorrigoWorkOrders requests of spec §7.1 as the server validates them. Every
 * `workOrderId` / `workorderId` is the FieldDesk work order's id (the server finds its Corrigo
 * id); `customerId` of customer settings is the Corrigo customer id the stop view data carries.
 */
import { closedObject, idSchema, type Wire } from '../wire';
import { CORRIGO_CHECK_OUT_STATUSES, CORRIGO_IMPORTED_STATUSES, CORRIGO_STATUS_CHANGES } from './corrigo';

const COMMENT_MAX = 3000;
const VALUE_MAX = 1000;

const location = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['latitude', 'longitude'],
  properties: { latitude: { type: 'number', minimum: -90, maximum: 90 }, longitude: { type: 'number', minimum: -180, maximum: 180 } },
} as const;

export const corrigoCustomerParams = { type: 'object', required: ['customerId'], properties: { customerId: idSchema } } as const;
export const corrigoWorkOrderParams = { type: 'object', required: ['workOrderId'], properties: { workOrderId: idSchema } } as const;

/** PUT CorrigoWorkOrders/changeStatus. */
export const corrigoStatusChangeBody = closedObject(['workOrderId', 'workOrderStatus', 'comment'], {
  workOrderId: idSchema,
  workOrderStatus: { type: 'string', enum: CORRIGO_STATUS_CHANGES },
  comment: { type: 'string', maxLength: COMMENT_MAX },
  location,
});
export type CorrigoStatusChangeRequest = Wire<typeof corrigoStatusChangeBody>;

/** PUT CorrigoWorkOrders/checkOut. `workOrderStatus` is the wizard's choice, Completed when absent. */
export const corrigoCheckOutBody = closedObject(['workOrderId', 'comment'], {
  workOrderId: idSchema,
  comment: { type: 'string', maxLength: COMMENT_MAX },
  workOrderStatus: { type: 'string', enum: CORRIGO_CHECK_OUT_STATUSES },
  coordinates: location,
  customFields: {
    type: 'array',
    maxItems: 100,
    items: closedObject(['id'], {
      id: idSchema,
      value: { type: ['string', 'null'], maxLength: VALUE_MAX },
      valueType: { type: ['string', 'null'], maxLength: 20 },
    }),
  },
  repairInfo: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { codeId: { type: ['integer', 'null'], minimum: 1 }, categoryId: { type: ['integer', 'null'], minimum: 1 } },
  },
});
export type CorrigoCheckOutRequest = Wire<typeof corrigoCheckOutBody>;

/** PUT CorrigoWorkOrders/updateCorrigoProcedureStep: the procedure's changed steps. */
export const corrigoProcedureStepsBody = closedObject(['workorderId', 'procedureId', 'steps'], {
  workorderId: idSchema,
  procedureId: idSchema,
  steps: {
    type: 'array',
    minItems: 1,
    maxItems: 100,
    items: closedObject(['id'], {
      id: idSchema,
      value: { type: ['string', 'null'], maxLength: VALUE_MAX },
      comment: { type: ['string', 'null'], maxLength: COMMENT_MAX },
      status: { type: ['string', 'null'], maxLength: 20 },
    }),
  },
});
export type CorrigoProcedureStepsRequest = Wire<typeof corrigoProcedureStepsBody>;

/** POST CorrigoWorkOrders/import: which Corrigo statuses to import (every open one when left out). */
export const corrigoImportBody = closedObject([], {
  statuses: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: CORRIGO_IMPORTED_STATUSES } },
});
