/**
 * Parses the list query of ra-data-simple-rest: sort=["field","ASC"], range=[0,24],
 * filter={"q":"..."}. Anything malformed is a 400 that says which parameter is wrong.
 * getMany sends ids without a range: then the page holds every one of them, not a first page.
 */
import { badRequest } from '../errors';
import { sortableFields, type ColumnMap } from './columns';

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

export const MAX_PAGE_SIZE = 1000;

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`The ${name} parameter is not valid JSON.`, { [name]: ['Not valid JSON.'] });
  }
}

export function parseListQuery(
  query: Record<string, string | undefined>,
  columns: ColumnMap,
  [defaultSort, defaultOrder]: readonly [string, 'ASC' | 'DESC'],
): ListQuery {
  const sortable = sortableFields(columns);
  const sort = parseJson('sort', query.sort) ?? [defaultSort, defaultOrder];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !sortable.includes(String(sort[0])) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw badRequest(`The sort parameter must be ["field","ASC|DESC"] with a field among ${sortable.join(', ')}.`, {
      sort: ['Not a sortable field or order.'],
    });
  }
  const range = parseJson('range', query.range) ?? [0, 24];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_PAGE_SIZE
  ) {
    throw badRequest(`The range parameter must be [start,end] with at most ${MAX_PAGE_SIZE} rows.`, {
      range: ['Not a valid range.'],
    });
  }
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest('The filter parameter must be a JSON object.', { filter: ['Not a JSON object.'] });
  }
  const ids = (filter as Record<string, unknown>).id;
  const everyId = query.range === undefined && Array.isArray(ids) && ids.length > 0;
  return {
    sort: { field: String(sort[0]), order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' },
    range: everyId ? { start: 0, end: Math.min(ids.length, MAX_PAGE_SIZE) - 1 } : { start: range[0], end: range[1] },
    filter: filter as Record<string, unknown>,
  };
}
