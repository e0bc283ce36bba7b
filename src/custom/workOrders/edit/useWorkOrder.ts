import { useCallback, useState } from 'react';
import { HttpError, useGetOne } from 'react-admin';
import { showError } from '../../../ui/notifications/showError';
import { useSavedCopyOf } from '../../../ui/offline';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { WORK_ORDERS_RESOURCE } from '../grid/gridResources';

export type WorkOrderState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  /** `savedAt`: when the copy shown was saved on this phone (offline, epoch ms), null when fresh. */
  | { status: 'loaded'; order: WorkOrder; savedAt: number | null };

const isMissing = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * The order a route names by id or number, read with react-admin's useGetOne; `reload` reads it
 * again (after a clock action or a save elsewhere), `replace` shows the order a save answered.
 * Offline, an order read ahead is answered from its copy on the phone (src/ui/offline).
 */
export function useWorkOrder(key: string) {
  const [saved, setSaved] = useState<{ order: WorkOrder; at: number } | null>(null);
  const { data, error, dataUpdatedAt, refetch } = useGetOne<WorkOrder>(
    WORK_ORDERS_RESOURCE,
    // The server reads the key as an id or a number ("10003-1"), not only as the record's id.
    { id: key as unknown as WorkOrder['id'] },
    { onError: (failure: unknown) => !isMissing(failure) && showError(failure) },
  );
  const copySavedAt = useSavedCopyOf('GET', `${WORK_ORDERS_RESOURCE}/${encodeURIComponent(key)}`);
  const order = saved && saved.at >= dataUpdatedAt ? saved.order : data;
  const state: WorkOrderState = order
    ? { status: 'loaded', order, savedAt: order === data ? copySavedAt : null }
    : error
      ? { status: isMissing(error) ? 'missing' : 'failed' }
      : { status: 'loading' };
  const reload = useCallback(async () => void (await refetch()), [refetch]);
  const replace = useCallback((next: WorkOrder) => setSaved({ order: next, at: Date.now() }), []);
  return { state, reload, replace };
}
