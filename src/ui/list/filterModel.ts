/**
 * From what the user put in the filter cells and the search box to the API's filter object
 * (spec §5): text contains -> `<f>_contains`; numbers equal/greater/less, read as integers ->
 * `<f>`, `<f>_gt`, `<f>_lt`; dates equal at midnight (a date-time column matches the whole
 * day); yes/no, references and enums equal -> `<f>`; the search box -> `q`.
 */
import { formatApiDateTime } from '../../domain/dateFormats';
import { buildGridFilter, type GridOperator } from '../../domain/lists/gridFilters';
import { filterTypeOf, type ColumnSpec } from './columns';

/** What one filter cell holds: the operator chosen and the raw value typed or picked. */
export interface CellFilter {
  operator: GridOperator;
  value: unknown;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const apiDate = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

const SUFFIX: Record<GridOperator, string> = { eq: '', gt: '_gt', lt: '_lt', contains: '_contains' };

/** The API filter entries of one column, or none when the cell cannot filter. */
export function apiFilterOfCell(column: ColumnSpec, cell: CellFilter | undefined): Record<string, unknown> {
  if (!cell || !column.filterable) return {};
  const type = filterTypeOf(column.kind);
  if (type === 'select') {
    return cell.value === null || cell.value === undefined || cell.value === '' ? {} : { [column.field]: cell.value };
  }
  const filter = buildGridFilter(column.field, type, cell.operator, cell.value);
  if (!filter) return {};
  if (filter.value instanceof Date) {
    if (column.kind === 'dateTime') {
      const next = new Date(filter.value.getFullYear(), filter.value.getMonth(), filter.value.getDate() + 1);
      return { [`${column.field}_gte`]: formatApiDateTime(filter.value), [`${column.field}_lt`]: formatApiDateTime(next) };
    }
    return { [column.field]: apiDate(filter.value) };
  }
  return { [`${column.field}${SUFFIX[filter.operator]}`]: filter.value };
}

/** The whole filter object of a list request. */
/** The grid's filter cells with one field's cell set, or removed when `cell` is undefined. */
export function withFilterCell(filters: Readonly<Record<string, CellFilter>>, field: string, cell: CellFilter | undefined): Record<string, CellFilter> {
  const next = { ...filters };
  if (cell) next[field] = cell;
  else delete next[field];
  return next;
}

/**
 * The filter cells a link asks for: `?filter={"customerId":1001}` sets each named filterable
 * column to equal its value; null when the address names none (or nothing it can show).
 */
export function filterCellsOfAddress(columns: readonly ColumnSpec[], text: string | null): Record<string, CellFilter> | null {
  if (!text) return null;
  let asked: unknown;
  try {
    asked = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof asked !== 'object' || asked === null || Array.isArray(asked)) return null;
  const cells: Record<string, CellFilter> = {};
  for (const column of columns) {
    const value = (asked as Record<string, unknown>)[column.field];
    if (column.filterable && value !== undefined && value !== null && typeof value !== 'object') cells[column.field] = { operator: 'eq', value };
  }
  return Object.keys(cells).length ? cells : null;
}

export function apiFilterOf(columns: readonly ColumnSpec[], cells: Readonly<Record<string, CellFilter>>, q: string): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const search = q.trim();
  if (search) filter.q = search;
  for (const column of columns) Object.assign(filter, apiFilterOfCell(column, cells[column.field]));
  return filter;
}
