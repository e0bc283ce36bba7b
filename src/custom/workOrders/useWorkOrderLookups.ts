import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../ui/session/sessionStore';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import type { WorkOrderLookups } from '../../domain/workOrders/orders';
import { getWorkOrderLookups } from './workOrdersApi';

/** The react-query key of the work-order lookups of one signed-in user. */
const workOrderLookupsKey = (userId: number | undefined) => ['workOrders', 'lookups', userId] as const;

/**
 * The choices of the work-order forms and grid filters, or null while they load. Read once per
 * signed-in user and page load: the lists change rarely and every page needs them.
 */
export function useWorkOrderLookups(): WorkOrderLookups | null {
  const userId = useSession()?.user.userId;
  const { data } = useQuery({
    queryKey: workOrderLookupsKey(userId),
    queryFn: getWorkOrderLookups,
    enabled: userId !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: TOAST_ERRORS,
  });
  return data ?? null;
}
