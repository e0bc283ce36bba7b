/**
 * The scheduler's actions between two wall-clock moments (spec §7.2 "scheduler tasks get"),
 * filtered by sales persons and customers: single actions and changed occurrences that overlap
 * the range, and every series that starts before its end, expanded into its occurrences.
 */
import type { Kysely } from 'kysely';
import { expandActions, type SalesAction } from '../../domain/salesScheduler/actions';
import type { SchedulerTasksRequest } from '../../domain/salesScheduler/wire';
import type { Database } from '../db/schema';
import type { FieldErrors } from '../errors';
import type { Principal } from '../plugins/auth';
import { instantOf } from '../http/timeZone';
import { refuseIf, wallClockOf } from './input';
import { actionOf, selectActions } from './rows';

/** The longest range one read expands: half a year (a month view shows six weeks). */
export const MAX_RANGE_DAYS = 186;

function rangeOf(body: SchedulerTasksRequest): { from: string; to: string } {
  const errors: FieldErrors = {};
  const from = wallClockOf(body.start);
  const to = wallClockOf(body.end);
  if (!from) errors.start = ['Start must be a date and time YYYY-MM-DDTHH:mm:ss.'];
  if (!to) errors.end = ['End must be a date and time YYYY-MM-DDTHH:mm:ss.'];
  else if (from && to <= from) errors.end = ['End must be after the start.'];
  else if (from && Date.parse(`${to}Z`) - Date.parse(`${from}Z`) > MAX_RANGE_DAYS * 86_400_000) {
    errors.end = [`Ask for at most ${MAX_RANGE_DAYS} days at a time.`];
  }
  refuseIf(errors);
  return { from: from!, to: to! };
}

export async function schedulerTasks(db: Kysely<Database>, principal: Principal, body: SchedulerTasksRequest): Promise<SalesAction[]> {
  const { from, to } = rangeOf(body);
  const zone = principal.timeZone;
  const [fromInstant, toInstant] = [instantOf(from.slice(0, 10), from.slice(11), zone), instantOf(to.slice(0, 10), to.slice(11), zone)];
  let query = selectActions(db, principal.subscriberId)
    .where('a.start_at', '<=', toInstant)
    .where((eb) => eb.or([eb('a.end_at', '>', fromInstant), eb.and([eb('a.recurrence_rule', 'is not', null), eb('a.recurrence_rule', '<>', '')])]));
  if (body.salesPersonIds?.length) query = query.where('a.sales_person_id', 'in', body.salesPersonIds);
  if (body.customerIds?.length) query = query.where('a.customer_id', 'in', body.customerIds);
  const rows = await query.orderBy('a.start_at').orderBy('a.id').execute();
  return expandActions(rows.map((row) => actionOf(row, zone)), from, to);
}
