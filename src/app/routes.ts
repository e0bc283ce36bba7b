/**
 * The route table. A new area adds its pages here: path, title, page component (lazyArea),
 * permission requirement and menu entry. Menu, Home cards and route guards all read it.
 */
import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { meets, needs, type AccessSubject } from '../domain/access';
import { HOME_PATH } from '../domain/landing';
import { FUNCTIONALITIES, MODULES } from '../domain/permissionCatalog';
import { WORK_ORDER_GRID_REQUIRES } from '../domain/workOrderAccess';
import { lazyArea } from './lazy/lazyArea';
import type { AppRoute } from './routeTypes';

/** Any work-order grid: whoever may read one of them may open an order they see. */
const ANY_WORK_ORDER_GRID = Object.values(WORK_ORDER_GRID_REQUIRES).flat();
const WORK_ORDER_EDIT = '/workOrder/:key/edit';
const workOrderEdit = lazyArea('workOrderEdit', () => import('../custom/workOrders/edit/WorkOrderEditPage'));

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: HOME_PATH,
    title: 'Home',
    component: lazyArea('home', () => import('../custom/home/HomePage')),
    menu: { label: 'Home', icon: HomeOutlined },
  },
  {
    path: '/workOrder',
    title: 'Work Orders',
    component: lazyArea('workOrders', () => import('../custom/workOrders/WorkOrdersIndexPage')),
    requires: ANY_WORK_ORDER_GRID,
  },
  {
    path: '/workOrder/all',
    title: 'All Work Orders',
    component: lazyArea('workOrdersAll', () => import('../custom/workOrders/grid/AllWorkOrdersPage')),
    requires: WORK_ORDER_GRID_REQUIRES.woAll,
    menu: { label: 'All Work Orders', icon: AssignmentOutlined, group: 'workOrders' },
    summary: 'Every open work order of the company: find, filter, export and open them.',
  },
  {
    path: '/workOrder/mine',
    title: 'My Work Orders',
    component: lazyArea('workOrdersMine', () => import('../custom/workOrders/grid/MyWorkOrdersPage')),
    requires: WORK_ORDER_GRID_REQUIRES.woMy,
    menu: { label: 'My Work Orders', icon: AssignmentIndOutlined, group: 'workOrders' },
    summary: 'The work orders assigned to you, with Start and Stop.',
  },
  {
    path: '/workOrder/history',
    title: 'Work Order History',
    component: lazyArea('workOrdersHistory', () => import('../custom/workOrders/grid/WorkOrderHistoryPage')),
    requires: WORK_ORDER_GRID_REQUIRES.hist,
    menu: { label: 'Work Order History', icon: HistoryOutlined, group: 'workOrders' },
    summary: 'Completed, billed and cancelled work orders.',
  },
  {
    path: '/workOrder/create',
    title: 'Create Work Order',
    component: lazyArea('workOrderCreate', () => import('../custom/workOrders/create/WorkOrderCreatePage')),
    requires: needs.functionality(FUNCTIONALITIES.CREATE_WORK_ORDER, MODULES.WORK_ORDERS),
    menu: { label: 'Create Work Order', icon: AddTaskOutlined, group: 'workOrders' },
    summary: 'Open a new work order for a customer and assign its technicians.',
  },
  { path: WORK_ORDER_EDIT, title: 'Work Order', component: workOrderEdit, requires: ANY_WORK_ORDER_GRID },
  { path: `${WORK_ORDER_EDIT}/showStatusHistory`, title: 'Status History', component: workOrderEdit, requires: ANY_WORK_ORDER_GRID },
  { path: `${WORK_ORDER_EDIT}/equipmentTaskList`, title: 'Equipment Task List', component: workOrderEdit, requires: ANY_WORK_ORDER_GRID },
  {
    path: `${WORK_ORDER_EDIT}/sign`,
    title: 'Customer Signature',
    component: lazyArea('workOrderSign', () => import('../custom/workOrders/sign/SignaturePage')),
    requires: needs.write(MODULES.WORK_ORDERS),
  },
  {
    path: `${WORK_ORDER_EDIT}/material/add`,
    title: 'Add Material',
    component: lazyArea('workOrderMaterialAdd', () => import('../custom/workOrders/add/MaterialAddPage')),
    requires: needs.write(MODULES.WORK_ORDERS),
  },
  {
    path: `${WORK_ORDER_EDIT}/standardItems/add`,
    title: 'Add Standard Item',
    component: lazyArea('workOrderStandardItemAdd', () => import('../custom/workOrders/add/StandardItemAddPage')),
    requires: needs.write(MODULES.WORK_ORDERS),
  },
  {
    path: `${WORK_ORDER_EDIT}/rateSheetStandardItems/add`,
    title: 'Add Rate Sheet Item',
    component: lazyArea('workOrderRateSheetItemAdd', () => import('../custom/workOrders/add/RateSheetItemAddPage')),
    requires: needs.write(MODULES.WORK_ORDERS),
  },
  {
    path: '/permissions',
    title: 'Permissions',
    component: lazyArea('permissions', () => import('../custom/permissions/PermissionsPage')),
    requires: needs.read(MODULES.PERMISSIONS),
    menu: { label: 'Permissions', icon: SecurityOutlined, group: 'administration' },
    summary: 'Choose what each role may see, change and do.',
  },
];

/** The paths the app registers: the landing rule chooses only among these (spec §2.2). */
export const APP_PATHS: readonly string[] = APP_ROUTES.map((route) => route.path);

/** The menu entries the user may open, in table order. */
export const menuRoutesFor = (subject: AccessSubject): AppRoute[] =>
  APP_ROUTES.filter((route) => route.menu && meets(subject, route.requires));
