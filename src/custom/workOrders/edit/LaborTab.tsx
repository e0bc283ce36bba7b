import { Box, Chip } from '@mui/material';
import { useSession } from '../../../ui/session/sessionStore';
import { canDeleteWorkOrderItems } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { formatCell } from '../../../ui/list/cellFormat';
import type { ItemColumn } from '../items/ItemList';
import { ItemsTab } from '../items/ItemsTab';
import { count } from '../items/count';
import { useItems } from '../items/useItems';
import { deleteLabor, getLabors, type LaborRow } from '../workOrdersApi';

const hoursOf = (labor: LaborRow) => (labor.hours === null ? null : labor.hours.toFixed(2));

/** Overtime, apprentice rate, employee type, truck, per diem and flag: what the clock-in chose. */
const choicesOf = (labor: LaborRow): string[] =>
  [
    labor.isOvertime && 'Overtime',
    labor.isApprenticeRateApplied && 'Apprentice rate',
    labor.rateSheetName,
    labor.truckName,
    labor.perDiemType && `Per diem: ${labor.perDiemType}`,
    labor.flag && `Flag: ${labor.flag}`,
  ].filter((text): text is string => Boolean(text));

function choicesCell(labor: LaborRow) {
  const chips = choicesOf(labor);
  if (!chips.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {chips.map((text) => (
        <Chip key={text} label={text} size="small" variant="outlined" sx={{ height: 22 }} />
      ))}
    </Box>
  );
}

const COLUMNS: ItemColumn<LaborRow>[] = [
  { title: 'Technician', value: (l) => l.technicianName, nowrap: true },
  { title: 'Start', value: (l) => formatCell('dateTime', l.startTime), nowrap: true },
  { title: 'Stop', value: (l) => (l.stopTime ? formatCell('dateTime', l.stopTime) : <Chip label="Clocked in" color="success" size="small" sx={{ height: 22 }} />), nowrap: true },
  { title: 'Hours', value: hoursOf, align: 'right', nowrap: true },
  { title: 'User Status', value: (l) => l.userStatus, nowrap: true },
  { title: 'Rate and Flag', value: choicesCell },
  { title: 'Description', value: (l) => l.description, minWidth: 220 },
];

/** Every clock-in on the order (spec §3.4 labor) with its hours; closed ones may be deleted with the named permission. */
export function LaborTab({ order }: { order: WorkOrder }) {
  const session = useSession();
  const items = useItems(order.id, 'labor', getLabors);
  const { rows } = items;
  const mayDelete = session ? canDeleteWorkOrderItems(session.subject) : false;
  const total = (rows ?? []).reduce((sum, l) => sum + Math.round((l.hours ?? 0) * 100), 0) / 100;
  return (
    <ItemsTab
      title="Labor"
      subtitle={rows?.length ? `${count(rows.length, 'clock-in')}, ${count(total, 'hour')} in all.` : 'Technicians clock in and out with Start and Stop.'}
      items={items}
      columns={COLUMNS}
      rowKey={(l) => l.workOrderLaborId}
      emptyText="Nobody has clocked in on this work order yet."
      deletion={
        mayDelete
          ? {
              what: (l) => `the labor of ${l.technicianName} from ${formatCell('dateTime', l.startTime)}`,
              remove: (l) => deleteLabor(order.id, l.workOrderLaborId),
              allowed: (l) => Boolean(l.stopTime),
            }
          : undefined
      }
    />
  );
}
