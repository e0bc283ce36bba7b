/**
 * Keeps a work-order grid live (spec §7.4 gridUpdate): when the FieldDesk hub says orders of
 * this grid's context changed, the grid reads its page again, keeping its page, sort, filters and
 * scroll. Several announcements in a row cause one read.
 */
import { useEffect, useRef } from 'react';
import type { WorkOrderGrid } from '../../../domain/workOrders/orders';
import { useHubEvent } from '../../../ui/realtime';

const SETTLE_MS = 300;

export function useLiveGrid(grid: WorkOrderGrid, reload: () => void): void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useHubEvent('FieldDeskHub', 'gridUpdate', (contexts: unknown) => {
    if (!Array.isArray(contexts) || !contexts.includes(grid)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(reload, SETTLE_MS);
  });
}
