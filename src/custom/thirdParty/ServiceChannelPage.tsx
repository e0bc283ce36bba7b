/**
 * /third-party/service-channel (spec §2.1): the Service Channel orders with what FieldDesk told
 * Service Channel of each clock-in and clock-out: pending, delivered, or failed with Service
 * Channel's message, and Retry on a failed one for office users.
 */
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { meets } from '../../domain/access';
import type { ServiceChannelSyncAction } from '../../domain/serviceChannel/wire';
import type { ServiceChannelWorkOrder } from '../../domain/serviceChannel/workOrderList';
import { SERVICE_CHANNEL_RETRY_REQUIRES, THIRD_PARTY_PATHS } from '../../domain/thirdParty/pages';
import { editPath } from '../../domain/workOrders/paths';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { PageHeader } from '../../ui/layout/PageHeader';
import { toast } from '../../ui/notifications/toastStore';
import { useBusyAction } from '../../ui/notifications/useBusyAction';
import { useSession } from '../../ui/session/sessionStore';
import { ListLimitNote, NetworkOrdersTable, type OrderColumn } from './NetworkOrdersTable';
import { SyncStateChip } from './SyncStateChip';
import { THIRD_PARTY_QUERY_KEYS, thirdPartyPagesApi } from './thirdPartyPagesApi';

const ACTION_LABEL = { checkIn: 'Check-in', checkOut: 'Check-out' } as const;
const attemptsOf = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;
const shortTime = (dateTime: string | null) => (dateTime ? dateTime.replace('T', ' ').slice(0, 16) : '');

function ActionLine({ action, mayRetry }: { action: ServiceChannelSyncAction; mayRetry: boolean }) {
  const queryClient = useQueryClient();
  const { busy, run } = useBusyAction();
  const retry = () =>
    run(async () => {
      await thirdPartyPagesApi.retryServiceChannel(action.id);
      toast.success(`${ACTION_LABEL[action.action]} sent to Service Channel again.`);
      await queryClient.invalidateQueries({ queryKey: THIRD_PARTY_QUERY_KEYS.serviceChannelOrders });
    });
  const when = action.state === 'delivered' ? `delivered ${shortTime(action.deliveredDate)}` : `queued ${shortTime(action.createdDate)}`;
  return (
    <Box data-testid="sync-action" sx={{ '& + &': { mt: 1 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {ACTION_LABEL[action.action]}
        </Typography>
        <SyncStateChip state={action.state} />
        <Typography variant="caption" color="text.secondary">
          {attemptsOf(action.attempts)} · {when}
        </Typography>
        {action.state === 'failed' && mayRetry && (
          <Button size="small" startIcon={<ReplayOutlined />} onClick={retry} disabled={busy}>
            Retry
          </Button>
        )}
      </Stack>
      {action.lastError && action.state !== 'delivered' && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {action.lastError}
        </Typography>
      )}
    </Box>
  );
}

export default function ServiceChannelPage() {
  const session = useSession();
  const mayRetry = !!session && meets(session.subject, SERVICE_CHANNEL_RETRY_REQUIRES);
  const { data } = useQuery({ queryKey: THIRD_PARTY_QUERY_KEYS.serviceChannelOrders, queryFn: thirdPartyPagesApi.serviceChannelOrders, meta: TOAST_ERRORS, refetchInterval: 15_000 });

  const columns: OrderColumn<ServiceChannelWorkOrder>[] = [
    {
      label: 'Work Order',
      width: 120,
      cell: (o) => (
        <Link component={RouterLink} to={editPath(o.workOrderId, THIRD_PARTY_PATHS.serviceChannel)} sx={{ fontWeight: 600 }}>
          {o.workOrderNumber}
        </Link>
      ),
    },
    { label: 'Customer', width: '22%', cell: (o) => o.customerName },
    { label: 'Service Channel Id', width: 150, cell: (o) => o.serviceChannelWorkOrderId ?? '' },
    { label: 'Sync', width: 120, cell: (o) => <SyncStateChip state={o.state} /> },
    {
      label: 'Check-ins and check-outs',
      cell: (o) =>
        o.actions.length ? (
          o.actions.map((action) => <ActionLine key={action.id} action={action} mayRetry={mayRetry} />)
        ) : (
          <Typography variant="body2" color="text.secondary">
            No clock-in on site yet.
          </Typography>
        ),
    },
  ];

  return (
    <Box sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>
      <PageHeader
        title="Service Channel Work Orders"
        subtitle="Work orders from Service Channel and what FieldDesk has told Service Channel of each clock-in and clock-out. Failed ones show Service Channel's message."
      />
      {data ? (
        <>
          <NetworkOrdersTable
            label="Service Channel work orders"
            rows={data.workOrders}
            rowKey={(o) => o.workOrderId}
            columns={columns}
            empty="No work orders come from Service Channel yet."
          />
          <ListLimitNote shown={data.workOrders.length} total={data.total} />
        </>
      ) : (
        <Skeleton variant="rounded" height={240} aria-label="Loading Service Channel work orders" />
      )}
    </Box>
  );
}
