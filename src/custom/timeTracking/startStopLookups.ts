/** The choice lists the dialog needs, loaded with the view data so it opens complete. */
import type { ItemRateType, PerDiemType, RateSheetItem, StartStopViewData, WorkOrderFlagOption } from '../../domain/timeTracking';
import {
  loadItemRateTypes,
  loadPerDiemTypes,
  loadRateSheetLaborItems,
  loadRateSheetTrucks,
  loadWorkOrderFlags,
} from './timeTrackingApi';

export interface StartStopLookups {
  laborItems: RateSheetItem[];
  trucks: RateSheetItem[];
  itemRateTypes: ItemRateType[];
  perDiemTypes: PerDiemType[];
  flags: WorkOrderFlagOption[];
}

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** Rate-sheet lists only when the rate sheet applies; flags only for clocking out. */
export async function loadStartStopLookups(view: StartStopViewData): Promise<StartStopLookups> {
  const rateSheet = view.hasRateSheet;
  const [laborItems, trucks, itemRateTypes, perDiemTypes, flags] = await Promise.all([
    rateSheet ? loadRateSheetLaborItems(view.billingCustomerId) : none<RateSheetItem>(),
    rateSheet ? loadRateSheetTrucks(view.billingCustomerId) : none<RateSheetItem>(),
    rateSheet ? loadItemRateTypes() : none<ItemRateType>(),
    rateSheet ? loadPerDiemTypes() : none<PerDiemType>(),
    view.stopMode ? loadWorkOrderFlags() : none<WorkOrderFlagOption>(),
  ]);
  return { laborItems, trucks, itemRateTypes, perDiemTypes, flags };
}
