/**
 * `npm run bench`: every benchmark in one run, on PGlite and on PostgreSQL (DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432; the PostgreSQL parts are left out, and say so, when it does
 * not answer), ending with one table of every performance target with PASS or MISS (targets.ts):
 * a target that depends on the machine's speed is a ratio to a yardstick measured by its part in
 * the same run (pgbench's transactions on the same database, databaseYardsticks.ts; see
 * docs/performance.md, "How the targets are set").
 *
 * In turn: the warm start of `npm start` (warmStart.ts); the API scenarios (scenarios.ts, on a
 * generated data set of BENCH_USERS users) on PGlite, then on PostgreSQL with one server process
 * and with two (WORKERS=2); the request path (requestPath.ts); the vendor and users lists
 * (vendorList.ts); time tracking on both databases
 * with one process, then on PostgreSQL with two (timeTracking.ts); the hub fan-out across two
 * processes (hubFanOut.ts); the dispatch week view in Chromium (weekView.ts); the browser app's
 * weight and Fast 3G times in Chromium (frontEnd.ts). A part that fails
 * is reported as a missed row and the run goes on. BENCH_PARTS ("lists,front end") runs only
 * the parts it names; one part also runs alone with `npx tsx scripts/bench/<part>.ts`. A machine yardstick, read before and after, says how fast the machine was.
 */
import { isPostgresReachable } from '../support/scratchDatabase';
import { runApiScenarios } from './apiScenarios';
import { runFrontEndBench } from './frontEnd';
import { runHubFanOutBench } from './hubFanOut';
import { machineYardstick } from './machineYardstick';
import { runRequestPathBench } from './requestPath';
import { printTargets, type TargetRow } from './targets';
import { runTimeTrackingBench } from './timeTracking';
import { runListBench } from './vendorList';
import { runWarmStartBench } from './warmStart';
import { runWeekViewBench } from './weekView';

const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = await isPostgresReachable(postgresUrl);
if (!postgres) console.log(`PostgreSQL is not reachable at ${postgresUrl}: the run measures PGlite only.`);

/** Runs `work` with these environment variables set, and puts them back after. */
async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const PARTS: Array<{ name: string; run: () => Promise<TargetRow[]> }> = [
  { name: 'warm start', run: runWarmStartBench },
  { name: 'API scenarios', run: () => runApiScenarios(postgres ? postgresUrl : null) },
  { name: 'request path', run: runRequestPathBench },
  { name: 'lists', run: runListBench },
  { name: 'time tracking', run: () => withEnv({ WORKERS: '1' }, runTimeTrackingBench) },
  ...(postgres ? [{ name: 'time tracking on 2 processes', run: () => withEnv({ WORKERS: '2', BENCH_CLOCK_ON: 'postgres' }, runTimeTrackingBench) }] : []),
  { name: 'hub fan-out', run: runHubFanOutBench },
  { name: 'week view', run: runWeekViewBench },
  { name: 'front end', run: runFrontEndBench },
];

const named = process.env.BENCH_PARTS?.split(',').map((name) => name.trim());
const unknown = named?.filter((name) => !PARTS.some((part) => part.name === name)) ?? [];
if (unknown.length) throw new Error(`BENCH_PARTS names no part "${unknown.join('", "')}"; the parts are: ${PARTS.map((part) => part.name).join(', ')}.`);
const chosen = named ? PARTS.filter((part) => named.includes(part.name)) : PARTS;

const yardstickBefore = await machineYardstick(postgres ? postgresUrl : null);
console.log(`Machine yardstick: ${yardstickBefore}`);
const started = performance.now();
const rows: TargetRow[] = [];
for (const [index, part] of chosen.entries()) {
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`\n=== [${index + 1}/${chosen.length}] ${part.name} (at ${minutes} min) ===`);
  try {
    rows.push(...(await part.run()));
  } catch (error) {
    console.error(error);
    rows.push({ what: `${part.name}: did not complete`, on: '', figure: (error as Error).message.split('\n')[0], target: 'completes', pass: false });
  }
}
console.log(`\nThe bench took ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
printTargets(rows);
console.log(`Machine yardstick (scripts/bench/machineYardstick.ts): before ${yardstickBefore}; after ${await machineYardstick(postgres ? postgresUrl : null)}.`);
