/**
 * Moving records between the API (camelCase properties, dates as text) and the table
 * (snake_case columns). The audit dates are instants, answered as the subscriber's wall
 * clock; date-time properties are `timestamp` columns, wall-clock text already.
 */
import { apiDateTime } from '../http/timeZone';
import type { ResourceDefinition } from './definition';

export type ApiRecord = Record<string, unknown> & { id: number; version: number };

/** "YYYY-MM-DD HH:mm:ss[.ffffff]" as PostgreSQL writes a timestamp, in the API's shape. */
const wallClockText = (value: unknown): string | null => (value == null ? null : String(value).replace(' ', 'T').slice(0, 19));

export function toApiRecord(definition: ResourceDefinition, row: Record<string, unknown>, timeZone: string): ApiRecord {
  const record: Record<string, unknown> = {
    id: row.id,
    version: row.version,
    createdBy: row.created_by,
    createdDate: apiDateTime(row.created_date as Date, timeZone),
    modifiedBy: row.modified_by,
    modifiedDate: apiDateTime(row.modified_date as Date, timeZone),
  };
  for (const column of definition.columns) {
    const value = row[column.column];
    if (column.writeOnly) record[column.property] = null;
    else record[column.property] = column.kind === 'dateTime' ? wallClockText(value) : (value ?? null);
  }
  return record as ApiRecord;
}

/**
 * The column values of a validated body (system fields are never taken from it). A secret is
 * stored as `seal` makes it (secrets.ts: sealed, bound to its row and field).
 */
export function toColumnValues(
  definition: ResourceDefinition,
  body: Record<string, unknown>,
  seal?: (column: string, plain: string) => string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of definition.columns) {
    if (!(column.property in body)) continue;
    const value = body[column.property];
    // A secret is never sent back, so an update that leaves it empty keeps the stored one.
    if (column.writeOnly && (value === null || value === '')) continue;
    if (column.writeOnly) {
      if (!seal) throw new Error(`A secret (${definition.name}.${column.property}) cannot be stored without its seal.`);
      values[column.column] = seal(column.column, String(value));
      continue;
    }
    values[column.column] = column.kind === 'json' && value != null ? JSON.stringify(value) : value;
  }
  return values;
}
