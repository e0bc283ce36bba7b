import { useSession } from '../../../ui/session/sessionStore';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { materialsApi, type MaterialRow } from '../childrenApi';
import { AddItemButton } from '../items/AddItemButton';
import type { ItemColumn } from '../items/ItemList';
import { ItemsTab } from '../items/ItemsTab';
import { priceColumn, pricedSummary, quantityColumn, totalColumn } from '../items/pricedLines';
import { useItems } from '../items/useItems';
import { childPath } from '../../../domain/workOrders/paths';

const priceOf = (m: MaterialRow) => m.unitPrice;

const COLUMNS: ItemColumn<MaterialRow>[] = [
  { title: 'Part Number', value: (m) => m.partNumber, nowrap: true },
  { title: 'Description', value: (m) => m.description },
  { title: 'Material Status', value: (m) => m.materialStatus },
  quantityColumn(),
  priceColumn('Unit Cost', (m) => m.unitCost),
  priceColumn('Unit Price', priceOf),
  totalColumn(priceOf),
];

/** Parts used or proposed on the order, with their material status (spec §3.10). */
export function MaterialsTab({ order, orderKey, returnUrl }: { order: WorkOrder; orderKey: string; returnUrl: string | null }) {
  const session = useSession();
  const items = useItems(order.id, 'materials', materialsApi.list);
  const { rows } = items;
  const mayWork = session ? canWorkOnWorkOrders(session.subject) : false;
  return (
    <ItemsTab
      title="Materials"
      subtitle={rows?.length ? pricedSummary(rows, 'material', priceOf) : 'Parts used, ordered or proposed for this work order.'}
      actions={mayWork && <AddItemButton label="Add Material" to={childPath(orderKey, 'addMaterial', returnUrl)} />}
      items={items}
      columns={COLUMNS}
      rowKey={(m) => m.id}
      emptyText="No materials on this work order yet."
      deletion={mayWork ? { what: (m) => `the material ${m.description}`, remove: (m) => materialsApi.remove(order.id, m) } : undefined}
    />
  );
}
