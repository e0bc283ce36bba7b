import DrawOutlined from '@mui/icons-material/DrawOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { formatMoney, toCents } from '../../../domain/money';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { ServiceChannelSyncChip } from '../../thirdParty/ServiceChannelSyncChip';
import { OnSiteButton } from '../../timeTracking/OnSiteButton';
import { StartStopButton } from '../../timeTracking/StartStopButton';
import { FlagPill, showsFlag, StatusPill } from '../grid/WorkOrderPills';
import { editPath } from '../../../domain/workOrders/paths';
import { clockOfOrder, useShownWorkOrder } from '../useShownWorkOrder';
import { useWorkOrderLookups } from '../useWorkOrderLookups';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ textTransform: 'uppercase', letterSpacing: 0.6, fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Who, what and where at a glance: number (with the parent of a sub work order), customer,
 * site, status and flag, NTE, technicians; and the clock buttons for those who work on orders.
 * Clock actions waiting offline show as done (useShownWorkOrder).
 */
export function WorkOrderHeader({ order, onClockAction }: { order: WorkOrder; onClockAction: () => void }) {
  const session = useSession();
  const lookups = useWorkOrderLookups();
  const mayClock = session ? canWorkOnWorkOrders(session.subject) : false;
  const shown = useShownWorkOrder(order, clockOfOrder(order));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Work Order {order.displayNumber}
          </Typography>
          {order.parentWorkOrderId !== null && (
            <Typography variant="body2" color="text.secondary">
              Sub work order of{' '}
              <Link component={RouterLink} to={editPath(order.parentWorkOrderId)}>
                {order.parentWorkOrderNumber}
              </Link>
            </Typography>
          )}
          <Typography variant="subtitle1" sx={{ mt: 0.5, fontWeight: 500 }}>
            {order.customerName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceOutlined sx={{ fontSize: 16 }} />
            {order.siteAddress || 'No site address'}
          </Typography>
        </Box>
        {mayClock && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <StartStopButton workOrderId={order.id} workOrderNumber={order.displayNumber} isClockedIn={order.myOpenLabor !== null} onComplete={onClockAction} />
            {shown.enRoute && <OnSiteButton workOrderId={order.id} onComplete={onClockAction} />}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <StatusPill name={shown.status} color={lookups?.statusColors[shown.statusId]} />
        {shown.flag && showsFlag(shown.flagId) && <FlagPill name={shown.flag} color={lookups?.flagColors[shown.flagId]} />}
        {order.isSigned && <Chip icon={<DrawOutlined />} label="Signed" color="success" variant="outlined" size="small" />}
        {order.serviceChannelWorkOrderId && <ServiceChannelSyncChip workOrderId={order.id} clockedLaborId={order.myOpenLabor?.workOrderLaborId ?? null} />}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          mt: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Fact label="NTE">{order.nteAmount === null ? 'None' : formatMoney(toCents(order.nteAmount))}</Fact>
        <Fact label="Billing Customer">{order.billingCustomerName}</Fact>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          <Fact label="Technicians">{order.technicians.length ? order.technicians.map((t) => t.technicianName).join(', ') : 'None assigned'}</Fact>
        </Box>
      </Box>
    </Paper>
  );
}
