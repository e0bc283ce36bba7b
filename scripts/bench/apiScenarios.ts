/**
 * The API scenarios (scenarios.ts) on a generated data set of BENCH_USERS (5,000) users: on
 * PGlite, then on PostgreSQL with one server process and with two (WORKERS=2, node:cluster on
 * one port), so the table shows what a second process adds. p50, p99 and requests/s of each.
 * The targets those calls answer to are measured by their own parts (requestPath.ts, the list
 * bench); this part hands back no target row.
 *
 * `npm run bench` runs it; `npx tsx scripts/bench/apiScenarios.ts` runs it alone.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { vacuumAnalyze } from '../../src/server/db/maintenance';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { seedDemoTenant } from '../../src/server/seed/demoTenant';
import { createScratchDatabase, isPostgresReachable, type ScratchDatabase } from '../support/scratchDatabase';
import { benchAdminToken, generateDataSet } from './dataSet';
import { SCENARIOS } from './scenarios';
import { measureScenario, printTable, root, startBenchServer, untilTwoProcessesAnswer, type Summary } from './support';
import type { TargetRow } from './targets';

const userCount = Number(process.env.BENCH_USERS ?? 5000);

async function fill(scratch: ScratchDatabase): Promise<void> {
  const handle = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
  try {
    await migrateToLatest(handle.db);
    await syncCatalog(handle.db);
    await seedDemoTenant(handle.db);
    await generateDataSet(handle.db, userCount);
    await prepareResources(handle.db, path.join(root, 'schemas'));
    await vacuumAnalyze(handle.db); // as autovacuum leaves PostgreSQL, and the server's idle maintenance PGlite
  } finally {
    await handle.close();
  }
}

/** Every scenario against a server started on the filled database with `workers` processes. */
async function measureAll(scratch: ScratchDatabase, workers: number): Promise<Summary[]> {
  const server = await startBenchServer(scratch, { WORKERS: String(workers) });
  try {
    const token = await benchAdminToken(server.baseUrl);
    if (workers > 1) await untilTwoProcessesAnswer(server.baseUrl, token);
    const summaries = [];
    for (const scenario of SCENARIOS) summaries.push(await measureScenario(scenario, { baseUrl: server.baseUrl, token }));
    return summaries;
  } finally {
    await server.stop();
  }
}

/** `postgresUrl` null measures PGlite only. */
export async function runApiScenarios(postgresUrl: string | null): Promise<TargetRow[]> {
  const columns: Array<{ on: string; summaries: Summary[] }> = [];
  console.log(`\nAPI scenarios: generating the data set (${userCount} users) on PGlite...`);
  const pglite = await createScratchDatabase('bench', null);
  try {
    await fill(pglite);
    columns.push({ on: 'PGlite', summaries: await measureAll(pglite, 1) });
  } finally {
    await pglite.drop();
  }
  if (postgresUrl) {
    console.log(`API scenarios: generating the data set (${userCount} users) on PostgreSQL...`);
    const postgres = await createScratchDatabase('bench', postgresUrl);
    try {
      await fill(postgres);
      for (const workers of [1, 2]) {
        console.log(`API scenarios: PostgreSQL, ${workers} server process${workers > 1 ? 'es' : ''}...`);
        columns.push({ on: `PostgreSQL, ${workers} process${workers > 1 ? 'es' : ''}`, summaries: await measureAll(postgres, workers) });
      }
    } finally {
      await postgres.drop();
    }
  }
  printTable(
    `API scenarios (${userCount} users): p50 / p99 ms, requests/s`,
    ['operation', ...columns.map((column) => column.on)],
    SCENARIOS.map((scenario, i) => [
      scenario.name,
      ...columns.map(({ summaries }) => `${summaries[i].p50.toFixed(1)} / ${summaries[i].p99.toFixed(1)}, ${summaries[i].rps.toFixed(0)}/s`),
    ]),
  );
  return [];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  await runApiScenarios((await isPostgresReachable(postgresUrl)) ? postgresUrl : null);
}
