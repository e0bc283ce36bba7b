/**
 * The action dialog's fields, read from an action (or a new slot) and written into a request.
 * Times are the datetime inputs' "YYYY-MM-DDTHH:mm"; the API adds the seconds.
 */
import { DEFAULT_DURATION_HOURS, addToWallClock, hoursBetween, wallClockSpan, type SalesAction } from '../../domain/salesScheduler/actions';
import { TITLE_MAX, type CreateTaskRequest } from '../../domain/salesScheduler/wire';
import { newRecurrencePattern, parseRecurrenceRule, type RecurrencePattern } from '../../domain/scheduling/recurrence';
import type { FieldErrors } from '../../ui/form/fieldErrors';

/** What the dialog edits: a new action, a single action, one occurrence of a series, or the whole series. */
export type EditScope = 'new' | 'single' | 'occurrence' | 'series';

export interface ActionForm {
  title: string;
  customerId: number | null;
  start: string;
  end: string;
  due: string;
  durationHours: string;
  isAllDay: boolean;
  isAppointment: boolean;
  salesPersonId: number | null;
  pattern: RecurrencePattern;
  /** The pattern's rule text ("" for none), null while the pattern cannot be written. */
  rule: string | null;
}

const minutes = (dateTime: string) => dateTime.slice(0, 16);
const seconds = (input: string) => (input.length === 16 ? `${input}:00` : input);

export function newActionForm(start: string, end: string, isAllDay: boolean, salesPersonId: number | null): ActionForm {
  return {
    title: '',
    customerId: null,
    start: minutes(start),
    end: minutes(end),
    due: '',
    durationHours: String(isAllDay ? 24 : hoursBetween(start, end)),
    isAllDay,
    isAppointment: false,
    salesPersonId,
    pattern: newRecurrencePattern('Never', start),
    rule: '',
  };
}

export function actionForm(action: SalesAction, scope: EditScope): ActionForm {
  const start = scope === 'series' && action.seriesStart ? action.seriesStart : action.start;
  const end = addToWallClock(start, wallClockSpan(action.start, action.endDate));
  const rule = scope === 'series' ? (action.recurrenceRule ?? '') : '';
  return {
    title: action.title,
    customerId: action.customer.id,
    start: minutes(start),
    end: minutes(end),
    due: action.due ? minutes(action.due) : '',
    durationHours: String(action.durationHours),
    isAllDay: action.isAllDay,
    isAppointment: action.isAppointment,
    salesPersonId: action.salesPersonId,
    pattern: rule ? parseRecurrenceRule(rule) : newRecurrencePattern('Never', start),
    rule,
  };
}

/** A new start keeps the length; a new end or duration changes the other. */
export function withTimes(form: ActionForm, change: Partial<Pick<ActionForm, 'start' | 'end' | 'durationHours' | 'isAllDay'>>): ActionForm {
  const next = { ...form, ...change };
  const valid = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text);
  if (change.start !== undefined && valid(change.start) && valid(form.start) && valid(form.end)) {
    next.end = minutes(addToWallClock(seconds(change.start), wallClockSpan(seconds(form.start), seconds(form.end))));
  }
  if (change.end !== undefined && valid(change.end) && valid(next.start)) next.durationHours = String(Math.max(hoursBetween(seconds(next.start), seconds(change.end)), 0));
  if (change.durationHours !== undefined && Number(change.durationHours) > 0 && valid(next.start)) {
    next.end = minutes(addToWallClock(seconds(next.start), Math.round(Number(change.durationHours) * 3_600_000)));
  }
  if (change.isAllDay && valid(next.start)) {
    next.start = `${next.start.slice(0, 10)}T00:00`;
    next.end = minutes(addToWallClock(seconds(next.start), 86_400_000));
    next.durationHours = '24';
  }
  return next;
}

/** The browser's own checks, with the server's messages where they are the same rule. */
export function formErrors(form: ActionForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.title.trim()) errors.title = 'Title is required.';
  else if (form.title.trim().length > TITLE_MAX) errors.title = `Title may be at most ${TITLE_MAX} characters.`;
  if (!form.customerId) errors.customerId = 'Customer is required.';
  if (!form.start) errors.start = 'Start is required.';
  if (!form.end) errors.endDate = 'End is required.';
  else if (form.start && form.end <= form.start) errors.endDate = 'End must be after the start.';
  if (!(Number(form.durationHours) > 0)) errors.durationHours = 'Duration must be more than 0 hours.';
  if (form.rule === null) errors.recurrenceRule = 'Finish the recurrence, or choose Never.';
  return errors;
}

/** The request fields of the form; an occurrence sends no rule. */
export function requestOf(form: ActionForm, scope: EditScope): CreateTaskRequest {
  return {
    title: form.title.trim(),
    customerId: form.customerId ?? 0,
    start: seconds(form.start),
    endDate: seconds(form.end),
    due: form.due ? seconds(form.due) : null,
    durationHours: Number(form.durationHours) || DEFAULT_DURATION_HOURS,
    isAllDay: form.isAllDay,
    isAppointment: form.isAppointment,
    salesPersonId: form.salesPersonId,
    ...(scope === 'occurrence' ? {} : { recurrenceRule: form.rule ?? '' }),
  };
}
