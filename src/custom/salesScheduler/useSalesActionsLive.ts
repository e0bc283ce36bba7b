/**
 * Live updates of the open calendar: when another user changes a sales action, the FieldDesk
 * hub announces it (`upsert` / `delete`, entity "salesAction") and the calendar reads its
 * actions again.
 *
 * Until the hub hook of src/ui/realtime is in place, this is the one call site to switch over:
 * the calendar reads again when the window regains focus (useSalesActions) and every minute
 * while the page is visible.
 */
import { useEffect } from 'react';

const POLL_MS = 60_000;

export function useSalesActionsLive(refresh: () => void): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
}
