/**
 * The ra-data-simple-rest list query against a resource table: filter keys are a property
 * (equality; an array means any of), `q` (contains, over the text columns), or a property
 * with an operator suffix: _gte, _lte, _gt, _lt (ranges), _contains (text), _neq.
 * `id` with an array is getMany. A day alone on a date-time property means that whole day.
 * Date-time values are wall-clock times of the subscriber's zone: compared as they are with a
 * date-time property (a `timestamp` column), turned into the instant they name there for the
 * audit dates (timestamptz).
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../errors';
import { instantOfApiDateTime, nextDay, readApiDateTime } from '../http/timeZone';
import type { ColumnDefinition, ResourceDefinition } from './definition';

const OPERATORS = ['_gte', '_lte', '_gt', '_lt', '_contains', '_neq'] as const;
const SQL_OPERATOR = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<', _neq: '<>' } as const;

/** What a filter value is checked as: a column's kind, or an instant for the audit dates. */
type FilterKind = ColumnDefinition['kind'] | 'instant';

interface FilterColumn {
  column: string;
  kind: FilterKind;
}

const SYSTEM_COLUMNS: Record<string, FilterColumn> = {
  id: { column: 'id', kind: 'integer' },
  version: { column: 'version', kind: 'integer' },
  createdBy: { column: 'created_by', kind: 'integer' },
  createdDate: { column: 'created_date', kind: 'instant' },
  modifiedBy: { column: 'modified_by', kind: 'integer' },
  modifiedDate: { column: 'modified_date', kind: 'instant' },
};

/** The column behind a property name from a request; inherited names such as "toString" are none. */
export function columnFor(definition: ResourceDefinition, property: string): FilterColumn | null {
  const own = definition.columns.find((c) => c.property === property);
  if (own) return own;
  return Object.hasOwn(SYSTEM_COLUMNS, property) ? SYSTEM_COLUMNS[property] : null;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkValue(kind: FilterKind, key: string, value: unknown, timeZone: string): unknown {
  const fail = (expected: string): never => {
    throw badRequest(`The filter ${key} must be ${expected}.`, { [`filter.${key}`]: [`Must be ${expected}.`] });
  };
  switch (kind) {
    case 'integer':
      if (!Number.isInteger(value) || Math.abs(value as number) > 2_147_483_647) fail('a whole number');
      return value;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail('a number');
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') fail('true or false');
      return value;
    case 'date':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value.slice(0, 10)))) fail('a date YYYY-MM-DD');
      return (value as string).slice(0, 10);
    case 'dateTime': {
      const wall = typeof value === 'string' ? readApiDateTime(value) : null;
      return wall ? `${wall.date}T${wall.time}` : fail('a date-time YYYY-MM-DDTHH:mm:ss');
    }
    case 'instant':
      return (typeof value === 'string' && instantOfApiDateTime(value, timeZone)) || fail('a date-time YYYY-MM-DDTHH:mm:ss');
    case 'text':
      if (typeof value !== 'string' || value.length > 500) fail('text of at most 500 characters');
      return value;
    default:
      return fail('a value this column can be filtered by');
  }
}

/** The WHERE conditions of a filter object, or a 400 naming the bad key; date-times are wall-clock times in `timeZone`. */
export function filterConditions(definition: ResourceDefinition, filter: Record<string, unknown>, timeZone: string) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool>[] => {
    const conditions: Expression<SqlBool>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === '') continue;
      if (key === 'q') {
        if (typeof value !== 'string' || value.length > 500) throw badRequest('The filter q must be text.', { 'filter.q': ['Must be text.'] });
        const text = definition.columns.filter((c) => c.kind === 'text');
        if (text.length) conditions.push(eb.or(text.map((c) => eb(eb.ref(c.column), 'ilike', escapeLike(value)))));
        continue;
      }
      const operator = OPERATORS.find((op) => key.endsWith(op));
      const property = operator ? key.slice(0, -operator.length) : key;
      const column = columnFor(definition, property);
      if (!column || column.kind === 'json') {
        throw badRequest(`${definition.label} cannot be filtered by "${key}".`, { [`filter.${key}`]: ['Not a filterable field.'] });
      }
      const ref = eb.ref(column.column);
      const checked = (v: unknown) => checkValue(column.kind, key, v, timeZone);
      const isDateTime = column.kind === 'dateTime' || column.kind === 'instant';
      if (!operator) {
        if (value === null) conditions.push(eb(ref, 'is', null));
        else if (Array.isArray(value)) {
          if (value.length > 1000) throw badRequest(`The filter ${key} lists too many values.`);
          conditions.push(value.length ? eb(ref, 'in', value.map(checked)) : sql<SqlBool>`false`);
        } else if (isDateTime && typeof value === 'string' && DAY.test(value)) {
          // A day alone: from its midnight to the next one.
          const from = checked(value);
          conditions.push(eb.and([eb(ref, '>=', from), eb(ref, '<', checked(nextDay(value)))]));
        } else conditions.push(eb(ref, '=', checked(value)));
      } else if (operator === '_contains') {
        if (column.kind !== 'text') throw badRequest(`The filter ${key} works on text fields only.`);
        conditions.push(eb(ref, 'ilike', escapeLike(String(checkValue('text', key, value, timeZone)))));
      } else {
        conditions.push(eb(ref, SQL_OPERATOR[operator], checked(value)));
      }
    }
    return conditions;
  };
}
