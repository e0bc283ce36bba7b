/**
 * Work orders as the API and the browser both see them (spec §2.1, §3.6, §3.10, §7.1), and the
 * rules about them that do not depend on I/O.
 */
import { TECHNICIAN_PICKER_PAGE_BUTTONS, TECHNICIAN_PICKER_PAGE_SIZE, TECHNICIAN_PICKER_PAGE_SIZES } from '../constants';

/** Work order status and flag ids (spec §3.10: the same numbers serve both lists). */
export const WORK_ORDER_STATUS = {
  N_A: 1,
  REVIEWED: 6,
  ONSITE: 7,
  WO_CANCELED: 22,
  DUPLICATE: 25,
  TO_BE_CONTINUED: 26,
  BILLED: 27,
  COMPLETED: 38,
  EN_ROUTE: 50,
  INVOICE_SUBMITTED: 53,
} as const;

/** Statuses after which an order is history: finished, billed or called off. */
export const CLOSED_WORK_ORDER_STATUSES: readonly number[] = [
  WORK_ORDER_STATUS.COMPLETED,
  WORK_ORDER_STATUS.BILLED,
  WORK_ORDER_STATUS.INVOICE_SUBMITTED,
  WORK_ORDER_STATUS.WO_CANCELED,
  WORK_ORDER_STATUS.DUPLICATE,
];

export const isClosedStatus = (statusId: number) => CLOSED_WORK_ORDER_STATUSES.includes(statusId);

/** The grids of work orders (spec §3.8 grid contexts) and what each lists. */
export const WORK_ORDER_GRIDS = {
  woAll: 'All work orders of the subscriber that are not history',
  woMy: 'Open work orders assigned to the signed-in user',
  hist: 'Work orders in a closed status (all, or only the user\'s without All WorkOrders)',
} as const;
export type WorkOrderGrid = keyof typeof WORK_ORDER_GRIDS;

/** "10042" for a main order, "10042-2" for its second sub work order. */
export function displayWorkOrderNumber(workOrderNumber: number, subNumber: number | null | undefined): string {
  return subNumber ? `${workOrderNumber}-${subNumber}` : String(workOrderNumber);
}

/**
 * The key of the edit route /workOrder/{key}/edit (spec §2.1: "workOrderNumber or id"). Links
 * FieldDesk writes use the id; a number typed by hand is found when no order has that id.
 * "10042-2" always names a sub work order by number.
 */
export type WorkOrderKey = { kind: 'idOrNumber'; value: number } | { kind: 'subNumber'; workOrderNumber: number; subNumber: number };

export function parseWorkOrderKey(text: string): WorkOrderKey | null {
  const sub = /^(\d{1,9})-(\d{1,4})$/.exec(text.trim());
  if (sub) return { kind: 'subNumber', workOrderNumber: Number(sub[1]), subNumber: Number(sub[2]) };
  if (/^\d{1,9}$/.test(text.trim())) {
    const value = Number(text.trim());
    return value > 0 ? { kind: 'idOrNumber', value } : null;
  }
  return null;
}

export interface WorkOrderTechnician {
  technicianId: number;
  technicianName: string;
}

/** One work order as GET /api/v1/workOrders/{id} answers it. */
export interface WorkOrder {
  id: number;
  workOrderNumber: number;
  subNumber: number | null;
  /** displayWorkOrderNumber of the two above. */
  displayNumber: string;
  parentWorkOrderId: number | null;
  parentWorkOrderNumber: number | null;
  customerId: number;
  customerName: string;
  billingCustomerId: number;
  billingCustomerName: string;
  siteAddress: string;
  problem: string;
  statusId: number;
  status: string;
  flagId: number | null;
  flag: string | null;
  classId: number | null;
  baseCityId: number | null;
  nteAmount: number | null;
  customerEstimateId: number | null;
  serviceChannelWorkOrderId: string | null;
  corrigoWorkOrderId: number | null;
  technicians: WorkOrderTechnician[];
  /** The signed-in user's open labor on this order, if clocked in on it. */
  myOpenLabor: { workOrderLaborId: number; isReachedAtSite: boolean; startTime: string } | null;
  /** True when the signature PNG is stored: GET /api/v1/workOrders/{id}/signature serves it. */
  isSigned: boolean;
  signedBy: string | null;
  signedDate: string | null;
  createdDate: string;
  modifiedDate: string;
  version: number;
}

/** A row of the work-order grids (GET /api/v1/workOrders, grids woAll, woMy, hist). */
export interface WorkOrderListRow {
  id: number;
  workOrderNumber: number;
  subNumber: number | null;
  displayNumber: string;
  customerId: number;
  customerName: string;
  siteAddress: string;
  problem: string;
  statusId: number;
  status: string;
  flagId: number | null;
  flag: string | null;
  technicianNames: string;
  nteAmount: number | null;
  /** The site's (the customer's) phone, to call from a technician's card. */
  sitePhone: string | null;
  /** The signed-in user is clocked in on the order; My Work Orders lists it first. */
  isOpenLaborMine: boolean;
  createdDate: string;
  modifiedDate: string;
}

/** A row of the technician's work-order picker (spec §3.6). */
export interface TechnicianWorkOrderRow {
  workOrderId: number;
  workOrderNumber: string;
  status: string;
  problem: string;
  customerName: string;
  address: string;
  billingCompanyId: number;
  totalCount: number;
}

/** The grid request of spec §3.6 as the technician picker sends it. */
/** Technician picker paging (spec §9). */
export const TECHNICIAN_PICKER = {
  pageSize: TECHNICIAN_PICKER_PAGE_SIZE,
  pageSizes: TECHNICIAN_PICKER_PAGE_SIZES,
  buttonCount: TECHNICIAN_PICKER_PAGE_BUTTONS,
} as const;

/** Problem text limit on work orders. */
export const PROBLEM_MAX = 4000;

export interface LookupOption {
  id: number;
  name: string;
}

/** An order's possible technician, with the field roles they hold ("Tyler Brooks — Technician"). */
export interface TechnicianOption extends LookupOption {
  roles: string[];
}

/** The choices of the work-order forms (GET /api/v1/workOrders/lookups): active entries only. */
export interface WorkOrderLookups {
  statuses: LookupOption[];
  flags: LookupOption[];
  classes: LookupOption[];
  baseCities: LookupOption[];
  materialStatuses: LookupOption[];
  itemRateTypes: LookupOption[];
  jobAreas: LookupOption[];
  jobStatuses: LookupOption[];
  crewMembers: LookupOption[];
  standardItems: Array<LookupOption & { unitPrice: number }>;
  /** The users an order may be assigned: active, holding a field role (FIELD_ROLES), with those roles. */
  technicians: TechnicianOption[];
  /** The colours of the status and flag pills ("#RRGGBB" by id, inactive ones too); uncoloured ones are left out. */
  statusColors: Record<number, string>;
  flagColors: Record<number, string>;
}
