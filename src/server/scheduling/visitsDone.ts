/**
 * Which of a day's visits are done: a visit is done for a technician once their labor on the
 * visit's order that day is done (clocked out within the subscriber's day, none of theirs still
 * open on it), wherever the labor was started: My Route, My Work Orders or the order's page.
 * The team leader board and My Route both ask here.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The day as instants: from its first moment (`after`) to the next day's (`before`). */
export interface DayBounds {
  after: Date;
  before: Date;
}

/** Answers whether `technicianId` is done with `workOrderId` that day. */
export type VisitDone = (workOrderId: number | null, technicianId: number) => boolean;

export async function visitsDoneOn(
  db: Kysely<Database>,
  subscriberId: number,
  visits: ReadonlyArray<{ workOrderId: number | null; technicianIds: readonly number[] }>,
  day: DayBounds,
): Promise<VisitDone> {
  const orderIds = [...new Set(visits.flatMap((v) => (v.workOrderId ? [v.workOrderId] : [])))];
  const technicianIds = [...new Set(visits.flatMap((v) => (v.workOrderId ? v.technicianIds : [])))];
  if (!orderIds.length || !technicianIds.length) return () => false;
  const rows = await db
    .selectFrom('work_order_labors')
    .select([
      'work_order_id',
      'technician_id',
      sql<boolean>`bool_or(stop_time is null)`.as('open'),
      sql<boolean>`bool_or(stop_time >= ${day.after} and stop_time < ${day.before})`.as('stopped_that_day'),
    ])
    .where('subscriber_id', '=', subscriberId)
    .where('work_order_id', 'in', orderIds)
    .where('technician_id', 'in', technicianIds)
    .where((eb) => eb.or([eb('stop_time', 'is', null), eb.and([eb('stop_time', '>=', day.after), eb('stop_time', '<', day.before)])]))
    .groupBy(['work_order_id', 'technician_id'])
    .execute();
  const done = new Set(rows.filter((row) => row.stopped_that_day && !row.open).map((row) => `${row.work_order_id}:${row.technician_id}`));
  return (workOrderId, technicianId) => workOrderId !== null && done.has(`${workOrderId}:${technicianId}`);
}
