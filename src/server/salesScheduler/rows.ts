/** Reading sales actions: the one select every route answers from, and a row as the API answers it. */
import type { Kysely } from 'kysely';
import type { SalesAction } from '../../domain/salesScheduler/actions';
import { salesColorOf } from '../../domain/salesScheduler/colors';
import type { Database } from '../db/schema';
import { apiDateTime, apiDateTimeOrNull } from '../http/timeZone';

export function selectActions(db: Kysely<Database>, subscriberId: number) {
  return db
    .selectFrom('sales_actions as a')
    .innerJoin('customers as c', (join) => join.onRef('c.id', '=', 'a.customer_id').onRef('c.subscriber_id', '=', 'a.subscriber_id'))
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'a.sales_person_id').onRef('u.subscriber_id', '=', 'a.subscriber_id'))
    .where('a.subscriber_id', '=', subscriberId)
    .select([
      'a.id',
      'a.subscriber_id',
      'a.title',
      'a.customer_id',
      'c.name as customer_name',
      'a.sales_person_id',
      'u.first_name',
      'u.last_name',
      'u.sales_color',
      'a.start_at',
      'a.end_at',
      'a.due_at',
      'a.duration_hours',
      'a.is_all_day',
      'a.is_appointment',
      'a.is_started',
      'a.recurrence_rule',
      'a.recurrence_exception',
      'a.recurrence_id',
      'a.original_start',
      'a.guid_recurrence',
      'a.version',
    ]);
}

export type ActionRow = Awaited<ReturnType<ReturnType<typeof selectActions>['executeTakeFirstOrThrow']>>;

export const personName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

export function actionOf(row: ActionRow, zone: string): SalesAction {
  const start = apiDateTime(row.start_at, zone);
  return {
    id: row.id,
    subscriberId: row.subscriber_id,
    title: row.title,
    customer: { id: row.customer_id, name: row.customer_name },
    start,
    endDate: apiDateTime(row.end_at, zone),
    due: apiDateTimeOrNull(row.due_at, zone),
    durationHours: Number(row.duration_hours),
    isAllDay: row.is_all_day,
    isAppointment: row.is_appointment,
    isStarted: row.is_started,
    salesPersonId: row.sales_person_id,
    salesPersonName: personName(row),
    color: salesColorOf(row.sales_person_id, row.sales_color),
    recurrenceRule: row.recurrence_rule || null,
    recurrenceException: row.recurrence_exception ?? [],
    recurrenceId: row.recurrence_id,
    occurrenceStart: row.original_start,
    seriesStart: row.recurrence_rule && row.recurrence_id === null ? start : null,
    guidRecurrence: row.guid_recurrence,
    version: row.version,
  };
}

/** One action of the subscriber, or undefined (another subscriber's is not found either). */
export const findAction = (db: Kysely<Database>, subscriberId: number, id: number) =>
  selectActions(db, subscriberId).where('a.id', '=', id).executeTakeFirst();
