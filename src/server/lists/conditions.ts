/**
 * The filter grammar of every list (ra-data-simple-rest's filter={...}, spec §5): a key is a
 * field of the list's column map, plain (equality, or what the map declares for plain text; an
 * array means any of; null means empty) or with an operator suffix _gte, _lte, _gt, _lt, _neq,
 * _contains (text only); `q` is the list's search box; a list may add keys of its own. A day
 * alone on a date-time field means that whole day. Anything else is a 400 naming the key.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { INT4_MAX } from '../db/schema';
import { badRequest } from '../errors';
import { instantOfApiDateTime, nextDay, readApiDateTime } from '../http/timeZone';
import { containsText, type ColumnKind, type ListColumn, type ListSpec } from './columns';

const COMPARISONS = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<', _neq: '<>' } as const;
type Operator = keyof typeof COMPARISONS | '_contains';
const OPERATORS = [...(Object.keys(COMPARISONS) as Operator[]), '_contains'] as const;

/** A filter key as the field it names and its operator suffix, if any. */
function splitKey(key: string): { field: string; operator: Operator | undefined } {
  const operator = OPERATORS.find((op) => key.endsWith(op));
  return { field: operator ? key.slice(0, -operator.length) : key, operator };
}

export const MAX_FILTER_VALUES = 1000;
export const MAX_FILTER_TEXT = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function refused(key: string, expected: string): never {
  throw badRequest(`The filter ${key} must be ${expected}.`, { [`filter.${key}`]: [`Must be ${expected}.`] });
}

/** A filter value as the column compares it, or a 400 naming the key; wall-clock times are read in `timeZone`. */
export function filterValue(kind: ColumnKind, key: string, value: unknown, timeZone: string): unknown {
  switch (kind) {
    case 'integer':
      return Number.isInteger(value) && Math.abs(value as number) <= INT4_MAX ? value : refused(key, 'a whole number');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : refused(key, 'a number');
    case 'boolean':
      return typeof value === 'boolean' ? value : refused(key, 'true or false');
    case 'text':
      return typeof value === 'string' && value.length <= MAX_FILTER_TEXT ? value : refused(key, `text of at most ${MAX_FILTER_TEXT} characters`);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10)))
        ? value.slice(0, 10)
        : refused(key, 'a date YYYY-MM-DD');
    case 'dateTime': {
      const wall = typeof value === 'string' ? readApiDateTime(value) : null;
      return wall ? `${wall.date}T${wall.time}` : refused(key, 'a date-time YYYY-MM-DDTHH:mm:ss');
    }
    case 'instant':
      return (typeof value === 'string' && instantOfApiDateTime(value, timeZone)) || refused(key, 'a date-time YYYY-MM-DDTHH:mm:ss');
  }
}

/** The condition of a plain key: null, any of a list, a whole day, or what plain text means for the column. */
function plainCondition(eb: ExpressionBuilder<any, any>, column: ListColumn, key: string, value: unknown, read: (v: unknown) => unknown) {
  if (value === null) return eb(column.sql, 'is', null);
  if (Array.isArray(value)) {
    if (value.length > MAX_FILTER_VALUES) throw badRequest(`The filter ${key} lists too many values.`, { [`filter.${key}`]: ['Too many values.'] });
    return value.length ? eb(column.sql, 'in', value.map(read)) : sql<SqlBool>`false`;
  }
  if ((column.kind === 'dateTime' || column.kind === 'instant') && typeof value === 'string' && DAY.test(value)) {
    return eb.and([eb(column.sql, '>=', read(value)), eb(column.sql, '<', read(nextDay(value)))]);
  }
  if (column.kind === 'text' && column.plainText === 'contains') return containsText(eb, column.sql, read(value) as string);
  if (column.kind === 'text' && column.plainText === 'equalsIgnoringCase') {
    return eb(sql`lower(${column.sql})`, '=', (read(value) as string).toLowerCase());
  }
  return eb(column.sql, '=', read(value));
}

/** The condition of one filter key on one column of the map. */
export function columnCondition(eb: ExpressionBuilder<any, any>, spec: ListSpec, key: string, value: unknown, timeZone: string): Expression<SqlBool> {
  const { field, operator } = splitKey(key);
  const column = Object.hasOwn(spec.columns, field) ? spec.columns[field] : undefined;
  if (!column?.filterable) {
    throw badRequest(`${spec.label} cannot be filtered by "${key}".`, { [`filter.${key}`]: ['Not a filterable field.'] });
  }
  const read = (v: unknown) => filterValue(column.kind, key, v, timeZone);
  if (!operator) return plainCondition(eb, column, key, value, read);
  if (operator === '_contains') {
    if (column.kind !== 'text') throw badRequest(`The filter ${key} works on text fields only.`, { [`filter.${key}`]: ['Not a text field.'] });
    return containsText(eb, column.sql, read(value) as string);
  }
  return eb(column.sql, COMPARISONS[operator], read(value));
}

function knowsKey(spec: ListSpec, key: string): boolean {
  const field = splitKey(key).field;
  return (
    (key === 'q' && !!spec.search) ||
    (!!spec.extraFilters && Object.hasOwn(spec.extraFilters, key)) ||
    !!spec.ignoresUnknownFilters ||
    (Object.hasOwn(spec.columns, field) && spec.columns[field].filterable)
  );
}

/** The WHERE condition of a whole filter object (every key must hold), or a 400 naming the first bad key. */
export function filterCondition(spec: ListSpec, filter: Record<string, unknown>, timeZone: string) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      // An empty value is no filter, but only on a key the list knows: an unknown one is a 400 either way.
      if ((value === undefined || value === '') && knowsKey(spec, key)) continue;
      if (key === 'q' && spec.search) {
        const text = String(filterValue('text', 'q', value, timeZone)).trim();
        if (text) conditions.push(spec.search(eb, text));
      } else if (spec.extraFilters && Object.hasOwn(spec.extraFilters, key)) {
        conditions.push(spec.extraFilters[key](eb, value, timeZone));
      } else if (spec.ignoresUnknownFilters && !Object.hasOwn(spec.columns, splitKey(key).field)) {
        continue;
      } else {
        conditions.push(columnCondition(eb, spec, key, value, timeZone));
      }
    }
    return eb.and(conditions);
  };
}
