/**
 * Who sees and changes the dispatch schedule (spec §3.3 "Can Access Schedule Grid", §3.8).
 * One rule for both sides: the browser hides the board and its buttons, the server refuses the
 * call and limits what it reads with the same answer.
 *
 * - The whole schedule of the subscriber: "Can Access Schedule Grid" (team leaders, service
 *   managers, administrators by default).
 * - A technician without it sees the entries assigned to them (My Work Orders / Installer
 *   WorkOrders): their day on /techScheduledRoute and the Start/Stop of their visits.
 * - Dispatching (create, move, reassign, delete): write on Work Orders and the schedule grid.
 */
import { hasFunctionality, meets, namedRules, needs, type AccessSubject } from '../access';
import { FUNCTIONALITIES as F, MODULES as M } from '../permissions/catalog';

export type ScheduleScope = 'all' | 'mine' | 'none';

const SCHEDULE_GRID = needs.functionality(F.CAN_ACCESS_SCHEDULE_GRID, M.WORK_ORDERS);
const OWN_VISITS = [needs.functionality(F.MY_WORK_ORDERS, M.WORK_ORDERS), needs.functionality(F.INSTALLER_WORK_ORDERS, M.WORK_ORDERS)];

export const SCHEDULE_RULES = namedRules({
  canDispatch: [needs.write(M.WORK_ORDERS), SCHEDULE_GRID],
});

/** What reading the schedule needs (any one): the whole grid, or one's own visits. */
export const SCHEDULE_READ_REQUIRES = [SCHEDULE_GRID, ...OWN_VISITS];
/** What the dispatch board needs: the whole schedule. */
export const DISPATCH_BOARD_REQUIRES = [SCHEDULE_GRID];
/** What a technician's route needs: their own visits, or the whole schedule to look at anyone's. */
export const TECH_ROUTE_REQUIRES = SCHEDULE_READ_REQUIRES;

export function scheduleScope(subject: AccessSubject): ScheduleScope {
  if (hasFunctionality(subject, F.CAN_ACCESS_SCHEDULE_GRID, M.WORK_ORDERS)) return 'all';
  if (meets(subject, OWN_VISITS)) return 'mine';
  return 'none';
}

export const canDispatch = (subject: AccessSubject) => meets(subject, SCHEDULE_RULES.canDispatch);
