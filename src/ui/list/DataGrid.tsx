/**
 * The data grid of every list (spec §2.3, §9): server-side paging, sorting and filtering, a
 * filter cell under each filterable column, column reorder, resize, hide and group-by, row
 * selection, and rows that open their record. It shows what it is given and reports every
 * change; the page decides where data and remembered layout come from.
 */
import { Box, Typography } from '@mui/material';
import {
  MaterialReactTable,
  MRT_ShowHideColumnsButton,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
  type MRT_Updater,
} from 'material-react-table';
import { useMemo, type ReactNode } from 'react';
import type { ResourceRecord } from '../../domain/resources/meta';
import { CellValue, isNumeric } from './CellValue';
import { formatCell } from './cellFormat';
import { optionLabel, type ColumnSpec } from './columns';
import { FilterCell } from './FilterCell';
import { useGridContext } from './gridContext';
import type { GridState } from './gridState';
import { Pager } from './Pager';
import { SystemRowChip } from './SystemRowChip';

export type GridLayout = Pick<GridState, 'columnOrder' | 'columnSizing' | 'columnVisibility' | 'grouping'>;

export interface DataGridProps {
  columns: readonly ColumnSpec[];
  rows: readonly ResourceRecord[];
  total: number;
  loading: boolean;
  fetching: boolean;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  sort: { field: string; order: 'ASC' | 'DESC' };
  onSort: (sort: { field: string; order: 'ASC' | 'DESC' }) => void;
  layout: GridLayout;
  onLayout: (change: Partial<GridLayout>) => void;
  selectable: boolean;
  selectedIds: readonly number[];
  onSelect: (ids: number[]) => void;
  onOpen: (record: ResourceRecord) => void;
  /** Left of the toolbar: search box, bulk actions. */
  toolbar: ReactNode;
  /** Right of the toolbar, before the column chooser. */
  actions: ReactNode;
  emptyText: string;
  label: string;
  /** Buttons of each row, in a first column titled `rowActionsTitle` (clicking them does not open the row). */
  renderRowActions?: (row: ResourceRecord) => ReactNode;
  rowActionsTitle?: string;
}

const apply = <T,>(updater: MRT_Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

function Cell({ column, row, first }: { column: ColumnSpec; row: ResourceRecord; first: boolean }) {
  const { labels, isSystemRow } = useGridContext();
  const value = row[column.field];
  const content = column.render ? column.render(row) : <CellValue column={column} value={value} label={typeof value === 'number' ? labels[column.field]?.get(value) : undefined} />;
  if (!first || !isSystemRow(row.id)) return <>{content}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      <Box component="span" sx={{ minWidth: 0, overflow: 'hidden' }}>
        {content}
      </Box>
      <SystemRowChip />
    </Box>
  );
}

function GroupLabel({ column, value, count }: { column: ColumnSpec; value: unknown; count: number }) {
  const { labels } = useGridContext();
  const text = formatCell(column.kind, value, (typeof value === 'number' ? labels[column.field]?.get(value) : undefined) ?? optionLabel(column, value)) || '(empty)';
  return (
    <Box component="span" sx={{ fontWeight: 600 }}>
      {text}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        ({count})
      </Box>
    </Box>
  );
}

export function DataGrid(props: DataGridProps) {
  const { columns, rows, layout, sort, selectedIds, onLayout, onSort, onSelect, onOpen } = props;
  const { isSystemRow } = useGridContext();
  const columnDefs = useMemo<MRT_ColumnDef<ResourceRecord>[]>(
    () =>
      columns.map((column, index) => ({
        id: column.field,
        header: column.title,
        accessorFn: (row) => row[column.field] ?? null,
        enableSorting: column.sortable,
        enableColumnFilter: column.filterable,
        enableGrouping: true,
        size: column.size ?? (column.kind === 'text' ? 200 : column.kind === 'boolean' ? 120 : 160),
        minSize: 90,
        Cell: ({ row }) => <Cell column={column} row={row.original} first={index === 0} />,
        GroupedCell: ({ row }) => <GroupLabel column={column} value={row.getGroupingValue(column.field)} count={row.subRows?.length ?? 0} />,
        Filter: () => <FilterCell column={column} />,
        muiTableHeadCellProps: { align: isNumeric(column) ? 'right' : 'left' },
        muiTableBodyCellProps: { align: isNumeric(column) ? 'right' : 'left' },
      })),
    [columns],
  );

  const rowSelection = useMemo<MRT_RowSelectionState>(() => Object.fromEntries(selectedIds.map((id) => [String(id), true])), [selectedIds]);
  const data = useMemo(() => [...rows], [rows]);

  const table = useMaterialReactTable<ResourceRecord>({
    columns: columnDefs,
    data,
    getRowId: (row) => String(row.id),
    rowCount: props.total,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enablePagination: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableGlobalFilter: false,
    enableColumnFilters: true,
    enableColumnFilterModes: false,
    columnFilterDisplayMode: 'subheader',
    enableColumnOrdering: true,
    enableColumnDragging: true,
    enableColumnResizing: true,
    columnResizeMode: 'onEnd',
    enableHiding: true,
    enableGrouping: true,
    enableColumnPinning: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableFacetedValues: false,
    enableRowActions: Boolean(props.renderRowActions),
    positionActionsColumn: 'first',
    renderRowActions: props.renderRowActions ? ({ row }) => props.renderRowActions!(row.original) : undefined,
    displayColumnDefOptions: { 'mrt-row-actions': { header: props.rowActionsTitle ?? 'Actions', size: 130 } },
    enableRowSelection: props.selectable ? (row) => !isSystemRow(row.original.id) : false,
    enableSelectAll: props.selectable,
    selectAllMode: 'page',
    enableStickyHeader: true,
    layoutMode: 'grid',
    positionToolbarDropZone: 'top',
    positionToolbarAlertBanner: 'top',
    groupedColumnMode: 'reorder',
    initialState: { expanded: true },
    state: {
      isLoading: props.loading,
      showProgressBars: props.fetching && !props.loading,
      showColumnFilters: true,
      sorting: [{ id: sort.field, desc: sort.order === 'DESC' }],
      // Until the user moves a column the grid keeps its own order (with its selection and grouping columns).
      ...(layout.columnOrder.length ? { columnOrder: layout.columnOrder } : {}),
      columnSizing: layout.columnSizing,
      columnVisibility: layout.columnVisibility,
      grouping: layout.grouping,
      rowSelection,
      density: 'comfortable',
    },
    onSortingChange: (updater) => {
      const next = apply(updater, [{ id: sort.field, desc: sort.order === 'DESC' }])[0];
      if (next) onSort({ field: next.id, order: next.desc ? 'DESC' : 'ASC' });
    },
    onColumnOrderChange: (updater) => onLayout({ columnOrder: apply(updater, layout.columnOrder) }),
    onColumnSizingChange: (updater) => onLayout({ columnSizing: apply(updater, layout.columnSizing) }),
    onColumnVisibilityChange: (updater) => onLayout({ columnVisibility: apply(updater, layout.columnVisibility) }),
    onGroupingChange: (updater) => onLayout({ grouping: apply(updater, layout.grouping) }),
    onRowSelectionChange: (updater) =>
      onSelect(
        Object.entries(apply(updater, rowSelection))
          .filter(([, on]) => on)
          .map(([id]) => Number(id)),
      ),
    muiTablePaperProps: { variant: 'outlined', elevation: 0, sx: { borderRadius: 2, overflow: 'hidden' } },
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 320px)', minHeight: 260 } },
    muiTableHeadCellProps: {
      sx: {
        verticalAlign: 'top',
        '& .Mui-TableHeadCell-Content-Wrapper': { whiteSpace: 'nowrap' },
        // Drag handle and column menu show on hover, so the titles keep their room.
        '& .Mui-TableHeadCell-Content': { position: 'relative' },
        '& .Mui-TableHeadCell-Content-Actions': {
          position: 'absolute',
          right: 0,
          top: '50%',
          transform: 'translateY(-50%)',
          opacity: 0,
          transition: 'opacity 120ms',
          bgcolor: '#f8f9fb',
          borderRadius: 1,
          boxShadow: '-8px 0 8px #f8f9fb',
        },
        '& .Mui-TableHeadCell-Content:hover .Mui-TableHeadCell-Content-Actions, & .Mui-TableHeadCell-Content-Actions:focus-within': { opacity: 1 },
      },
    },
    muiTableBodyRowProps: ({ row }) =>
      row.getIsGrouped()
        ? {}
        : {
            tabIndex: 0,
            'aria-label': `Open ${String(row.original[columns[0]?.field ?? 'id'] ?? row.original.id)}`,
            onClick: (event) => {
              // Clicks inside a dialog a row action opened reach the row through React's portal.
              if (!event.currentTarget.contains(event.target as Node)) return;
              if ((event.target as HTMLElement).closest('input, button, a, label, [role="checkbox"]')) return;
              onOpen(row.original);
            },
            onKeyDown: (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row.original);
            },
            sx: { cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } },
          },
    muiTopToolbarProps: { sx: { alignItems: 'center' } },
    renderTopToolbarCustomActions: () => <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', p: 0.5 }}>{props.toolbar}</Box>,
    renderToolbarInternalActions: ({ table: t }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {props.actions}
        <MRT_ShowHideColumnsButton table={t} />
      </Box>
    ),
    renderBottomToolbar: () => (
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Pager page={props.page} perPage={props.perPage} total={props.total} loading={props.loading} onPage={props.onPage} onPerPage={props.onPerPage} />
      </Box>
    ),
    renderEmptyRowsFallback: () => (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center', width: '100%' }}>
        {props.emptyText}
      </Typography>
    ),
    localization: {
      noRecordsToDisplay: props.emptyText,
      dropToGroupBy: 'Drop a column here to group by it',
      showHideColumns: 'Show or hide columns',
    },
  });

  return <MaterialReactTable table={table} />;
}
