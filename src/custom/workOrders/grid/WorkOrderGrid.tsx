import Add from '@mui/icons-material/Add';
import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { PageHeader } from '../../../ui/layout/PageHeader';
import { useBusyAction } from '../../../ui/notifications/useBusyAction';
import { canCreateWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrderGrid as GridName, WorkOrderListRow } from '../../../domain/workOrders/orders';
import { DatesProvider } from '../../../ui/form/DatesProvider';
import { downloadWorkbook, exportTable, fetchAllRows } from '../../../ui/list/exportRows';
import { FetchedGridView } from '../../../ui/list/FetchedGridView';
import { ExportButton } from '../../../ui/list/GridButtons';
import { gridStateKey } from '../../../ui/list/gridState';
import { useFetchedGrid } from '../../../ui/list/useFetchedGrid';
import { visibleColumns } from '../../../ui/list/visibleColumns';
import type { ResourceRecord } from '../../../domain/resources/meta';
import { CREATE_WORK_ORDER_PATH, editPath } from '../../../domain/workOrders/paths';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { gridResource } from './gridResources';
import { apiSortOf, WORK_ORDER_DEFAULT_SORT, workOrderColumns, WorkOrderListAddress } from './workOrderColumns';
import { useLiveGrid } from './useLiveGrid';

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
 * hist); cards on phones; export to a workbook named after the grid and the day.
 */
export function WorkOrderGrid({ grid, title, subtitle, rowActions, rowActionsTitle }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const lookups = useWorkOrderLookups();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const columns = useMemo(() => workOrderColumns(lookups), [lookups]);
  const fetched = useFetchedGrid<WorkOrderListRow>({
    storageKey: gridStateKey(session?.user.subscriberId ?? 0, grid),
    columns,
    defaultSort: WORK_ORDER_DEFAULT_SORT,
    resource: gridResource(grid),
    apiSort: apiSortOf,
  });
  const { state, answer, filter, reload } = fetched;
  useLiveGrid(grid, reload);
  const { busy: exporting, run: runExport } = useBusyAction();

  const rows = (answer?.rows ?? []) as unknown as ResourceRecord[];
  const total = answer?.total ?? 0;
  const open = (record: ResourceRecord) => navigate(editPath(record.id, fetched.address));
  const actionsOf = rowActions ? (record: ResourceRecord) => rowActions(record as unknown as WorkOrderListRow, reload) : undefined;
  const emptyText = state.q || Object.keys(state.filters).length ? 'No work orders match these filters.' : 'No work orders here yet.';

  const onExport = () =>
    runExport(async () => {
      const records = await fetchAllRows(dataProvider, gridResource(grid), filter, apiSortOf(state.sort));
      const shown = visibleColumns(columns, state);
      await downloadWorkbook(title, shown, await exportTable(dataProvider, shown, records), records);
    });

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
        <WorkOrderListAddress.Provider value={fetched.address}>
          <FetchedGridView
            label={title}
            columns={columns}
            grid={fetched}
            rows={rows}
            emptyText={emptyText}
            onOpen={open}
            rowActions={actionsOf}
            rowActionsTitle={rowActionsTitle}
            actions={<ExportButton exporting={exporting} disabled={total === 0} onExport={() => void onExport()} />}
          />
        </WorkOrderListAddress.Provider>
      </DatesProvider>
    </Box>
  );
}
