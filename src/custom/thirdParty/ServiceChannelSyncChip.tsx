/**
 * On a Service Channel work order's page: where its check-ins and check-outs stand with Service
 * Channel (the outbox of src/server/serviceChannel), read again every few seconds while one is
 * pending, the failure's message on hover, and for office users a link to the Service Channel
 * page, where they send a failed one again.
 */
import { Link, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { meets } from '../../domain/access';
import type { ServiceChannelSync } from '../../domain/serviceChannel/wire';
import { SERVICE_CHANNEL_PAGE_REQUIRES, THIRD_PARTY_PATHS } from '../../domain/thirdParty/pages';
import { http } from '../../ui/http/httpClient';
import { useSession } from '../../ui/session/sessionStore';
import { SyncStateChip } from './SyncStateChip';

const PENDING_POLL_MS = 5_000;

/**
 * `clockedLaborId`, the caller's open labor on the order, is part of the key: a clock-in or
 * clock-out here queues a check-in or check-out, which the chip then reads at once.
 */
export function ServiceChannelSyncChip({ workOrderId, clockedLaborId }: { workOrderId: number; clockedLaborId: number | null }) {
  const session = useSession();
  const mayOpenPage = !!session && meets(session.subject, SERVICE_CHANNEL_PAGE_REQUIRES);
  const sync = useQuery({
    queryKey: ['thirdParty', 'serviceChannelSync', workOrderId, clockedLaborId],
    queryFn: () => http.get<ServiceChannelSync>(`serviceChannel/workOrders/${workOrderId}/sync`),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_POLL_MS : false),
  });
  if (!sync.data) return null;
  const failed = sync.data.actions.find((action) => action.state === 'failed');
  const chip = <SyncStateChip state={sync.data.state} prefix="Service Channel: " />;
  return (
    <Tooltip describeChild title={failed?.lastError ?? `Service Channel work order ${sync.data.serviceChannelWorkOrderId}`}>
      {mayOpenPage ? (
        <Link component={RouterLink} to={THIRD_PARTY_PATHS.serviceChannel} underline="none">
          {chip}
        </Link>
      ) : (
        <span>{chip}</span>
      )}
    </Tooltip>
  );
}
