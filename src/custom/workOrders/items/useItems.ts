import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TOAST_ERRORS } from '../../../ui/http/queryClient';
import { workOrderKeys, type OrderList } from '../queryKeys';

/**
 * One of an order's lists, read when its tab opens and kept in the cache: a tab opened again
 * shows its rows at once and reads them anew behind. `rows` is null while the first read runs and
 * empty when it failed (the toast says why); `reload` after a change.
 */
export function useItems<T>(workOrderId: number, list: OrderList, load: (workOrderId: number) => Promise<T[]>): { rows: T[] | null; reload: () => void } {
  const queryClient = useQueryClient();
  const queryKey = workOrderKeys.list(workOrderId, list);
  const { data, isError } = useQuery({ queryKey, queryFn: () => load(workOrderId), meta: TOAST_ERRORS });
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: workOrderKeys.list(workOrderId, list) }), [queryClient, workOrderId, list]);
  return { rows: data ?? (isError ? [] : null), reload };
}
