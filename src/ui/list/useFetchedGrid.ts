import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import { useGetList } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router-dom';
import { showError } from '../notifications/showError';
import type { ColumnSpec } from './columns';
import { apiFilterOf, withFilterCell, type CellFilter } from './filterModel';
import { clearGridState, defaultGridState, readGridState, writeGridState, type GridState } from './gridState';
import { gridStateFromUrl, hasListParams, withListParams } from './gridUrlState';

interface Options {
  /** Where the layout, filters and sort are remembered (gridStateKey). */
  storageKey: string;
  columns: readonly ColumnSpec[];
  defaultSort: GridState['sort'];
  /** The fields that may be sorted by; all columns unless given. */
  sortable?: readonly string[];
  /** The react-admin resource the rows are read from (an area registers its own, registerAreaResources). */
  resource: string;
  /** The sort as the API names it, when a column sorts by another field. */
  apiSort?: (sort: GridState['sort']) => GridState['sort'];
}

/**
 * A grid of an area's list, read through the data provider with react-admin's useGetList
 * (cached, de-duplicated, retried): the remembered layout, the page, sort, search and filters
 * (in the URL, so a link is shareable and Back restores the list; in local storage too, so a
 * later visit starts where the last one ended), and the changes that go back to page 1.
 */
export function useFetchedGrid<Row>({ storageKey, columns, defaultSort, sortable, resource, apiSort }: Options) {
  const fields = useMemo(() => columns.map((c) => c.field), [columns]);
  const [stored, setStored] = useState<GridState>(() => readGridState(storageKey, fields, defaultGridState(defaultSort), sortable));
  const [params, setRouteParams] = useSearchParams();
  const ownPath = useLocation().pathname;
  // The router resolves a search-only address against the path this grid last rendered with. A
  // late change of the grid (a data answer arriving, a column measured) after the user has opened
  // another page would otherwise take them back to the grid: it changes the address only while
  // the browser is still on that path.
  const setParams = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => {
      if (window.location.pathname === ownPath) setRouteParams(change, options);
    },
    [ownPath, setRouteParams],
  );
  const { state, page } = useMemo(() => gridStateFromUrl(params, stored, fields, sortable), [params, stored, fields, sortable]);
  const current = useRef({ state, page });
  current.current = { state, page };

  const show = useCallback(
    (next: GridState, nextPage: number) => {
      current.current = { state: next, page: nextPage };
      setStored(next);
      writeGridState(storageKey, next);
      setParams((p) => withListParams(p, next, nextPage), { replace: true });
    },
    [storageKey, setParams],
  );
  // A list opened without parameters shows them, so its address names what it shows.
  useEffect(() => {
    if (!hasListParams(params)) setParams((p) => withListParams(p, current.current.state, current.current.page), { replace: true });
  }, [params, setParams]);

  const setState = useCallback(
    (change: SetStateAction<GridState>) => {
      const next = typeof change === 'function' ? change(current.current.state) : change;
      show(next, current.current.page);
    },
    [show],
  );
  const setPage = useCallback((next: number) => show(current.current.state, next), [show]);

  const filter = useMemo(() => apiFilterOf(columns, state.filters, state.q), [columns, state.filters, state.q]);
  const { data, total, isFetching, refetch } = useGetList<Row & { id: number }>(
    resource,
    { pagination: { page, perPage: state.perPage }, sort: apiSort ? apiSort(state.sort) : state.sort, filter },
    { placeholderData: keepPreviousData, onError: showError },
  );
  const answer = useMemo(() => (data ? { rows: data as Row[], total: total ?? data.length } : null), [data, total]);
  const reload = useCallback(() => void refetch(), [refetch]);

  const setFilter = useCallback(
    (field: string, cell: CellFilter | undefined) => show({ ...current.current.state, filters: withFilterCell(current.current.state.filters, field, cell) }, 1),
    [show],
  );
  /** A change of the state that shows other rows: back to page 1. */
  const refilter = (change: Partial<GridState>) => show({ ...current.current.state, ...change }, 1);
  const resetLayout = () => {
    clearGridState(storageKey);
    show(defaultGridState(defaultSort), 1);
  };

  // The list's address as it shows, to come back to from a row it opens: the browser's address
  // names it only once the effect above has run, which a row opened at once can beat.
  const address = `${ownPath}?${withListParams(params, state, page)}`;

  return { state, setState, page, setPage, address, answer, fetching: isFetching, filter, reload, setFilter, refilter, resetLayout };
}

export type FetchedGrid = ReturnType<typeof useFetchedGrid<unknown>>;
