/**
 * Schedule entries as the API answers them (domain/scheduling/responses.ts): rows become
 * entries in the subscriber's wall clock, recurring rows become their occurrences in the range,
 * and each entry names the technicians it shares with an overlapping entry.
 */
import type { Kysely } from 'kysely';
import { hoursBetween, occurrenceEnd, scheduleConflicts } from '../../domain/scheduling/entries';
import { occurrencesBetween } from '../../domain/scheduling/recurrence';
import type { ScheduleEntry } from '../../domain/scheduling/responses';
import { canWorkOnWorkOrders } from '../../domain/workOrders/access';
import type { Database } from '../db/schema';
import { apiDateTime, apiDateTimeOrNull } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { entryRows, type EntryFilter, type EntryRow } from './entryRows';

export const EN_ROUTE_LABEL = 'En Route';

export interface WallRange {
  /** Wall-clock bounds of the range, "YYYY-MM-DDTHH:mm:ss". */
  start: string;
  end: string;
  /** The same bounds as instants in the subscriber's zone. */
  after: Date;
  before: Date;
}

function entryOf(row: EntryRow, principal: Principal, start: string, end: string, occurrenceStart: string | null): Omit<ScheduleEntry, 'conflictTechnicianIds'> {
  const zone = principal.timeZone;
  const technicians = row.technicians ?? [];
  const mine = technicians.some((t) => t.technicianId === principal.userId);
  return {
    schedulerId: row.id,
    version: row.version,
    start,
    end,
    occurrenceStart,
    seriesStart: row.recurrence_rule ? apiDateTime(row.start_time, zone) : null,
    task: row.task,
    totalHours: hoursBetween(start, end),
    durationHours: Number(row.duration_hours),
    startTimezone: zone,
    endTimezone: zone,
    recurrenceRule: row.recurrence_rule,
    recurrenceId: occurrenceStart ? row.id : null,
    recurrenceException: row.recurrence_exception,
    isAllDay: row.is_all_day,
    due: apiDateTimeOrNull(row.due, zone),
    technicians,
    technician: technicians[0] ?? null,
    createdDate: apiDateTime(row.created_date, zone),
    createdBy: row.created_by,
    workOrderId: row.work_order_id ?? 0,
    workOrderNumber: row.work_order_id ? row.work_order_number : null,
    parentWorkOrderNumber: row.parent_work_order_number,
    isSubWO: row.sub_number !== null,
    subWONumber: row.sub_number,
    workOrderProblem: row.problem,
    workOrderCustomer: row.customer_name,
    customer: row.customer_id === null ? null : { customerID: row.customer_id, customerName: row.customer_name ?? '' },
    workOrderStatus: row.status_name,
    workOrderStatusId: row.status_id,
    workOrderClassId: row.class_id,
    baseCityId: row.base_city_id,
    customerAddress: row.address,
    customerCity: row.city || null,
    phone: row.phone,
    scheduleStatus: row.is_en_route ? EN_ROUTE_LABEL : null,
    anyOpenLabor: Boolean(row.any_open_labor),
    isOpenLaborMine: Boolean(row.is_open_labor_mine),
    anyEnrouteLaborMine: Boolean(row.any_enroute_labor_mine),
    isShowStartStop: mine && row.work_order_id !== null && !row.no_visit_required && canWorkOnWorkOrders(principal),
    isAppointment: row.is_appointment,
    appointmentChangedReason: row.appointment_reason,
    noVisitRequired: row.no_visit_required,
  };
}

/** The row's entry, or the occurrences of its series that overlap the range. */
export function occurrencesOf(row: EntryRow, principal: Principal, range?: WallRange) {
  const zone = principal.timeZone;
  const start = apiDateTime(row.start_time, zone);
  const end = apiDateTime(row.end_time, zone);
  if (!row.recurrence_rule || !range) return [entryOf(row, principal, start, end, null)];
  // An occurrence that starts before the range may still run into it: look back one entry length.
  const lookBack = new Date(range.after.getTime() - (row.end_time.getTime() - row.start_time.getTime()));
  const from = apiDateTime(lookBack, zone);
  return occurrencesBetween(row.recurrence_rule, start, from, range.end, row.recurrence_exception)
    .map((occurrence) => ({ occurrence, occurrenceEnd: occurrenceEnd(start, end, occurrence) }))
    .filter(({ occurrence, occurrenceEnd }) => occurrenceEnd > range.start && occurrence < range.end)
    .map(({ occurrence, occurrenceEnd }) => entryOf(row, principal, occurrence, occurrenceEnd, occurrence));
}

const keyOf = (entry: { schedulerId: number; start: string }) => `${entry.schedulerId}@${entry.start}`;

/**
 * The entries of the filter in the range, each with the technicians it shares with another
 * entry overlapping it. Overlaps are found among every entry of the range, not only those the
 * filter shows: a visit hidden by a status filter still takes the technician's time.
 */
export async function scheduleEntries(db: Kysely<Database>, principal: Principal, range: WallRange, filter: EntryFilter): Promise<ScheduleEntry[]> {
  const rows = await entryRows(db, principal, { ...filter, after: range.after, before: range.before });
  const entries = rows.flatMap((row) => occurrencesOf(row, principal, range));
  const filtered = Object.keys(filter).some((key) => key !== 'assignedTo' && filter[key as keyof EntryFilter] !== undefined);
  const everything = filtered ? (await entryRows(db, principal, { after: range.after, before: range.before })).flatMap((row) => occurrencesOf(row, principal, range)) : entries;
  const conflicts = scheduleConflicts(
    everything.filter((e) => !e.isAllDay && !e.noVisitRequired).map((e) => ({ key: keyOf(e), start: e.start, end: e.end, technicianIds: e.technicians.map((t) => t.technicianId) })),
  );
  return entries.map((entry) => ({ ...entry, conflictTechnicianIds: conflicts.get(keyOf(entry)) ?? [] }));
}

/** One entry (not expanded) as it is now, or undefined when it is not the subscriber's or not visible. */
export async function scheduleEntry(db: Kysely<Database>, principal: Principal, id: number, assignedTo?: number): Promise<ScheduleEntry | undefined> {
  const [row] = await entryRows(db, principal, { ids: [id], assignedTo });
  return row && { ...occurrencesOf(row, principal)[0], conflictTechnicianIds: [] };
}
