/** The checks every change makes: the action exists here, is the version the caller saw, and is theirs to change. */
import type { Kysely } from 'kysely';
import { mayChangeActionOf } from '../../domain/salesScheduler/access';
import { occurrencesBetween } from '../../domain/scheduling/recurrence';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, type FieldErrors } from '../errors';
import type { Principal } from '../plugins/auth';
import { isCustomerOf, isSalesPerson } from './choices';
import { actionOf, findAction, type ActionRow } from './rows';
import { refuseIf, wallClockOf } from './input';

const STALE = 'This action was changed by someone else meanwhile. Reload the scheduler and try again.';
const NOT_FOUND = 'There is no such sales action.';
const NOT_YOURS = "You may change only your own sales actions. Ask a sales manager to plan for another sales person.";

export async function actionToChange(db: Kysely<Database>, principal: Principal, id: number, version?: number): Promise<ActionRow> {
  const row = await findAction(db, principal.subscriberId, id);
  if (!row) throw notFound(NOT_FOUND);
  if (version !== undefined && row.version !== version) throw conflict(STALE);
  if (!mayChangeActionOf(principal, row.sales_person_id)) throw forbidden(NOT_YOURS);
  return row;
}

/**
 * Why a write of the version read matched no row: the action was deleted meanwhile (404, as a
 * change sent after the delete is answered) or changed meanwhile (409).
 */
export async function lostRace(db: Kysely<Database>, principal: Principal, id: number): Promise<never> {
  throw (await findAction(db, principal.subscriberId, id)) ? conflict(STALE) : notFound(NOT_FOUND);
}

export const isSeries = (row: ActionRow) => Boolean(row.recurrence_rule) && row.recurrence_id === null;

/** The wall-clock start of an occurrence of the series `row`, checked: it is one of its occurrences not yet changed or deleted. */
export function occurrenceOf(row: ActionRow, occurrenceStart: string, zone: string): string {
  if (!isSeries(row)) throw badRequest('This action does not repeat: it has no occurrences.', { occurrenceStart: ['This action does not repeat: it has no occurrences.'] });
  const wall = wallClockOf(occurrenceStart);
  const action = actionOf(row, zone);
  const found = wall && occurrencesBetween(action.recurrenceRule ?? '', action.start, wall, wall, action.recurrenceException).includes(wall);
  if (!found) {
    const message = `No occurrence of the series starts at ${occurrenceStart} (it may have been changed or deleted already).`;
    throw badRequest(message, { occurrenceStart: [message] });
  }
  return wall;
}

/** The customer and the sales person belong to the caller's subscriber, and the caller may plan for that sales person. */
export async function checkParties(db: Kysely<Database>, principal: Principal, customerId: number, salesPersonId: number): Promise<void> {
  const errors: FieldErrors = {};
  if (!(await isCustomerOf(db, principal.subscriberId, customerId))) errors.customerId = ['Choose one of your customers.'];
  if (!(await isSalesPerson(db, principal.subscriberId, salesPersonId))) {
    errors.salesPersonId = ['Choose a sales person of your company who plans on the sales scheduler.'];
  }
  refuseIf(errors);
  if (!mayChangeActionOf(principal, salesPersonId)) throw forbidden(NOT_YOURS);
}
