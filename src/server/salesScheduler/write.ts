/**
 * Changing sales actions: create, update (the action, its whole series, or one occurrence),
 * copy, delete (the action or one occurrence), start and stop. Each answers what changed and
 * leaves the database as it was when it refuses.
 */
import type { Kysely, Transaction } from 'kysely';
import { addToWallClock, wallClockSpan, type DeletedTask, type SalesAction } from '../../domain/salesScheduler/actions';
import type { CopyTaskRequest, CreateTaskRequest, TaskRefRequest, UpdateTaskRequest } from '../../domain/salesScheduler/wire';
import type { Database } from '../db/schema';
import type { Principal } from '../plugins/auth';
import { actionToChange, checkParties, isSeries, lostRace, occurrenceOf } from './guards';
import { actionValues, type ActionFields, type ActionValues } from './input';
import { actionOf, findAction, type ActionRow } from './rows';

type Db = Kysely<Database> | Transaction<Database>;
type FieldChanges = Partial<Omit<ActionFields, 'isStarted'>> & { isStarted?: number };

const columns = ({ start: _start, endDate: _end, ...values }: ActionValues) => values;

/** The action's current fields, in the API's terms. */
function fieldsOf(action: SalesAction): ActionFields {
  return {
    title: action.title,
    customerId: action.customer.id,
    start: action.start,
    endDate: action.endDate,
    due: action.due,
    durationHours: action.durationHours,
    isAllDay: action.isAllDay,
    isAppointment: action.isAppointment,
    salesPersonId: action.salesPersonId,
    recurrenceRule: action.recurrenceRule,
    isStarted: action.isStarted,
  };
}

/** The fields a request sends (undefined: unchanged); a new start without an end keeps the length. */
function merged(current: ActionFields, changes: FieldChanges): ActionFields {
  const next: ActionFields = { ...current };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
  if (changes.start !== undefined && changes.endDate === undefined && current.endDate) {
    const length = wallClockSpan(current.start, current.endDate);
    const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(changes.start) ? changes.start : null;
    next.endDate = start && length > 0 ? addToWallClock(start, length) : current.endDate;
  }
  return next;
}

const changesOf = ({ id: _id, version: _version, occurrenceStart: _occurrence, salesPersonId, ...changes }: UpdateTaskRequest): FieldChanges => ({
  ...changes,
  salesPersonId: salesPersonId ?? undefined,
});

async function answer(db: Db, principal: Principal, id: number): Promise<SalesAction> {
  return actionOf((await findAction(db as Kysely<Database>, principal.subscriberId, id))!, principal.timeZone);
}

async function insertAction(db: Db, principal: Principal, values: ActionValues, extra: { recurrence_id?: number; original_start?: string; guid_recurrence?: string } = {}) {
  const { id } = await db
    .insertInto('sales_actions')
    .values({ ...columns(values), ...extra, subscriber_id: principal.subscriberId, created_by: principal.userId, modified_by: principal.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates a row if it still has the version read; a lost race is a 409 like a stale request, or a 404 when the row was deleted. */
async function updateRow(db: Db, principal: Principal, row: ActionRow, set: Partial<Record<string, unknown>>): Promise<void> {
  const result = await db
    .updateTable('sales_actions')
    .set({ ...set, version: row.version + 1, modified_by: principal.userId, modified_date: new Date() })
    .where('id', '=', row.id)
    .where('subscriber_id', '=', principal.subscriberId)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) await lostRace(db, principal, row.id);
}

export async function createAction(db: Kysely<Database>, principal: Principal, body: CreateTaskRequest): Promise<SalesAction> {
  const fields: ActionFields = {
    title: body.title,
    customerId: body.customerId,
    start: body.start,
    endDate: body.endDate,
    due: body.due,
    durationHours: body.durationHours,
    isAllDay: body.isAllDay ?? false,
    isAppointment: body.isAppointment ?? false,
    salesPersonId: body.salesPersonId ?? principal.userId,
    recurrenceRule: body.recurrenceRule,
    isStarted: 0,
  };
  const values = actionValues(fields, principal.timeZone);
  await checkParties(db, principal, fields.customerId, fields.salesPersonId);
  return db.transaction().execute(async (trx) => answer(trx, principal, await insertAction(trx, principal, values)));
}

/** Shifts wall-clock texts by the move of a series' start, so its exceptions keep naming the same occurrences. */
const shifted = (texts: readonly string[], ms: number) => texts.map((text) => addToWallClock(text, ms));

/** One occurrence of a series changes: it becomes an action of its own, and the series skips it. */
async function changeOccurrence(db: Kysely<Database>, principal: Principal, row: ActionRow, occurrenceStart: string, changes: FieldChanges): Promise<SalesAction> {
  const zone = principal.timeZone;
  const start = occurrenceOf(row, occurrenceStart, zone);
  const series = actionOf(row, zone);
  const base = { ...fieldsOf(series), start, endDate: addToWallClock(start, wallClockSpan(series.start, series.endDate)), recurrenceRule: null };
  const fields = merged(base, changes);
  const values = actionValues(fields, zone, { occurrence: true });
  await checkParties(db, principal, fields.customerId, fields.salesPersonId);
  return db.transaction().execute(async (trx) => {
    await updateRow(trx, principal, row, { recurrence_exception: [...series.recurrenceException, start] });
    const id = await insertAction(trx, principal, values, { recurrence_id: row.id, original_start: start, guid_recurrence: row.guid_recurrence });
    return answer(trx, principal, id);
  });
}

/** Changes an action, a whole series (its exceptions and changed occurrences move with its start), or one occurrence. */
export async function updateAction(db: Kysely<Database>, principal: Principal, body: UpdateTaskRequest): Promise<SalesAction> {
  return changeAction(db, principal, body, changesOf(body));
}

async function changeAction(db: Kysely<Database>, principal: Principal, ref: TaskRefRequest, changes: FieldChanges): Promise<SalesAction> {
  const row = await actionToChange(db, principal, ref.id, ref.version);
  if (ref.occurrenceStart) return changeOccurrence(db, principal, row, ref.occurrenceStart, changes);
  const zone = principal.timeZone;
  const current = actionOf(row, zone);
  const fields = merged(fieldsOf(current), changes);
  const values = actionValues(fields, zone, { occurrence: row.recurrence_id !== null });
  await checkParties(db, principal, fields.customerId, fields.salesPersonId);
  const move = wallClockSpan(current.start, values.start);
  return db.transaction().execute(async (trx) => {
    const set: Record<string, unknown> = columns(values);
    if (isSeries(row) && move !== 0) {
      set.recurrence_exception = shifted(current.recurrenceException, move);
      const changed = await trx.selectFrom('sales_actions').where('recurrence_id', '=', row.id).select(['id', 'original_start']).execute();
      for (const child of changed) {
        await trx.updateTable('sales_actions').set({ original_start: shifted([child.original_start!], move)[0] }).where('id', '=', child.id).execute();
      }
    }
    await updateRow(trx, principal, row, set);
    return answer(trx, principal, row.id);
  });
}

/** Starts (1) or stops (0) an action, or one occurrence (which then becomes an action of its own). */
export const setStarted = (db: Kysely<Database>, principal: Principal, ref: TaskRefRequest, isStarted: 0 | 1) =>
  changeAction(db, principal, ref, { isStarted });

/**
 * A new action like `id`: a single action copies it alone; a series is copied whole (its rule,
 * not its exceptions); one occurrence of a series becomes a single action. It starts at `start`
 * when given, else at the same time; it is not started.
 */
export async function copyAction(db: Kysely<Database>, principal: Principal, body: CopyTaskRequest): Promise<SalesAction> {
  const row = await actionToChange(db, principal, body.id);
  const zone = principal.timeZone;
  const source = actionOf(row, zone);
  const from = body.occurrenceStart ? occurrenceOf(row, body.occurrenceStart, zone) : source.start;
  const fields = merged({ ...fieldsOf(source), start: from, endDate: addToWallClock(from, wallClockSpan(source.start, source.endDate)) }, { start: body.start ?? undefined });
  fields.isStarted = 0;
  if (body.occurrenceStart || row.recurrence_id !== null) fields.recurrenceRule = null;
  const values = actionValues(fields, zone);
  await checkParties(db, principal, fields.customerId, fields.salesPersonId);
  return db.transaction().execute(async (trx) => answer(trx, principal, await insertAction(trx, principal, values)));
}

/** Deletes an action (a series with its changed occurrences), or one occurrence of a series. */
export async function deleteAction(db: Kysely<Database>, principal: Principal, ref: TaskRefRequest): Promise<DeletedTask> {
  const row = await actionToChange(db, principal, ref.id, ref.version);
  if (ref.occurrenceStart) {
    const start = occurrenceOf(row, ref.occurrenceStart, principal.timeZone);
    await updateRow(db, principal, row, { recurrence_exception: [...(row.recurrence_exception ?? []), start] });
    return { id: row.id, occurrenceStart: start, version: row.version + 1 };
  }
  const result = await db.deleteFrom('sales_actions').where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) await lostRace(db, principal, row.id);
  return { id: row.id, occurrenceStart: null, version: null };
}
