/**
 * The labor of an order, one row per clock-in (clocking itself is the time-tracking area's):
 * GET workOrders/{id}/labors, and DELETE of a closed labor with the named permission "Delete
 * Labor Standard Items & Equipments"; an open labor is clocked out first (409).
 *
 * Clock-time evidence (issue 33, item 12): each row answers its effective times (a correction's,
 * when there is one) and, beside them, the recorded ones with how each was set, when the server
 * received it, who entered it, its mark, and every decision taken on it. A deleted labor is
 * kept (item 9): DELETE moves the row to deleted_work_order_labors (area migration 0016) with
 * who deleted it and when; with "Restore Deleted Labor" a user lists an order's deleted labors
 * and restores one. Review routes are in laborReviews.ts.
 */
import { sql, type JoinBuilder, type Kysely } from 'kysely';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { laborParams, workOrderIdParams } from '../../domain/workOrders/wire';
import { DELETED_LABOR_SCHEMA, LABOR_SCHEMA } from '../../domain/workOrders/responses';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { apiDateTime, apiDateTimeOrNull } from '../http/timeZone';
import { refusals } from '../http/responses';
import { type AreaApp } from '../http/areaApp';
import { visibleWorkOrderOr404 } from './guards';
import { personName, withApiDates } from './mapping';

/** Joins a lookup on (subscriber_id, id) to a column of the labor `l`. */
const byId = (alias: string, column: string) => (j: JoinBuilder<any, any>) =>
  j.onRef(`${alias}.subscriber_id`, '=', 'l.subscriber_id').onRef(`${alias}.id`, '=', `l.${column}`);

type LaborTable = 'work_order_labors' | 'deleted_work_order_labors';

/** The rows of `table` (the live labors or the deleted ones) of an order, with their evidence. */
export function laborRows(db: Kysely<Database>, subscriberId: number, workOrderId: number, table: LaborTable = 'work_order_labors') {
  return (db as Kysely<any>)
    .selectFrom(`${table} as l`)
    .innerJoin('users as u', 'u.id', 'l.technician_id')
    .leftJoin('user_statuses as us', byId('us', 'user_status_id'))
    .leftJoin('work_order_flags as fl', byId('fl', 'work_order_flag_id'))
    .leftJoin('work_order_statuses as st', byId('st', 'work_order_status_id'))
    .leftJoin('customer_rate_sheet_items as rs', byId('rs', 'rate_sheet_labor_item_id'))
    .leftJoin('customer_rate_sheet_items as tr', byId('tr', 'rate_sheet_truck_item_id'))
    .leftJoin('per_diem_types as pd', byId('pd', 'per_diem_type_id'))
    .leftJoin('users as se', byId('se', 'start_entered_by'))
    .leftJoin('users as pe', byId('pe', 'stop_entered_by'))
    .select([
      'l.id as workOrderLaborId',
      'l.technician_id as technicianId',
      personName('u').as('technicianName'),
      sql<Date>`coalesce(l.corrected_start_time, l.start_time)`.as('startTime'),
      sql<Date | null>`coalesce(l.corrected_stop_time, l.stop_time)`.as('stopTime'),
      sql<number>`round((extract(epoch from (coalesce(l.corrected_stop_time, l.stop_time, now()) - coalesce(l.corrected_start_time, l.start_time))) / 3600)::numeric, 2)`.as('hours'),
      'us.name as userStatus',
      sql<boolean>`coalesce(l.corrected_is_overtime, l.is_overtime)`.as('isOvertime'),
      'l.is_apprentice_rate_applied as isApprenticeRateApplied',
      'l.description',
      'fl.name as flag',
      'st.name as status',
      'rs.name as rateSheetName',
      'tr.name as truckName',
      'pd.name as perDiemType',
      'l.start_set_by as startSetBy',
      'l.start_time as startRecordedTime',
      'l.start_received_at as startReceivedAt',
      sql<string | null>`case when se.id is null then null else ${personName('se')} end`.as('startEnteredBy'),
      'l.start_review as startReview',
      'l.stop_set_by as stopSetBy',
      'l.stop_time as stopRecordedTime',
      'l.stop_received_at as stopReceivedAt',
      sql<string | null>`case when pe.id is null then null else ${personName('pe')} end`.as('stopEnteredBy'),
      'l.stop_review as stopReview',
      'l.is_overtime as overtimeClaimed',
      'l.overtime_review as overtimeReview',
    ])
    .where('l.subscriber_id', '=', subscriberId)
    .where('l.work_order_id', '=', workOrderId);
}

type LaborRow = Record<string, unknown> & { workOrderLaborId: number };

/** The decisions taken on these labors, oldest first, by labor id. */
async function reviewsOf(db: Kysely<Database>, subscriberId: number, laborIds: number[], zone: string) {
  const byLabor = new Map<number, Array<Record<string, unknown>>>();
  if (!laborIds.length) return byLabor;
  const rows = await db
    .selectFrom('work_order_labor_reviews as r')
    .innerJoin('users as d', (j) => j.onRef('d.subscriber_id', '=', 'r.subscriber_id').onRef('d.id', '=', 'r.decided_by'))
    .select([
      'r.labor_id',
      'r.subject',
      'r.decision',
      'r.recorded_time',
      'r.recorded_set_by',
      'r.recorded_is_overtime',
      'r.corrected_time',
      'r.corrected_is_overtime',
      'r.reason',
      personName('d').as('decided_by'),
      'r.decided_at',
    ])
    .where('r.subscriber_id', '=', subscriberId)
    .where('r.labor_id', 'in', laborIds)
    .orderBy('r.decided_at')
    .orderBy('r.id')
    .execute();
  for (const row of rows) {
    const list = byLabor.get(row.labor_id) ?? [];
    list.push({
      subject: row.subject,
      decision: row.decision,
      recordedTime: apiDateTimeOrNull(row.recorded_time, zone),
      recordedSetBy: row.recorded_set_by,
      recordedIsOvertime: row.recorded_is_overtime,
      correctedTime: apiDateTimeOrNull(row.corrected_time, zone),
      correctedIsOvertime: row.corrected_is_overtime,
      reason: row.reason,
      decidedBy: row.decided_by,
      decidedAt: apiDateTime(row.decided_at, zone),
    });
    byLabor.set(row.labor_id, list);
  }
  return byLabor;
}

/** Rows as the API answers them: wall-clock dates, and each labor's decisions. */
export async function answeredLabors<Row extends LaborRow>(db: Kysely<Database>, subscriberId: number, rows: Row[], zone: string) {
  const reviews = await reviewsOf(db, subscriberId, rows.map((row) => row.workOrderLaborId), zone);
  return rows.map((row) => ({ ...withApiDates(row, zone), reviews: reviews.get(row.workOrderLaborId) ?? [] }));
}

const LABOR_OVERLAPS = 'This labor cannot be restored: its technician has another labor in the same time. Delete or correct that one first.';

export default async function laborRoutes(app: AreaApp) {
  const { db } = app;

  app.get(
    '/api/v1/workOrders/:id/labors',
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: "An order's labor, newest first, with each time's evidence and marks",
        params: workOrderIdParams,
        response: { 200: { type: 'array', items: LABOR_SCHEMA }, ...refusals(404) },
      },
    },
    async (request) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.params.id);
      const rows: LaborRow[] = await laborRows(db, order.subscriber_id, order.id).orderBy('l.start_time', 'desc').orderBy('l.id', 'desc').execute();
      return answeredLabors(db, order.subscriber_id, rows, request.principal.timeZone);
    },
  );

  app.delete(
    '/api/v1/workOrders/:id/labors/:laborId',
    {
      config: { requires: WORK_ORDER_RULES.canDeleteWorkOrderItems },
      schema: {
        summary: 'Deletes a closed labor: it leaves the lists and totals and is kept, with who deleted it and when (answers the deleted row)',
        params: laborParams,
        response: { 200: LABOR_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { laborId } = request.params;
      const { principal } = request;
      return db.transaction().execute(async (trx) => {
        const order = await visibleWorkOrderOr404(trx, principal, request.params.id);
        const labor: LaborRow | undefined = await laborRows(trx, order.subscriber_id, order.id).where('l.id', '=', laborId).forUpdate('l').executeTakeFirst();
        if (!labor) throw notFound(`Labor ${laborId} was not found on this work order.`);
        if (labor.stopTime === null) throw conflict('This labor is still open: the technician clocks out first, then it can be deleted.');
        await sql`
          insert into deleted_work_order_labors
          select (jsonb_populate_record(null::deleted_work_order_labors,
                  to_jsonb(l) || jsonb_build_object('deleted_at', now(), 'deleted_by', ${principal.userId}::integer))).*
          from work_order_labors l
          where l.subscriber_id = ${order.subscriber_id} and l.id = ${laborId}`.execute(trx);
        await trx.deleteFrom('work_order_labors').where('subscriber_id', '=', order.subscriber_id).where('id', '=', laborId).execute();
        const [answer] = await answeredLabors(trx, order.subscriber_id, [labor], principal.timeZone);
        return answer;
      });
    },
  );

  app.get(
    '/api/v1/workOrders/:id/labors/deleted',
    {
      config: { requires: WORK_ORDER_RULES.canRestoreDeletedLabor },
      schema: {
        summary: "An order's deleted labors, last deleted first, with who deleted each and when",
        params: workOrderIdParams,
        response: { 200: { type: 'array', items: DELETED_LABOR_SCHEMA }, ...refusals(404) },
      },
    },
    async (request) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.params.id);
      const rows: LaborRow[] = await laborRows(db, order.subscriber_id, order.id, 'deleted_work_order_labors')
        .innerJoin('users as del', (j: JoinBuilder<any, any>) => j.onRef('del.subscriber_id', '=', 'l.subscriber_id').onRef('del.id', '=', 'l.deleted_by'))
        .select(['l.deleted_at as deletedAt', personName('del').as('deletedBy')])
        .orderBy('l.deleted_at', 'desc')
        .orderBy('l.id', 'desc')
        .execute();
      return answeredLabors(db, order.subscriber_id, rows, request.principal.timeZone);
    },
  );

  app.post(
    '/api/v1/workOrders/:id/labors/:laborId/restore',
    {
      config: { requires: WORK_ORDER_RULES.canRestoreDeletedLabor },
      schema: {
        summary: 'Restores a deleted labor to its order (answers the restored row); 409 when its technician has another labor in the same time',
        params: laborParams,
        response: { 200: LABOR_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { laborId } = request.params;
      const { principal } = request;
      return db.transaction().execute(async (trx) => {
        const order = await visibleWorkOrderOr404(trx, principal, request.params.id);
        const deleted = await trx
          .selectFrom('deleted_work_order_labors')
          .select(['id', 'technician_id', 'start_time', 'stop_time', 'corrected_start_time', 'corrected_stop_time'])
          .where('subscriber_id', '=', order.subscriber_id)
          .where('work_order_id', '=', order.id)
          .where('id', '=', laborId)
          .forUpdate()
          .executeTakeFirst();
        if (!deleted) throw notFound(`Labor ${laborId} is not among this work order's deleted labors.`);
        // The technician's labors never overlap: one clocked meanwhile in the same time stays, and this one waits.
        const start = deleted.corrected_start_time ?? deleted.start_time;
        const stop = deleted.corrected_stop_time ?? deleted.stop_time;
        const overlapping = await trx
          .selectFrom('work_order_labors as l')
          .select('l.id')
          .where('l.subscriber_id', '=', order.subscriber_id)
          .where('l.technician_id', '=', deleted.technician_id)
          .where(sql<boolean>`tstzrange(coalesce(l.corrected_start_time, l.start_time), coalesce(l.corrected_stop_time, l.stop_time), '[)')
            && tstzrange(${start}::timestamptz, ${stop}::timestamptz, '[)')`)
          .limit(1)
          .executeTakeFirst();
        if (overlapping) throw conflict(LABOR_OVERLAPS);
        await sql`
          insert into work_order_labors
          select (jsonb_populate_record(null::work_order_labors, to_jsonb(d))).*
          from deleted_work_order_labors d
          where d.subscriber_id = ${order.subscriber_id} and d.id = ${laborId}`.execute(trx);
        await trx.deleteFrom('deleted_work_order_labors').where('subscriber_id', '=', order.subscriber_id).where('id', '=', laborId).execute();
        const rows: LaborRow[] = await laborRows(trx, order.subscriber_id, order.id).where('l.id', '=', laborId).execute();
        const [answer] = await answeredLabors(trx, order.subscriber_id, rows, principal.timeZone);
        return answer;
      });
    },
  );
}
