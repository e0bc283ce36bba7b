/** The time-tracking calls of spec §7.1 and §7.2. */
import { http } from '../../ui/http/httpClient';
import { isNoConnection } from '../../ui/offline';
import { clockOwner } from './offlineClock';
import { queuedClockOf } from './shownClock';
import { keepView, offlineStartView, offlineStopView } from './offlineViewData';
import type {
  ClockInAnswer,
  ClockOutAnswer,
  ItemRateType,
  PerDiemType,
  RateSheetItem,
  StartStopViewData,
  WorkOrderFlagOption,
} from '../../domain/timeTracking/clock';
import type { ClockInRequest, ClockOutAndStartRequest, ClockOutRequest, ViewDataRequest } from '../../domain/timeTracking/wire';
import type { TechnicianWorkOrderRow } from '../../domain/workOrders/orders';
import type { GridRequest } from '../../domain/workOrders/wire';
import type { RateSheetMissingAnswer } from '../../domain/timeTracking/rateSheetMissing';

/**
 * The dialog's view data. Each one read is kept on the phone; without signal the kept copy
 * opens the dialog (offlineViewData.ts). An order whose start is still queued on this phone
 * stops from that copy too: the server does not know the labor yet.
 */
export async function loadStartViewData(body: ViewDataRequest): Promise<StartStopViewData> {
  const owner = clockOwner();
  try {
    const view = await http.post<StartStopViewData>('WOStartStop/getStartWOViewData', body);
    if (owner) void keepView(owner, 'start', view).catch(() => undefined);
    return view;
  } catch (error) {
    if (!owner || !isNoConnection(error)) throw error;
    return offlineStartView(owner, body.workOrderId);
  }
}

export async function loadStopViewData(body: ViewDataRequest): Promise<StartStopViewData> {
  const owner = clockOwner();
  const queued = queuedClockOf(body.workOrderId);
  if (owner && queued?.clockedIn) return offlineStopView(owner, body.workOrderId, { startTime: queued.startTime ?? '' });
  try {
    const view = await http.post<StartStopViewData>('WOStartStop/getStopWOViewData', body);
    if (owner) void keepView(owner, 'stop', view).catch(() => undefined);
    return view;
  } catch (error) {
    if (!owner || !isNoConnection(error)) throw error;
    return offlineStopView(owner, body.workOrderId, null);
  }
}

export const clockIn = (body: ClockInRequest) => http.post<ClockInAnswer>('WOStartStop/clockInWorkOrder', body);
export const clockOut = (body: ClockOutRequest) => http.post<ClockOutAnswer>('WOStartStop/clockOutWorkOrder', body);
/** Answers the new work order's id. */
export const clockOutAndStart = (body: ClockOutAndStartRequest) => http.post<number>('WOStartStop/clockOutAndStartWorkOrder', body);

/** Tells the server the caller was refused a start for a missing rate sheet: it keeps it for the team leader board and tells the dispatchers. */
export const reportRateSheetMissing = (workOrderId: number) => http.post<RateSheetMissingAnswer>('WOStartStop/rateSheetMissing', { workOrderId });

export const loadRateSheetLaborItems = (customerId: number) => http.get<RateSheetItem[]>(`WorkOrder/rateSheetLaborItems/${customerId}`);
export const loadRateSheetTrucks = (customerId: number) => http.get<RateSheetItem[]>(`WorkOrder/rateSheetTrucks/${customerId}`);
export const loadItemRateTypes = () => http.get<ItemRateType[]>('RateSheetStandardItem/itemRateTypes');
export const loadPerDiemTypes = () => http.get<PerDiemType[]>('PerDiemTypes/get');
export const loadWorkOrderFlags = () => http.get<WorkOrderFlagOption[]>('Flags/workOrderFlags');

export const loadTechnicianWorkOrders = (body: GridRequest) =>
  http.post<{ data: TechnicianWorkOrderRow[]; total: number }>('workOrder/technicianWorkOrders', body);
