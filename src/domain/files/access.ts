/**
 * Who may see and change a work order's files: the work-order rules (src/domain/workOrders/access.ts).
 * Seeing needs Work Orders read and the order visible to the caller; adding, renaming, tagging and
 * deleting need what working on an order needs (technicians and office users alike). The server
 * also answers 404 for an order outside the caller's work-order scope.
 */
import { meets, needs, type AccessSubject } from '../access';
import { MODULES } from '../permissions/catalog';
import { WORK_ORDER_RULES } from '../workOrders/access';

export const FILE_RULES = {
  canSeeWorkOrderFiles: needs.read(MODULES.WORK_ORDERS),
  canChangeWorkOrderFiles: WORK_ORDER_RULES.canWorkOnWorkOrders,
};

export const canChangeWorkOrderFiles = (subject: AccessSubject) => meets(subject, FILE_RULES.canChangeWorkOrderFiles);
