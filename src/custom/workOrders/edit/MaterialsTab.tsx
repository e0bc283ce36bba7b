import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { materialsApi, type MaterialRow } from '../childrenApi';
import { DeleteItemButton } from '../items/DeleteItemButton';
import { ItemList, type ItemColumn } from '../items/ItemList';
import { lineTotal, linesTotal, money, quantity } from '../items/money';
import { count } from '../items/count';
import { TabToolbar } from '../items/TabToolbar';
import { useItems } from '../items/useItems';
import { childPath } from '../../../domain/workOrders/paths';

const COLUMNS: ItemColumn<MaterialRow>[] = [
  { title: 'Part Number', value: (m) => m.partNumber, nowrap: true },
  { title: 'Description', value: (m) => m.description },
  { title: 'Material Status', value: (m) => m.materialStatus },
  { title: 'Quantity', value: (m) => quantity(m.quantity), align: 'right', nowrap: true },
  { title: 'Unit Cost', value: (m) => money(m.unitCost), align: 'right', nowrap: true },
  { title: 'Unit Price', value: (m) => money(m.unitPrice), align: 'right', nowrap: true },
  { title: 'Total', value: (m) => lineTotal(m.quantity, m.unitPrice), align: 'right', nowrap: true },
];

/** Parts used or proposed on the order, with their material status (spec §3.10). */
export function MaterialsTab({ order, orderKey, returnUrl }: { order: WorkOrder; orderKey: string; returnUrl: string | null }) {
  const session = useSession();
  const load = useCallback(() => materialsApi.list(order.id), [order.id]);
  const { rows, reload } = useItems(load);
  const mayWork = session ? canWorkOnWorkOrders(session.subject) : false;
  return (
    <>
      <TabToolbar
        title="Materials"
        subtitle={rows?.length ? `${count(rows.length, 'material')}, ${linesTotal(rows.map((m) => ({ quantity: m.quantity, price: m.unitPrice })))} in all.` : 'Parts used, ordered or proposed for this work order.'}
        actions={
          mayWork && (
            <Button component={RouterLink} to={childPath(orderKey, 'addMaterial', returnUrl)} variant="contained" startIcon={<Add />}>
              Add Material
            </Button>
          )
        }
      />
      <ItemList
        label="Materials"
        rows={rows}
        columns={COLUMNS}
        rowKey={(m) => m.id}
        emptyText="No materials on this work order yet."
        actions={mayWork ? (m) => <DeleteItemButton what={`the material ${m.description}`} remove={() => materialsApi.remove(order.id, m)} onDeleted={reload} /> : undefined}
      />
    </>
  );
}
