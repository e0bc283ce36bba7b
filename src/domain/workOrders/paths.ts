/**
 * Where the work-order pages live (spec §2.1). Links FieldDesk writes name orders by id; the
 * edit page also accepts a number ("10003", "10003-1").
 */
import type { WorkOrderGrid } from './orders';

export const WORK_ORDERS_PATH = '/workOrder';
export const CREATE_WORK_ORDER_PATH = '/workOrder/create';
/** The edit page's route pattern; `key` is an id or a number. */
export const EDIT_ROUTE = `${WORK_ORDERS_PATH}/:key/edit`;

export const GRID_PATHS: Record<WorkOrderGrid, string> = {
  woAll: '/workOrder/all',
  woMy: '/workOrder/mine',
  hist: '/workOrder/history',
};

/** The edit page's child routes (spec §2.1), relative to /workOrder/{key}/edit. */
export const CHILD_ROUTES = {
  sign: 'sign',
  statusHistory: 'showStatusHistory',
  schedule: 'schedule',
  equipmentTasks: 'equipmentTaskList',
  addMaterial: 'material/add',
  addStandardItem: 'standardItems/add',
  addRateSheetItem: 'rateSheetStandardItems/add',
} as const;
export type ChildRoute = keyof typeof CHILD_ROUTES;

const withReturn = (path: string, returnUrl?: string | null) => (returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path);

export const editPath = (key: number | string, returnUrl?: string | null) => withReturn(`${WORK_ORDERS_PATH}/${key}/edit`, returnUrl);

/** After a stop-and-start, spelled as spec §2.1 says; routes match without regard to case. */
export const afterStopAndStartPath = (workOrderId: number) => `${WORK_ORDERS_PATH}/${workOrderId}/Edit`;

export const childPath = (key: number | string, child: ChildRoute, returnUrl?: string | null) =>
  withReturn(`${WORK_ORDERS_PATH}/${key}/edit/${CHILD_ROUTES[child]}`, returnUrl);

/**
 * A returnUrl may only lead inside the app (a path of this origin), never to another site;
 * anything else is ignored.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
