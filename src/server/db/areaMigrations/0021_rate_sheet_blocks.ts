/**
 * When a technician was refused for a customer billed by rate sheet without one (spec §8
 * "Please set up Rate Sheet for this customer first"): one row per order and technician, the
 * latest refusal's time. The team leader board lists the orders whose rate sheet is still
 * missing under attention; setting up the rate sheet takes them off without touching the rows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_sheet_blocks (
      subscriber_id integer not null references subscribers (id) on delete cascade,
      work_order_id integer not null,
      technician_id integer not null,
      blocked_at timestamptz not null default now(),
      primary key (work_order_id, technician_id, subscriber_id),
      foreign key (subscriber_id, work_order_id) references work_orders (subscriber_id, id) on delete cascade,
      foreign key (subscriber_id, technician_id) references users (subscriber_id, id) on delete cascade
    )`.execute(db);
  await sql`create index rate_sheet_blocks_subscriber_idx on rate_sheet_blocks (subscriber_id, blocked_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_sheet_blocks`.execute(db);
}
