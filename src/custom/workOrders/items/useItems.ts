import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TOAST_ERRORS } from '../../../ui/http/queryClient';
import { workOrderKeys, type OrderList } from '../queryKeys';

/**
 * One of an order's lists, read when its tab opens and kept in the cache: a tab opened again
 * shows its rows at once and reads them anew behind. `rows` is null while the first read runs and
 * empty when it failed (the toast says why); `reload` after a change. `showSaved` puts a row as
 * the server answered its change in the list at once, before the list is read anew.
 */
/** Child records carry `id`; labor rows `workOrderLaborId`. */
const idOf = (row: unknown) => (row as { id?: number; workOrderLaborId?: number }).id ?? (row as { workOrderLaborId?: number }).workOrderLaborId;

export function useItems<T>(
  workOrderId: number,
  list: OrderList,
  load: (workOrderId: number) => Promise<T[]>,
): { rows: T[] | null; reload: () => void; showSaved: (row: T) => void } {
  const queryClient = useQueryClient();
  const queryKey = workOrderKeys.list(workOrderId, list);
  const { data, isError } = useQuery({ queryKey, queryFn: () => load(workOrderId), meta: TOAST_ERRORS });
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: workOrderKeys.list(workOrderId, list) }), [queryClient, workOrderId, list]);
  const showSaved = useCallback(
    (row: T) => queryClient.setQueryData<T[]>(workOrderKeys.list(workOrderId, list), (rows) => rows?.map((r) => (idOf(r) === idOf(row) ? row : r))),
    [queryClient, workOrderId, list],
  );
  return { rows: data ?? (isError ? [] : null), reload, showSaved };
}
