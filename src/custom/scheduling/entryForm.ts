/** The entry dialog's values, from an entry or a chosen slot, and the save payload of spec §3.8. */
import { SCHEDULER_DEFAULT_DURATION_HOURS } from '../../domain/constants';
import { hoursBetween } from '../../domain/scheduling/entries';
import { parseRecurrenceRule, type RecurrencePattern } from '../../domain/scheduling/recurrence';
import type { ScheduleEntry } from '../../domain/scheduling/responses';
import type { ScheduleEntryCreate } from '../../domain/scheduling/wire';
import type { PickedOrder } from './WorkOrderPicker';

export interface EntryFormValues {
  task: string;
  order: PickedOrder | null;
  technicianIds: number[];
  /** "YYYY-MM-DDTHH:mm" as a datetime-local input holds it. */
  start: string;
  end: string;
  isAllDay: boolean;
  isAppointment: boolean;
  noVisitRequired: boolean;
  baseCityId: number | null;
  due: string;
  pattern: RecurrencePattern;
  rule: string | null;
  /** The occurrences taken out of the series, kept as they are. */
  recurrenceException: string[];
}

const minutes = (dateTime: string) => dateTime.slice(0, 16);
const addHours = (dateTime: string, hours: number) => new Date(Date.parse(`${minutes(dateTime)}:00Z`) + hours * 3_600_000).toISOString().slice(0, 16);

export function newEntryValues(slot: { start: string; end?: string; technicianId?: number; order?: PickedOrder | null }): EntryFormValues {
  const start = minutes(slot.start);
  return {
    task: '',
    order: slot.order ?? null,
    technicianIds: slot.technicianId ? [slot.technicianId] : [],
    start,
    end: slot.end && slot.end > slot.start ? minutes(slot.end) : addHours(start, SCHEDULER_DEFAULT_DURATION_HOURS),
    isAllDay: false,
    isAppointment: false,
    noVisitRequired: false,
    baseCityId: null,
    due: '',
    pattern: { type: 'Never' },
    rule: '',
    recurrenceException: [],
  };
}

export function entryValues(entry: ScheduleEntry): EntryFormValues {
  const pattern = entry.recurrenceRule ? parseRecurrenceRule(entry.recurrenceRule) : ({ type: 'Never' } as const);
  return {
    task: entry.task,
    order: entry.workOrderId ? { id: entry.workOrderId, label: [entry.workOrderNumber, entry.workOrderCustomer].filter(Boolean).join(' · ') } : null,
    technicianIds: entry.technicians.map((t) => t.technicianId),
    // A series is edited from its first occurrence.
    start: minutes(entry.occurrenceStart ? seriesStart(entry) : entry.start),
    end: minutes(entry.occurrenceStart ? seriesEnd(entry) : entry.end),
    isAllDay: entry.isAllDay,
    isAppointment: entry.isAppointment,
    noVisitRequired: entry.noVisitRequired,
    baseCityId: entry.baseCityId,
    due: entry.due ? minutes(entry.due) : '',
    pattern,
    rule: entry.recurrenceRule ?? '',
    recurrenceException: entry.recurrenceException,
  };
}

/** The series' own start: the entry answers the occurrence's, and its duration is the same. */
const seriesStart = (entry: ScheduleEntry) => entry.seriesStart ?? entry.start;
const seriesEnd = (entry: ScheduleEntry) => (entry.seriesStart ? addHours(entry.seriesStart, hoursBetween(entry.start, entry.end)) : entry.end);

export function entryPayload(values: EntryFormValues, reason?: string): ScheduleEntryCreate {
  const start = values.isAllDay ? `${values.start.slice(0, 10)}T00:00:00` : `${values.start}:00`;
  const end = values.isAllDay ? `${addHours(`${values.end.slice(0, 10)}T00:00`, 24)}:00` : `${values.end}:00`;
  return {
    task: values.task.trim(),
    workOrderId: values.order?.id ?? 0,
    technicianIds: values.technicianIds,
    start,
    end,
    isAllDay: values.isAllDay,
    durationHours: hoursBetween(start, end),
    isAppointment: values.isAppointment,
    noVisitRequired: values.noVisitRequired,
    baseCityId: values.baseCityId,
    due: values.due ? `${values.due}:00` : null,
    recurrenceRule: values.rule || null,
    recurrenceException: values.rule ? values.recurrenceException : [],
    timeZoneOffset: -new Date().getTimezoneOffset(),
    ...(reason && { appointmentChangedReason: reason }),
  };
}
