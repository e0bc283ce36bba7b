/**
 * Grid column filters (spec §5): which operators a column type offers and how the
 * value typed into the filter is read. Numbers compare equal, greater than or less
 * than and are read as integers; text matches by "contains"; dates and yes/no columns
 * only compare equal, dates at local midnight.
 */
import { isValidDate, parseApiDateTime, parseFilterDate, startOfDay } from '../dateFormats';

export type GridColumnType = 'number' | 'text' | 'date' | 'boolean';

/** Operator names as the grid's filter model spells them. */
export type GridOperator = 'eq' | 'gt' | 'lt' | 'contains';

export interface FilterOperatorChoice {
  operator: GridOperator;
  label: string;
}

const EQUAL: FilterOperatorChoice = { operator: 'eq', label: 'Equal' };

const OPERATORS: Record<GridColumnType, readonly FilterOperatorChoice[]> = {
  number: [EQUAL, { operator: 'gt', label: 'Greater than' }, { operator: 'lt', label: 'Less than' }],
  text: [{ operator: 'contains', label: 'Contains' }],
  date: [EQUAL],
  boolean: [EQUAL],
};

/** The operators a column of this type offers, the default first. */
export const filterOperators = (type: GridColumnType): readonly FilterOperatorChoice[] => OPERATORS[type];

export const defaultFilterOperator = (type: GridColumnType): GridOperator => OPERATORS[type][0].operator;

export type FilterValue = number | string | Date | boolean;

function parseInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.trunc(raw) || 0 : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!/^[+-]?\d+(?:\.\d*)?$/.test(text)) return null;
  const value = Math.trunc(Number(text)) || 0;
  return Number.isSafeInteger(value) ? value : null;
}

function parseDay(raw: unknown): Date | null {
  if (isValidDate(raw)) return startOfDay(raw);
  if (typeof raw !== 'string') return null;
  const date = parseFilterDate(raw) ?? parseApiDateTime(raw);
  return date && startOfDay(date);
}

function parseYesNo(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw !== 'string') return null;
  const text = raw.trim().toLowerCase();
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  return null;
}

/**
 * The filter value a raw input stands for, or null when it cannot filter (empty or
 * unreadable), in which case the column is not filtered. Numbers are cut to integers
 * the way parseInt does ("12.7" is 12) but text after the digits ("12abc") is refused.
 * Dates may be typed MM/dd/yyyy or MM-dd-yyyy or come as an API date-time; all become
 * local midnight. Yes/no takes booleans and "true"/"false"/"yes"/"no" in any case.
 */
export function parseFilterValue(type: GridColumnType, raw: unknown): FilterValue | null {
  switch (type) {
    case 'number':
      return parseInteger(raw);
    case 'text': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      return text === '' ? null : text;
    }
    case 'date':
      return parseDay(raw);
    case 'boolean':
      return parseYesNo(raw);
  }
}

export interface GridFilter {
  field: string;
  operator: GridOperator;
  value: FilterValue;
}

/** A filter for the grid request, or null when the column type does not offer the operator or the value cannot filter. */
export function buildGridFilter(field: string, type: GridColumnType, operator: GridOperator, raw: unknown): GridFilter | null {
  if (!OPERATORS[type].some((choice) => choice.operator === operator)) return null;
  const value = parseFilterValue(type, raw);
  return value === null ? null : { field, operator, value };
}
