import { useEffect, useState } from 'react';
import { TECHNICIAN_PICKER, type TechnicianWorkOrderRow } from '../../domain/workOrders/orders';
import { pickerRequest } from './pickerPaging';
import { loadTechnicianWorkOrders } from './timeTrackingApi';

/** Spec §9: async search waits 400 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 400;

/** One page of the technician's open orders for the Select New Work Order grid, while it is open. */
export function useTechnicianWorkOrders(active: boolean) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TECHNICIAN_PICKER.pageSize);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [rows, setRows] = useState<TechnicianWorkOrderRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (search === query) return;
    const timer = window.setTimeout(() => {
      setQuery(search);
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query]);

  useEffect(() => {
    if (!active) return;
    let live = true;
    setLoading(true);
    loadTechnicianWorkOrders(pickerRequest(page, pageSize, query))
      .then(
        (answer) => {
          if (!live) return;
          setRows(answer.data);
          setTotal(answer.total);
          setError(null);
        },
        (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [active, page, pageSize, query]);

  return {
    rows,
    total,
    loading,
    error,
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
