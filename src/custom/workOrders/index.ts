/** The work-order area's pages (spec §2.1): the three grids, create, edit and its child routes. */
import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { needs } from '../../domain/access';
import { FUNCTIONALITIES, MODULES } from '../../domain/permissions/catalog';
import { WORK_ORDER_GRID_REQUIRES } from '../../domain/workOrders/access';
import { CHILD_ROUTES, CREATE_WORK_ORDER_PATH, EDIT_ROUTE, GRID_PATHS, WORK_ORDERS_PATH } from '../../domain/workOrders/paths';
import { lazyArea } from '../../ui/lazy/lazyArea';
import type { AppArea } from '../../ui/navigation/area';
import type { AppRoute } from '../../ui/navigation/routeTypes';

/** Any work-order grid: whoever may read one of them may open an order they see. */
const ANY_WORK_ORDER_GRID = Object.values(WORK_ORDER_GRID_REQUIRES).flat();
const WRITE_WORK_ORDERS = needs.write(MODULES.WORK_ORDERS);
const workOrderEdit = lazyArea('workOrderEdit', () => import('./edit/WorkOrderEditPage'));
const child = (name: keyof typeof CHILD_ROUTES) => `${EDIT_ROUTE}/${CHILD_ROUTES[name]}`;
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
    {
      path: GRID_PATHS.woAll,
      title: 'All Work Orders',
      component: lazyArea('workOrdersAll', () => import('./grid/AllWorkOrdersPage')),
      requires: WORK_ORDER_GRID_REQUIRES.woAll,
      menu: { label: 'All Work Orders', icon: AssignmentOutlined, group: 'workOrders' },
      summary: 'Every open work order of the company: find, filter, export and open them.',
    },
    {
      path: GRID_PATHS.woMy,
      title: 'My Work Orders',
      component: lazyArea('workOrdersMine', () => import('./grid/MyWorkOrdersPage')),
      requires: WORK_ORDER_GRID_REQUIRES.woMy,
      menu: { label: 'My Work Orders', icon: AssignmentIndOutlined, group: 'workOrders' },
      summary: 'The work orders assigned to you, with Start and Stop.',
    },
    {
      path: GRID_PATHS.hist,
      title: 'Work Order History',
      component: lazyArea('workOrdersHistory', () => import('./grid/WorkOrderHistoryPage')),
      requires: WORK_ORDER_GRID_REQUIRES.hist,
      menu: { label: 'Work Order History', icon: HistoryOutlined, group: 'workOrders' },
      summary: 'Completed, billed and cancelled work orders.',
    },
    {
      path: CREATE_WORK_ORDER_PATH,
      title: 'Create Work Order',
      component: lazyArea('workOrderCreate', () => import('./create/WorkOrderCreatePage')),
      requires: needs.functionality(FUNCTIONALITIES.CREATE_WORK_ORDER, MODULES.WORK_ORDERS),
      menu: { label: 'Create Work Order', icon: AddTaskOutlined, group: 'workOrders' },
      summary: 'Open a new work order for a customer and assign its technicians.',
    },
    { path: EDIT_ROUTE, title: 'Work Order', component: workOrderEdit, requires: ANY_WORK_ORDER_GRID },
    { path: child('statusHistory'), title: 'Status History', component: workOrderEdit, requires: ANY_WORK_ORDER_GRID },
    { path: child('equipmentTasks'), title: 'Equipment Task List', component: workOrderEdit, requires: ANY_WORK_ORDER_GRID },
    writePage('sign', 'Customer Signature', lazyArea('workOrderSign', () => import('./sign/SignaturePage'))),
    writePage('addMaterial', 'Add Material', lazyArea('workOrderMaterialAdd', () => import('./add/MaterialAddPage'))),
    writePage('addStandardItem', 'Add Standard Item', lazyArea('workOrderStandardItemAdd', () => import('./add/StandardItemAddPage'))),
    writePage('addRateSheetItem', 'Add Rate Sheet Item', lazyArea('workOrderRateSheetItemAdd', () => import('./add/RateSheetItemAddPage'))),
  ],
};
