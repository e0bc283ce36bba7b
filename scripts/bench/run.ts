/**
 * `npm run bench`: starts the server in a child process on a scratch database (PGlite, or
 * PostgreSQL when DATABASE_URL is set) filled with a generated data set, runs every scenario
 * and prints one table: operation, p50, p99, requests/s. BENCH_USERS sets the data set size.
 * Then the time-tracking benchmark runs on PGlite and on PostgreSQL (timeTracking.ts), and the
 * hub fan-out benchmark on two server processes and PostgreSQL (hubFanOut.ts), and the dispatch
 * week view with 2,000 visits in Chromium (weekView.ts).
 */
import path from 'node:path';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { syncCatalog } from '../../src/server/seed/catalog';
import { prepareResources } from '../../src/server/resources/engine';
import { seedDemoTenant } from '../../src/server/seed/demoTenant';
import { createScratchDatabase } from '../support/scratchDatabase';
import { BENCH_ADMIN, BENCH_PASSWORD, BENCH_VENDOR_COUNT, generateDataSet, generateVendors } from './dataSet';
import { SCENARIOS, type BenchContext, type Scenario } from './scenarios';
import { printTable, root, startBenchServer, summarise } from './support';
import { runHubFanOutBench } from './hubFanOut';
import { runTimeTrackingBench } from './timeTracking';
import { runWeekViewBench } from './weekView';
import { VENDOR_PAGE_REQUESTS, measureDirectSql, vendorListScenario } from './vendorList';

const userCount = Number(process.env.BENCH_USERS ?? 5000);

async function measure(scenario: Scenario, context: BenchContext) {
  const warmup = Math.min(20, Math.ceil(scenario.requests / 10));
  for (let i = 0; i < warmup; i++) await scenario.run(context, i);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < scenario.requests) {
      const index = next++;
      const t0 = performance.now();
      await scenario.run(context, index);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: scenario.concurrency }, worker));
  return summarise(latencies, scenario.requests, (performance.now() - started) / 1000);
}

async function main() {
  const scratch = await createScratchDatabase('bench');
  console.log(`Generating the data set (${userCount} users)...`);
  const handle = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
  await migrateToLatest(handle.db);
  await syncCatalog(handle.db);
  await seedDemoTenant(handle.db);
  const benchSubscriberId = await generateDataSet(handle.db, userCount);
  const registry = await prepareResources(handle.db, path.join(root, 'schemas'));
  console.log(`Generating ${BENCH_VENDOR_COUNT} vendors...`);
  await generateVendors(handle.db, benchSubscriberId);
  console.log('Timing the vendor list SQL straight through the driver...');
  const direct = summarise(await measureDirectSql(handle, registry, benchSubscriberId), VENDOR_PAGE_REQUESTS);
  await handle.close();

  const server = await startBenchServer(scratch);
  try {
    const { baseUrl } = server;
    const login = await fetch(`${baseUrl}/api/v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: BENCH_ADMIN, password: BENCH_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const rows = [];
    for (const scenario of SCENARIOS) rows.push({ name: scenario.name, ...(await measure(scenario, { baseUrl, token })) });
    const viaApi = await measure(vendorListScenario, { baseUrl, token });
    rows.push({ name: vendorListScenario.name, ...viaApi });
    rows.push({ name: '  the same SQL straight through the driver', ...direct });
    printTable(
      `FieldDesk benchmark on ${server.db} (${userCount} users, ${BENCH_VENDOR_COUNT} vendors in the bench tenant)`,
      ['operation', 'p50 (ms)', 'p99 (ms)', 'requests/s'],
      rows.map((r) => [r.name, r.p50.toFixed(1), r.p99.toFixed(1), r.rps.toFixed(0)]),
    );
    console.log(
      `\nVendor page through the API vs. its SQL alone: p50 ${(viaApi.p50 / direct.p50).toFixed(2)}x, p99 ${(viaApi.p99 / direct.p99).toFixed(2)}x`,
    );
  } finally {
    await server.stop();
    await scratch.drop();
  }
  await runTimeTrackingBench();
  await runHubFanOutBench();
  await runWeekViewBench();
}

await main();
