/**
 * The filter of the work-order grids, as the generic grid sends it (resources/list/filterModel.ts):
 * `q` (see qCondition), `technicianId`, and any row field plain (equality;
 * an array means any of; text means contains), or with _gte, _lte, _gt, _lt, _neq, _contains.
 * A date-time is a wall-clock time of the subscriber's zone (the instant it names there is
 * compared), and a date alone on a date-time field matches that whole day. Conditions apply to
 * the row columns of the derived table `r`.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { WorkOrderListRow } from '../../domain/workOrders/orders';
import { normalisePhone } from '../../domain/phone';
import { INT4_MAX } from '../db/schema';
import { badRequest } from '../errors';
import { instantOfApiDateTime, nextDay } from '../http/timeZone';

type Kind = 'integer' | 'number' | 'text' | 'boolean' | 'dateTime';

export const ROW_FIELDS: Record<keyof WorkOrderListRow, Kind> = {
  id: 'integer',
  workOrderNumber: 'integer',
  subNumber: 'integer',
  displayNumber: 'text',
  customerId: 'integer',
  customerName: 'text',
  siteAddress: 'text',
  problem: 'text',
  statusId: 'integer',
  status: 'text',
  flagId: 'integer',
  flag: 'text',
  technicianNames: 'text',
  nteAmount: 'number',
  isOpenLaborMine: 'boolean',
  createdDate: 'dateTime',
  modifiedDate: 'dateTime',
};

const SEARCHED_BY_Q: Array<keyof WorkOrderListRow> = ['displayNumber', 'customerName', 'siteAddress', 'problem', 'technicianNames'];
/** Typed phone punctuation: "(805) 555-0100", "+1 805.555.0100". */
const PHONE_LIKE = /^[\d\s().+-]+$/;
/** From seven digits (a local number) a search also reads phones, so an order number never matches one. */
const PHONE_SEARCH_MIN_DIGITS = 7;
const OPERATORS = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<', _neq: '<>', _contains: 'ilike' } as const;
type Operator = keyof typeof OPERATORS;
const MAX_LISTED = 1000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function refused(key: string, expected: string): never {
  throw badRequest(`The filter ${key} must be ${expected}.`, { [`filter.${key}`]: [`Must be ${expected}.`] });
}

function checked(kind: Kind, key: string, value: unknown, timeZone: string): unknown {
  switch (kind) {
    case 'integer':
      return Number.isInteger(value) && Math.abs(value as number) <= INT4_MAX ? value : refused(key, 'a whole number');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : refused(key, 'a number');
    case 'boolean':
      return typeof value === 'boolean' ? value : refused(key, 'true or false');
    case 'text':
      return typeof value === 'string' && value.length <= 500 ? value : refused(key, 'text of at most 500 characters');
    case 'dateTime':
      return (typeof value === 'string' && instantOfApiDateTime(value, timeZone)) || refused(key, 'a date-time YYYY-MM-DDTHH:mm:ss');
  }
}

const column = (field: string) => sql.ref(`r.${field}`);

function fieldCondition(eb: ExpressionBuilder<any, any>, key: string, value: unknown, timeZone: string): Expression<SqlBool> {
  const operator = (Object.keys(OPERATORS) as Operator[]).find((op) => key.endsWith(op));
  const field = operator ? key.slice(0, -operator.length) : key;
  if (!Object.hasOwn(ROW_FIELDS, field)) {
    throw badRequest(`Work orders cannot be filtered by "${key}".`, { [`filter.${key}`]: ['Not a filterable field.'] });
  }
  const kind = ROW_FIELDS[field as keyof WorkOrderListRow];
  const ref = column(field);
  const valueOf = (v: unknown) => checked(kind, key, v, timeZone);
  if (operator === '_contains' || (!operator && kind === 'text' && typeof value === 'string')) {
    if (kind !== 'text') throw badRequest(`The filter ${key} works on text fields only.`, { [`filter.${key}`]: ['Not a text field.'] });
    return eb(ref, 'ilike', containsPattern(valueOf(value) as string));
  }
  if (operator) return eb(ref, OPERATORS[operator], valueOf(value));
  if (value === null) return eb(ref, 'is', null);
  if (Array.isArray(value)) {
    if (value.length > MAX_LISTED) throw badRequest(`The filter ${key} lists too many values.`, { [`filter.${key}`]: ['Too many values.'] });
    return value.length ? eb(ref, 'in', value.map(valueOf)) : sql<SqlBool>`false`;
  }
  if (kind === 'dateTime' && typeof value === 'string' && DAY.test(value)) {
    return eb.and([eb(ref, '>=', valueOf(value)), eb(ref, '<', valueOf(nextDay(value)))]);
  }
  return eb(ref, '=', valueOf(value));
}

/**
 * The search box: number, customer, site address, problem and technicians as the grid shows
 * them, the billing customer's name, and the customer's or billing customer's phone by its
 * digits (typed with or without hyphens, a leading +1 ignored).
 */
function qCondition(eb: ExpressionBuilder<any, any>, text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  const digits = PHONE_LIKE.test(text) ? normalisePhone(text).replace(/\D/g, '') : '';
  const customers = eb
    .selectFrom('work_orders as qwo')
    .innerJoin('customers as qc', (j) =>
      j.onRef('qc.subscriber_id', '=', 'qwo.subscriber_id').on((on) => on.or([on('qc.id', '=', on.ref('qwo.customer_id')), on('qc.id', '=', on.ref('qwo.billing_customer_id'))])),
    )
    .select('qc.id')
    .where(sql<SqlBool>`qwo.id = ${column('id')}`)
    .where((inner) =>
      inner.or([
        inner('qc.name', 'ilike', pattern),
        ...(digits.length >= PHONE_SEARCH_MIN_DIGITS
          ? [inner(sql`regexp_replace(coalesce(qc.phone, ''), '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    );
  return eb.or([...SEARCHED_BY_Q.map((field) => eb(column(field), 'ilike', pattern)), eb.exists(customers)]);
}

function technicianCondition(eb: ExpressionBuilder<any, any>, value: unknown, timeZone: string): Expression<SqlBool> {
  const ids = (Array.isArray(value) ? value : [value]).map((v) => checked('integer', 'technicianId', v, timeZone) as number);
  if (!ids.length) return sql<SqlBool>`false`;
  return eb.exists(
    eb
      .selectFrom('work_order_technicians as wt')
      .select('wt.technician_id')
      .where(sql<SqlBool>`wt.work_order_id = ${column('id')}`)
      .where('wt.technician_id', 'in', ids),
  );
}

/** The WHERE conditions of a grid filter, or a 400 naming the key that cannot filter; date-times are wall-clock times in `timeZone`. */
export function listConditions(filter: Record<string, unknown>, timeZone: string) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === '') continue;
      if (key === 'q') {
        const text = String(checked('text', 'q', value, timeZone)).trim();
        if (text) conditions.push(qCondition(eb, text));
      } else if (key === 'technicianId') {
        conditions.push(technicianCondition(eb, value, timeZone));
      } else {
        conditions.push(fieldCondition(eb, key, value, timeZone));
      }
    }
    return eb.and(conditions);
  };
}
