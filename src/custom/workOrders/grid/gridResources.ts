/**
 * The work orders as react-admin resources (src/ui/http/dataProvider.ts): `workOrders` (one
 * order by id or number, many by ids) and each grid, GET workOrders?grid=<name>.
 */
import { WORK_ORDER_GRIDS, type WorkOrderGrid } from '../../../domain/workOrders/orders';
import { registerAreaResources } from '../../../ui/http/dataProvider';

export const WORK_ORDERS_RESOURCE = 'workOrders';
export const gridResource = (grid: WorkOrderGrid) => `${WORK_ORDERS_RESOURCE}.${grid}`;

registerAreaResources({
  [WORK_ORDERS_RESOURCE]: { path: 'workOrders' },
  ...Object.fromEntries((Object.keys(WORK_ORDER_GRIDS) as WorkOrderGrid[]).map((grid) => [gridResource(grid), { path: 'workOrders', query: { grid } }])),
});
