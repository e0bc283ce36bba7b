import type { WorkOrderLookups } from '../../domain/workOrders/orders';
import { useSignedInRead } from '../../ui/http/useSignedInRead';
import { getWorkOrderLookups } from './workOrdersApi';

/** The choices of the work-order forms and grid filters, or null while they load. */
export function useWorkOrderLookups(): WorkOrderLookups | null {
  return useSignedInRead(['workOrders', 'lookups'], getWorkOrderLookups) ?? null;
}
