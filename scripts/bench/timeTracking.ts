/**
 * The time-tracking benchmark: BENCH_TECHNICIANS (500) technicians clocking in and out at the
 * same time, on PGlite and on PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432).
 * Each technician runs BENCH_CLOCK_ROUNDS rounds of: a clock-in sent together with its own
 * retry and with a clock-in on their other order (exactly one may win), stop-and-start to the
 * other order, arrival there (the on-site shortcut) and clock-out, after a warm-up by other
 * technicians (WARM_UP_TECHNICIANS_PER_PROCESS). It prints operations per
 * second and p50/p99 latency, then counts invariant violations with SQL (clockInvariants.ts);
 * any violation or unexpected answer makes the run fail.
 *
 * `npm run bench` runs it after the other scenarios; `npx tsx scripts/bench/timeTracking.ts`
 * runs it alone (BENCH_CLOCK_ON=pglite or postgres for one database). Its target rows: clock
 * actions a second as a share of TPC-B-like transactions a second on the same database, read
 * just before and after the timed technicians (databaseYardsticks.ts), with the p99 beside
 * them; and the violations and unexpected answers.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { Pool } from 'undici';
import { vacuumAnalyze } from '../../src/server/db/maintenance';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { createScratchDatabase, isPostgresReachable } from '../support/scratchDatabase';
import { clockTechnicianToken, generateClockDataSet, type ClockTechnician } from './clockDataSet';
import { countInvariantViolations, type InvariantCount } from './clockInvariants';
import { cpuPerOperation, postmasterOf, readCpu } from './cpuTime';
import { databaseYardsticks, measuredAround } from './databaseYardsticks';
import { leanPool, leanRequest } from './leanClient';
import { printTable, root, startBenchServer, summarise, type Summary } from './support';
import { ms, RATIO_TARGETS, ratioRow, whole, type TargetRow, type Yardstick } from './targets';

const TECHNICIANS = Number(process.env.BENCH_TECHNICIANS ?? 500);
const ROUNDS = Number(process.env.BENCH_CLOCK_ROUNDS ?? 2);
/**
 * Technicians of their own who run the same rounds first, untimed, so that the figures are
 * those of a server in use (V8 has optimised the clock paths, every pooled connection has
 * prepared its statements); the timed technicians' principals are still read cold, as at 7:00.
 * Their labors count in the invariants too. The number is per server process, as each process
 * optimises its own code: with 100 for one process V8 still optimised 204 functions during the
 * timed run (compiled with --trace-opt), 29% of all it optimised, and the server spent 0.67-0.69
 * ms of CPU per clock action; with 400, 66 functions and 0.56 ms; with 800, 54 functions and no
 * further gain.
 */
const WARM_UP_TECHNICIANS_PER_PROCESS = Number(process.env.BENCH_CLOCK_WARM_UP ?? 400);
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const OPERATIONS = [
  'clock-in',
  'the same clock-in, retried at once',
  'a clock-in on the other order, at once',
  'stop-and-start',
  'on-site arrival (shortcut)',
  'clock-out',
] as const;
type Operation = (typeof OPERATIONS)[number];

interface Answer {
  status: number;
  body: any;
}

class LoadRecord {
  latencies = new Map<Operation, number[]>(OPERATIONS.map((o) => [o, []]));
  unexpected: string[] = [];
  /** Labors the API answered 200 for: each must be stored exactly once. */
  acknowledgedLabors = 0;

  expect(condition: boolean, what: string, answers: Answer[]) {
    if (!condition) this.unexpected.push(`${what}: ${answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`).join(' / ')}`);
    return condition;
  }
}

/**
 * The technicians' phones share a pool of keep-alive connections (`leanPool`, 64 of them): opening
 * one per request (1,500 at once) would only measure the server's accept queue. A request's
 * latency counts from when it is sent, waiting for a connection included.
 */
async function runTechnician(baseUrl: string, pool: Pool, token: string, technician: ClockTechnician, record: LoadRecord) {
  const send = async (operation: Operation, path: string, body: Record<string, unknown>): Promise<Answer> => {
    const started = performance.now();
    const { status, text } = await leanRequest(`${baseUrl}/api/v1/WOStartStop/${path}`, { method: 'POST', token, body, pool });
    const answer = { status, body: JSON.parse(text) };
    record.latencies.get(operation)!.push(performance.now() - started);
    return answer;
  };
  // To Be Continued: a status a technician may set (area migration 0020), which keeps the order open for the next round.
  const stopForm = { description: 'Benchmark visit.', userStatusId: 3, workOrderStatusId: 26 };

  for (let round = 0; round < ROUNDS; round++) {
    const [first, second] = round % 2 ? [technician.orders[1], technician.orders[0]] : technician.orders;
    const clockIn = { clientRequestId: randomUUID(), workOrderId: first };
    const answers = await Promise.all([
      send('clock-in', 'clockInWorkOrder', clockIn),
      send('the same clock-in, retried at once', 'clockInWorkOrder', clockIn),
      send('a clock-in on the other order, at once', 'clockInWorkOrder', { clientRequestId: randomUUID(), workOrderId: second }),
    ]);
    const [original, retry, rival] = answers;
    const firstWon = original.status === 200 && retry.status === 200 && retry.body.workOrderLaborId === original.body.workOrderLaborId && rival.status === 409;
    const rivalWon = rival.status === 200 && original.status === 409 && retry.status === 409;
    if (!record.expect(firstWon || rivalWon, `${technician.userName}: racing clock-ins`, answers)) return;
    record.acknowledgedLabors++;
    const [open, other] = firstWon ? [first, second] : [second, first];
    const laborId = (firstWon ? original : rival).body.workOrderLaborId;

    const moved = await send('stop-and-start', 'clockOutAndStartWorkOrder', {
      ...stopForm,
      clientRequestId: randomUUID(),
      newClientRequestId: randomUUID(),
      workOrderId: open,
      workOrderLaborId: laborId,
      newWorkOrderId: other,
    });
    if (!record.expect(moved.status === 200 && moved.body === other, `${technician.userName}: stop-and-start`, [moved])) return;
    record.acknowledgedLabors++;

    const arrived = await send('on-site arrival (shortcut)', 'clockInWorkOrder', {
      clientRequestId: randomUUID(),
      workOrderId: other,
      userStatusId: 1,
      isReachedAtSite: true,
    });
    if (!record.expect(arrived.status === 200, `${technician.userName}: arrival`, [arrived])) return;
    record.acknowledgedLabors++;

    const stopped = await send('clock-out', 'clockOutWorkOrder', {
      ...stopForm,
      clientRequestId: randomUUID(),
      workOrderId: other,
      workOrderLaborId: arrived.body.workOrderLaborId,
    });
    if (!record.expect(stopped.status === 200, `${technician.userName}: clock-out`, [stopped])) return;
  }
}

interface DatabaseResult {
  label: string;
  rows: string[][];
  all: Summary;
  invariants: InvariantCount[];
  unexpected: string[];
  /** CPU per clock action of the server, the database and the load, while the timed technicians ran. */
  cpu: string;
  /** TPC-B-like transactions a second on the same database, read before and after the timed technicians. */
  yardstick: Yardstick;
}

async function benchOn(label: string, adminUrl: string | null, processes: number): Promise<DatabaseResult> {
  const warmUpTechnicians = WARM_UP_TECHNICIANS_PER_PROCESS * processes;
  const scratch = await createScratchDatabase('clockbench', adminUrl);
  try {
    console.log(`\n${label}: generating ${TECHNICIANS} technicians (and ${warmUpTechnicians} for the warm-up) with two work orders each...`);
    const handle = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    await migrateToLatest(handle.db);
    await syncCatalog(handle.db);
    const registry = await prepareResources(handle.db, path.join(root, 'schemas'));
    await migrateAreasToLatest(handle.db);
    const { subscriberId, technicians: everyone, historyLabors } = await generateClockDataSet(handle.db, registry, TECHNICIANS + warmUpTechnicians);
    const [technicians, warmingUp] = [everyone.slice(0, TECHNICIANS), everyone.slice(TECHNICIANS)];
    await vacuumAnalyze(handle.db); // as autovacuum leaves PostgreSQL, and the server's idle maintenance PGlite
    const postmaster = adminUrl === null ? null : await postmasterOfDatabase(handle);
    await handle.close();
    const yardsticks = await databaseYardsticks(scratch.databaseUrl);

    const server = await startBenchServer(scratch, { SEED_DEMO: 'false', WORKERS: String(processes) });
    const warmUp = new LoadRecord();
    const record = new LoadRecord();
    let seconds = 0;
    let cpu = '';
    let yardstick: Yardstick;
    const pool = leanPool(server.baseUrl);
    try {
      await Promise.all(warmingUp.map((t) => runTechnician(server.baseUrl, pool, clockTechnicianToken(subscriberId, t), t, warmUp)));
      console.log(`${label}: TPC-B-like transactions (the yardstick), ${TECHNICIANS} technicians clocking in and out at once (${ROUNDS} rounds each), TPC-B-like again...`);
      ({ yardstick } = await measuredAround(yardsticks, 'TPC-B-like', async () => {
        const started = performance.now();
        const cpuBefore = readCpu(server.pid, postmaster);
        await Promise.all(technicians.map((t) => runTechnician(server.baseUrl, pool, clockTechnicianToken(subscriberId, t), t, record)));
        seconds = (performance.now() - started) / 1000;
        cpu = cpuPerOperation(cpuBefore, readCpu(server.pid, postmaster), TECHNICIANS * ROUNDS * OPERATIONS.length, 'in the server (PGlite)');
      }));
    } finally {
      await pool.destroy();
      await server.stop();
      await yardsticks.close();
    }

    const checked = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    const acknowledged = record.acknowledgedLabors + warmUp.acknowledgedLabors;
    const invariants = await countInvariantViolations(checked.db, subscriberId, acknowledged, historyLabors).finally(() => checked.close());
    const all = [...record.latencies.values()].flat();
    const row = (name: string, latencies: number[]) => {
      if (!latencies.length) return [name, '0', '-', '-', '-']; // every technician stopped before it: the unexpected answers say why
      const summary = summarise(latencies, latencies.length, seconds);
      return [name, String(latencies.length), summary.p50.toFixed(1), summary.p99.toFixed(1), summary.rps.toFixed(0)];
    };
    return {
      label,
      rows: [row(`${label}: all clock requests`, all), ...OPERATIONS.map((o) => row(`  ${o}`, record.latencies.get(o)!))],
      all: summarise(all, all.length, seconds),
      invariants,
      unexpected: [...warmUp.unexpected, ...record.unexpected],
      cpu,
      yardstick,
    };
  } finally {
    await scratch.drop();
  }
}

/** The PostgreSQL server's postmaster, when it runs on this machine (its sessions are its children). */
async function postmasterOfDatabase(handle: DatabaseHandle): Promise<number | null> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
  return postmasterOf(rows[0].pid);
}

const WHAT = `clock actions, ${TECHNICIANS} technicians at once`;

/**
 * BENCH_CLOCK_ON=pglite or postgres measures one database only. WORKERS (several server
 * processes) reaches the PostgreSQL server through the environment; PGlite always runs one.
 */
export async function runTimeTrackingBench(): Promise<TargetRow[]> {
  const postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const only = process.env.BENCH_CLOCK_ON;
  const workers = Number(process.env.WORKERS || 1);
  const results: DatabaseResult[] = [];
  if (only !== 'postgres') results.push(await benchOn('PGlite', null, 1));
  if (only !== 'pglite') {
    if (await isPostgresReachable(postgresUrl)) results.push(await benchOn('PostgreSQL', postgresUrl, workers));
    else console.log(`\nPostgreSQL is not reachable at ${postgresUrl}: the time-tracking benchmark ran on PGlite only.`);
  }

  printTable(
    `Time tracking: ${TECHNICIANS} technicians clocking in and out concurrently (${ROUNDS} rounds each)`,
    ['operation', 'requests', 'p50 (ms)', 'p99 (ms)', 'operations/s'],
    results.flatMap((r) => r.rows),
  );
  printTable(
    'Clock invariants checked with SQL afterwards (violations, must be 0)',
    ['invariant', ...results.map((r) => r.label)],
    results[0].invariants.map((check, i) => [check.name, ...results.map((r) => String(r.invariants[i].violations))]),
  );
  console.log(`\nCPU per clock action (scripts/bench/cpuTime.ts):\n${results.map((r) => `- ${r.label}: ${r.cpu}`).join('\n')}`);
  const violationsOf = (r: DatabaseResult) => r.invariants.reduce((s, c) => s + c.violations, 0);
  const unexpected = results.flatMap((r) => r.unexpected.map((u) => `${r.label}: ${u}`));
  if (unexpected.length) console.log(`\n${unexpected.length} unexpected answers, the first ones:\n${unexpected.slice(0, 10).join('\n')}`);
  if (unexpected.length || results.some(violationsOf)) {
    console.log('\nThe time-tracking benchmark FAILED.');
    process.exitCode = 1;
  }
  // Clock actions a second against TPC-B-like transactions a second on the same database. The
  // p99 is printed beside them: every technician starts at once, so it is the opening burst,
  // about 1,500 requests ÷ the throughput, and moves with the throughput and the machine.
  return results.flatMap((r) => {
    const on = (r.label === 'PostgreSQL' && workers > 1 ? `PostgreSQL, ${workers} processes` : r.label) as keyof typeof RATIO_TARGETS.clockActions;
    return [
      ratioRow(WHAT, on, { value: r.all.rps, figure: `${whole(r.all.rps)} ops/s, p99 ${ms(r.all.p99)}` }, r.yardstick, RATIO_TARGETS.clockActions[on] ?? RATIO_TARGETS.clockActions['PostgreSQL, 2 processes']),
      {
        what: `${WHAT}: invariant violations and unexpected answers`,
        on,
        figure: `${violationsOf(r)} violations, ${r.unexpected.length} unexpected`,
        target: '0',
        pass: violationsOf(r) === 0 && r.unexpected.length === 0,
      },
    ];
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { printTargets } = await import('./targets');
  printTargets(await runTimeTrackingBench());
}
