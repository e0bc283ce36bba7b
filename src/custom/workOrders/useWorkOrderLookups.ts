import { useEffect, useState } from 'react';
import { useSession } from '../../ui/session/sessionStore';
import { showError } from '../../ui/notifications/showError';
import type { WorkOrderLookups } from '../../domain/workOrders/orders';
import { getWorkOrderLookups } from './workOrdersApi';

/** Loaded once per signed-in user and page load: the lists change rarely and every page needs them. */
let cached: { userId: number; promise: Promise<WorkOrderLookups> } | null = null;

function lookupsOf(userId: number): Promise<WorkOrderLookups> {
  if (cached?.userId !== userId) {
    const promise = getWorkOrderLookups();
    cached = { userId, promise };
    promise.catch(() => {
      if (cached?.promise === promise) cached = null;
    });
  }
  return cached.promise;
}

/** The choices of the work-order forms and grid filters, or null while they load. */
export function useWorkOrderLookups(): WorkOrderLookups | null {
  const session = useSession();
  const userId = session?.user.userId;
  const [lookups, setLookups] = useState<WorkOrderLookups | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    lookupsOf(userId).then((found) => current && setLookups(found), showError);
    return () => {
      current = false;
    };
  }, [userId]);
  return lookups;
}
