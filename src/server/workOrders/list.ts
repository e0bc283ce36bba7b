/**
 * GET workOrders: the work-order grids woAll, woMy and hist (spec §3.8 grid contexts), shaped
 * exactly as ra-data-simple-rest reads a list: sort=["field","ASC"], range=[0,24],
 * filter={...}; a JSON array of WorkOrderListRow and `Content-Range: workOrders 0-24/N`.
 * Without a grid it lists every order the caller sees (what getMany by ids needs).
 */
import { sql, type Kysely } from 'kysely';
import { meets, needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { WORK_ORDER_GRID_REQUIRES } from '../../domain/workOrders/access';
import { CLOSED_WORK_ORDER_STATUSES, type WorkOrderGrid, type WorkOrderListRow } from '../../domain/workOrders/orders';
import { workOrderGridQuery } from '../../domain/workOrders/wire';
import { WORK_ORDER_LIST_ROWS_SCHEMA } from '../../domain/workOrders/responses';
import type { Database } from '../db/schema';
import { forbidden } from '../errors';
import { filterCondition } from '../lists/conditions';
import type { SortTerm } from '../lists/columns';
import { contentRange, pageOf } from '../lists/order';
import { parseListQuery } from '../lists/parse';
import type { Principal } from '../plugins/auth';
import { type AreaApp } from '../http/areaApp';
import { GRID_COLUMNS, GRID_TIE_BREAKERS, WORK_ORDER_GRID_LIST } from './gridColumns';
import { displayNumberSql, withApiDates } from './mapping';
import { visibleTo } from './visibility';

/** The orders of a grid as WorkOrderListRow columns, to select from as the derived table `r`. */
function gridRows(db: Kysely<Database>, principal: Principal, grid: WorkOrderGrid | undefined) {
  const closed = [...CLOSED_WORK_ORDER_STATUSES];
  let orders = db.selectFrom('work_orders as wo').where(visibleTo(principal));
  if (grid === 'woAll' || grid === 'woMy') orders = orders.where('wo.status_id', 'not in', closed);
  if (grid === 'hist') orders = orders.where('wo.status_id', 'in', closed);
  if (grid === 'woMy') {
    orders = orders.where((eb) =>
      eb.exists(
        eb
          .selectFrom('work_order_technicians as mine')
          .select('mine.technician_id')
          .whereRef('mine.work_order_id', '=', 'wo.id')
          .where('mine.technician_id', '=', principal.userId),
      ),
    );
  }
  return orders
    .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .innerJoin('work_order_statuses as st', (j) => j.onRef('st.subscriber_id', '=', 'wo.subscriber_id').onRef('st.id', '=', 'wo.status_id'))
    .leftJoin('work_order_flags as fl', (j) => j.onRef('fl.subscriber_id', '=', 'wo.subscriber_id').onRef('fl.id', '=', 'wo.flag_id'))
    .select((eb) => [
      'wo.id as id',
      'wo.work_order_number as workOrderNumber',
      'wo.sub_number as subNumber',
      displayNumberSql('wo').as('displayNumber'),
      'wo.customer_id as customerId',
      'c.name as customerName',
      'wo.site_address as siteAddress',
      'wo.problem as problem',
      'wo.status_id as statusId',
      'st.name as status',
      'wo.flag_id as flagId',
      'fl.name as flag',
      eb
        .selectFrom('work_order_technicians as wt')
        .innerJoin('users as u', 'u.id', 'wt.technician_id')
        .select(sql<string>`coalesce(string_agg(concat_ws(' ', u.first_name, u.last_name), ', ' order by u.first_name, u.last_name), '')`.as('names'))
        .whereRef('wt.work_order_id', '=', 'wo.id')
        .as('technicianNames'),
      'wo.nte_amount as nteAmount',
      'c.phone as sitePhone',
      eb
        .exists(
          eb
            .selectFrom('work_order_labors as ol')
            .select('ol.id')
            .whereRef('ol.work_order_id', '=', 'wo.id')
            .where('ol.technician_id', '=', principal.userId)
            .where('ol.stop_time', 'is', null),
        )
        .as('isOpenLaborMine'),
      'wo.created_date as createdDate',
      'wo.modified_date as modifiedDate',
    ]);
}

/** My Work Orders lists the order the user is clocked in on first, whatever the sort. */
const CURRENT_JOB_FIRST: SortTerm[] = [{ sql: sql.ref('r.isOpenLaborMine'), direction: 'desc' }];

export default async function workOrderListRoutes(app: AreaApp) {
  const { db } = app;

  app.get(
    '/api/v1/workOrders',
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: 'Work-order grids woAll, woMy, hist (ra-data-simple-rest: sort, range, filter; Content-Range)',
        response: { 200: WORK_ORDER_LIST_ROWS_SCHEMA },
        querystring: workOrderGridQuery,
      },
    },
    async (request, reply) => {
      const { principal, query } = request;
      if (query.grid && !meets(principal, WORK_ORDER_GRID_REQUIRES[query.grid])) throw forbidden();
      const list = parseListQuery(query, GRID_COLUMNS, ['workOrderNumber', 'DESC']);
      const rows = db.selectFrom(gridRows(db, principal, query.grid).as('r')).where(filterCondition(WORK_ORDER_GRID_LIST, list.filter, principal.timeZone));
      const [{ total }, page] = await Promise.all([
        rows.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        pageOf(rows.selectAll('r'), GRID_COLUMNS, list, GRID_TIE_BREAKERS, query.grid === 'woMy' ? CURRENT_JOB_FIRST : []).execute(),
      ]);
      reply.header('Content-Range', contentRange('workOrders', list, page.length, total));
      return page.map((row) => withApiDates(row, principal.timeZone) as unknown as WorkOrderListRow);
    },
  );
}
