import { useCallback, useEffect, useState } from 'react';
import { HttpError } from 'react-admin';
import { showError } from '../../../ui/notifications/showError';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { getWorkOrder } from '../workOrdersApi';

export type WorkOrderState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'loaded'; order: WorkOrder };

/** The order a route names by id or number; `reload` reads it again (after a clock action or a save elsewhere). */
export function useWorkOrder(key: string) {
  const [state, setState] = useState<WorkOrderState>({ status: 'loading' });
  const load = useCallback(
    () =>
      getWorkOrder(key).then(
        (order) => setState({ status: 'loaded', order }),
        (error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return setState({ status: 'missing' });
          showError(error);
          setState((current) => (current.status === 'loaded' ? current : { status: 'failed' }));
        },
      ),
    [key],
  );
  useEffect(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);
  const replace = useCallback((order: WorkOrder) => setState({ status: 'loaded', order }), []);
  return { state, reload: load, replace };
}
