/**
 * Who may see and change a work order's files: the work-order rules (src/domain/workOrders/access.ts).
 * Seeing needs Work Orders read and the order visible to the caller; adding, renaming, tagging and
 * deleting need what working on an order needs (technicians and office users alike). A deleted
 * file is kept, hidden; seeing deleted files and restoring them needs "Restore Deleted Files". The server
 * also answers 404 for an order outside the caller's work-order scope.
 */
import { meets, namedRules, needs, type AccessSubject } from '../access';
import { FUNCTIONALITIES, MODULES } from '../permissions/catalog';
import { WORK_ORDER_RULES } from '../workOrders/access';

export const FILE_RULES = {
  canSeeWorkOrderFiles: needs.read(MODULES.WORK_ORDERS),
  canChangeWorkOrderFiles: WORK_ORDER_RULES.canWorkOnWorkOrders,
  ...namedRules({
    /** Deleted files are kept (issue 33): seeing and restoring them needs Work Orders write and "Restore Deleted Files". */
    canRestoreDeletedFiles: [needs.write(MODULES.WORK_ORDERS), needs.functionality(FUNCTIONALITIES.RESTORE_DELETED_FILES, MODULES.WORK_ORDERS)],
  }),
};

export const canRestoreDeletedFiles = (subject: AccessSubject) => meets(subject, FILE_RULES.canRestoreDeletedFiles);

export const canChangeWorkOrderFiles = (subject: AccessSubject) => meets(subject, FILE_RULES.canChangeWorkOrderFiles);
