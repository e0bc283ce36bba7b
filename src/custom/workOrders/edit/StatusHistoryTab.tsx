import { Chip } from '@mui/material';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { formatCell } from '../../../ui/list/cellFormat';
import { ItemList, type ItemColumn } from '../items/ItemList';
import { TabToolbar } from '../items/TabToolbar';
import { useItems } from '../items/useItems';
import { getStatusHistory, type StatusHistoryEntry } from '../workOrdersApi';

const COLUMNS: ItemColumn<StatusHistoryEntry>[] = [
  { title: 'Changed', value: (e) => formatCell('dateTime', e.changedDate), nowrap: true },
  { title: 'Status', value: (e) => <Chip label={e.status} size="small" variant="outlined" sx={{ height: 22 }} /> },
  { title: 'Flag', value: (e) => e.flag },
  { title: 'Changed By', value: (e) => e.changedByName },
  { title: 'Note', value: (e) => e.note },
];

/** /workOrder/{key}/edit/showStatusHistory: every status and flag the order took, newest first. */
export function StatusHistoryTab({ order }: { order: WorkOrder }) {
  const { rows } = useItems(order.id, 'statusHistory', getStatusHistory);
  return (
    <>
      <TabToolbar title="Status History" subtitle="Each status and flag the work order took, who set it and when." />
      <ItemList label="Status History" rows={rows} columns={COLUMNS} rowKey={(e) => e.id} emptyText="No status changes recorded yet." />
    </>
  );
}
