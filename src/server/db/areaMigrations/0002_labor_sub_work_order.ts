/**
 * The sub work order a clock-out created (spec §4: completing an order billed by rate sheet).
 * Kept on the labor so that a retried clock-out answers the same sub work order, never a second.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table work_order_labors
      add column sub_work_order_id integer,
      add foreign key (subscriber_id, sub_work_order_id) references work_orders (subscriber_id, id) on delete set null (sub_work_order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table work_order_labors drop column sub_work_order_id`.execute(db);
}
