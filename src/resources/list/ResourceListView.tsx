import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Button, CircularProgress } from '@mui/material';
import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { askConfirmation } from '../../ui/confirm/confirmStore';
import { useBusyAction } from '../../ui/notifications/useBusyAction';
import { toast } from '../../ui/notifications/toastStore';
import type { ResourceMeta, ResourceRecord } from '../../domain/resources/meta';
import { linksOf } from '../registry/entries';
import { useResourceScreen } from '../registry/screenContext';
import { useReferenceLabels } from '../../ui/reference/useReferenceLabels';
import { bulkDeleteSummary, deleteRows } from '../../ui/list/bulkDelete';
import { formatCell } from '../../ui/list/cellFormat';
import type { ColumnSpec } from '../../ui/list/columns';
import { DataGrid, type GridLayout } from '../../ui/list/DataGrid';
import { downloadWorkbook, exportTable, fetchAllRows } from '../../ui/list/exportRows';
import { withFilterCell, type CellFilter } from '../../ui/list/filterModel';
import { ExportButton, ResetLayoutButton } from '../../ui/list/GridButtons';
import { GridContext } from '../../ui/list/gridContext';
import { clearGridState, defaultGridState, writeGridState, type GridState } from '../../ui/list/gridState';
import { PhoneRecords } from '../../ui/list/PhoneRecords';
import { SearchBox } from '../../ui/list/SearchBox';
import { visibleColumns } from '../../ui/list/visibleColumns';

interface Props {
  meta: ResourceMeta;
  columns: ColumnSpec[];
  state: GridState;
  setState: Dispatch<SetStateAction<GridState>>;
  storageKey: string;
  filter: Record<string, unknown>;
  phone: boolean;
}

/** The list's body inside ListBase: grid (or cards on a phone), search, export, bulk delete; remembers its layout. */
export function ResourceListView({ meta, columns, state, setState, storageKey, filter, phone }: Props) {
  const entry = useResourceScreen();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const list = useListContext<ResourceRecord>();
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const [selected, setSelected] = useState<number[]>([]);
  const { busy: exporting, run: runExport } = useBusyAction();
  const [deleting, setDeleting] = useState(false);
  const links = linksOf(entry);

  useEffect(() => writeGridState(storageKey, state), [storageKey, state]);

  const referenceFields = useMemo(
    () => columns.filter((c) => c.kind === 'reference' && c.reference).map((c) => ({ field: c.field, reference: c.reference! })),
    [columns],
  );
  const labels = useReferenceLabels(referenceFields, rows);

  const { setPage } = list;
  const setFilter = useCallback(
    (field: string, cell: CellFilter | undefined) => {
      setState((s) => ({ ...s, filters: withFilterCell(s.filters, field, cell) }));
      setPage(1);
    },
    [setState, setPage],
  );
  const setQ = (q: string) => {
    setState((s) => ({ ...s, q }));
    list.setPage(1);
  };
  const systemIds = useMemo(() => new Set(meta.systemRows?.ids ?? []), [meta.systemRows]);
  const gridContext = useMemo(
    () => ({ filters: state.filters, setFilter, labels, isSystemRow: (id: number) => systemIds.has(id) }),
    [state.filters, setFilter, labels, systemIds],
  );

  const open = (record: ResourceRecord) => navigate(links.edit(record.id));
  const nameOf = (record: ResourceRecord | undefined, id: number) => {
    const first = columns[0];
    if (!record || !first) return `#${id}`;
    const value = record[first.field];
    return formatCell(first.kind, value, typeof value === 'number' ? labels[first.field]?.get(value) : undefined) || `#${id}`;
  };

  const onExport = () =>
    runExport(async () => {
      const shown = visibleColumns(columns, state);
      const all = await fetchAllRows(dataProvider, meta.name, filter, list.sort);
      const table = await exportTable(dataProvider, shown, all);
      await downloadWorkbook(meta.label, shown, table, all);
    });

  const onDelete = async () => {
    const ids = [...selected];
    const noun = ids.length === 1 ? meta.recordLabel : meta.label;
    const yes = await askConfirmation({ message: `Delete ${ids.length} ${noun.toLowerCase()}? This cannot be undone.`, yesText: 'Yes', noText: 'No' });
    if (!yes) return;
    setDeleting(true);
    const known = new Map(rows.map((r) => [r.id, r]));
    const result = await deleteRows(dataProvider, meta.name, ids, (id) => nameOf(known.get(id), id), known);
    setDeleting(false);
    setSelected(result.failed.map((f) => f.id));
    const summary = bulkDeleteSummary(result, { one: meta.recordLabel.toLowerCase(), many: meta.label.toLowerCase() });
    if (summary.ok) toast.success(summary.ok);
    if (summary.failures) toast.error(summary.failures, { autoClose: false });
    list.refetch();
  };

  const resetLayout = () => {
    clearGridState(storageKey);
    setState(defaultGridState(meta.sort));
    list.setSort(meta.sort);
    list.setPerPage(defaultGridState(meta.sort).perPage);
    setSelected([]);
  };

  const emptyText = state.q || Object.keys(state.filters).length ? 'No records match these filters.' : `No ${meta.label.toLowerCase()} yet.`;
  const onPage = (page: number) => list.setPage(page);
  const onPerPage = (perPage: number) => {
    setState((s) => ({ ...s, perPage }));
    list.setPerPage(perPage);
  };

  if (phone) {
    return (
      <GridContext.Provider value={gridContext}>
        <PhoneRecords
          label={meta.label}
          q={state.q}
          onQ={setQ}
          columns={visibleColumns(columns, state)}
          rows={rows}
          loading={list.isPending}
          emptyText={emptyText}
          onOpen={open}
          pager={{ page: list.page, perPage: list.perPage, total: list.total ?? 0, loading: list.isPending, onPage, onPerPage }}
        />
      </GridContext.Provider>
    );
  }

  const layout: GridLayout = { columnOrder: state.columnOrder, columnSizing: state.columnSizing, columnVisibility: state.columnVisibility, grouping: state.grouping };
  return (
    <GridContext.Provider value={gridContext}>
      <DataGrid
        label={meta.label}
        columns={columns}
        rows={rows}
        total={list.total ?? 0}
        loading={list.isPending}
        fetching={Boolean(list.isFetching)}
        page={list.page}
        perPage={list.perPage}
        onPage={onPage}
        onPerPage={onPerPage}
        sort={list.sort as GridState['sort']}
        onSort={(sort) => {
          setState((s) => ({ ...s, sort }));
          list.setSort(sort);
        }}
        layout={layout}
        onLayout={(change) => setState((s) => ({ ...s, ...change }))}
        selectable={meta.canWrite}
        selectedIds={selected}
        onSelect={setSelected}
        onOpen={open}
        emptyText={emptyText}
        toolbar={
          <>
            <SearchBox value={state.q} onChange={setQ} label={meta.label} />
            {meta.canWrite && selected.length > 0 && (
              <Button
                color="error"
                variant="outlined"
                size="small"
                startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : <DeleteOutline />}
                disabled={deleting}
                onClick={() => void onDelete()}
              >
                Delete {selected.length} selected
              </Button>
            )}
          </>
        }
        actions={
          <>
            <ExportButton exporting={exporting} disabled={(list.total ?? 0) === 0} onExport={() => void onExport()} />
            <ResetLayoutButton onReset={resetLayout} />
          </>
        }
      />
    </GridContext.Provider>
  );
}
