/**
 * The clock invariants, checked with SQL against the database after the time-tracking
 * benchmark: every count must be 0.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

const CHECKS: Array<{ name: string; query: ReturnType<typeof sql<{ n: number }>> }> = [
  {
    name: 'technicians with more than one open labor',
    query: sql`select count(*)::int as n from (
      select technician_id from work_order_labors where stop_time is null group by technician_id having count(*) > 1) x`,
  },
  {
    name: 'labors that stop before they start',
    query: sql`select count(*)::int as n from work_order_labors where stop_time < start_time`,
  },
  {
    name: 'overlapping labors of one technician',
    query: sql`select count(*)::int as n from work_order_labors a
      join work_order_labors b on b.technician_id = a.technician_id and b.id > a.id
      where tstzrange(a.start_time, coalesce(a.stop_time, 'infinity'::timestamptz))
         && tstzrange(b.start_time, coalesce(b.stop_time, 'infinity'::timestamptz))`,
  },
  {
    name: 'clock-in request ids used twice',
    query: sql`select count(*)::int as n from (
      select technician_id, client_request_id from work_order_labors where client_request_id is not null
      group by 1, 2 having count(*) > 1) x`,
  },
  {
    name: 'clock-out request ids used twice',
    query: sql`select count(*)::int as n from (
      select technician_id, stop_request_id from work_order_labors where stop_request_id is not null
      group by 1, 2 having count(*) > 1) x`,
  },
];

export interface InvariantCount {
  name: string;
  violations: number;
}

/** `storedBefore`: the labors the data set held before the run (its history). */
export async function countInvariantViolations(
  db: Kysely<Database>,
  subscriberId: number,
  acknowledgedLabors: number,
  storedBefore: number,
): Promise<InvariantCount[]> {
  const counts: InvariantCount[] = [];
  for (const check of CHECKS) {
    const { rows } = await check.query.execute(db);
    counts.push({ name: check.name, violations: Number(rows[0].n) });
  }
  // Every clock-in the API answered 200 for is one stored labor, and no other was stored.
  const { stored } = await db
    .selectFrom('work_order_labors')
    .select((eb) => eb.fn.countAll<number>().as('stored'))
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirstOrThrow();
  counts.push({ name: 'stored labors the API did not answer for (or lost)', violations: Math.abs(Number(stored) - storedBefore - acknowledgedLabors) });
  return counts;
}
