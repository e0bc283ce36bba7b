/**
 * /third-party/corrigo (spec §2.1): the work orders linked to Corrigo, with their Corrigo status
 * and check-in, and the import of Corrigo's open orders. Without Corrigo credentials the page says
 * so and leads to Third Party Credentials instead of offering an import that would fail.
 */
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { Alert, Box, Button, Chip, Link, Skeleton } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { meets } from '../../domain/access';
import type { CorrigoLinkedWorkOrder } from '../../domain/thirdParty/corrigoList';
import { NETWORK_CREDENTIALS_PAGE_REQUIRES, THIRD_PARTY_PATHS } from '../../domain/thirdParty/pages';
import { editPath } from '../../domain/workOrders/paths';
import { PageHeader } from '../../ui/layout/PageHeader';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { toast } from '../../ui/notifications/toastStore';
import { useBusyAction } from '../../ui/notifications/useBusyAction';
import { useSession } from '../../ui/session/sessionStore';
import { ListLimitNote, NetworkOrdersTable, type OrderColumn } from './NetworkOrdersTable';
import { THIRD_PARTY_QUERY_KEYS, thirdPartyPagesApi, type CorrigoImportResult } from './thirdPartyPagesApi';
import { corrigoStatusText } from './corrigoStatusText';

const COLUMNS: OrderColumn<CorrigoLinkedWorkOrder>[] = [
  {
    label: 'Work Order',
    width: 130,
    cell: (o) => (
      <Link component={RouterLink} to={editPath(o.workOrderId, THIRD_PARTY_PATHS.corrigo)} sx={{ fontWeight: 600 }}>
        {o.workOrderNumber}
      </Link>
    ),
  },
  { label: 'Customer', cell: (o) => o.customerName },
  { label: 'Corrigo Id', width: 130, cell: (o) => o.corrigoWorkOrderId },
  { label: 'Corrigo Status', width: 170, cell: (o) => (o.corrigoStatus ? corrigoStatusText(o.corrigoStatus) : 'Not yet seen') },
  {
    label: 'Checked In',
    width: 130,
    cell: (o) => (o.isCorrigoWorkOrderCheckedIn ? <Chip size="small" color="success" label="Checked in" /> : <Chip size="small" variant="outlined" label="No" />),
  },
];

const importSummary = (result: CorrigoImportResult) =>
  `Corrigo import: ${result.created.length} created, ${result.updated.length} updated, ${result.skipped.length} skipped.`;

export default function CorrigoPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { busy, run } = useBusyAction();
  const { data } = useQuery({ queryKey: THIRD_PARTY_QUERY_KEYS.corrigoLinked, queryFn: thirdPartyPagesApi.corrigoLinked, meta: TOAST_ERRORS });
  const maySeeSettings = !!session && meets(session.subject, NETWORK_CREDENTIALS_PAGE_REQUIRES);

  const importOrders = () =>
    run(async () => {
      const result = await thirdPartyPagesApi.importCorrigo();
      toast.success(importSummary(result));
      const [first, ...more] = result.skipped;
      if (first) toast.warning(`Corrigo ${first.corrigoWorkOrderId} skipped: ${first.reason}${more.length ? ` (and ${more.length} more)` : ''}`, { autoClose: false });
      await queryClient.invalidateQueries({ queryKey: THIRD_PARTY_QUERY_KEYS.corrigoLinked });
    });

  return (
    <Box sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>
      <PageHeader
        title="Corrigo"
        subtitle="Work orders linked to Corrigo, with the status Corrigo last reported. Importing brings in Corrigo's open orders and updates the linked ones."
        actions={
          <Button variant="contained" startIcon={<CloudDownloadOutlined />} onClick={importOrders} disabled={busy || !data?.hasCredentials}>
            {busy ? 'Importing…' : 'Import from Corrigo'}
          </Button>
        }
      />
      {data && !data.hasCredentials && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Corrigo credentials are not set, so FieldDesk cannot import from Corrigo.{' '}
          {maySeeSettings ? (
            <Link component={RouterLink} to={THIRD_PARTY_PATHS.networkCredentials}>
              Enter the client id and secret in Third Party Credentials.
            </Link>
          ) : (
            'Ask an administrator to enter them in Third Party Credentials.'
          )}
        </Alert>
      )}
      {data ? (
        <>
          <NetworkOrdersTable
            label="Corrigo work orders"
            rows={data.workOrders}
            rowKey={(o) => o.workOrderId}
            columns={COLUMNS}
            empty="No work orders are linked to Corrigo yet. Import from Corrigo to bring in its open orders."
          />
          <ListLimitNote shown={data.workOrders.length} total={data.total} />
        </>
      ) : (
        <Skeleton variant="rounded" height={240} aria-label="Loading Corrigo work orders" />
      )}
    </Box>
  );
}
