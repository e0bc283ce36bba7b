/**
 * The react-query keys of what an order's page reads besides the order itself. Every key starts
 * with the order's prefix, so a change invalidates exactly the lists it changed, or all of them.
 */
import type { EditTabId } from './edit/editTabs';

/** The order's lists, each named as the tab that shows it. */
export type OrderList = Exclude<EditTabId, 'details' | 'signature'>;

export const workOrderKeys = {
  /** Everything read about one order's children: its lists and its signature. */
  children: (workOrderId: number) => ['workOrders', workOrderId, 'children'] as const,
  list: (workOrderId: number, list: OrderList) => [...workOrderKeys.children(workOrderId), list] as const,
  signature: (workOrderId: number, signedDate: string | null) => [...workOrderKeys.children(workOrderId), 'signature', signedDate] as const,
  /** What the customer signs for: read anew each time the sign-off page opens. */
  signOffSummary: (workOrderId: number) => [...workOrderKeys.children(workOrderId), 'signOffSummary'] as const,
  signOffs: (workOrderId: number) => [...workOrderKeys.children(workOrderId), 'signOffs'] as const,
};
