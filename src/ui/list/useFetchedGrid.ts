import { useCallback, useEffect, useMemo, useState } from 'react';
import { showError } from '../notifications/showError';
import type { ListPageQuery } from '../http/listPage';
import type { ColumnSpec } from './columns';
import { apiFilterOf, withFilterCell, type CellFilter } from './filterModel';
import { clearGridState, defaultGridState, readGridState, writeGridState, type GridState } from './gridState';

interface Options<Row> {
  /** Where the layout, filters and sort are remembered (gridStateKey). */
  storageKey: string;
  columns: readonly ColumnSpec[];
  defaultSort: GridState['sort'];
  /** The fields that may be sorted by; all columns unless given. */
  sortable?: readonly string[];
  /** One page of rows; keep it stable (useCallback), a new one fetches again. */
  fetchPage: (query: ListPageQuery, signal: AbortSignal) => Promise<{ rows: Row[]; total: number }>;
}

/**
 * A grid fed page by page by its own API call (not a react-admin list): the remembered grid
 * state, the page, the fetched answer, and the changes that go back to page 1.
 */
export function useFetchedGrid<Row>({ storageKey, columns, defaultSort, sortable, fetchPage }: Options<Row>) {
  const [state, setState] = useState<GridState>(() => readGridState(storageKey, columns.map((c) => c.field), defaultGridState(defaultSort), sortable));
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ rows: Row[]; total: number } | null>(null);
  const [fetching, setFetching] = useState(false);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => writeGridState(storageKey, state), [storageKey, state]);

  const filter = useMemo(() => apiFilterOf(columns, state.filters, state.q), [columns, state.filters, state.q]);
  // Columns rebuilt with the same filters must not fetch again.
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    const controller = new AbortController();
    setFetching(true);
    fetchPage({ page, perPage: state.perPage, sort: state.sort, filter: JSON.parse(filterKey) }, controller.signal).then(
      (result) => {
        setAnswer(result);
        setFetching(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetching(false);
        setAnswer((current) => current ?? { rows: [], total: 0 });
        showError(error);
      },
    );
    return () => controller.abort();
  }, [fetchPage, page, state.perPage, state.sort, filterKey, reloads]);

  const setFilter = useCallback((field: string, cell: CellFilter | undefined) => {
    setState((s) => ({ ...s, filters: withFilterCell(s.filters, field, cell) }));
    setPage(1);
  }, []);
  /** A change of the state that shows other rows: back to page 1. */
  const refilter = (change: Partial<GridState>) => {
    setState((s) => ({ ...s, ...change }));
    setPage(1);
  };
  const resetLayout = () => {
    clearGridState(storageKey);
    setState(defaultGridState(defaultSort));
    setPage(1);
  };

  return { state, setState, page, setPage, answer, fetching, filter, reload, setFilter, refilter, resetLayout };
}

export type FetchedGrid = ReturnType<typeof useFetchedGrid<unknown>>;
