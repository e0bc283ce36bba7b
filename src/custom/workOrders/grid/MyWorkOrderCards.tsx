/**
 * My Work Orders on a phone: compact cards (WorkOrderCard), the order the technician is
 * clocked in on first (the server pins it), search and pager over them. The same grid state as
 * the desktop grid (address and remembered sort), so Back returns to the same page. Loads none
 * of the desktop grid's code: no data grid, filters, date pickers or export.
 */
import Add from '@mui/icons-material/Add';
import { Box, Button, Card, Paper, Skeleton, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canCreateWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrderListRow } from '../../../domain/workOrders/orders';
import { CREATE_WORK_ORDER_PATH, editPath } from '../../../domain/workOrders/paths';
import { LoadingBar } from '../../../ui/layout/LoadingBar';
import { PageHeader } from '../../../ui/layout/PageHeader';
import { gridStateKey } from '../../../ui/list/gridState';
import { Pager } from '../../../ui/list/Pager';
import { SearchBox } from '../../../ui/list/SearchBox';
import { useFetchedGrid } from '../../../ui/list/useFetchedGrid';
import { useOpening } from '../../../ui/navigation/useOpening';
import { useSession } from '../../../ui/session/sessionStore';
import { StartStopButton } from '../../timeTracking/StartStopButton';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { gridResource } from './gridResources';
import { useLiveGrid } from './useLiveGrid';
import { useTodaysVisits } from './useTodaysVisits';
import { WorkOrderCard } from './WorkOrderCard';
import { apiSortOf, WORK_ORDER_DEFAULT_SORT, workOrderColumns } from './workOrderColumns';
import { MY_WORK_ORDERS } from './myWorkOrdersTexts';

/** Card-shaped placeholders until the first answer: never a "No work orders" flash. */
function CardSkeletons() {
  return (
    <Box aria-label="Loading work orders" role="progressbar" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {[0, 1, 2].map((n) => (
        <Card key={n} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="40%" height={28} />
          <Skeleton width="70%" />
          <Skeleton width="95%" />
          <Skeleton width="60%" />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Skeleton variant="rounded" width={80} height={44} />
            <Skeleton variant="rounded" width={80} height={44} />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

export function MyWorkOrderCards() {
  const session = useSession();
  const lookups = useWorkOrderLookups();
  const visits = useTodaysVisits();
  const { opening, open } = useOpening();
  const columns = useMemo(() => workOrderColumns(lookups), [lookups]);
  const grid = useFetchedGrid<WorkOrderListRow>({
    storageKey: gridStateKey(session?.user.subscriberId ?? 0, 'woMy'),
    columns,
    defaultSort: WORK_ORDER_DEFAULT_SORT,
    resource: gridResource('woMy'),
    apiSort: apiSortOf,
  });
  const { state, answer, page, setPage, refilter, reload } = grid;
  useLiveGrid('woMy', reload);
  const rows = answer?.rows ?? [];
  const searching = Boolean(state.q) || Object.keys(state.filters).length > 0;
  const canCreate = session ? canCreateWorkOrders(session.subject) : false;

  return (
    <Box>
      {opening && <LoadingBar />}
      <PageHeader
        title={MY_WORK_ORDERS.title}
        subtitle={MY_WORK_ORDERS.subtitle}
        actions={
          canCreate && (
            <Button component={RouterLink} to={CREATE_WORK_ORDER_PATH} variant="contained" startIcon={<Add />} sx={{ minHeight: 44 }}>
              Create
            </Button>
          )
        }
      />
      <Box sx={{ mb: 1.5, '& .MuiInputBase-root': { minHeight: 48 }, '& .MuiIconButton-root': { width: 44, height: 44 } }}>
        <SearchBox value={state.q} onChange={(q) => refilter({ q })} label={MY_WORK_ORDERS.title} fullWidth />
      </Box>
      {!answer ? (
        <CardSkeletons />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
          {searching ? 'No work orders match these filters.' : 'No work orders here yet.'}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Records" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25, pointerEvents: opening ? 'none' : undefined }}>
          {rows.map((row) => (
            <Box component="li" key={row.id}>
              <WorkOrderCard
                row={row}
                statusColors={lookups?.statusColors}
                flagColors={lookups?.flagColors}
                visit={visits.get(row.id)}
                onOpen={() => open(editPath(row.id, grid.address))}
                action={<StartStopButton workOrderId={row.id} workOrderNumber={row.displayNumber} isClockedIn={row.isOpenLaborMine} onComplete={reload} />}
              />
            </Box>
          ))}
        </Box>
      )}
      <Paper variant="outlined" sx={{ mt: 1.5, '& .MuiIconButton-root, & .MuiButton-root': { minWidth: 44, minHeight: 44 }, '& .MuiSelect-select': { minHeight: 28, display: 'flex', alignItems: 'center' } }}>
        <Pager page={page} perPage={state.perPage} total={answer?.total ?? 0} loading={!answer} onPage={setPage} onPerPage={(perPage) => refilter({ perPage })} compact />
      </Paper>
    </Box>
  );
}
