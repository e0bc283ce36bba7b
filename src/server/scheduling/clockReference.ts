/**
 * A clock request started from a schedule entry carries its schedulerId (spec §3.5); the entry
 * must be one of the subscriber's, still scheduled, for the same order, else a 400 naming it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FieldErrors } from '../errors';

export async function schedulerIdErrors(db: Kysely<Database>, subscriberId: number, schedulerId: number | null | undefined, workOrderId: number): Promise<FieldErrors> {
  if (!schedulerId) return {};
  const entry = await db
    .selectFrom('schedule_entries')
    .select('id')
    .where('subscriber_id', '=', subscriberId)
    .where('id', '=', schedulerId)
    .where('work_order_id', '=', workOrderId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return entry ? {} : { schedulerId: [`There is no schedule entry ${schedulerId} for this work order.`] };
}
