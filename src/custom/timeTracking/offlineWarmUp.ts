/**
 * Reads ahead, while the phone has signal, each of the technician's open orders (its page) and
 * what the Start/Stop dialog needs for it (the dialog's code, the view data and, for orders billed
 * by rate sheet, the choice lists), so that any of them can be opened, started or stopped later
 * without signal. At most once every WARM_UP_EVERY_MS per page load, one order after another,
 * never in the way of the page.
 */
import { TECHNICIAN_PICKER } from '../../domain/workOrders/orders';
import { browserOnline } from '../../ui/offline';
import { clockOwner } from './offlineClock';
import { pickerRequest } from './pickerPaging';
import { loadStartStopLookups } from './startStopLookups';
import { loadStartViewData, loadTechnicianWorkOrders, loadWorkOrderFlags } from './timeTrackingApi';
import { getWorkOrder } from '../workOrders/workOrdersApi';

const WARM_UP_EVERY_MS = 15 * 60_000;
/** The technician's open orders read ahead: a day's work and more. */
const ORDERS_READ_AHEAD = 20;

let lastWarmUp: { owner: string; at: number } | null = null;

export async function warmOfflineClock(): Promise<void> {
  const owner = clockOwner();
  if (!owner || !browserOnline()) return;
  if (lastWarmUp?.owner === owner && Date.now() - lastWarmUp.at < WARM_UP_EVERY_MS) return;
  lastWarmUp = { owner, at: Date.now() };
  try {
    // The Start/Stop dialogs' code, which the first screen does not load (StartStopButton.tsx).
    await import('./startStopDialogs');
    const { data } = await loadTechnicianWorkOrders(pickerRequest(0, ORDERS_READ_AHEAD, ''));
    // The first page of Select New Work Order, for a stop-and-start offline; the flags of the stop.
    await loadTechnicianWorkOrders(pickerRequest(0, TECHNICIAN_PICKER.pageSize, ''));
    await loadWorkOrderFlags();
    for (const order of data) {
      if (!browserOnline()) return;
      await getWorkOrder(order.workOrderId);
      const view = await loadStartViewData({ workOrderId: order.workOrderId });
      if (view.hasRateSheet) await loadStartStopLookups(view);
    }
  } catch {
    // Reading ahead is a convenience: a failure here leaves the orders to be opened online first.
    lastWarmUp = null;
  }
}
