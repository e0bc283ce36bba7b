/**
 * Open labors are found by technician (a technician's one open labor) and by work order (who
 * else is clocked in on it: the clock-out's last-one-out rule, the dispatch board's "someone is
 * on it"), each through an index that reads only those labors.
 *
 * The server prepares its statements and PostgreSQL keeps a generic plan for each, made with the
 * statistics of the last analysis. Taken while no labor was open (a quiet night, before the
 * 7:00 rush), they say the partial index of open labors is empty, and a plan then read it whole
 * for any query that said "stop_time is null", filtering what it found: every clock-out read
 * every technician's open labor to find who else was on its order, and cost more the more
 * technicians were clocked in (tests/api/openLaborPlans.test.ts).
 *
 * - The unique index of open labors by technician (one open labor per technician) also names
 *   technician_id as not null in its condition. It indexes the same rows (the column is not
 *   null), but PostgreSQL now takes it only for a query with a condition on technician_id, the
 *   only kind that implies that: a query by order cannot read it whole. A query by order that
 *   leaves one technician out does so in its count's filter (labors.ts, otherOpenLaborsQuery).
 * - Labors by order are indexed with their stop time, so a query by order reads its open labors
 *   by the index's condition (work_order_id = ... and stop_time is null). Being a whole index,
 *   its cost follows real counts of rows, and a query by technician keeps the partial one.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unique index work_order_labors_open_by_technician on work_order_labors (technician_id)
      where stop_time is null and technician_id is not null`.execute(db);
  await sql`drop index work_order_labors_one_open_key`.execute(db);
  await sql`create index work_order_labors_order_stop_idx on work_order_labors (work_order_id, stop_time)`.execute(db);
  await sql`drop index work_order_labors_order_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index work_order_labors_order_idx on work_order_labors (work_order_id)`.execute(db);
  await sql`drop index work_order_labors_order_stop_idx`.execute(db);
  await sql`create unique index work_order_labors_one_open_key on work_order_labors (technician_id) where stop_time is null`.execute(db);
  await sql`drop index work_order_labors_open_by_technician`.execute(db);
}
