/** Answer schemas of the CorrigoWorkOrders routes and the credential settings (corrigo.ts, settings.ts). */
import { boolean, closed, complete, integer, listOf, nullable, string, strings } from '../answerSchemas';

const location = closed({ latitude: { type: 'number' }, longitude: { type: 'number' } });

export const CORRIGO_CUSTOMER_SETTINGS_SCHEMA = complete({
  isRepairCodeRequired: boolean,
  areRepairCodesAvailable: boolean,
  customFields: listOf({
    id: integer,
    labelText: string,
    type: string,
    isRequired: boolean,
    dataLength: nullable('integer'),
    currency: nullable('string'),
    values: strings,
    value: nullable('string'),
  }),
  repairCategories: listOf({ id: integer, name: string, codes: listOf({ id: integer, name: string }) }),
  availablePriorities: listOf({ id: integer, name: string, respondInMinutes: nullable('integer'), dueInHours: nullable('number'), isEmergency: boolean }),
});

export const CORRIGO_PROCEDURES_SCHEMA = {
  type: 'array',
  items: closed({
    id: integer,
    name: string,
    order: integer,
    status: string,
    asset: { type: ['object', 'null'], additionalProperties: false, properties: { assetName: nullable('string'), path: nullable('string'), task: nullable('string'), comment: nullable('string') } },
    allowMarkNotApplicable: boolean,
    steps: listOf({
      id: integer,
      description: string,
      status: string,
      value: nullable('string'),
      comment: nullable('string'),
      currency: nullable('string'),
      order: integer,
      isRequired: boolean,
      stepType: string,
      flagReason: nullable('string'),
      label: nullable('string'),
      dataType: string,
      procedureId: integer,
    }),
  }),
} as const;

export const CORRIGO_WRAPPER_DATA_SCHEMA = complete({ workOrderId: integer, workOrderStatus: string, availableWorkOrderStatuses: strings });

/** What changeStatus and checkOut answer: the order's Corrigo state as FieldDesk now keeps it. */
export const CORRIGO_SAVED_SCHEMA = complete({
  workOrderId: integer,
  corrigoWorkOrderId: integer,
  workOrderStatus: string,
  isCorrigoWorkOrderCheckedIn: boolean,
  location: { type: ['object', 'null'], additionalProperties: false, properties: location.properties },
});

export const PROCEDURE_STEPS_SAVED_SCHEMA = complete({ workorderId: integer, procedureId: integer, steps: listOf({ id: integer, status: string }) });

export const NETWORK_CREDENTIALS_SCHEMA = complete({
  network: string,
  clientId: string,
  hasClientSecret: boolean,
  apiUrl: string,
  tokenUrl: string,
  version: integer,
});

export const CORRIGO_IMPORT_SCHEMA = complete({
  created: listOf({ workOrderId: integer, corrigoWorkOrderId: integer }),
  updated: listOf({ workOrderId: integer, corrigoWorkOrderId: integer }),
  skipped: listOf({ corrigoWorkOrderId: integer, reason: string }),
});
