/** The time-tracking calls of spec §7.1 and §7.2. */
import { http } from '../../ui/http/httpClient';
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

export const loadStartViewData = (body: ViewDataRequest) => http.post<StartStopViewData>('WOStartStop/getStartWOViewData', body);
export const loadStopViewData = (body: ViewDataRequest) => http.post<StartStopViewData>('WOStartStop/getStopWOViewData', body);

export const clockIn = (body: ClockInRequest) => http.post<ClockInAnswer>('WOStartStop/clockInWorkOrder', body);
export const clockOut = (body: ClockOutRequest) => http.post<ClockOutAnswer>('WOStartStop/clockOutWorkOrder', body);
/** Answers the new work order's id. */
export const clockOutAndStart = (body: ClockOutAndStartRequest) => http.post<number>('WOStartStop/clockOutAndStartWorkOrder', body);

export const loadRateSheetLaborItems = (customerId: number) => http.get<RateSheetItem[]>(`WorkOrder/rateSheetLaborItems/${customerId}`);
export const loadRateSheetTrucks = (customerId: number) => http.get<RateSheetItem[]>(`WorkOrder/rateSheetTrucks/${customerId}`);
export const loadItemRateTypes = () => http.get<ItemRateType[]>('RateSheetStandardItem/itemRateTypes');
export const loadPerDiemTypes = () => http.get<PerDiemType[]>('PerDiemTypes/get');
export const loadWorkOrderFlags = () => http.get<WorkOrderFlagOption[]>('Flags/workOrderFlags');

export const loadTechnicianWorkOrders = (body: GridRequest) =>
  http.post<{ data: TechnicianWorkOrderRow[]; total: number }>('workOrder/technicianWorkOrders', body);
