import { useSession } from '../../../ui/session/sessionStore';
import { canDeleteWorkOrderItems, canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { standardItemsApi, type StandardItemRow } from '../childrenApi';
import { AddItemButton } from '../items/AddItemButton';
import type { ItemColumn } from '../items/ItemList';
import { ItemsTab } from '../items/ItemsTab';
import { priceColumn, pricedSummary, quantityColumn, totalColumn } from '../items/pricedLines';
import { useItems } from '../items/useItems';
import { childPath } from '../../../domain/workOrders/paths';

const priceOf = (s: StandardItemRow) => s.unitPrice;

const COLUMNS: ItemColumn<StandardItemRow>[] = [
  { title: 'Standard Item', value: (s) => s.standardItemName },
  { title: 'Description', value: (s) => s.description },
  quantityColumn(),
  priceColumn('Unit Price', priceOf),
  totalColumn(priceOf),
];

/** Priced items from the subscriber's standard item list (tolls, trip charges, ...). */
export function StandardItemsTab({ order, orderKey, returnUrl }: { order: WorkOrder; orderKey: string; returnUrl: string | null }) {
  const session = useSession();
  const items = useItems(order.id, 'standardItems', standardItemsApi.list);
  const { rows } = items;
  const mayAdd = session ? canWorkOnWorkOrders(session.subject) : false;
  const mayDelete = session ? canDeleteWorkOrderItems(session.subject) : false;
  return (
    <ItemsTab
      title="Standard Items"
      subtitle={rows?.length ? pricedSummary(rows, 'item', priceOf) : 'Items of your standard item list billed on this work order.'}
      actions={mayAdd && <AddItemButton label="Add Standard Item" to={childPath(orderKey, 'addStandardItem', returnUrl)} />}
      items={items}
      columns={COLUMNS}
      rowKey={(s) => s.id}
      emptyText="No standard items on this work order yet."
      deletion={mayDelete ? { what: (s) => `the standard item ${s.standardItemName}`, remove: (s) => standardItemsApi.remove(order.id, s) } : undefined}
    />
  );
}
