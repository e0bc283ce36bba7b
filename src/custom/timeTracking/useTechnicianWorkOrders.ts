import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TECHNICIAN_PICKER, type TechnicianWorkOrderRow } from '../../domain/workOrders/orders';
import { pickerRequest } from './pickerPaging';
import { loadTechnicianWorkOrders } from './timeTrackingApi';

/** Spec §9: async search waits 400 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 400;

const NO_ROWS: TechnicianWorkOrderRow[] = [];

/**
 * One page of the technician's open orders for the Select New Work Order grid, read while it is
 * open; the page shown stays until the next one arrives. A failure is said in the grid, not toasted.
 */
export function useTechnicianWorkOrders(active: boolean) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TECHNICIAN_PICKER.pageSize);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (search === query) return;
    const timer = window.setTimeout(() => {
      setQuery(search);
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query]);

  const orders = useQuery({
    queryKey: ['timeTracking', 'technicianWorkOrders', { page, pageSize, search: query }],
    queryFn: () => loadTechnicianWorkOrders(pickerRequest(page, pageSize, query)),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  const { error } = orders;

  return {
    rows: orders.data?.data ?? NO_ROWS,
    total: orders.data?.total ?? 0,
    loading: orders.isFetching,
    error: error ? error.message : null,
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    search,
    setSearch,
  };
}
