/**
 * Work order numbers: per subscriber, counting up from FIRST_WORK_ORDER_NUMBER; sub work
 * orders keep their parent's number and count their own sub number from 1.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const FIRST_WORK_ORDER_NUMBER = 10001;

/** Takes the next number; the row lock on the counter serialises concurrent creations. */
export async function nextWorkOrderNumber(trx: Kysely<Database>, subscriberId: number): Promise<number> {
  const { last_number } = await trx
    .insertInto('work_order_numbers')
    .values({ subscriber_id: subscriberId, last_number: FIRST_WORK_ORDER_NUMBER })
    .onConflict((oc) => oc.column('subscriber_id').doUpdateSet({ last_number: sql`work_order_numbers.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return last_number;
}

/** Takes the next sub number under a parent; locks the parent row so two creations never clash. */
export async function nextSubNumber(trx: Kysely<Database>, subscriberId: number, parentWorkOrderId: number): Promise<number> {
  await trx.selectFrom('work_orders').select('id').where('subscriber_id', '=', subscriberId).where('id', '=', parentWorkOrderId).forUpdate().execute();
  const { last } = await trx
    .selectFrom('work_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sub_number'), sql<number>`0`).as('last'))
    .where('subscriber_id', '=', subscriberId)
    .where('parent_work_order_id', '=', parentWorkOrderId)
    .executeTakeFirstOrThrow();
  return Number(last) + 1;
}
