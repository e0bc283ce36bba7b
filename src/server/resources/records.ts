/**
 * Moving records between the API (camelCase properties, dates as text) and the table
 * (snake_case columns).
 */
import type { ResourceDefinition } from './definition';

export type ApiRecord = Record<string, unknown> & { id: number; version: number };

const isoSeconds = (value: unknown): string | null => {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 19);
  return String(value).replace(' ', 'T').slice(0, 19);
};

export function toApiRecord(definition: ResourceDefinition, row: Record<string, unknown>): ApiRecord {
  const record: Record<string, unknown> = {
    id: row.id,
    version: row.version,
    createdBy: row.created_by,
    createdDate: isoSeconds(row.created_date),
    modifiedBy: row.modified_by,
    modifiedDate: isoSeconds(row.modified_date),
  };
  for (const column of definition.columns) {
    const value = row[column.column];
    if (column.writeOnly) record[column.property] = null;
    else record[column.property] = column.kind === 'dateTime' ? isoSeconds(value) : (value ?? null);
  }
  return record as ApiRecord;
}

/** The column values of a validated body (system fields are never taken from it). */
export function toColumnValues(definition: ResourceDefinition, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of definition.columns) {
    if (!(column.property in body)) continue;
    const value = body[column.property];
    // A secret is never sent back, so an update that leaves it empty keeps the stored one.
    if (column.writeOnly && (value === null || value === '')) continue;
    values[column.column] = column.kind === 'json' && value != null ? JSON.stringify(value) : value;
  }
  return values;
}
