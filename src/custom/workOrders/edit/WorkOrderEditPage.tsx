import ArrowBack from '@mui/icons-material/ArrowBack';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Alert, Box, Button, MenuItem, Paper, Tab, Tabs, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { usePageTitle } from '../../../ui/layout/usePageTitle';
import { DatesProvider } from '../../../ui/form/DatesProvider';
import { OfflineNotice } from '../../../ui/offline';
import { safeReturnUrl, WORK_ORDERS_PATH } from '../../../domain/workOrders/paths';
import { PricedItemsTab } from '../items/PricedItemsTab';
import { workOrderKeys } from '../queryKeys';
import { DetailsTab } from './DetailsTab';
import { OFFLINE_TABS, tabOf, tabPath, tabsFor, type EditTabId } from './editTabs';
import { EquipmentTasksTab } from './EquipmentTasksTab';
import { JobsTab } from './JobsTab';
import { LaborTab } from './LaborTab';
import { MATERIALS, RATE_SHEET_ITEMS, STANDARD_ITEMS } from './pricedLists';
import { SignatureTab } from './SignatureTab';
import { StatusHistoryTab } from './StatusHistoryTab';
import { WorkOrderGate, type LoadedWorkOrder } from './WorkOrderGate';
import { WorkOrderHeader } from './WorkOrderHeader';
import { WorkOrderScheduleTab } from '../../scheduling/WorkOrderScheduleTab';
import { WorkOrderFilesTab } from '../../files/WorkOrderFilesTab';

/** Said in the offline notice while the page shows the order's copy on the phone. */
export const OFFLINE_COPY_NOTE = 'Start and Stop are kept and sent when connected; changes and the other sections need a connection.';

function NeedsConnection({ section }: { section: string }) {
  return (
    <Alert severity="info" icon={<CloudOffOutlined />}>
      {section} needs a connection: it opens here when the phone is back online.
    </Alert>
  );
}

function EditView({ orderKey, order, savedAt, reload, replace }: LoadedWorkOrder) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const returnUrl = safeReturnUrl(search.get('returnUrl'));
  usePageTitle(`Work Order ${order.displayNumber}`);
  if (!session) return null;
  const tabs = tabsFor(session.subject);
  const tab = tabOf(location.pathname, search);
  if (!tabs.some((t) => t.id === tab)) return <Navigate to={tabPath(orderKey, 'details', returnUrl)} replace />;

  const fromCopy = savedAt !== null;
  const opens = (id: EditTabId) => !fromCopy || OFFLINE_TABS.includes(id);
  const show = (next: EditTabId) => navigate(tabPath(orderKey, next, returnUrl), { replace: true });
  const content: Record<EditTabId, () => ReactNode> = {
    details: () => <DetailsTab order={order} onSaved={replace} reload={reload} readOnly={fromCopy} />,
    labor: () => <LaborTab order={order} />,
    files: () => <WorkOrderFilesTab workOrderId={order.id} orderNumber={order.displayNumber} />,
    schedule: () => <WorkOrderScheduleTab workOrderId={order.id} label={[order.displayNumber, order.customerName].filter(Boolean).join(' · ')} />,
    materials: () => <PricedItemsTab list={MATERIALS} order={order} orderKey={orderKey} returnUrl={returnUrl} />,
    standardItems: () => <PricedItemsTab list={STANDARD_ITEMS} order={order} orderKey={orderKey} returnUrl={returnUrl} />,
    rateSheetItems: () => <PricedItemsTab list={RATE_SHEET_ITEMS} order={order} orderKey={orderKey} returnUrl={returnUrl} />,
    equipmentTasks: () => <EquipmentTasksTab order={order} />,
    jobs: () => <JobsTab order={order} />,
    statusHistory: () => <StatusHistoryTab order={order} />,
    signature: () => <SignatureTab order={order} orderKey={orderKey} returnUrl={returnUrl} onChanged={() => void reload()} />,
  };

  return (
    <Box sx={{ maxWidth: 1280, width: '100%', mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Button component={RouterLink} to={returnUrl ?? WORK_ORDERS_PATH} color="inherit" startIcon={<ArrowBack />}>
          Back
        </Button>
      </Box>
      {/* Offline: the copy shown and its age, work waiting to be sent (clock actions, photos), refusals. */}
      <OfflineNotice copySavedAt={savedAt} copyNote={OFFLINE_COPY_NOTE} />
      <WorkOrderHeader order={order} onClockAction={() => void reload().then(() => queryClient.invalidateQueries({ queryKey: workOrderKeys.children(order.id) }))} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {phone ? (
          // Nine tabs do not fit a phone: one select names the section shown.
          <Box sx={{ p: 2, pb: 0 }}>
            <TextField select fullWidth label="Section" value={tab} onChange={(event) => show(event.target.value as EditTabId)}>
              {tabs.map((t) => (
                <MenuItem key={t.id} value={t.id} disabled={!opens(t.id)}>
                  {opens(t.id) ? t.label : `${t.label} (needs a connection)`}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        ) : (
          <Tabs
            value={tab}
            onChange={(_, next: EditTabId) => show(next)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label="Work order sections"
            sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: '#f8f9fb' }}
          >
            {tabs.map((t) => (
              <Tab key={t.id} value={t.id} label={t.label} disabled={!opens(t.id)} />
            ))}
          </Tabs>
        )}
        {/* A new version of the order shows fresh data; a clock action reads the lists (labor) anew but not a form being typed in. */}
        <Box key={order.version} sx={tab === 'details' ? undefined : { p: { xs: 2, sm: 3 } }}>
          {opens(tab) ? content[tab]() : <NeedsConnection section={tabs.find((t) => t.id === tab)?.label ?? ''} />}
        </Box>
      </Paper>
    </Box>
  );
}

/** /workOrder/{id or number}/edit (spec §2.1): the order's header with Start/Stop, and its sections as tabs. */
export default function WorkOrderEditPage() {
  return (
    <DatesProvider>
      <WorkOrderGate>{(loaded) => <EditView {...loaded} />}</WorkOrderGate>
    </DatesProvider>
  );
}
