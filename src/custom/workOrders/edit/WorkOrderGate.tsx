import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import { Button, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadFailedPage } from '../../../ui/layout/LoadFailedPage';
import { MessagePage } from '../../../ui/layout/MessagePage';
import { NotFoundPage } from '../../../ui/layout/NotFoundPage';
import { usePageTitle } from '../../../ui/layout/usePageTitle';
import { parseWorkOrderKey, type WorkOrder } from '../../../domain/workOrders/orders';
import { WORK_ORDERS_PATH } from '../../../domain/workOrders/paths';
import { useWorkOrder } from './useWorkOrder';

export interface LoadedWorkOrder {
  /** The key as the address names the order (an id or a number). */
  orderKey: string;
  order: WorkOrder;
  /** When the copy shown was saved on this phone (offline), or null when it is the server's answer. */
  savedAt: number | null;
  reload: () => Promise<void>;
  replace: (order: WorkOrder) => void;
}

function Missing({ orderKey }: { orderKey: string }) {
  usePageTitle('Work order not found');
  return (
    <MessagePage
      icon={<AssignmentLateOutlined />}
      code="Error 404"
      title="Work order not found"
      actions={
        <Button variant="contained" component={RouterLink} to={WORK_ORDERS_PATH}>
          Go to Work Orders
        </Button>
      }
    >
      <Typography>Work order {orderKey} does not exist, or it is not one of the work orders you can see.</Typography>
    </MessagePage>
  );
}

function Loaded({ orderKey, children }: { orderKey: string; children: (loaded: LoadedWorkOrder) => ReactNode }) {
  const { state, reload, replace } = useWorkOrder(orderKey);
  if (state.status === 'loading') return <LinearProgress aria-label="Loading the work order" />;
  if (state.status === 'missing') return <Missing orderKey={orderKey} />;
  if (state.status === 'failed') {
    return (
      <LoadFailedPage icon={<AssignmentLateOutlined />} title="The work order could not be loaded" onRetry={() => void reload()}>
        <Typography>Check your connection and try again.</Typography>
      </LoadFailedPage>
    );
  }
  return <>{children({ orderKey, order: state.order, savedAt: state.savedAt, reload, replace })}</>;
}

/** The order the route's :key names (id, number or "10003-1"), loaded; a key that names none is not found. */
export function WorkOrderGate({ children }: { children: (loaded: LoadedWorkOrder) => ReactNode }) {
  const key = useParams().key ?? '';
  if (!parseWorkOrderKey(key)) return <NotFoundPage />;
  return (
    <Loaded key={key} orderKey={key}>
      {children}
    </Loaded>
  );
}
