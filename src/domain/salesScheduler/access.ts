/**
 * Who reads and changes the sales scheduler (spec §6 module "Sales Scheduler"; issue 9).
 *
 * A sales office plans on one shared calendar: whoever may read the module sees every action
 * of the subscriber, whatever their customer rights, so a sales person sees where the team
 * already is before booking a customer (colours tell the sales persons apart). Changing needs
 * write on the module, and a sales person changes only their own actions: planning for, or
 * taking an action from, another sales person needs "Change SalesPerson" (the managers' named
 * permission) or an administrator.
 */
import { hasFunctionality, meets, namedRules, needs, type AccessSubject } from '../access';
import { FUNCTIONALITIES as F, MODULES as M } from '../permissions/catalog';
import { isAdmin, isSuperAdmin } from '../permissions/roles';

export const SALES_SCHEDULER_RULES = namedRules({
  canReadSalesScheduler: [needs.read(M.SALES_SCHEDULER)],
  canWriteSalesScheduler: [needs.write(M.SALES_SCHEDULER)],
  /** A sales person's colour is part of the user: whoever may change users sets it. */
  canSetSalesColours: [needs.write(M.USERS)],
});

export const canReadSalesScheduler = (subject: AccessSubject) => meets(subject, SALES_SCHEDULER_RULES.canReadSalesScheduler);
export const canWriteSalesScheduler = (subject: AccessSubject) => meets(subject, SALES_SCHEDULER_RULES.canWriteSalesScheduler);
export const canSetSalesColours = (subject: AccessSubject) => meets(subject, SALES_SCHEDULER_RULES.canSetSalesColours);

/** May plan for, and change the actions of, every sales person (not only their own). */
export const mayPlanForOthers = (subject: AccessSubject) =>
  isSuperAdmin(subject.roles) || isAdmin(subject.roles) || hasFunctionality(subject, F.CHANGE_SALES_PERSON, M.CUSTOMERS);

/** May change an action of `salesPersonId` (or give an action to them). */
export const mayChangeActionOf = (subject: AccessSubject & { userId: number }, salesPersonId: number) =>
  canWriteSalesScheduler(subject) && (subject.userId === salesPersonId || mayPlanForOthers(subject));
