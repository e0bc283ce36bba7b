/** ORDER BY and the page of a list: the requested field, then the list's own tie-breakers. */
import type { SelectQueryBuilder } from 'kysely';
import type { ColumnMap, SortTerm } from './columns';
import type { ListQuery } from './parse';

export function sortTerms(columns: ColumnMap, field: string, order: 'ASC' | 'DESC'): SortTerm[] {
  const direction = order === 'DESC' ? 'desc' : 'asc';
  const column = columns[field];
  return column.sortBy ? column.sortBy(direction) : [{ sql: column.sql, direction }];
}

export function orderedBy<Q extends SelectQueryBuilder<any, any, any>>(query: Q, terms: readonly SortTerm[]): Q {
  return terms.reduce(
    (ordered, term) => ordered.orderBy(term.sql, (ob) => (term.nullsFirst ? ob[term.direction]().nullsFirst() : ob[term.direction]())) as Q,
    query,
  );
}

/**
 * The page a list query asks for, sorted by its field and then by `tieBreakers` so pages never
 * overlap; `leading` terms, when given, come before the requested sort (rows pinned to the top).
 */
export function pageOf<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  columns: ColumnMap,
  list: ListQuery,
  tieBreakers: readonly SortTerm[],
  leading: readonly SortTerm[] = [],
): Q {
  return withinRange(orderedBy(query, [...leading, ...sortTerms(columns, list.sort.field, list.sort.order), ...tieBreakers]), list);
}

/** The rows of an ordered query that a list query's range asks for. */
export function withinRange<Q extends SelectQueryBuilder<any, any, any>>(query: Q, list: ListQuery): Q {
  return query.offset(list.range.start).limit(list.range.end - list.range.start + 1) as Q;
}

/** The Content-Range header of a page: `<name> <first>-<last>/<total>`. */
export function contentRange(name: string, list: ListQuery, rowCount: number, total: number | string): string {
  const end = rowCount ? list.range.start + rowCount - 1 : list.range.start;
  return `${name} ${list.range.start}-${end}/${Number(total)}`;
}
