/** The work-order area's pages (spec §2.1): the three grids, create, edit and its child routes. */
import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { needs } from '../../domain/access';
import { FUNCTIONALITIES, MODULES } from '../../domain/permissions/catalog';
import { WORK_ORDER_GRID_REQUIRES } from '../../domain/workOrders/access';
import type { WorkOrderGrid } from '../../domain/workOrders/orders';
import { CHILD_ROUTES, CREATE_WORK_ORDER_PATH, EDIT_ROUTE, GRID_PATHS, WORK_ORDERS_PATH } from '../../domain/workOrders/paths';
import { lazyArea } from '../../ui/lazy/lazyArea';
// A technician's first screen comes with the signed-in app, not as a chunk of its own: one
// round trip less after signing in on a slow network. (Its desktop grid loads where it shows.)
import MyWorkOrdersPage from './grid/MyWorkOrdersPage';
import type { AppArea } from '../../ui/navigation/area';
import type { AppRoute } from '../../ui/navigation/routeTypes';

/** Any work-order grid: whoever may read one of them may open an order they see. */
const ANY_WORK_ORDER_GRID = Object.values(WORK_ORDER_GRID_REQUIRES).flat();
const WRITE_WORK_ORDERS = needs.write(MODULES.WORK_ORDERS);
const workOrderEdit = lazyArea('workOrderEdit', () => import('./edit/WorkOrderEditPage'));
const child = (name: keyof typeof CHILD_ROUTES) => `${EDIT_ROUTE}/${CHILD_ROUTES[name]}`;
/** One of the three grids: its path and requirement are the grid's; its menu entry is named as the page. */
const gridPage = (grid: WorkOrderGrid, title: string, icon: SvgIconComponent, summary: string, component: AppRoute['component'], order = 0): AppRoute => ({
  path: GRID_PATHS[grid],
  title,
  component,
  requires: WORK_ORDER_GRID_REQUIRES[grid],
  menu: { label: title, icon, group: 'workOrders', order },
  summary,
});
/** The edit page, or one of its tabs opened by address: whoever sees the order may open it. */
const viewPage = (path: string, title: string): AppRoute => ({ path, title, component: workOrderEdit, requires: ANY_WORK_ORDER_GRID });
/** A child page of the edit page that changes the order: it needs write access to work orders. */
const writePage = (name: keyof typeof CHILD_ROUTES, title: string, component: AppRoute['component']): AppRoute => ({
  path: child(name),
  title,
  component,
  requires: WRITE_WORK_ORDERS,
});

export const workOrdersArea: AppArea = {
  name: 'workOrders',
  routes: [
    {
      path: WORK_ORDERS_PATH,
      title: 'Work Orders',
      component: lazyArea('workOrders', () => import('./WorkOrdersIndexPage')),
      requires: ANY_WORK_ORDER_GRID,
    },
    gridPage('woAll', 'All Work Orders', AssignmentOutlined, 'Every open work order of the company: find, filter, export and open them.', lazyArea('workOrdersAll', () => import('./grid/AllWorkOrdersPage'))),
    gridPage('woMy', 'My Work Orders', AssignmentIndOutlined, 'The work orders assigned to you, with Start and Stop.', MyWorkOrdersPage),
    gridPage('hist', 'Work Order History', HistoryOutlined, 'Completed, billed and cancelled work orders.', lazyArea('workOrdersHistory', () => import('./grid/WorkOrderHistoryPage')), 2),
    {
      path: CREATE_WORK_ORDER_PATH,
      title: 'Create Work Order',
      component: lazyArea('workOrderCreate', () => import('./create/WorkOrderCreatePage')),
      requires: needs.functionality(FUNCTIONALITIES.CREATE_WORK_ORDER, MODULES.WORK_ORDERS),
      // The day's own orders and route lead the group; creating and the history follow.
      menu: { label: 'Create Work Order', icon: AddTaskOutlined, group: 'workOrders', order: 1 },
      summary: 'Open a new work order for a customer and assign its technicians.',
    },
    viewPage(EDIT_ROUTE, 'Work Order'),
    viewPage(child('statusHistory'), 'Status History'),
    viewPage(child('schedule'), 'Schedule'),
    viewPage(child('equipmentTasks'), 'Equipment Task List'),
    writePage('sign', 'Customer Signature', lazyArea('workOrderSign', () => import('./sign/SignaturePage'))),
    writePage('addMaterial', 'Add Material', lazyArea('workOrderMaterialAdd', () => import('./add/MaterialAddPage'))),
    writePage('addStandardItem', 'Add Standard Item', lazyArea('workOrderStandardItemAdd', () => import('./add/StandardItemAddPage'))),
    writePage('addRateSheetItem', 'Add Rate Sheet Item', lazyArea('workOrderRateSheetItemAdd', () => import('./add/RateSheetItemAddPage'))),
  ],
};
