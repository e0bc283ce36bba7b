/**
 * Creating, changing, moving and deleting schedule entries (spec §3.8, §2.3). Every write checks
 * what it refers to (the order, the technicians, the base city: the subscriber's own), refuses
 * bad times and rules with the field named, asks the reason of an appointment's reschedule or
 * delete, and changes nothing when the entry changed meanwhile (409, by version).
 */
import type { Kysely, Transaction } from 'kysely';
import { SCHEDULE_MESSAGES, appointmentReasonErrors, hoursBetween, scheduleEntryErrors } from '../../domain/scheduling/entries';
import { occurrencesBetween } from '../../domain/scheduling/recurrence';
import type { ScheduleEntryCreate, ScheduleEntryDelete, ScheduleEntryMove, ScheduleEntryUpdate } from '../../domain/scheduling/wire';
import type { Database } from '../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../errors';
import { apiDateTime, instantOfApiDateTime } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { technicianErrors } from '../workOrders/fieldTechnicians';
import { assertReferences } from '../workOrders/references';
import { visibleTo } from '../workOrders/visibility';

type Entry = ScheduleEntryCreate;
type Stored = Awaited<ReturnType<typeof storedEntry>>;

export interface WriteResult {
  schedulerId: number;
  /** Technicians before and after: both hear of the change. */
  technicianIds: number[];
  deleted?: boolean;
}

function throwIfAny(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

const technicianIdsOf = (entry: Pick<Entry, 'technicianId' | 'technicianIds'>) => [
  ...new Set([...(entry.technicianIds ?? []), ...(entry.technicianId ? [entry.technicianId] : [])]),
];

/** The checks of a whole entry's fields, then its references; answers its technicians and instants. */
async function validated(db: Kysely<Database>, principal: Principal, entry: Entry, currentTechnicians: number[] = []) {
  const zone = principal.timeZone;
  const errors: FieldErrors = scheduleEntryErrors({ start: entry.start, end: entry.end, recurrenceRule: entry.recurrenceRule });
  const technicianIds = technicianIdsOf(entry);
  if (!technicianIds.length) errors.technicianIds = [SCHEDULE_MESSAGES.technicianRequired];
  if (entry.due && !instantOfApiDateTime(entry.due, zone)) errors.due = [SCHEDULE_MESSAGES.badDateTime];
  for (const [index, exception] of (entry.recurrenceException ?? []).entries()) {
    if (!instantOfApiDateTime(exception, zone)) errors[`recurrenceException/${index}`] = [SCHEDULE_MESSAGES.badDateTime];
  }
  throwIfAny(errors);
  const workOrderId = entry.workOrderId || null;
  if (workOrderId) {
    const order = await db.selectFrom('work_orders as wo').select('wo.id').where('wo.id', '=', workOrderId).where(visibleTo(principal)).executeTakeFirst();
    if (!order) throwIfAny({ workOrderId: [`There is no work order with id ${workOrderId}.`] });
  }
  const newlyAssigned = technicianIds.filter((id) => !currentTechnicians.includes(id));
  throwIfAny(await technicianErrors(db, principal.subscriberId, newlyAssigned, workOrderId ?? undefined));
  await assertReferences(db, principal.subscriberId, [{ field: 'baseCityId', table: 'base_cities', id: entry.baseCityId, label: 'base city' }]);
  return {
    technicianIds,
    columns: {
      work_order_id: workOrderId,
      task: entry.task?.trim() ?? '',
      start_time: instantOfApiDateTime(entry.start, zone)!,
      end_time: instantOfApiDateTime(entry.end, zone)!,
      is_all_day: entry.isAllDay ?? false,
      due: entry.due ? instantOfApiDateTime(entry.due, zone) : null,
      duration_hours: entry.durationHours ?? hoursBetween(entry.start, entry.end),
      recurrence_rule: entry.recurrenceRule?.trim() || null,
      recurrence_exception: entry.recurrenceException ?? [],
      base_city_id: entry.baseCityId ?? null,
      is_appointment: entry.isAppointment ?? false,
      no_visit_required: entry.noVisitRequired ?? false,
    },
  };
}

async function storedEntry(db: Kysely<Database>, principal: Principal, id: number) {
  const row = await db
    .selectFrom('schedule_entries as e')
    .selectAll('e')
    .select((eb) =>
      eb
        .selectFrom('schedule_entry_technicians as et')
        .whereRef('et.schedule_entry_id', '=', 'e.id')
        .select((inner) => inner.fn.coalesce(inner.fn.agg<number[]>('array_agg', ['et.technician_id']), inner.val<number[]>([])).as('ids'))
        .as('technician_ids'),
    )
    .where('e.subscriber_id', '=', principal.subscriberId)
    .where('e.id', '=', id)
    .where('e.deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(SCHEDULE_MESSAGES.notFound(id));
  return { ...row, technician_ids: (row.technician_ids ?? []) as number[] };
}

function assertVersion(stored: Stored, version: number) {
  if (stored.version !== version) throw conflict(SCHEDULE_MESSAGES.stale);
}

async function setTechnicians(trx: Transaction<Database>, principal: Principal, entryId: number, technicianIds: number[]) {
  await trx.deleteFrom('schedule_entry_technicians').where('schedule_entry_id', '=', entryId).execute();
  if (!technicianIds.length) return;
  await trx
    .insertInto('schedule_entry_technicians')
    .values(technicianIds.map((technician_id) => ({ subscriber_id: principal.subscriberId, schedule_entry_id: entryId, technician_id })))
    .execute();
}

const audit = (principal: Principal) => ({ modified_by: principal.userId, modified_date: new Date() });

export async function createEntry(db: Kysely<Database>, principal: Principal, entry: Entry): Promise<WriteResult> {
  const { technicianIds, columns } = await validated(db, principal, entry);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('schedule_entries')
      .values({
        ...columns,
        subscriber_id: principal.subscriberId,
        appointment_reason: null,
        created_by: principal.userId,
        ...audit(principal),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setTechnicians(trx, principal, id, technicianIds);
    return { schedulerId: id, technicianIds };
  });
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

export async function updateEntry(db: Kysely<Database>, principal: Principal, id: number, entry: ScheduleEntryUpdate): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    const stored = await storedEntry(trx, principal, id);
    assertVersion(stored, entry.version);
    const { technicianIds, columns } = await validated(trx, principal, entry, stored.technician_ids);
    const changesVisit =
      columns.start_time.getTime() !== stored.start_time.getTime() ||
      columns.end_time.getTime() !== stored.end_time.getTime() ||
      !sameSet(technicianIds, stored.technician_ids) ||
      columns.recurrence_rule !== stored.recurrence_rule;
    throwIfAny(appointmentReasonErrors(stored.is_appointment, changesVisit, entry.appointmentChangedReason));
    await trx
      .updateTable('schedule_entries')
      .set({
        ...columns,
        appointment_reason: changesVisit && stored.is_appointment ? entry.appointmentChangedReason!.trim() : stored.appointment_reason,
        version: stored.version + 1,
        ...audit(principal),
      })
      .where('id', '=', id)
      .execute();
    await setTechnicians(trx, principal, id, technicianIds);
    return { schedulerId: id, technicianIds: [...new Set([...stored.technician_ids, ...technicianIds])] };
  });
}

/** Whether `occurrence` is an occurrence of the stored series (wall clock). */
function isOccurrenceOf(stored: Stored, zone: string, occurrence: string): boolean {
  const start = apiDateTime(stored.start_time, zone);
  return occurrencesBetween(stored.recurrence_rule ?? '', start, occurrence, occurrence, stored.recurrence_exception).length === 1;
}

/**
 * A drag on the calendar: new times, and on the timeline a new technician in place of the row
 * it left. Dragging one occurrence of a series takes it out of the series (an exception) and
 * makes it an entry of its own, as calendars do.
 */
export async function moveEntry(db: Kysely<Database>, principal: Principal, id: number, move: ScheduleEntryMove): Promise<WriteResult> {
  const zone = principal.timeZone;
  return db.transaction().execute(async (trx) => {
    const stored = await storedEntry(trx, principal, id);
    assertVersion(stored, move.version);
    let technicianIds = stored.technician_ids;
    if (move.toTechnicianId && move.toTechnicianId !== move.fromTechnicianId) {
      technicianIds = [...technicianIds.filter((t) => t !== move.fromTechnicianId && t !== move.toTechnicianId), move.toTechnicianId];
    }
    const errors: FieldErrors = scheduleEntryErrors({ start: move.start, end: move.end });
    throwIfAny(errors);
    throwIfAny(appointmentReasonErrors(stored.is_appointment, true, move.appointmentChangedReason));
    const newlyAssigned = technicianIds.filter((t) => !stored.technician_ids.includes(t));
    const technicianProblems = await technicianErrors(trx, principal.subscriberId, newlyAssigned, stored.work_order_id ?? undefined);
    throwIfAny(technicianProblems.technicianIds ? { toTechnicianId: technicianProblems.technicianIds } : {});
    const times = { start_time: instantOfApiDateTime(move.start, zone)!, end_time: instantOfApiDateTime(move.end, zone)! };
    const reason = stored.is_appointment ? move.appointmentChangedReason!.trim() : stored.appointment_reason;

    if (stored.recurrence_rule && move.occurrenceStart) {
      if (!isOccurrenceOf(stored, zone, move.occurrenceStart)) throwIfAny({ occurrenceStart: [SCHEDULE_MESSAGES.occurrenceUnknown] });
      await trx
        .updateTable('schedule_entries')
        .set({ recurrence_exception: [...stored.recurrence_exception, move.occurrenceStart], version: stored.version + 1, ...audit(principal) })
        .where('id', '=', id)
        .execute();
      const { id: newId } = await trx
        .insertInto('schedule_entries')
        .values({
          subscriber_id: principal.subscriberId,
          work_order_id: stored.work_order_id,
          task: stored.task,
          ...times,
          is_all_day: stored.is_all_day,
          due: stored.due,
          duration_hours: hoursBetween(move.start, move.end),
          recurrence_rule: null,
          base_city_id: stored.base_city_id,
          is_appointment: stored.is_appointment,
          appointment_reason: reason,
          no_visit_required: stored.no_visit_required,
          created_by: principal.userId,
          ...audit(principal),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setTechnicians(trx, principal, newId, technicianIds);
      return { schedulerId: newId, technicianIds: [...new Set([...stored.technician_ids, ...technicianIds])] };
    }

    await trx
      .updateTable('schedule_entries')
      .set({ ...times, duration_hours: hoursBetween(move.start, move.end), appointment_reason: reason, version: stored.version + 1, ...audit(principal) })
      .where('id', '=', id)
      .execute();
    if (!sameSet(technicianIds, stored.technician_ids)) await setTechnicians(trx, principal, id, technicianIds);
    return { schedulerId: id, technicianIds: [...new Set([...stored.technician_ids, ...technicianIds])] };
  });
}

/** Deletes the entry, or drops one occurrence from its series (a recurrence exception). */
export async function deleteEntry(db: Kysely<Database>, principal: Principal, id: number, request: ScheduleEntryDelete): Promise<WriteResult> {
  const zone = principal.timeZone;
  return db.transaction().execute(async (trx) => {
    const stored = await storedEntry(trx, principal, id);
    assertVersion(stored, request.version);
    throwIfAny(appointmentReasonErrors(stored.is_appointment, true, request.appointmentChangedReason));
    if (stored.recurrence_rule && request.occurrenceStart) {
      if (!isOccurrenceOf(stored, zone, request.occurrenceStart)) throwIfAny({ occurrenceStart: [SCHEDULE_MESSAGES.occurrenceUnknown] });
      await trx
        .updateTable('schedule_entries')
        .set({
          recurrence_exception: [...stored.recurrence_exception, request.occurrenceStart],
          appointment_reason: stored.is_appointment ? request.appointmentChangedReason!.trim() : stored.appointment_reason,
          version: stored.version + 1,
          ...audit(principal),
        })
        .where('id', '=', id)
        .execute();
      return { schedulerId: id, technicianIds: stored.technician_ids };
    }
    await trx
      .updateTable('schedule_entries')
      .set({
        deleted_at: new Date(),
        deleted_by: principal.userId,
        appointment_reason: stored.is_appointment ? request.appointmentChangedReason!.trim() : stored.appointment_reason,
        version: stored.version + 1,
        ...audit(principal),
      })
      .where('id', '=', id)
      .execute();
    return { schedulerId: id, technicianIds: stored.technician_ids, deleted: true };
  });
}

