/**
 * One page of a list the ra-data-simple-rest way (spec §9 grids): sort=["field","ASC"],
 * range=[start,end], filter={...}; the total comes from the Content-Range header.
 */
import { requestRaw, type Query } from './httpClient';

export interface ListPageQuery {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/** "users 0-24/319" -> 319. */
export const totalOf = (contentRange: string | null, fallback: number): number => {
  const total = Number(contentRange?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
};

export async function fetchListPage<T>(
  path: string,
  { page, perPage, sort, filter }: ListPageQuery,
  options: { query?: Query; signal?: AbortSignal } = {},
): Promise<{ rows: T[]; total: number }> {
  const start = (page - 1) * perPage;
  const answer = await requestRaw('GET', path, {
    query: {
      ...options.query,
      sort: JSON.stringify([sort.field, sort.order]),
      range: JSON.stringify([start, start + perPage - 1]),
      filter: JSON.stringify(filter),
    },
    signal: options.signal,
  });
  const rows = (answer.json as T[] | undefined) ?? [];
  return { rows, total: totalOf(answer.headers.get('Content-Range'), rows.length) };
}
