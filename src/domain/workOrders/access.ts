/**
 * Who sees and changes which work orders and labor (spec §3.3, §6). One rule for both sides:
 * the browser hides, the server refuses and filters its queries with the same answer.
 */
import { canWriteModule, hasFunctionality, meets, namedRules, needs, type AccessSubject, type NamedRule, type Requirement } from '../access';
import { FUNCTIONALITIES as F, MODULES as M } from '../permissions/catalog';
import { isSuperAdminOrAdmin, isTeamLeader } from '../permissions/roles';
import type { WorkOrderGrid } from './orders';

/** 'all' orders of the subscriber, only those assigned to the user ('mine'), or none. */
export type WorkOrderScope = 'all' | 'mine' | 'none';

export function workOrderScope(subject: AccessSubject): WorkOrderScope {
  if (hasFunctionality(subject, F.ALL_WORK_ORDERS, M.WORK_ORDERS)) return 'all';
  if (
    hasFunctionality(subject, F.MY_WORK_ORDERS, M.WORK_ORDERS) ||
    hasFunctionality(subject, F.INSTALLER_WORK_ORDERS, M.WORK_ORDERS) ||
    hasFunctionality(subject, F.WORK_ORDER_HISTORY, M.WORK_ORDERS)
  ) {
    return 'mine';
  }
  return 'none';
}

const WRITE = needs.write(M.WORK_ORDERS);

/** The work-order rules, as routes declare them (`config.requires`) and the functions below apply them. */
export const WORK_ORDER_RULES = namedRules({
  /** Clocking in and out, adding materials and signatures: write on Work Orders. */
  canWorkOnWorkOrders: [WRITE],
  /** Changing an order's own fields (customer, problem, NTE, technicians, status) from its edit page: write and every order. */
  canEditWorkOrders: [WRITE, needs.functionality(F.ALL_WORK_ORDERS, M.WORK_ORDERS)],
  canSeeStatusHistory: [needs.functionality(F.STATUS_HISTORY, M.WORK_ORDERS)],
  canCreateWorkOrders: [WRITE, needs.functionality(F.CREATE_WORK_ORDER, M.WORK_ORDERS)],
  /** Deleting labor, standard items and equipment rows (spec §3.3 named permission). */
  canDeleteWorkOrderItems: [WRITE, needs.functionality(F.DELETE_LABOR_STANDARD_ITEMS_EQUIPMENTS, M.WORK_ORDERS)],
  /** Seeing an order's deleted labors, and restoring one (FieldDesk's "Restore Deleted Labor"). */
  canRestoreDeletedLabor: [needs.functionality(F.RESTORE_DELETED_LABOR, M.WORK_ORDERS)],
  /** Approving or correcting a labor's clock times marked for approval (FieldDesk's "Approve Clock Times", under Timesheet). */
  canApproveClockTimes: [needs.write(M.TIMESHEET), needs.functionality(F.APPROVE_CLOCK_TIMES, M.TIMESHEET)],
});

const allows = (rule: NamedRule) => (subject: AccessSubject) => meets(subject, rule);

export const canWorkOnWorkOrders = allows(WORK_ORDER_RULES.canWorkOnWorkOrders);
export const canEditWorkOrders = allows(WORK_ORDER_RULES.canEditWorkOrders);

/** Changing an order's status, besides editing it (spec §3.3 "Change Status"). */
export const canChangeWorkOrderStatus = (subject: AccessSubject) =>
  canEditWorkOrders(subject) && hasFunctionality(subject, F.CHANGE_STATUS, M.WORK_ORDERS);

export const canSeeStatusHistory = allows(WORK_ORDER_RULES.canSeeStatusHistory);

/** What each work-order grid needs (any one of the list): menus show it, the API refuses without. */
export const WORK_ORDER_GRID_REQUIRES: Record<WorkOrderGrid, Requirement[]> = {
  woAll: [needs.functionality(F.ALL_WORK_ORDERS, M.WORK_ORDERS)],
  woMy: [needs.functionality(F.MY_WORK_ORDERS, M.WORK_ORDERS), needs.functionality(F.INSTALLER_WORK_ORDERS, M.WORK_ORDERS)],
  hist: [needs.functionality(F.WORK_ORDER_HISTORY, M.WORK_ORDERS)],
};

export const canCreateWorkOrders = allows(WORK_ORDER_RULES.canCreateWorkOrders);
export const canDeleteWorkOrderItems = allows(WORK_ORDER_RULES.canDeleteWorkOrderItems);
export const canRestoreDeletedLabor = allows(WORK_ORDER_RULES.canRestoreDeletedLabor);
export const canApproveClockTimes = allows(WORK_ORDER_RULES.canApproveClockTimes);

/** Adding to a customer's rate sheet (the customerRateSheetItems resource, gated by Customers). */
export const canEditRateSheets = (subject: AccessSubject) => canWriteModule(subject, M.CUSTOMERS);

/** A labor is closed by its technician, or by a team leader or administrator for them. */
export const mayCloseLaborOf = (subject: AccessSubject & { userId: number }, technicianId: number) =>
  subject.userId === technicianId || isTeamLeader(subject.roles) || isSuperAdminOrAdmin(subject.roles);
