/**
 * What a list remembers between visits (spec §9 "Storage"): column order, widths, hidden
 * columns, grouping, filters, search, sort and page size, in local storage per subscriber and
 * resource. What is read back is checked against the current columns, so a changed schema
 * never breaks a list.
 */
import { GRID_PAGE_SIZES, LIST_DEFAULT_TAKE } from '../../domain/constants';
import type { GridOperator } from '../../domain/lists/gridFilters';
import type { CellFilter } from './filterModel';

export interface GridState {
  columnOrder: string[];
  columnSizing: Record<string, number>;
  columnVisibility: Record<string, boolean>;
  grouping: string[];
  filters: Record<string, CellFilter>;
  q: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}

export const gridStateKey = (subscriberId: number | string, resource: string): string => `fielddesk.grid.${subscriberId}.${resource}`;

export function defaultGridState(sort: GridState['sort']): GridState {
  return { columnOrder: [], columnSizing: {}, columnVisibility: {}, grouping: [], filters: {}, q: '', sort, perPage: LIST_DEFAULT_TAKE };
}

const OPERATORS: readonly GridOperator[] = ['eq', 'gt', 'lt', 'contains'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored state made safe: unknown columns, sizes, operators and page sizes are dropped. */
export function sanitizeGridState(raw: unknown, fields: readonly string[], fallback: GridState, sortable: readonly string[] = fields): GridState {
  if (!isRecord(raw)) return fallback;
  const known = new Set(fields);
  const pick = <T,>(value: unknown, check: (v: unknown) => v is T): Record<string, T> =>
    isRecord(value) ? (Object.fromEntries(Object.entries(value).filter(([k, v]) => known.has(k) && check(v))) as Record<string, T>) : {};
  const order = Array.isArray(raw.columnOrder) ? raw.columnOrder.filter((f): f is string => typeof f === 'string') : [];
  const filters: Record<string, CellFilter> = {};
  if (isRecord(raw.filters)) {
    for (const [field, cell] of Object.entries(raw.filters)) {
      if (known.has(field) && isRecord(cell) && OPERATORS.includes(cell.operator as GridOperator) && 'value' in cell) {
        filters[field] = { operator: cell.operator as GridOperator, value: cell.value };
      }
    }
  }
  const sort: GridState['sort'] =
    isRecord(raw.sort) && sortable.includes(String(raw.sort.field)) && (raw.sort.order === 'ASC' || raw.sort.order === 'DESC')
      ? { field: String(raw.sort.field), order: raw.sort.order }
      : fallback.sort;
  return {
    // Columns MRT adds itself (selection, grouping) keep their place too.
    columnOrder: order,
    columnSizing: pick(raw.columnSizing, (v): v is number => typeof v === 'number' && v >= 40 && v <= 2000),
    columnVisibility: pick(raw.columnVisibility, (v): v is boolean => typeof v === 'boolean'),
    grouping: Array.isArray(raw.grouping) ? raw.grouping.filter((f): f is string => typeof f === 'string' && known.has(f)) : [],
    filters,
    q: typeof raw.q === 'string' ? raw.q.slice(0, 200) : '',
    sort,
    perPage: (GRID_PAGE_SIZES as readonly number[]).includes(raw.perPage as number) ? (raw.perPage as number) : fallback.perPage,
  };
}

export function readGridState(key: string, fields: readonly string[], fallback: GridState, sortable: readonly string[] = fields): GridState {
  try {
    const text = localStorage.getItem(key);
    return text ? sanitizeGridState(JSON.parse(text), fields, fallback, sortable) : fallback;
  } catch {
    return fallback;
  }
}

export function writeGridState(key: string, state: GridState): void {
  try {
    localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the list still works, it just does not remember.
  }
}

export function clearGridState(key: string): void {
  localStorage.removeItem(key);
}
