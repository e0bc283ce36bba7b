/**
 * Corrigo-type work orders as FieldDesk sees them (spec §3.7, §4, §5, §8): the wizard's wire
 * types, the statuses and field types, and the check-out rules. The browser's wizard and the
 * server apply the same rules; the server also enforces them before calling Corrigo.
 */
import { CORRIGO_COMMENT_MIN_LENGTH, PHONE_MASK } from '../constants';

export const CORRIGO_STATUSES = [
  'New',
  'Accepted',
  'Rejected',
  'Recalled',
  'CheckedIn',
  'Paused',
  'OnHold',
  'CheckedOut',
  'Verified',
  'NeedsCompletionDetails',
  'Completed',
  'Synced',
] as const;
export type CorrigoStatus = (typeof CORRIGO_STATUSES)[number];

/** The statuses a technician may send with changeStatus (spec §4 Corrigo flow: Paused; accepting and checking in come first). */
export const CORRIGO_STATUS_CHANGES = ['Accepted', 'CheckedIn', 'Paused'] as const;
export type CorrigoStatusChange = (typeof CORRIGO_STATUS_CHANGES)[number];

/** The statuses Corrigo checks an order in from (a New order is accepted by the office first). */
export const CORRIGO_CHECK_IN_FROM = ['Accepted', 'Paused'] as const;

/** The statuses of orders still to be worked on, which an import brings in. */
export const CORRIGO_IMPORTED_STATUSES = ['New', 'Accepted', 'CheckedIn', 'Paused', 'OnHold'] as const;

/** The statuses a check-out ends in (the wizard's Checked Out and Completed). */
export const CORRIGO_CHECK_OUT_STATUSES = ['CheckedOut', 'Completed'] as const;
export type CorrigoCheckOutStatus = (typeof CORRIGO_CHECK_OUT_STATUSES)[number];

/** The wizard's choices (spec §4): Paused sends a status change, the other two a check-out. */
export const CORRIGO_WIZARD_CHOICES = ['Paused', 'CheckedOut', 'Completed'] as const;

export const CORRIGO_FIELD_TYPES = ['Unknown', 'String', 'Integer', 'Float', 'Money', 'PhoneNumber', 'Date', 'Time', 'Bool', 'Url'] as const;
export type CorrigoFieldType = (typeof CORRIGO_FIELD_TYPES)[number];

export const CORRIGO_STEP_STATES = ['Unknown', 'Open', 'NA', 'Done'] as const;
export type CorrigoStepState = (typeof CORRIGO_STEP_STATES)[number];

export const CORRIGO_MESSAGES = {
  saved: 'Corrigo Work Order Saved',
  stepSaved: 'Corrigo Procedure step updated successfully',
  procedureIncomplete: 'Complete Procedure Step before Checkout Work order',
  locationDenied: 'Location Permission Denied. Please Allow Access To Location Services.',
  commentTooShort: `Comment must be at least ${CORRIGO_COMMENT_MIN_LENGTH} characters.`,
  categoryRequired: 'Repair Category is required',
  subCategoryRequired: 'Sub Category is required',
  required: (name: string) => `${name} is required`,
  /** The comment Corrigo keeps with the check-in FieldDesk sends when a technician clocks in on site. */
  checkedInOnArrival: 'Checked in from FieldDesk: the technician clocked in on site.',
  /** The wizard could not read the order from Corrigo: the technician still stops in FieldDesk. */
  stopWithoutCorrigo: "Corrigo could not be read, so this stop is recorded in FieldDesk only: set the work order's status in Corrigo later.",
} as const;

export interface CorrigoLocation {
  latitude: number;
  longitude: number;
}

export interface CorrigoCustomField {
  id: number;
  labelText: string;
  type: CorrigoFieldType;
  isRequired: boolean;
  dataLength: number | null;
  currency: string | null;
  values: string[];
  value: string | null;
}

export interface CorrigoRepairCategory {
  id: number;
  name: string;
  codes: Array<{ id: number; name: string }>;
}

export interface CorrigoPriority {
  id: number;
  name: string;
  respondInMinutes: number | null;
  dueInHours: number | null;
  isEmergency: boolean;
}

export interface CorrigoCustomerSettings {
  isRepairCodeRequired: boolean;
  areRepairCodesAvailable: boolean;
  customFields: CorrigoCustomField[];
  repairCategories: CorrigoRepairCategory[];
  availablePriorities: CorrigoPriority[];
}

export interface CorrigoStep {
  id: number;
  description: string;
  status: CorrigoStepState;
  value: string | null;
  comment: string | null;
  currency: string | null;
  order: number;
  isRequired: boolean;
  /** "Text" is a plain to-do, shown as an "Is Done" checkbox. */
  stepType: string;
  flagReason: string | null;
  label: string | null;
  dataType: CorrigoFieldType;
  procedureId: number;
}

export interface CorrigoProcedure {
  id: number;
  name: string;
  order: number;
  status: string;
  asset: { assetName: string | null; path: string | null; task: string | null; comment: string | null } | null;
  allowMarkNotApplicable: boolean;
  steps: CorrigoStep[];
}

export interface CorrigoWrapperData {
  workOrderId: number;
  workOrderStatus: string;
  availableWorkOrderStatuses: string[];
}

/** What the wizard offers from the order's current Corrigo status. */
export function availableCorrigoStatuses(current: string): string[] {
  if (current === 'CheckedIn') return [...CORRIGO_WIZARD_CHOICES];
  if (current === 'New') return ['Accepted'];
  if ((CORRIGO_CHECK_IN_FROM as readonly string[]).includes(current)) return ['CheckedIn'];
  return [];
}

/** Spec §4: a saved step is Done when its value is non-empty and not "False" (or is "True"), else Open. */
export function stepStatusFor(value: string | null | undefined): CorrigoStepState {
  const text = (value ?? '').trim();
  if (text.toLowerCase() === 'true') return 'Done';
  return text !== '' && text.toLowerCase() !== 'false' ? 'Done' : 'Open';
}

/** Required steps not done (NA counts as done: the step does not apply). */
export const unfinishedRequiredSteps = (procedures: CorrigoProcedure[]) =>
  procedures.flatMap((p) => p.steps).filter((s) => s.isRequired && s.status !== 'Done' && s.status !== 'NA');

const TYPE_CHECKS: Partial<Record<CorrigoFieldType, { test: (v: string) => boolean; what: string }>> = {
  Integer: { test: (v) => /^-?\d+$/.test(v), what: 'a whole number' },
  Float: { test: (v) => /^-?\d+(\.\d+)?$/.test(v), what: 'a number' },
  Money: { test: (v) => /^\d+(\.\d{1,2})?$/.test(v), what: 'an amount (at most 2 decimals)' },
  PhoneNumber: { test: (v) => /^[2-9]\d{2}-?\d{3}-?\d{4}$/.test(v), what: `a phone number (${PHONE_MASK})` },
  Date: { test: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), what: 'a date (YYYY-MM-DD)' },
  Time: { test: (v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), what: 'a time (HH:mm)' },
  Bool: { test: (v) => v === 'True' || v === 'False', what: 'True or False' },
  Url: { test: (v) => /^https?:\/\/\S+$/.test(v), what: 'a web address (http:// or https://)' },
};

/** A custom question's answer checked against its type and length; null when it is fine. */
export function customFieldValueError(field: Pick<CorrigoCustomField, 'labelText' | 'type' | 'dataLength' | 'values'>, value: string): string | null {
  const check = TYPE_CHECKS[field.type];
  if (check && !check.test(value)) return `${field.labelText} must be ${check.what}.`;
  if (field.dataLength && value.length > field.dataLength) return `${field.labelText} may be at most ${field.dataLength} characters.`;
  if (field.values.length && !field.values.includes(value)) return `${field.labelText} must be one of: ${field.values.join(', ')}.`;
  return null;
}

export interface CorrigoCheckOutForm {
  comment: string;
  workOrderStatus: CorrigoCheckOutStatus;
  customFields: Array<{ id: number; value: string | null }>;
  repairInfo: { codeId: number | null; categoryId: number | null } | null;
}

/**
 * Every rule of spec §5 for a check-out, by field ("comment", "repairInfo.categoryId",
 * "customFields.<id>", "procedures"); empty when the check-out may be sent.
 */
export function corrigoCheckOutErrors(form: CorrigoCheckOutForm, settings: CorrigoCustomerSettings, procedures: CorrigoProcedure[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.comment.trim().length < CORRIGO_COMMENT_MIN_LENGTH) errors.comment = CORRIGO_MESSAGES.commentTooShort;
  if (settings.isRepairCodeRequired && form.workOrderStatus === 'Completed') {
    const category = settings.repairCategories.find((c) => c.id === form.repairInfo?.categoryId);
    if (!category) errors['repairInfo.categoryId'] = CORRIGO_MESSAGES.categoryRequired;
    else if (!category.codes.some((code) => code.id === form.repairInfo?.codeId)) errors['repairInfo.codeId'] = CORRIGO_MESSAGES.subCategoryRequired;
  }
  const answers = new Map(form.customFields.map((f) => [f.id, (f.value ?? '').trim()]));
  for (const field of settings.customFields) {
    const answer = answers.get(field.id) ?? '';
    if (!answer) {
      if (field.isRequired) errors[`customFields.${field.id}`] = CORRIGO_MESSAGES.required(field.labelText);
      continue;
    }
    const problem = customFieldValueError(field, answer);
    if (problem) errors[`customFields.${field.id}`] = problem;
  }
  for (const id of answers.keys()) {
    if (!settings.customFields.some((f) => f.id === id)) errors[`customFields.${id}`] = `Question ${id} is not one of this customer's questions.`;
  }
  if (unfinishedRequiredSteps(procedures).length) errors.procedures = CORRIGO_MESSAGES.procedureIncomplete;
  return errors;
}
