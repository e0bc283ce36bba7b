import { useSession } from '../../../ui/session/sessionStore';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { rateSheetItemsApi, type RateSheetItemRow } from '../childrenApi';
import { AddItemButton } from '../items/AddItemButton';
import type { ItemColumn } from '../items/ItemList';
import { ItemsTab } from '../items/ItemsTab';
import { priceColumn, pricedSummary, quantityColumn, totalColumn } from '../items/pricedLines';
import { useItems } from '../items/useItems';
import { childPath } from '../../../domain/workOrders/paths';

const priceOf = (r: RateSheetItemRow) => r.rate;

const COLUMNS: ItemColumn<RateSheetItemRow>[] = [
  { title: 'Rate Sheet Item', value: (r) => r.rateSheetName },
  { title: 'Rate Type', value: (r) => r.itemRateTypeName, nowrap: true },
  { title: 'Description', value: (r) => r.description },
  quantityColumn(),
  priceColumn('Rate', priceOf),
  totalColumn(priceOf),
];

/** Lines billed from the billing customer's rate sheet (spec §3.6). */
export function RateSheetItemsTab({ order, orderKey, returnUrl }: { order: WorkOrder; orderKey: string; returnUrl: string | null }) {
  const session = useSession();
  const items = useItems(order.id, 'rateSheetItems', rateSheetItemsApi.list);
  const { rows } = items;
  const mayWork = session ? canWorkOnWorkOrders(session.subject) : false;
  return (
    <ItemsTab
      title="Rate Sheet Items"
      subtitle={rows?.length ? pricedSummary(rows, 'item', priceOf) : `Labor and trucks billed at the rates of ${order.billingCustomerName}'s rate sheet.`}
      actions={mayWork && <AddItemButton label="Add Rate Sheet Item" to={childPath(orderKey, 'addRateSheetItem', returnUrl)} />}
      items={items}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      emptyText="No rate sheet items on this work order yet."
      deletion={mayWork ? { what: (r) => `the rate sheet item ${r.rateSheetName}`, remove: (r) => rateSheetItemsApi.remove(order.id, r) } : undefined}
    />
  );
}
