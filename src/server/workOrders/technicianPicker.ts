/**
 * POST workOrder/technicianWorkOrders (spec §3.6, §7.2): the Select New Work Order dialog's
 * grid, the caller's open assigned orders. Grid request {take (default 3, at most 100), skip,
 * filter {logic, filters: [{field, operator, value}]}, sort (default workOrderNumber desc)};
 * answers {data: TechnicianWorkOrderRow[], total}.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { CLOSED_WORK_ORDER_STATUSES, TECHNICIAN_PICKER, type TechnicianWorkOrderRow } from '../../domain/workOrders/orders';
import { technicianPickerBody, TECHNICIAN_PICKER_FIELDS } from '../../domain/workOrders/wire';
import { TECHNICIAN_WORK_ORDERS_SCHEMA } from '../../domain/workOrders/responses';
import { listColumn, type ListColumn, type ListSpec, type SortTerm } from '../lists/columns';
import { columnCondition } from '../lists/conditions';
import { orderedBy, sortTerms } from '../lists/order';
import { type AreaApp } from '../http/areaApp';
import { displayNumberSql } from './mapping';

/**
 * A field of the picker's grid over the grammar of src/server/lists: filtered as its text, so
 * "eq" is equality ignoring case and "contains" is contains whatever the type; sorted by the
 * value itself.
 */
const pickerColumn = (value: Expression<any>, sortBy?: ListColumn['sortBy']) =>
  listColumn(sql`${value}::text`, 'text', { plainText: 'equalsIgnoringCase', sortBy: sortBy ?? ((direction) => [{ sql: value, direction }]) });

/** The number sorts as numbers, its sub work orders after it. */
const byNumber = (direction: SortTerm['direction']): SortTerm[] => [
  { sql: sql.ref('wo.work_order_number'), direction },
  { sql: sql.ref('wo.sub_number'), direction: 'asc', nullsFirst: true },
];

type TechnicianPickerField = (typeof TECHNICIAN_PICKER_FIELDS)[number];

/** Every field the picker's request may sort or filter by (the wire schema's list) has its column. */
const PICKER_COLUMNS: Record<TechnicianPickerField, ListColumn> = {
  workOrderId: pickerColumn(sql.ref('wo.id')),
  workOrderNumber: pickerColumn(displayNumberSql('wo'), byNumber),
  status: pickerColumn(sql.ref('st.name')),
  problem: pickerColumn(sql.ref('wo.problem')),
  customerName: pickerColumn(sql.ref('c.name')),
  address: pickerColumn(sql.ref('wo.site_address')),
};

const PICKER_LIST: ListSpec = { label: 'Work orders', columns: PICKER_COLUMNS };

export default async function technicianPickerRoutes(app: AreaApp) {
  const { db } = app;

  app.post(
    '/api/v1/workOrder/technicianWorkOrders',
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: "The caller's open assigned work orders, for the Select New Work Order dialog",
        body: technicianPickerBody,
        response: { 200: TECHNICIAN_WORK_ORDERS_SCHEMA },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const take = body.take ?? TECHNICIAN_PICKER.pageSize;
      const skip = body.skip ?? 0;
      const filters = body.filter?.filters ?? [];
      const sorts = body.sort?.length ? body.sort : [{ field: 'workOrderNumber', dir: 'desc' as const }];

      const rows = db
        .selectFrom('work_orders as wo')
        .innerJoin('work_order_technicians as mine', 'mine.work_order_id', 'wo.id')
        .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
        .innerJoin('work_order_statuses as st', (j) => j.onRef('st.subscriber_id', '=', 'wo.subscriber_id').onRef('st.id', '=', 'wo.status_id'))
        .where('wo.subscriber_id', '=', principal.subscriberId)
        .where('mine.technician_id', '=', principal.userId)
        .where('wo.status_id', 'not in', [...CLOSED_WORK_ORDER_STATUSES])
        .where((eb) => {
          const conditions: Expression<SqlBool>[] = filters.map(({ field, operator, value }) =>
            columnCondition(eb, PICKER_LIST, operator === 'eq' ? field : `${field}_contains`, String(value), principal.timeZone),
          );
          if (!conditions.length) return eb.and([]);
          return body.filter?.logic === 'and' ? eb.and(conditions) : eb.or(conditions);
        });

      const page = rows
        .select([
          'wo.id as workOrderId',
          displayNumberSql('wo').as('workOrderNumber'),
          'st.name as status',
          'wo.problem',
          'c.name as customerName',
          'wo.site_address as address',
          'wo.billing_customer_id as billingCompanyId',
        ])
        .offset(skip)
        .limit(take);
      const terms = sorts.flatMap(({ field, dir }) => sortTerms(PICKER_LIST.columns, field, dir === 'desc' ? 'DESC' : 'ASC'));
      const [found, { total }] = await Promise.all([
        orderedBy(page, [...terms, { sql: sql.ref('wo.id'), direction: 'asc' }]).execute(),
        rows.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const data: TechnicianWorkOrderRow[] = found.map((row) => ({ ...row, totalCount: Number(total) }));
      return { data, total: Number(total) };
    },
  );
}
