/**
 * The ra-data-simple-rest list query against a resource table: filter keys are a property
 * (equality; an array means any of), `q` (contains, over the text columns), or a property
 * with an operator suffix: _gte, _lte, _gt, _lt (ranges), _contains (text), _neq.
 * `id` with an array is getMany.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../errors';
import type { ColumnDefinition, ResourceDefinition } from './definition';

const OPERATORS = ['_gte', '_lte', '_gt', '_lt', '_contains', '_neq'] as const;
const SQL_OPERATOR = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<', _neq: '<>' } as const;

const SYSTEM_COLUMNS: Record<string, Pick<ColumnDefinition, 'column' | 'kind'>> = {
  id: { column: 'id', kind: 'integer' },
  version: { column: 'version', kind: 'integer' },
  createdBy: { column: 'created_by', kind: 'integer' },
  createdDate: { column: 'created_date', kind: 'dateTime' },
  modifiedBy: { column: 'modified_by', kind: 'integer' },
  modifiedDate: { column: 'modified_date', kind: 'dateTime' },
};

/** The column behind a property name from a request; inherited names such as "toString" are none. */
export function columnFor(definition: ResourceDefinition, property: string) {
  const own = definition.columns.find((c) => c.property === property);
  if (own) return own;
  return Object.hasOwn(SYSTEM_COLUMNS, property) ? SYSTEM_COLUMNS[property] : null;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function checkValue(kind: ColumnDefinition['kind'], key: string, value: unknown): unknown {
  const fail = (expected: string) => {
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
    case 'dateTime':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
        fail('a date-time YYYY-MM-DDTHH:mm:ss');
      }
      return value;
    case 'text':
      if (typeof value !== 'string' || value.length > 500) fail('text of at most 500 characters');
      return value;
    default:
      return fail('a value this column can be filtered by');
  }
}

/** The WHERE conditions of a filter object, or a 400 naming the bad key. */
export function filterConditions(definition: ResourceDefinition, filter: Record<string, unknown>) {
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
      if (!operator) {
        if (value === null) conditions.push(eb(ref, 'is', null));
        else if (Array.isArray(value)) {
          if (value.length > 1000) throw badRequest(`The filter ${key} lists too many values.`);
          conditions.push(value.length ? eb(ref, 'in', value.map((v) => checkValue(column.kind, key, v))) : sql<SqlBool>`false`);
        } else conditions.push(eb(ref, '=', checkValue(column.kind, key, value)));
      } else if (operator === '_contains') {
        if (column.kind !== 'text') throw badRequest(`The filter ${key} works on text fields only.`);
        conditions.push(eb(ref, 'ilike', escapeLike(String(checkValue('text', key, value)))));
      } else {
        conditions.push(eb(ref, SQL_OPERATOR[operator], checkValue(column.kind, key, value)));
      }
    }
    return conditions;
  };
}
