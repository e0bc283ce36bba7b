/**
 * Technicians' labor: the open one (a technician has at most one, the database guarantees it),
 * who else is clocked in on an order, the step that closes a labor, and the answers a retried
 * clock request gets again.
 */
import { sql, type ExpressionBuilder, type Kysely, type QueryCreator, type Selectable, type Updateable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ClockInAnswer, ClockOutAnswer } from '../../domain/timeTracking/clock';
import type { Database } from '../db/schema';
import type { WorkOrderLaborsTable } from '../db/workOrderTables';
import { wallClock } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { displayNumberSql } from '../workOrders/mapping';
import { clockOrderQuery } from './clockOrder';
import { statementTemplate } from '../db/statementTemplates';
import { workOrderScope, type WorkOrderScope } from '../../domain/workOrders/access';

export type Labor = Selectable<WorkOrderLaborsTable>;

/** The technician's open labor (the database keeps at most one). */
export const openLaborQuery = (db: Kysely<Database>, technicianId: number) =>
  db.selectFrom('work_order_labors').selectAll().where('technician_id', '=', technicianId).where('stop_time', 'is', null);

export const openLaborOf = (db: Kysely<Database>, technicianId: number): Promise<Labor | undefined> => openLaborQuery(db, technicianId).executeTakeFirst();

/** When the technician's last closed labor ended (null before their first). */
export const lastClockOutQuery = (db: Kysely<Database>, technicianId: number) =>
  db.selectFrom('work_order_labors').select(sql<Date | string | null>`max(stop_time)`.as('last')).where('technician_id', '=', technicianId);

/**
 * How many technicians other than this one are clocked in on the order. The others are counted
 * with a filter, not a condition on technician_id, which would let the plan read the index of
 * open labors by technician whole (migration 0011_open_labor_indexes).
 */
export const otherOpenLaborsQuery = (db: Kysely<Database>, workOrderId: number, technicianId: number) =>
  db
    .selectFrom('work_order_labors')
    .select((eb) => eb.fn.countAll<number | string>().filterWhere('technician_id', '<>', technicianId).as('count'))
    .where('work_order_id', '=', workOrderId)
    .where('stop_time', 'is', null);

/**
 * The statement step that closes `labor` (a clock-out's, or the travel an on-site arrival ends),
 * only at the version it was read open at: every close moves the version on, and the database
 * refuses to reopen a closed labor. It names the labor by id, technician and version, not
 * "stop_time is null": with that condition a generic plan, made while few labors were open
 * (statistics of a quiet night), read every open labor through the index of open labors, so each
 * close cost more the more technicians were clocked in (tests/api/openLaborPlans.test.ts).
 */
export function closeLaborStep(db: QueryCreator<Database>, labor: Pick<Labor, 'id' | 'technician_id' | 'version'>, changes: Updateable<WorkOrderLaborsTable>) {
  return db
    .updateTable('work_order_labors')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', labor.id)
    .where('technician_id', '=', labor.technician_id)
    .where('version', '=', labor.version);
}

/** Technicians other than this one clocked in on the order. */
export async function otherOpenLaborCount(db: Kysely<Database>, workOrderId: number, technicianId: number): Promise<number> {
  const { count } = await otherOpenLaborsQuery(db, workOrderId, technicianId).executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * What a clock-in decides on, read in one round trip: the labor this request already opened
 * (a retry), the technician's open labor with its order's display number, when their last
 * closed labor ended (a new one may not start before it), and the order when they may see it.
 * Every clock request reads it, so it is compiled once per work-order scope (statementTemplates.ts).
 */
const clockInStateStatement = statementTemplate(
  (db, values: { subscriberId: number; userId: number; workOrderId: number; clientRequestId: string }, { scope }: { scope: WorkOrderScope }) => {
    const { subscriberId, userId, workOrderId, clientRequestId } = values;
    const technicianLabors = (eb: ExpressionBuilder<Database, never>) => eb.selectFrom('work_order_labors as l').where('l.technician_id', '=', userId);
    return db.selectNoFrom((eb) => [
      jsonObjectFrom(
        technicianLabors(eb).select(['l.id', 'l.work_order_id', 'l.start_time', 'l.is_reached_at_site']).where('l.client_request_id', '=', clientRequestId),
      ).as('done'),
      jsonObjectFrom(
        technicianLabors(eb)
          .innerJoin('work_orders as wo', 'wo.id', 'l.work_order_id')
          .select(['l.id', 'l.version', 'l.work_order_id', 'l.start_time', 'l.is_reached_at_site', displayNumberSql('wo').as('display_number')])
          .where('l.stop_time', 'is', null),
      ).as('open'),
      lastClockOutQuery(db, userId).as('lastStop'),
      jsonObjectFrom(clockOrderQuery(db, { subscriberId, userId, scope }, workOrderId)).as('order'),
    ]);
  },
);

export async function clockInState(db: Kysely<Database>, principal: Principal, workOrderId: number, clientRequestId: string) {
  const { subscriberId, userId } = principal;
  const [state] = await clockInStateStatement(db, { scope: workOrderScope(principal) }, { subscriberId, userId, workOrderId, clientRequestId });
  return { ...state, lastStop: state.lastStop === null ? null : new Date(state.lastStop) };
}

export type ClockInState = Awaited<ReturnType<typeof clockInState>>;

export const clockInAnswer = (labor: Pick<Labor, 'id' | 'work_order_id'> & { start_time: Date | string }, zone: string): ClockInAnswer => ({
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
