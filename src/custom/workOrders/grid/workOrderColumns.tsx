import { Box, Chip, Link, Typography } from '@mui/material';
import { createContext, useContext } from 'react';
import type { WorkOrderListRow, WorkOrderLookups } from '../../../domain/workOrders/orders';
import type { ColumnSpec } from '../../../ui/list/columns';
import type { ResourceRecord } from '../../../domain/resources/meta';
import { editPath } from '../../../domain/workOrders/paths';
import { useShownWorkOrder } from '../useShownWorkOrder';
import { FlagPill, showsFlag, StatusPill } from './WorkOrderPills';

const rowOf = (record: ResourceRecord) => record as unknown as WorkOrderListRow;
const choicesOf = (list: ReadonlyArray<{ id: number; name: string }> | undefined) => list?.map((o) => ({ value: o.id, label: o.name }));

/**
 * The address of the list a number link is shown in (useFetchedGrid's `address`: its page, sort,
 * search and filters), which the order's edit page comes back to. The grid provides it: the
 * browser's address catches up with the list's state only after the list first shows.
 */
export const WorkOrderListAddress = createContext<string | null>(null);

/** The row as the phone shows it: clock actions waiting offline show as done. */
const useShownRow = (row: WorkOrderListRow) => useShownWorkOrder(row, { clockedIn: row.isOpenLaborMine, enRoute: false });

/** The number opens the order's edit page in a new tab (spec §2.1), coming back to the list; "Clocked in" marks the user's current order. */
function NumberLink({ row }: { row: WorkOrderListRow }) {
  const listAddress = useContext(WorkOrderListAddress);
  const shown = useShownRow(row);
  const link = (
    <Link
      href={editPath(row.id, listAddress)}
      target="_blank"
      rel="noopener"
      underline="hover"
      sx={{ fontWeight: 600 }}
      aria-label={`Work order ${row.displayNumber} (opens in a new tab)`}
    >
      {row.displayNumber}
    </Link>
  );
  if (!shown.clockedIn) return link;
  // The order the user is clocked in on (My Work Orders lists it first).
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
      {link}
      <Chip size="small" color="success" label="Clocked in" sx={{ height: 22, fontWeight: 600 }} />
    </Box>
  );
}

function StatusCell({ row, colors }: { row: WorkOrderListRow; colors: Record<number, string> | undefined }) {
  const shown = useShownRow(row);
  return <StatusPill name={shown.status} color={colors?.[shown.statusId]} highlighted={shown.clockedIn} />;
}

function FlagCell({ row, colors }: { row: WorkOrderListRow; colors: Record<number, string> | undefined }) {
  const shown = useShownRow(row);
  return shown.flag && showsFlag(shown.flagId) ? (
    <FlagPill name={shown.flag} color={colors?.[shown.flagId]} />
  ) : (
    <Typography component="span" variant="body2" sx={{ color: 'text.disabled' }}>
      —
    </Typography>
  );
}

/**
 * The columns of the work-order grids (spec §2.1). Status and flag filter by id with the
 * subscriber's names; the cells show the names the rows carry.
 */
export function workOrderColumns(lookups: WorkOrderLookups | null): ColumnSpec[] {
  return [
    { field: 'displayNumber', title: 'Number', kind: 'text', filterable: true, sortable: true, size: 140, render: (r) => <NumberLink row={rowOf(r)} /> },
    { field: 'customerName', title: 'Customer', kind: 'text', filterable: true, sortable: true, size: 210 },
    { field: 'siteAddress', title: 'Site Address', kind: 'text', filterable: true, sortable: true, size: 220 },
    { field: 'problem', title: 'Problem', kind: 'text', filterable: true, sortable: true, size: 300 },
    { field: 'statusId', title: 'Status', kind: 'enum', options: choicesOf(lookups?.statuses), filterable: true, sortable: true, size: 190, render: (r) => <StatusCell row={rowOf(r)} colors={lookups?.statusColors} /> },
    { field: 'flagId', title: 'Flag', kind: 'enum', options: choicesOf(lookups?.flags), filterable: true, sortable: true, size: 190, render: (r) => <FlagCell row={rowOf(r)} colors={lookups?.flagColors} /> },
    { field: 'technicianNames', title: 'Technicians', kind: 'text', filterable: true, sortable: true, size: 200 },
    { field: 'nteAmount', title: 'NTE', kind: 'money', filterable: true, sortable: true, size: 130 },
    { field: 'createdDate', title: 'Created', kind: 'dateTime', filterable: true, sortable: true, size: 200 },
  ];
}

export const WORK_ORDER_DEFAULT_SORT = { field: 'displayNumber', order: 'DESC' as const };

/** Grid columns sorted by another row field: the number numerically, status and flag by name. */
const SORTED_BY: Record<string, string> = { displayNumber: 'workOrderNumber', statusId: 'status', flagId: 'flag' };
export const apiSortOf = (sort: { field: string; order: 'ASC' | 'DESC' }) => ({ ...sort, field: SORTED_BY[sort.field] ?? sort.field });
