/**
 * Deleted labors are kept (issue 33, item 9): deleting a labor moves its row, with its id and
 * every column, into deleted_work_order_labors with who deleted it and when; restoring moves
 * it back. Lists, totals, timesheets and the clock rules read work_order_labors only, so a
 * deleted labor is out of all of them without a filter in each. Rows are moved with
 * jsonb_populate_record, by column name, so a column added to work_order_labors later must be
 * added here too (tests/api/timeTrackingEvidence.test.ts deletes and restores a labor and
 * expects it back unchanged).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deleted_work_order_labors (
      like work_order_labors including defaults,
      deleted_at timestamptz not null,
      deleted_by integer not null,
      primary key (subscriber_id, id),
      foreign key (subscriber_id, work_order_id) references work_orders (subscriber_id, id) on delete cascade,
      foreign key (subscriber_id, deleted_by) references users (subscriber_id, id)
    )`.execute(db);
  await sql`alter table deleted_work_order_labors add foreign key (subscriber_id) references subscribers(id) on delete cascade`.execute(db);
  await sql`create index deleted_work_order_labors_order_idx on deleted_work_order_labors (subscriber_id, work_order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table deleted_work_order_labors`.execute(db);
}
