/**
 * The technicians assigned to an order: a replaced list keeps the assignment date of those who
 * stay.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function assignTechnicians(db: Kysely<Database>, subscriberId: number, workOrderId: number, technicianIds: readonly number[]) {
  let removed = db.deleteFrom('work_order_technicians').where('subscriber_id', '=', subscriberId).where('work_order_id', '=', workOrderId);
  if (technicianIds.length) removed = removed.where('technician_id', 'not in', [...technicianIds]);
  await removed.execute();
  if (!technicianIds.length) return;
  await db
    .insertInto('work_order_technicians')
    .values(technicianIds.map((technicianId) => ({ subscriber_id: subscriberId, work_order_id: workOrderId, technician_id: technicianId })))
    .onConflict((oc) => oc.columns(['subscriber_id', 'work_order_id', 'technician_id']).doNothing())
    .execute();
}
