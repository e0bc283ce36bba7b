import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { rateSheetItemsApi, type RateSheetItemRow } from '../childrenApi';
import { DeleteItemButton } from '../items/DeleteItemButton';
import { ItemList, type ItemColumn } from '../items/ItemList';
import { lineTotal, linesTotal, money, quantity } from '../items/money';
import { count } from '../items/count';
import { TabToolbar } from '../items/TabToolbar';
import { useItems } from '../items/useItems';
import { childPath } from '../../../domain/workOrders/paths';

const COLUMNS: ItemColumn<RateSheetItemRow>[] = [
  { title: 'Rate Sheet Item', value: (r) => r.rateSheetName },
  { title: 'Rate Type', value: (r) => r.itemRateTypeName, nowrap: true },
  { title: 'Description', value: (r) => r.description },
  { title: 'Quantity', value: (r) => quantity(r.quantity), align: 'right', nowrap: true },
  { title: 'Rate', value: (r) => money(r.rate), align: 'right', nowrap: true },
  { title: 'Total', value: (r) => lineTotal(r.quantity, r.rate), align: 'right', nowrap: true },
];

/** Lines billed from the billing customer's rate sheet (spec §3.6). */
export function RateSheetItemsTab({ order, orderKey, returnUrl }: { order: WorkOrder; orderKey: string; returnUrl: string | null }) {
  const session = useSession();
  const load = useCallback(() => rateSheetItemsApi.list(order.id), [order.id]);
  const { rows, reload } = useItems(load);
  const mayWork = session ? canWorkOnWorkOrders(session.subject) : false;
  return (
    <>
      <TabToolbar
        title="Rate Sheet Items"
        subtitle={
          rows?.length
            ? `${count(rows.length, 'item')}, ${linesTotal(rows.map((r) => ({ quantity: r.quantity, price: r.rate })))} in all.`
            : `Labor and trucks billed at the rates of ${order.billingCustomerName}'s rate sheet.`
        }
        actions={
          mayWork && (
            <Button component={RouterLink} to={childPath(orderKey, 'addRateSheetItem', returnUrl)} variant="contained" startIcon={<Add />}>
              Add Rate Sheet Item
            </Button>
          )
        }
      />
      <ItemList
        label="Rate Sheet Items"
        rows={rows}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        emptyText="No rate sheet items on this work order yet."
        actions={mayWork ? (r) => <DeleteItemButton what={`the rate sheet item ${r.rateSheetName}`} remove={() => rateSheetItemsApi.remove(order.id, r)} onDeleted={reload} /> : undefined}
      />
    </>
  );
}
