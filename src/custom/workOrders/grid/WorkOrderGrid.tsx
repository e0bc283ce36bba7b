import Add from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Box, Button, CircularProgress, IconButton, Paper, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/auth/sessionStore';
import { PageHeader } from '../../../app/layout/PageHeader';
import { showError } from '../../../app/notifications/showError';
import { canCreateWorkOrders } from '../../../domain/workOrderAccess';
import type { WorkOrderGrid as GridName, WorkOrderListRow } from '../../../domain/workOrders';
import { DatesProvider } from '../../../resources/DatesProvider';
import { DataGrid } from '../../../resources/list/DataGrid';
import { downloadWorkbook, EXPORT_PAGE_SIZE, exportTable } from '../../../resources/list/exportRows';
import { apiFilterOf, type CellFilter } from '../../../resources/list/filterModel';
import { GridContext } from '../../../resources/list/gridContext';
import { clearGridState, defaultGridState, gridStateKey, readGridState, writeGridState, type GridState } from '../../../resources/list/gridState';
import { Pager } from '../../../resources/list/Pager';
import { RecordCards } from '../../../resources/list/RecordCards';
import { SearchBox } from '../../../resources/list/SearchBox';
import { visibleColumns } from '../../../resources/list/visibleColumns';
import type { ResourceRecord } from '../../../resources/meta/types';
import { CREATE_WORK_ORDER_PATH, editPath } from '../paths';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { listWorkOrders } from '../workOrdersApi';
import { apiSortOf, WORK_ORDER_DEFAULT_SORT, workOrderColumns } from './workOrderColumns';

const NO_LABELS = {};

interface Props {
  grid: GridName;
  title: string;
  subtitle: string;
  /** Buttons of each row (a card's on phones); `reload` fetches the page again after they changed something. */
  rowActions?: (row: WorkOrderListRow, reload: () => void) => ReactNode;
  rowActionsTitle?: string;
}

/**
 * A work-order grid (spec §2.1, §9): the generic grid fed by GET workOrders?grid=..., its
 * layout, filters and sort remembered per subscriber under the grid context (woAll, woMy,
 * hist); cards on phones; export to excel.xlsx.
 */
export function WorkOrderGrid({ grid, title, subtitle, rowActions, rowActionsTitle }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const dataProvider = useDataProvider();
  const lookups = useWorkOrderLookups();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const returnUrl = `${location.pathname}${location.search}`;
  const columns = useMemo(() => workOrderColumns(lookups, returnUrl), [lookups, returnUrl]);
  const fields = columns.map((c) => c.field);
  const storageKey = gridStateKey(session?.user.subscriberId ?? 0, grid);
  const [state, setState] = useState<GridState>(() => readGridState(storageKey, fields, defaultGridState(WORK_ORDER_DEFAULT_SORT)));
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ rows: WorkOrderListRow[]; total: number } | null>(null);
  const [fetching, setFetching] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => writeGridState(storageKey, state), [storageKey, state]);

  const filter = useMemo(() => apiFilterOf(columns, state.filters, state.q), [columns, state.filters, state.q]);
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    const controller = new AbortController();
    setFetching(true);
    listWorkOrders(grid, { page, perPage: state.perPage, sort: apiSortOf(state.sort), filter: JSON.parse(filterKey) }, controller.signal).then(
      (result) => {
        setAnswer(result);
        setFetching(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetching(false);
        setAnswer((current) => current ?? { rows: [], total: 0 });
        showError(error);
      },
    );
    return () => controller.abort();
  }, [grid, page, state.perPage, state.sort, filterKey, reloads]);

  const setFilter = useCallback((field: string, cell: CellFilter | undefined) => {
    setState((s) => {
      const filters = { ...s.filters };
      if (cell) filters[field] = cell;
      else delete filters[field];
      return { ...s, filters };
    });
    setPage(1);
  }, []);
  const gridContext = useMemo(() => ({ filters: state.filters, setFilter, labels: NO_LABELS }), [state.filters, setFilter]);
  const setQ = (q: string) => {
    setState((s) => ({ ...s, q }));
    setPage(1);
  };
  const onPerPage = (perPage: number) => {
    setState((s) => ({ ...s, perPage }));
    setPage(1);
  };
  const resetLayout = () => {
    clearGridState(storageKey);
    setState(defaultGridState(WORK_ORDER_DEFAULT_SORT));
    setPage(1);
  };

  const rows = (answer?.rows ?? []) as unknown as ResourceRecord[];
  const total = answer?.total ?? 0;
  const open = (record: ResourceRecord) => navigate(editPath(record.id, returnUrl));
  const actionsOf = rowActions ? (record: ResourceRecord) => rowActions(record as unknown as WorkOrderListRow, reload) : undefined;
  const emptyText = state.q || Object.keys(state.filters).length ? 'No work orders match these filters.' : 'No work orders here yet.';

  const onExport = async () => {
    setExporting(true);
    try {
      const all: WorkOrderListRow[] = [];
      for (let p = 1; all.length < total; p++) {
        const { rows: batch } = await listWorkOrders(grid, { page: p, perPage: EXPORT_PAGE_SIZE, sort: apiSortOf(state.sort), filter });
        all.push(...batch);
        if (batch.length < EXPORT_PAGE_SIZE) break;
      }
      const records = all as unknown as ResourceRecord[];
      const shown = visibleColumns(columns, state);
      await downloadWorkbook(title, shown, await exportTable(dataProvider, shown, records), records);
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const canCreate = session ? canCreateWorkOrders(session.subject) : false;
  return (
    <Box sx={{ maxWidth: 1600, width: '100%', mx: 'auto' }}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          canCreate && (
            <Button component={RouterLink} to={CREATE_WORK_ORDER_PATH} variant="contained" startIcon={<Add />}>
              {phone ? 'Create' : 'Create Work Order'}
            </Button>
          )
        }
      />
      <DatesProvider>
        <GridContext.Provider value={gridContext}>
          {phone ? (
            <>
              <Box sx={{ mb: 1.5 }}>
                <SearchBox value={state.q} onChange={setQ} label={title} fullWidth />
              </Box>
              <RecordCards columns={visibleColumns(columns, state)} rows={rows} loading={!answer} emptyText={emptyText} onOpen={open} actions={actionsOf} />
              <Paper variant="outlined" sx={{ mt: 1.5 }}>
                <Pager page={page} perPage={state.perPage} total={total} onPage={setPage} onPerPage={onPerPage} compact />
              </Paper>
            </>
          ) : (
            <DataGrid
              label={title}
              columns={columns}
              rows={rows}
              total={total}
              loading={!answer}
              fetching={fetching}
              page={page}
              perPage={state.perPage}
              onPage={setPage}
              onPerPage={onPerPage}
              sort={state.sort}
              onSort={(sort) => {
                setState((s) => ({ ...s, sort }));
                setPage(1);
              }}
              layout={state}
              onLayout={(change) => setState((s) => ({ ...s, ...change }))}
              selectable={false}
              selectedIds={[]}
              onSelect={() => undefined}
              onOpen={open}
              emptyText={emptyText}
              renderRowActions={actionsOf}
              rowActionsTitle={rowActionsTitle}
              toolbar={<SearchBox value={state.q} onChange={setQ} label={title} />}
              actions={
                <>
                  <Tooltip title="Export every matching row to Excel">
                    <span>
                      <Button
                        size="small"
                        color="inherit"
                        onClick={() => void onExport()}
                        disabled={exporting || total === 0}
                        startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
                        sx={{ color: 'text.secondary' }}
                      >
                        Export
                      </Button>
                    </span>
                  </Tooltip>
                  <Tooltip title="Reset columns, filters and sorting">
                    <IconButton aria-label="Reset columns, filters and sorting" onClick={resetLayout}>
                      <RestartAlt />
                    </IconButton>
                  </Tooltip>
                </>
              }
            />
          )}
        </GridContext.Provider>
      </DatesProvider>
    </Box>
  );
}
