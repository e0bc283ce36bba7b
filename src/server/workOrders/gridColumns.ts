/**
 * The work-order grids (GET workOrders) over the grammar of src/server/lists: the row fields
 * of the derived table `r`, `q` (see searchCondition) and `technicianId`. Plain text is
 * "contains" here, unlike the resource lists: the grids' API has always read a typed word
 * ("harbor blvd") as part of an address or problem, the spec's text operator (§5). The dates
 * are `timestamptz`, read as wall-clock times of the subscriber's zone.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { WorkOrderListRow } from '../../domain/workOrders/orders';
import { normalisePhone } from '../../domain/phone';
import { containsText, listColumn, type ColumnKind, type ListColumn, type ListSpec, type SortTerm } from '../lists/columns';
import { filterValue } from '../lists/conditions';

const row = (field: keyof WorkOrderListRow) => sql.ref(`r.${field}`);
const rowColumn = (field: keyof WorkOrderListRow, kind: ColumnKind, options: Partial<ListColumn> = {}) =>
  listColumn(row(field), kind, kind === 'text' ? { plainText: 'contains', ...options } : options);

export const GRID_COLUMNS: Readonly<Record<keyof WorkOrderListRow, ListColumn>> = {
  id: rowColumn('id', 'integer'),
  workOrderNumber: rowColumn('workOrderNumber', 'integer'),
  subNumber: rowColumn('subNumber', 'integer'),
  displayNumber: rowColumn('displayNumber', 'text'),
  customerId: rowColumn('customerId', 'integer'),
  customerName: rowColumn('customerName', 'text'),
  siteAddress: rowColumn('siteAddress', 'text'),
  problem: rowColumn('problem', 'text'),
  statusId: rowColumn('statusId', 'integer'),
  status: rowColumn('status', 'text'),
  flagId: rowColumn('flagId', 'integer'),
  flag: rowColumn('flag', 'text'),
  technicianNames: rowColumn('technicianNames', 'text'),
  nteAmount: rowColumn('nteAmount', 'number'),
  sitePhone: rowColumn('sitePhone', 'text'),
  isOpenLaborMine: rowColumn('isOpenLaborMine', 'boolean'),
  createdDate: rowColumn('createdDate', 'instant'),
  modifiedDate: rowColumn('modifiedDate', 'instant'),
};

/** After the requested sort: newest number first, an order before its sub work orders, then id. */
export const GRID_TIE_BREAKERS: readonly SortTerm[] = [
  { sql: row('workOrderNumber'), direction: 'desc' },
  { sql: row('subNumber'), direction: 'asc', nullsFirst: true },
  { sql: row('id'), direction: 'asc' },
];

const SEARCHED_BY_Q: Array<keyof WorkOrderListRow> = ['displayNumber', 'customerName', 'siteAddress', 'problem', 'technicianNames'];
/** Typed phone punctuation: "(805) 555-0100", "+1 805.555.0100". */
const PHONE_LIKE = /^[\d\s().+-]+$/;
/** From seven digits (a local number) a search also reads phones, so an order number never matches one. */
const PHONE_SEARCH_MIN_DIGITS = 7;

/**
 * The search box: number, customer, site address, problem and technicians as the grid shows
 * them, the billing customer's name, and the customer's or billing customer's phone by its
 * digits (typed with or without hyphens, a leading +1 ignored).
 */
function searchCondition(eb: ExpressionBuilder<any, any>, text: string): Expression<SqlBool> {
  const digits = PHONE_LIKE.test(text) ? normalisePhone(text).replace(/\D/g, '') : '';
  const customers = eb
    .selectFrom('work_orders as qwo')
    .innerJoin('customers as qc', (j) =>
      j.onRef('qc.subscriber_id', '=', 'qwo.subscriber_id').on((on) => on.or([on('qc.id', '=', on.ref('qwo.customer_id')), on('qc.id', '=', on.ref('qwo.billing_customer_id'))])),
    )
    .select('qc.id')
    .where(sql<SqlBool>`qwo.id = ${row('id')}`)
    .where((inner) =>
      inner.or([
        containsText(inner, sql.ref('qc.name'), text),
        ...(digits.length >= PHONE_SEARCH_MIN_DIGITS
          ? [inner(sql`regexp_replace(coalesce(qc.phone, ''), '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    );
  return eb.or([...SEARCHED_BY_Q.map((field) => containsText(eb, row(field), text)), eb.exists(customers)]);
}

/** `technicianId`: orders with that technician (or any of a list) among theirs. */
function technicianCondition(eb: ExpressionBuilder<any, any>, value: unknown, timeZone: string): Expression<SqlBool> {
  const ids = (Array.isArray(value) ? value : [value]).map((v) => filterValue('integer', 'technicianId', v, timeZone) as number);
  if (!ids.length) return sql<SqlBool>`false`;
  return eb.exists(
    eb
      .selectFrom('work_order_technicians as wt')
      .select('wt.technician_id')
      .where(sql<SqlBool>`wt.work_order_id = ${row('id')}`)
      .where('wt.technician_id', 'in', ids),
  );
}

export const WORK_ORDER_GRID_LIST: ListSpec = {
  label: 'Work orders',
  columns: GRID_COLUMNS,
  search: searchCondition,
  extraFilters: { technicianId: technicianCondition },
};
