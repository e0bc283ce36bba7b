/**
 * Reading technicians' labor: the open one (a technician has at most one, the database
 * guarantees it), who else is clocked in on an order, and the answers a retried clock request
 * gets again.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ClockInAnswer, ClockOutAnswer } from '../../domain/timeTracking/clock';
import type { Database } from '../db/schema';
import type { WorkOrderLaborsTable } from '../db/workOrderTables';
import { wallClock } from '../http/timeZone';

export type Labor = Selectable<WorkOrderLaborsTable>;

export function openLaborOf(db: Kysely<Database>, technicianId: number): Promise<Labor | undefined> {
  return db.selectFrom('work_order_labors').selectAll().where('technician_id', '=', technicianId).where('stop_time', 'is', null).executeTakeFirst();
}

/** Technicians other than this one clocked in on the order. */
export async function otherOpenLaborCount(db: Kysely<Database>, workOrderId: number, technicianId: number): Promise<number> {
  const { count } = await db
    .selectFrom('work_order_labors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('work_order_id', '=', workOrderId)
    .where('stop_time', 'is', null)
    .where('technician_id', '<>', technicianId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** When the technician's last closed labor ended: a new labor may not start before it. */
export async function lastStopOf(db: Kysely<Database>, technicianId: number): Promise<Date | null> {
  const { last } = await db
    .selectFrom('work_order_labors')
    .select(sql<Date | string | null>`max(stop_time)`.as('last'))
    .where('technician_id', '=', technicianId)
    .executeTakeFirstOrThrow();
  return last === null ? null : new Date(last);
}

/** In one read: the labor a clock-in request already opened (a retry), and the technician's open labor. */
export async function technicianLabors(db: Kysely<Database>, technicianId: number, clientRequestId: string) {
  const labors = await db
    .selectFrom('work_order_labors')
    .selectAll()
    .where('technician_id', '=', technicianId)
    .where((eb) => eb.or([eb('client_request_id', '=', clientRequestId), eb('stop_time', 'is', null)]))
    .execute();
  return {
    done: labors.find((l) => l.client_request_id === clientRequestId),
    open: labors.find((l) => l.stop_time === null),
  };
}

export const clockInAnswer = (labor: Labor, zone: string): ClockInAnswer => ({
  workOrderLaborId: labor.id,
  workOrderId: labor.work_order_id,
  startTime: wallClock(new Date(labor.start_time), zone).dateTime,
});

/** Hours of a closed labor, to the hundredth. */
const hoursBetween = (start: Date, stop: Date) => Math.round((stop.getTime() - start.getTime()) / 36_000) / 100;

/** `subWorkOrderNumber`: the display number of the labor's sub work order, when its clock-out created one. */
export function clockOutAnswer(labor: Labor, zone: string, subWorkOrderNumber?: string): ClockOutAnswer {
  const start = new Date(labor.start_time);
  const stop = new Date(labor.stop_time!);
  return {
    workOrderLaborId: labor.id,
    stopTime: wallClock(stop, zone).dateTime,
    hours: hoursBetween(start, stop),
    ...(labor.sub_work_order_id !== null && subWorkOrderNumber && { subWorkOrder: { workOrderId: labor.sub_work_order_id, workOrderNumber: subWorkOrderNumber } }),
  };
}
