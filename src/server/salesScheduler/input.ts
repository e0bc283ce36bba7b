/**
 * Reading an action's fields from a request: the merged fields (what the action will hold) are
 * checked as a whole and turned into column values, or refused with a 400 naming each field
 * (issue 9: end before start, a rule that does not parse or never occurs, ...).
 */
import { DEFAULT_DURATION_HOURS, addToWallClock, hoursBetween, wallClockSpan } from '../../domain/salesScheduler/actions';
import { parseRecurrenceRule, recurrenceRuleError, toRecurrenceRule } from '../../domain/scheduling/recurrence';
import { badRequest, type FieldErrors } from '../errors';
import { instantOf, readApiDateTime } from '../http/timeZone';

/** An action's fields in the API's terms, before checking. */
export interface ActionFields {
  title: string;
  customerId: number;
  start: string;
  endDate?: string | null;
  due?: string | null;
  durationHours?: number | null;
  isAllDay: boolean;
  isAppointment: boolean;
  salesPersonId: number;
  recurrenceRule?: string | null;
  isStarted: number;
}

/** The checked fields, as columns. */
export interface ActionValues {
  title: string;
  customer_id: number;
  sales_person_id: number;
  start_at: Date;
  end_at: Date;
  due_at: Date | null;
  duration_hours: number;
  is_all_day: boolean;
  is_appointment: boolean;
  is_started: number;
  recurrence_rule: string | null;
  /** Wall-clock start and end, for the recurrence checks. */
  start: string;
  endDate: string;
}

const FORMAT = 'a date and time YYYY-MM-DDTHH:mm:ss';

/** "YYYY-MM-DDTHH:mm:ss" of an API date-time, or null when it does not read. */
export function wallClockOf(text: string): string | null {
  const wall = readApiDateTime(text);
  return wall && `${wall.date}T${wall.time}`;
}

export function refuseIf(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0], errors);
}

/** Checks the fields and answers the column values, or throws the 400. */
export function actionValues(fields: ActionFields, zone: string, options: { occurrence?: boolean } = {}): ActionValues {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const title = fields.title.trim();
  if (!title) add('title', 'Title is required.');
  const start = wallClockOf(fields.start);
  if (!start) add('start', `Start must be ${FORMAT}.`);
  const duration = fields.durationHours;
  if (duration !== undefined && duration !== null && !(duration > 0)) add('durationHours', 'Duration must be more than 0 hours.');
  let endDate: string | null = null;
  if (fields.endDate) {
    endDate = wallClockOf(fields.endDate);
    if (!endDate) add('endDate', `End must be ${FORMAT}.`);
    else if (start && wallClockSpan(start, endDate) <= 0) add('endDate', 'End must be after the start.');
  } else if (start) {
    endDate = addToWallClock(start, Math.round((duration && duration > 0 ? duration : DEFAULT_DURATION_HOURS) * 3_600_000));
  }
  let due: string | null = null;
  if (fields.due) {
    due = wallClockOf(fields.due);
    if (!due) add('due', `Due must be ${FORMAT}.`);
  }
  let rule: string | null = null;
  const ruleText = fields.recurrenceRule?.trim() ?? '';
  if (ruleText && options.occurrence) add('recurrenceRule', 'An occurrence of a series cannot repeat on its own: change the series instead.');
  else if (ruleText && start) {
    const problem = recurrenceRuleError(ruleText, start);
    if (problem) add('recurrenceRule', problem);
    else rule = toRecurrenceRule(parseRecurrenceRule(ruleText)) || null;
  }
  refuseIf(errors);
  const [from, to] = [start!, endDate!];
  return {
    title,
    customer_id: fields.customerId,
    sales_person_id: fields.salesPersonId,
    start_at: instantOf(from.slice(0, 10), from.slice(11), zone),
    end_at: instantOf(to.slice(0, 10), to.slice(11), zone),
    due_at: due ? instantOf(due.slice(0, 10), due.slice(11), zone) : null,
    duration_hours: duration && duration > 0 ? duration : fields.endDate ? Math.max(hoursBetween(from, to), 0.01) : DEFAULT_DURATION_HOURS,
    is_all_day: fields.isAllDay,
    is_appointment: fields.isAppointment,
    is_started: fields.isStarted,
    recurrence_rule: rule,
    start: from,
    endDate: to,
  };
}
