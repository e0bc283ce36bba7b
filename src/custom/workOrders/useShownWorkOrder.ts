import type { LookupOption, WorkOrder } from '../../domain/workOrders/orders';
import { useShownOrder } from '../timeTracking/shownClock';
import { useWorkOrderLookups } from './useWorkOrderLookups';

type OrderFacts = Pick<WorkOrder, 'id' | 'statusId' | 'status' | 'flagId' | 'flag'>;

/** The clock of an order as the server answered it: the user's open labor on it, on the way or on site. */
export const clockOfOrder = ({ myOpenLabor }: Pick<WorkOrder, 'myOpenLabor'>) => ({
  clockedIn: myOpenLabor !== null,
  enRoute: myOpenLabor !== null && !myOpenLabor.isReachedAtSite,
});

export interface ShownWorkOrder {
  clockedIn: boolean;
  enRoute: boolean;
  statusId: number;
  status: string;
  flagId: number | null;
  flag: string | null;
  /** A clock action of this order waits on the phone. */
  waiting: boolean;
}

const nameIn = (list: readonly LookupOption[] | undefined, id: number) => list?.find((option) => option.id === id)?.name;

/**
 * An order as the phone shows it: the server's copy (a grid row, the order) with the clock,
 * status and flag that the clock actions waiting offline will leave it (timeTracking's
 * shownClock), named from the lookups.
 */
export function useShownWorkOrder(order: OrderFacts, clock: { clockedIn: boolean; enRoute: boolean }): ShownWorkOrder {
  const lookups = useWorkOrderLookups();
  const shown = useShownOrder({ id: order.id, ...clock, statusId: order.statusId, flagId: order.flagId });
  const status = shown.statusId === order.statusId ? order.status : (nameIn(lookups?.statuses, shown.statusId) ?? order.status);
  const flag = shown.flagId === order.flagId || shown.flagId === null ? order.flag : (nameIn(lookups?.flags, shown.flagId) ?? order.flag);
  return { clockedIn: shown.clockedIn, enRoute: shown.enRoute, statusId: shown.statusId, status, flagId: shown.flagId, flag, waiting: shown.waiting };
}
