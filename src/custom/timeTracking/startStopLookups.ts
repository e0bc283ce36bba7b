/** The choice lists the dialog needs, loaded with the view data so it opens complete. */
import type { ItemRateType, PerDiemType, RateSheetItem, StartStopViewData, WorkOrderFlagOption } from '../../domain/timeTracking/clock';
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

/** The rate-sheet items (employee types, trucks) as a select's options. */
export const itemOptions = (items: readonly RateSheetItem[]) => items.map((i) => ({ value: i.customerRateSheetId, label: i.rateSheetName }));

/** The per-diem types as a select's options; an inactive one shows but cannot be chosen. */
export const perDiemOptions = (types: readonly PerDiemType[]) => types.map((p) => ({ value: p.id, label: p.name, disabled: !p.isActive }));

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
