import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { canDeleteWorkOrderItems, canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { standardItemsApi, type StandardItemRow } from '../childrenApi';
import { DeleteItemButton } from '../items/DeleteItemButton';
import { ItemList, type ItemColumn } from '../items/ItemList';
import { lineTotal, linesTotal, money, quantity } from '../items/money';
import { count } from '../items/count';
import { TabToolbar } from '../items/TabToolbar';
import { useItems } from '../items/useItems';
import { childPath } from '../../../domain/workOrders/paths';

const COLUMNS: ItemColumn<StandardItemRow>[] = [
  { title: 'Standard Item', value: (s) => s.standardItemName },
  { title: 'Description', value: (s) => s.description },
  { title: 'Quantity', value: (s) => quantity(s.quantity), align: 'right', nowrap: true },
  { title: 'Unit Price', value: (s) => money(s.unitPrice), align: 'right', nowrap: true },
  { title: 'Total', value: (s) => lineTotal(s.quantity, s.unitPrice), align: 'right', nowrap: true },
];

/** Priced items from the subscriber's standard item list (tolls, trip charges, ...). */
export function StandardItemsTab({ order, orderKey, returnUrl }: { order: WorkOrder; orderKey: string; returnUrl: string | null }) {
  const session = useSession();
  const load = useCallback(() => standardItemsApi.list(order.id), [order.id]);
  const { rows, reload } = useItems(load);
  const mayAdd = session ? canWorkOnWorkOrders(session.subject) : false;
  const mayDelete = session ? canDeleteWorkOrderItems(session.subject) : false;
  return (
    <>
      <TabToolbar
        title="Standard Items"
        subtitle={rows?.length ? `${count(rows.length, 'item')}, ${linesTotal(rows.map((s) => ({ quantity: s.quantity, price: s.unitPrice })))} in all.` : 'Items of your standard item list billed on this work order.'}
        actions={
          mayAdd && (
            <Button component={RouterLink} to={childPath(orderKey, 'addStandardItem', returnUrl)} variant="contained" startIcon={<Add />}>
              Add Standard Item
            </Button>
          )
        }
      />
      <ItemList
        label="Standard Items"
        rows={rows}
        columns={COLUMNS}
        rowKey={(s) => s.id}
        emptyText="No standard items on this work order yet."
        actions={mayDelete ? (s) => <DeleteItemButton what={`the standard item ${s.standardItemName}`} remove={() => standardItemsApi.remove(order.id, s)} onDeleted={reload} /> : undefined}
      />
    </>
  );
}
