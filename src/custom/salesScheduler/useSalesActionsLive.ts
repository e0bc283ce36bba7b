/**
 * Live updates of the open calendar: when anyone changes a sales action, the FieldDesk hub
 * announces it (`upsert` / `delete` with `{entity: 'salesAction', id, ...}`) and the calendar
 * reads its actions again (the page also reads them again when the window regains focus).
 */
import type { HubHandler } from '../../ui/realtime';
import { useHubEvent } from '../../ui/realtime';

const aboutSalesActions = (args: unknown[]) => args.some((arg) => (arg as { entity?: unknown } | null)?.entity === 'salesAction');

export function useSalesActionsLive(refresh: () => void): void {
  const changed: HubHandler = (...args) => {
    if (aboutSalesActions(args)) refresh();
  };
  useHubEvent('FieldDeskHub', 'upsert', changed);
  useHubEvent('FieldDeskHub', 'delete', changed);
}
