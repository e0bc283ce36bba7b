import { Navigate } from 'react-router-dom';
import { useSession } from '../../ui/session/sessionStore';
import { meets } from '../../domain/access';
import { HOME_PATH } from '../../domain/landing';
import { WORK_ORDER_GRID_REQUIRES } from '../../domain/workOrders/access';
import { GRID_PATHS } from '../../domain/workOrders/paths';

/** /workOrder: the grid the user may read, all orders before their own, then the history. */
export default function WorkOrdersIndexPage() {
  const session = useSession();
  if (!session) return null;
  const grid = (['woAll', 'woMy', 'hist'] as const).find((g) => meets(session.subject, WORK_ORDER_GRID_REQUIRES[g]));
  return <Navigate to={grid ? GRID_PATHS[grid] : HOME_PATH} replace />;
}
