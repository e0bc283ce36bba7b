/**
 * A clock-in may not start before the technician's last clock-out, so every clock-in reads when
 * that was (timeTracking/labors.ts, lastClockOutQuery). Without an index of closed labors by
 * technician and stop time, that read went through every labor the technician ever had: a month
 * of history cost each clock-in twenty rows, and a year of it hundreds, growing for as long as the
 * company used FieldDesk. With it the read is the index's last entry for the technician.
 *
 * Only closed labors are indexed: a clock-in's insert adds nothing to it, the clock-out one entry.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index work_order_labors_closed_by_technician on work_order_labors (technician_id, stop_time)
      where stop_time is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index work_order_labors_closed_by_technician`.execute(db);
}
