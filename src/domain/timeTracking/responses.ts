/** Answer schemas of the time-tracking wire types (clock.ts): the dialog's view data, the clock answers and the lookups. */
import { boolean, closed, complete, integer, listOf, nullable, number, string, strings } from '../answerSchemas';
import type { Wire } from '../wire';

/** StartStopViewData: the Start and Stop Work Order dialogs. */
export const START_STOP_VIEW_DATA_SCHEMA = closed({
  workOrderId: number,
  workOrderNumber: string,
  customerName: string,
  siteAddress: string,
  workOrderLaborId: nullable('number'),
  newWorkOrderId: nullable('number'),
  newWorkOrderNumber: nullable('string'),
  newWorkOrderLabor: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { workOrderId: number, workOrderNumber: string, isServiceChannelWorkOrder: boolean },
  },
  stopMode: boolean,
  hasOpenWorkOrderLabor: boolean,
  openWorkOrderId: nullable('number'),
  openWorkOrderNumber: nullable('string'),
  openTechsLaborCount: number,
  isOvertime: boolean,
  description: string,
  cDescription: string,
  isReachedAtSite: boolean,
  isClockInServiceChannelWO: boolean,
  scPrimaryStatuses: listOf({ id: number, name: string, extended: strings }),
  scExtendedStatuses: strings,
  noOfServiceChannelTechs: number,
  currentLatLong: { type: ['object', 'null'], additionalProperties: false, properties: { latitude: number, longitude: number } },
  corrigoWorkOrderId: number,
  corrigoCustomerId: number,
  isCorrigoWorkOrderCheckedIn: boolean,
  userStatuses: listOf({ userStatusId: number, name: string }),
  corrigoWorkOrderStatuses: strings,
  workOrderStatuses: listOf({ workOrderStatusId: number, workOrderStatus: string, selected: boolean, disabled: boolean }),
  workOrderStatus: nullable('number'),
  isWorkOrderStatusFieldRequired: boolean,
  isApprenticeRateApplied: boolean,
  billingCustomerId: number,
  serviceTechnicianId: nullable('number'),
  perDiemTypeId: number,
  itemRateTypeId: nullable('number'),
  rateSheetTruckTypeId: nullable('number'),
  parentWorkOrderId: number,
  parentWorkOrderNumber: string,
  customerEstimateId: nullable('number'),
  date: string,
  startTime: string,
  stopTime: nullable('string'),
  currentUser: closed({ userId: number, userName: string, name: string }),
  userStatus: string,
  schedulerId: nullable('number'),
  hasRateSheet: boolean,
  nteWarningAmount: nullable('number'),
  rateSheetMissing: boolean,
  rateSheetSetUpPath: nullable('string'),
  nteStanding: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['nteAmount', 'runningTotal', 'projectedTotal'],
    properties: { nteAmount: number, runningTotal: number, projectedTotal: number },
  },
});

/** The answer of a reported missing rate sheet: whether it is missing, and the spec's message when it is. */
export const RATE_SHEET_MISSING_ANSWER_SCHEMA = closed({ reported: boolean, message: nullable('string') });

/** ClockInAnswer. */
export const CLOCK_IN_ANSWER_SCHEMA = closed({ workOrderLaborId: integer, workOrderId: integer, startTime: string });

/** ClockOutAnswer. */
export const CLOCK_OUT_ANSWER_SCHEMA = closed({
  workOrderLaborId: integer,
  stopTime: string,
  hours: number,
  subWorkOrder: closed({ workOrderId: integer, workOrderNumber: string }),
});

/** Stop-and-start answers the new work order's id alone. */
export const NEW_WORK_ORDER_ID_SCHEMA = integer;

export const ITEM_RATE_TYPES_SCHEMA = listOf({ itemRateTypeId: integer, itemRateTypeName: string });

export const RATE_SHEET_ITEMS_SCHEMA = listOf({
  customerRateSheetId: integer,
  rateSheetName: string,
  dailyRate: nullable('number'),
  hourlyRate: nullable('number'),
  otHourlyRate: nullable('number'),
  standByRate: nullable('number'),
});

export const PER_DIEM_TYPES_SCHEMA = listOf({ id: integer, name: string, isActive: nullable('boolean') });

export const WORK_ORDER_FLAG_OPTIONS_SCHEMA = listOf({ workOrderFlagId: integer, workOrderFlagName: string });

/**
 * GET WOStartStop/currentJob: the caller's open labor with what the current-job bar shows, or
 * `job: null` when they are not clocked in. `elapsedSeconds` is counted by the server when it
 * answers, so the bar ticks from it without trusting the phone's clock or time zone.
 */
export const CURRENT_JOB_SCHEMA = complete({
  job: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['workOrderLaborId', 'workOrderId', 'workOrderNumber', 'customerName', 'siteAddress', 'startTime', 'elapsedSeconds', 'isEnRoute'],
    properties: {
      workOrderLaborId: integer,
      workOrderId: integer,
      workOrderNumber: string,
      customerName: string,
      siteAddress: string,
      startTime: string,
      elapsedSeconds: integer,
      isEnRoute: boolean,
    },
  },
});

export type CurrentJobAnswer = Wire<typeof CURRENT_JOB_SCHEMA>;
export type CurrentJob = NonNullable<CurrentJobAnswer['job']>;
