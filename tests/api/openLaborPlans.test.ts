/**
 * A clock-out, an on-site arrival and a stop-and-start close one open labor, a clock-out asks
 * who else is clocked in on its order, and a clock-in asks when the technician last clocked out:
 * each reads only the rows it needs, however many technicians are clocked in and however long
 * their history. The server prepares its statements, and PostgreSQL then keeps one
 * generic plan, made with the statistics of the last analysis: here one taken while no labor was
 * open, as a quiet night leaves them before the 7:00 rush. Such a plan once read every open labor
 * of every technician for each clock-out. On PGlite, and on PostgreSQL when it is reachable.
 */
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClockDataSet, type ClockTechnician } from '../../scripts/bench/clockDataSet';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { databasesToTest } from '../support/databasesToTest';
import { vacuumAnalyze } from '../../src/server/db/maintenance';
import { prepareDatabase } from '../../src/server/server';
import { endTravel } from '../../src/server/timeTracking/clockInStatement';
import { closeLaborStep, lastClockOutQuery, openLaborQuery, otherOpenLaborsQuery } from '../../src/server/timeTracking/labors';

const CLOCKED_IN = 150;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows of work_order_labors the plan's scans produced or filtered out, over all their loops. */
function laborRowsRead(node: PlanNode): number {
  const own = node['Relation Name'] === 'work_order_labors' && node['Node Type'] !== 'ModifyTable' ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + laborRowsRead(child), 0);
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
};

describe.each(await databasesToTest())('open labors read by one index entry on $on', ({ adminUrl }) => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let technicians: ClockTechnician[];

  beforeAll(async () => {
    scratch = await createScratchDatabase('openlabors', adminUrl);
    database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    const registry = await prepareDatabase(database, loadConfig({}, { databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, seedDemo: false, jwtSecret: 'unused-here' }));
    const generated = await generateClockDataSet(database.db, registry, CLOCKED_IN);
    technicians = generated.technicians;
    await vacuumAnalyze(database.db); // a month of closed labors, and none open
    await sql`
      insert into work_order_labors (subscriber_id, work_order_id, technician_id, client_request_id, start_time, user_status_id, is_reached_at_site, created_by, modified_by)
      select ${generated.subscriberId}, t.work_order_id, t.technician_id, gen_random_uuid(), now() - interval '1 hour', 1, true, t.technician_id, t.technician_id
      from (select technician_id, min(work_order_id) as work_order_id from work_order_technicians group by technician_id) t`.execute(database.db);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  /** How many labor rows `statement` reads under the generic plan a prepared statement keeps; what it wrote is rolled back. */
  async function rowsReadByGenericPlan(statement: CompiledQuery): Promise<number> {
    let rowsRead = -1;
    const rolledBack = new Error('rolled back');
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
        await sql.raw(`prepare probe as ${statement.sql}`).execute(trx);
        try {
          const { rows } = await sql.raw<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
            `explain (analyze, costs off, timing off, format json) execute probe(${statement.parameters.map(literal).join(', ')})`,
          ).execute(trx);
          const plan = rows[0]['QUERY PLAN'];
          rowsRead = laborRowsRead((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
        } finally {
          await sql`deallocate probe`.execute(trx);
        }
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    return rowsRead;
  }

  const openLaborOf = (technician: ClockTechnician) =>
    database.db.selectFrom('work_order_labors').select(['id', 'technician_id', 'version', 'work_order_id']).where('technician_id', '=', technician.userId).where('stop_time', 'is', null).executeTakeFirstOrThrow();

  it('a clock-out closes its labor reading that one labor', async () => {
    const labor = await openLaborOf(technicians[CLOCKED_IN - 1]);
    const closing = closeLaborStep(database.db, labor, { stop_time: new Date(), stop_request_id: crypto.randomUUID(), description: 'Done.' });
    expect(await rowsReadByGenericPlan(closing.compile())).toBe(1);
  });

  it('an on-site arrival ends its travel labor reading that one labor', async () => {
    const labor = await openLaborOf(technicians[7]);
    const ending = endTravel(database.db, {
      start_time: new Date(),
      client_request_id: crypto.randomUUID(),
      technician_id: labor.technician_id,
      modified_date: new Date(),
      travelLaborId: labor.id,
      travelLaborVersion: labor.version,
    });
    expect(await rowsReadByGenericPlan(ending.compile())).toBe(1);
  });

  it("a technician's open labor is read from that technician's entry alone", async () => {
    expect(await rowsReadByGenericPlan(openLaborQuery(database.db, technicians[42].userId).compile())).toBe(1);
  });

  it("a clock-in reads when the technician last clocked out from one labor, not from their whole history", async () => {
    const technician = technicians[11]; // a month of closed labors, and one open
    expect(await rowsReadByGenericPlan(lastClockOutQuery(database.db, technician.userId).compile())).toBe(1);
  });

  it('who else is clocked in on an order is read from that order\'s open labors alone', async () => {
    const labor = await openLaborOf(technicians[3]);
    expect(await rowsReadByGenericPlan(otherOpenLaborsQuery(database.db, labor.work_order_id, labor.technician_id).compile())).toBe(1);
  });
});
