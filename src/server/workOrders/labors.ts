/**
 * The labor of an order, one row per clock-in (clocking itself is the time-tracking area's):
 * GET workOrders/{id}/labors, and DELETE of a closed labor with the named permission "Delete
 * Labor Standard Items & Equipments"; an open labor is clocked out first (409).
 */
import { sql, type JoinBuilder, type Kysely } from 'kysely';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { laborParams, workOrderIdParams } from '../../domain/workOrders/wire';
import { LABOR_SCHEMA } from '../../domain/workOrders/responses';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { refusals } from '../http/responses';
import { type AreaApp } from '../http/areaApp';
import { visibleWorkOrderOr404 } from './guards';
import { personName, withApiDates } from './mapping';

/** Joins a lookup on (subscriber_id, id) to a column of the labor `l`. */
const byId = (alias: string, column: string) => (j: JoinBuilder<any, any>) =>
  j.onRef(`${alias}.subscriber_id`, '=', 'l.subscriber_id').onRef(`${alias}.id`, '=', `l.${column}`);

function laborRows(db: Kysely<Database>, subscriberId: number, workOrderId: number) {
  return db
    .selectFrom('work_order_labors as l')
    .innerJoin('users as u', 'u.id', 'l.technician_id')
    .leftJoin('user_statuses as us', byId('us', 'user_status_id'))
    .leftJoin('work_order_flags as fl', byId('fl', 'work_order_flag_id'))
    .leftJoin('work_order_statuses as st', byId('st', 'work_order_status_id'))
    .leftJoin('customer_rate_sheet_items as rs', byId('rs', 'rate_sheet_labor_item_id'))
    .leftJoin('customer_rate_sheet_items as tr', byId('tr', 'rate_sheet_truck_item_id'))
    .leftJoin('per_diem_types as pd', byId('pd', 'per_diem_type_id'))
    .select([
      'l.id as workOrderLaborId',
      'l.technician_id as technicianId',
      personName('u').as('technicianName'),
      'l.start_time as startTime',
      'l.stop_time as stopTime',
      sql<number>`round((extract(epoch from (coalesce(l.stop_time, now()) - l.start_time)) / 3600)::numeric, 2)`.as('hours'),
      'us.name as userStatus',
      'l.is_overtime as isOvertime',
      'l.is_apprentice_rate_applied as isApprenticeRateApplied',
      'l.description',
      'fl.name as flag',
      'st.name as status',
      'rs.name as rateSheetName',
      'tr.name as truckName',
      'pd.name as perDiemType',
    ])
    .where('l.subscriber_id', '=', subscriberId)
    .where('l.work_order_id', '=', workOrderId);
}

export default async function laborRoutes(app: AreaApp) {
  const { db } = app;

  app.get(
    '/api/v1/workOrders/:id/labors',
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: "An order's labor, newest first",
        params: workOrderIdParams,
        response: { 200: { type: 'array', items: LABOR_SCHEMA }, ...refusals(404) },
      },
    },
    async (request) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.params.id);
      const rows = await laborRows(db, order.subscriber_id, order.id).orderBy('l.start_time', 'desc').orderBy('l.id', 'desc').execute();
      return rows.map((row) => withApiDates(row, request.principal.timeZone));
    },
  );

  app.delete(
    '/api/v1/workOrders/:id/labors/:laborId',
    {
      config: { requires: WORK_ORDER_RULES.canDeleteWorkOrderItems },
      schema: {
        summary: 'Deletes a closed labor (answers the deleted row)',
        params: laborParams,
        response: { 200: LABOR_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { laborId } = request.params;
      return db.transaction().execute(async (trx) => {
        const order = await visibleWorkOrderOr404(trx, request.principal, request.params.id);
        const labor = await laborRows(trx, order.subscriber_id, order.id).where('l.id', '=', laborId).forUpdate('l').executeTakeFirst();
        if (!labor) throw notFound(`Labor ${laborId} was not found on this work order.`);
        if (labor.stopTime === null) throw conflict('This labor is still open: the technician clocks out first, then it can be deleted.');
        await trx.deleteFrom('work_order_labors').where('id', '=', laborId).execute();
        return withApiDates(labor, request.principal.timeZone);
      });
    },
  );
}
