/**
 * Technician time tracking: the start/stop view data, the clock requests and the rules of the
 * Start Work Order / Stop Work Order dialog (spec §2.3, §3.4, §3.5, §4, §5, §8, §9). The
 * browser validates the dialog with validateStartStopForm; the server runs the same function
 * on every clock request, so both give the same messages.
 */
import {
  CORRIGO_COMMENT_MIN_LENGTH,
  PER_DIEM_DEFAULT_OPTION,
  SERVICE_CHANNEL_TECHNICIAN_COUNT_DEFAULT,
  SERVICE_CHANNEL_TECHNICIAN_COUNT_MIN,
  STATUS_DESCRIPTION_MAX,
} from '../constants';
import { USER_STATUS, requiresCompanyDescription } from '../userStatus/statuses';

export { CLOCK_IN_USER_STATUS_ID, LOCATION_OPTIONS } from '../constants';

export const DESCRIPTION_MAX = STATUS_DESCRIPTION_MAX;
/** Per-diem "none" choice (spec §3.6, §9). */
export const PER_DIEM_NONE = { ...PER_DIEM_DEFAULT_OPTION, isActive: true } as const;
export const ITEM_RATE_TYPE = { REGULAR: 1, OVERTIME: 2 } as const;
/** The status of a stop-and-start's new labor (spec §4). */
export const STOP_AND_START_USER_STATUS_ID = USER_STATUS.EN_ROUTE;
export const SERVICE_CHANNEL_TECHS_DEFAULT = SERVICE_CHANNEL_TECHNICIAN_COUNT_DEFAULT;
/** How far ahead of the server clock a typed start or stop time may be (clock skew). */
export const FUTURE_TOLERANCE_MINUTES = 5;
/**
 * How old a clock action kept on the phone while it was offline may be when it reaches the
 * server (its `actedAt`): within this window it is recorded at the time the technician acted;
 * older, it is refused and the team leader enters it (README "Working offline").
 */
export const DELAYED_ACTION_WINDOW_HOURS = 12;
/** The over-NTE warning looks this far ahead (spec §8). */
export const NTE_LOOKAHEAD_MINUTES = 30;

export const TIME_TRACKING_MESSAGES = {
  corrigoStatusInWizard: 'Set the Corrigo status in the Clock Out Corrigo Work Order wizard.',
  rateSheetMissing: 'Please set up Rate Sheet for this customer first',
  employeeTypeRequired: 'Employee Type field is required!',
  flagNotSelected: 'Work Order Flag is not selected. Do you want to continue?',
  /** Spec §4's prompt, word for word. */
  createSubWorkOrder: 'Are you sure you want to create a subworkorder',
  /** FieldDesk's explanation, shown beneath the prompt. */
  createSubWorkOrderExplained:
    'Completing an order billed by rate sheet closes its billing; any further visits go on a sub work order, created when you clock out.',
  /** Spec §8's success message, word for word. */
  subWorkOrderCreated: 'Sub Work Order Created Successfully',
  subWorkOrderNamed: (workOrderNumber: string) => `Further visits go on work order ${workOrderNumber}.`,
  subWorkOrderNotRateSheet: 'A sub work order is created at clock-out only for an order billed by rate sheet.',
  subWorkOrderNotCompleting: 'A sub work order is created at clock-out only when completing the order.',
  locationDenied: 'Location Permission Denied. Please Allow Access To Location Services.',
  onSiteComment: (product: string) => `WorkOrder Started By ${product}`,
  overNte: (amount: string) => `This work order is exceeding over NTE. After 30 minutes work order total will be ${amount}`,
  /** Beside the over-NTE warning: the NTE it is measured against and the total now. */
  nteBeside: (nte: string, runningTotal: string) => `(NTE ${nte}, running total ${runningTotal})`,
  actedAtInvalid: 'actedAt must be a date and time with its zone, such as 2026-11-26T09:15:00Z.',
  actedAtInFuture: 'actedAt cannot be in the future.',
  actedTooLongAgo: (when: string) =>
    `This clock action was made at ${when}, more than ${DELAYED_ACTION_WINDOW_HOURS} hours ago, and was not recorded. Ask your team leader to enter it.`,
  closedMeanwhile: (workOrderNumber: string, status: string, when: string) =>
    `Work order ${workOrderNumber} was closed (${status}) after your start at ${when}; the start was not recorded.`,
  laborGoneMeanwhile: (workOrderNumber: string) =>
    `The labor this stop closes was removed from work order ${workOrderNumber} meanwhile; the stop was not recorded.`,
  finishOpenLaborFirst: (workOrderNumber: string) =>
    `You are still clocked in on work order ${workOrderNumber}. Finish it before starting another one.`,
} as const;

/** Service Channel statuses offered at clock-out (spec §3.4, §4). */
export interface ServiceChannelPrimaryStatus {
  id: number;
  name: string;
  extended: string[];
}

export const SC_PRIMARY_IN_PROGRESS = 'IN PROGRESS';
export const SC_PRIMARY_COMPLETED = 'COMPLETED';
export const SERVICE_CHANNEL_STATUSES: ServiceChannelPrimaryStatus[] = [
  { id: 1, name: 'OPEN', extended: ['DISPATCH CONFIRMED', 'PARTS ON ORDER', 'PROPOSAL APPROVED'] },
  { id: 2, name: SC_PRIMARY_IN_PROGRESS, extended: ['ON SITE', 'INCOMPLETE', 'PARTS ON ORDER', 'PENDING QUOTE', 'WAITING FOR APPROVAL'] },
  { id: 3, name: 'ON HOLD', extended: ['PARTS ON ORDER', 'PENDING QUOTE', 'WAITING FOR APPROVAL'] },
  { id: 4, name: SC_PRIMARY_COMPLETED, extended: ['PENDING CONFIRMATION', 'CONFIRMED'] },
];

/** Extended statuses are hidden (and not sent) when the primary status is COMPLETED. */
export const showsExtendedStatus = (primary: string | null | undefined) => primary !== SC_PRIMARY_COMPLETED;

export interface LatLong {
  latitude: number;
  longitude: number;
}

export interface NamedOption {
  id: number;
  name: string;
}

export interface UserStatusOption {
  userStatusId: number;
  name: string;
}

export interface WorkOrderStatusOption {
  workOrderStatusId: number;
  workOrderStatus: string;
  selected: boolean;
  disabled: boolean;
}

export interface RateSheetItem {
  customerRateSheetId: number;
  rateSheetName: string;
  dailyRate: number;
  hourlyRate: number;
  otHourlyRate: number;
  standByRate: number;
}

export interface ItemRateType {
  itemRateTypeId: number;
  itemRateTypeName: string;
}

export interface PerDiemType {
  id: number;
  name: string;
  isActive: boolean;
}

export interface WorkOrderFlagOption {
  workOrderFlagId: number;
  workOrderFlagName: string;
}

/** View data of POST WOStartStop/getStartWOViewData and getStopWOViewData (spec §3.4). */
export interface StartStopViewData {
  workOrderId: number;
  workOrderNumber: string;
  /** FieldDesk additions: whose order it is and where, so the dialog says which order it starts (issue 34). */
  customerName: string;
  siteAddress: string;
  workOrderLaborId: number | null;
  newWorkOrderId: number | null;
  newWorkOrderNumber: string | null;
  newWorkOrderLabor: { workOrderId: number; workOrderNumber: string; isServiceChannelWorkOrder: boolean } | null;
  stopMode: boolean;
  /** True when the user has an open labor on another order (the browser redirects to it). */
  hasOpenWorkOrderLabor: boolean;
  /** The other order holding the open labor, when hasOpenWorkOrderLabor. */
  openWorkOrderId: number | null;
  openWorkOrderNumber: string | null;
  openTechsLaborCount: number;
  isOvertime: boolean;
  description: string;
  cDescription: string;
  isReachedAtSite: boolean;
  isClockInServiceChannelWO: boolean;
  scPrimaryStatuses: ServiceChannelPrimaryStatus[];
  scExtendedStatuses: string[];
  noOfServiceChannelTechs: number;
  currentLatLong: LatLong | null;
  corrigoWorkOrderId: number;
  corrigoCustomerId: number;
  isCorrigoWorkOrderCheckedIn: boolean;
  userStatuses: UserStatusOption[];
  corrigoWorkOrderStatuses: string[];
  workOrderStatuses: WorkOrderStatusOption[];
  workOrderStatus: number | null;
  isWorkOrderStatusFieldRequired: boolean;
  isApprenticeRateApplied: boolean;
  billingCustomerId: number;
  /** The chosen labor rate-sheet item (spec: "serviceTechnicianId (rate sheet id)"). */
  serviceTechnicianId: number | null;
  perDiemTypeId: number;
  itemRateTypeId: number | null;
  rateSheetTruckTypeId: number | null;
  parentWorkOrderId: number;
  parentWorkOrderNumber: string;
  customerEstimateId: number | null;
  /** Today and now in the subscriber's time zone: date YYYY-MM-DD, times HH:mm. */
  date: string;
  startTime: string;
  stopTime: string | null;
  currentUser: { userId: number; userName: string; name: string };
  userStatus: string;
  schedulerId: number | null;
  /** FieldDesk additions: whether the rate-sheet selectors apply, and the over-NTE warning. */
  hasRateSheet: boolean;
  /** Set when the order's total 30 minutes from now exceeds its NTE: that total, in dollars. */
  nteWarningAmount: number | null;
  /** Starting is refused: the order's billing customer is billed by rate sheet and has no active labor item (spec §8). */
  rateSheetMissing: boolean;
  /** Where the caller sets that rate sheet up (the customer's rate sheets), when it is missing and they may; else null. */
  rateSheetSetUpPath: string | null;
  /** The order's money against its NTE (null without one): the warning shows the NTE and the running total beside its amount. */
  nteStanding: NteStandingAmounts | null;
}

/** An order's NTE, its total now and its total 30 minutes from now (a start counting the labor it opens), in dollars. */
export interface NteStandingAmounts {
  nteAmount: number;
  runningTotal: number;
  projectedTotal: number;
}

/** What clockInWorkOrder and clockOutWorkOrder answer; times are the subscriber's wall clock. */
export interface ClockInAnswer {
  workOrderLaborId: number;
  workOrderId: number;
  startTime: string;
}

export interface ClockOutAnswer {
  workOrderLaborId: number;
  stopTime: string;
  hours: number;
  /** The sub work order this clock-out created, when it asked for one. */
  subWorkOrder?: { workOrderId: number; workOrderNumber: string };
}

/** What the dialog's form holds (spec §2.3). */
export interface StartStopForm {
  date: string;
  startTime: string;
  stopTime?: string;
  isOvertime: boolean;
  isApprenticeRateApplied: boolean;
  serviceTechnicianId: number | null;
  rateSheetTruckTypeId: number | null;
  itemRateTypeId: number | null;
  perDiemTypeId: number;
  description: string;
  workOrderFlagId: number | null;
  workOrderStatusId: number | null;
  userStatusId: number | null;
  cDescription: string;
  scPrimaryStatus: string | null;
  scExtendedStatus: string | null;
  noOfServiceChannelTechs: number;
  corrigoWorkOrderStatus: string | null;
  corrigoComment: string;
  /** Create a sub work order with the clock-out (asked when choosing COMPLETED on a rate-sheet order). */
  createSubWorkOrder: boolean;
}

export interface StartStopRules {
  stopMode: boolean;
  /** Rate-sheet labor items exist for this order's billing customer. */
  hasRateSheetLaborItems: boolean;
  isWorkOrderStatusFieldRequired: boolean;
  isServiceChannelWorkOrder: boolean;
  corrigoFieldsRequired: boolean;
}

export type StartStopErrors = Partial<Record<keyof StartStopForm, string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a labor's description (spec §5: required, 1 to 1500 characters), if anything. */
export function descriptionError(text: string | null | undefined): string | undefined {
  const description = text?.trim() ?? '';
  if (!description) return 'Description is required.';
  if (description.length > DESCRIPTION_MAX) return `Description must be at most ${DESCRIPTION_MAX} characters.`;
  return undefined;
}

/**
 * The form rules of spec §5, in the order the fields appear: the dialog shows the first
 * message on submit, and the server answers all of them as field errors.
 */
export function validateStartStopForm(form: Partial<StartStopForm>, rules: StartStopRules): StartStopErrors {
  const errors: StartStopErrors = {};
  if (!form.date || !DATE.test(form.date)) errors.date = 'Date is required.';
  if (!form.startTime || !TIME.test(form.startTime)) errors.startTime = 'Start Time is required.';
  if (rules.stopMode && form.stopTime && !TIME.test(form.stopTime)) errors.stopTime = 'Stop Time must be HH:mm.';
  if (rules.hasRateSheetLaborItems && !form.serviceTechnicianId) errors.serviceTechnicianId = TIME_TRACKING_MESSAGES.employeeTypeRequired;
  if (rules.isServiceChannelWorkOrder && !(Number.isInteger(form.noOfServiceChannelTechs) && (form.noOfServiceChannelTechs ?? 0) >= SERVICE_CHANNEL_TECHNICIAN_COUNT_MIN)) {
    errors.noOfServiceChannelTechs = `No. of Technicians must be at least ${SERVICE_CHANNEL_TECHNICIAN_COUNT_MIN}.`;
  }
  if (!rules.stopMode) return errors;
  const description = descriptionError(form.description);
  if (description) errors.description = description;
  if (rules.isWorkOrderStatusFieldRequired && !form.workOrderStatusId) errors.workOrderStatusId = 'Work Order Status is required.';
  if (!form.userStatusId) errors.userStatusId = 'User Status is required.';
  if (requiresCompanyDescription(form.userStatusId) && !form.cDescription?.trim()) errors.cDescription = 'Company Description is required.';
  if (form.cDescription && form.cDescription.length > DESCRIPTION_MAX) {
    errors.cDescription = `Company Description must be at most ${DESCRIPTION_MAX} characters.`;
  }
  if (rules.isServiceChannelWorkOrder && !form.scPrimaryStatus) errors.scPrimaryStatus = 'Primary Status is required.';
  if (rules.corrigoFieldsRequired) {
    if (!form.corrigoWorkOrderStatus) errors.corrigoWorkOrderStatus = 'Corrigo Status is required.';
    if ((form.corrigoComment?.trim().length ?? 0) < CORRIGO_COMMENT_MIN_LENGTH) {
      errors.corrigoComment = `Comment must be at least ${CORRIGO_COMMENT_MIN_LENGTH} characters.`;
    }
  }
  return errors;
}

/** The message shown on submit: the first non-empty field error (spec §5). */
export const firstError = (errors: StartStopErrors): string | null => Object.values(errors).find((m) => !!m) ?? null;

/** Hours between two instants, for labor totals (never negative). */
export function laborHours(startIso: string, stopIso: string | null, now: Date = new Date()): number {
  const start = Date.parse(startIso);
  const stop = stopIso ? Date.parse(stopIso) : now.getTime();
  return Math.max(0, stop - start) / 3_600_000;
}

/** Labor cost in cents for some hours at an hourly rate (dollars), rounded to the cent. */
export const laborCents = (hours: number, hourlyRate: number) => Math.round(hours * hourlyRate * 100);
