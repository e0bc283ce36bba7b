/**
 * The part of a grid's state that says which rows are shown (page, page size, sort, search,
 * filter cells) as URL query parameters, so a link to a list is shareable and Back returns to
 * the list as it was. The layout (column order, widths, hidden columns, grouping) stays in
 * local storage only (gridState.ts).
 */
import { sanitizeGridState, type GridState } from './gridState';

const PARAMS = ['page', 'perPage', 'sort', 'order', 'q', 'filter'] as const;

/** True when the URL says which rows to show. */
export const hasListParams = (params: URLSearchParams): boolean => PARAMS.some((name) => params.has(name));

function readJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The grid state and page the URL names, over `stored` for what it leaves out; anything unreadable falls back. */
export function gridStateFromUrl(
  params: URLSearchParams,
  stored: GridState,
  fields: readonly string[],
  sortable: readonly string[] = fields,
): { state: GridState; page: number } {
  const raw = {
    ...stored,
    q: params.get('q') ?? stored.q,
    perPage: params.has('perPage') ? Number(params.get('perPage')) : stored.perPage,
    sort: params.has('sort') ? { field: params.get('sort'), order: params.get('order') } : stored.sort,
    filters: params.has('filter') ? readJson(params.get('filter')) : stored.filters,
  };
  const state = sanitizeGridState(raw, fields, stored, sortable);
  const page = Number(params.get('page'));
  return { state, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** `params` with the grid's list parameters set from `state` and `page`; other parameters are kept. */
export function withListParams(params: URLSearchParams, state: GridState, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  next.set('perPage', String(state.perPage));
  next.set('sort', state.sort.field);
  next.set('order', state.sort.order);
  if (state.q) next.set('q', state.q);
  else next.delete('q');
  if (Object.keys(state.filters).length) next.set('filter', JSON.stringify(state.filters));
  else next.delete('filter');
  return next;
}
