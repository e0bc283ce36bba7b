/**
 * `npm run bench`: starts the server in a child process on a scratch database (PGlite, or
 * PostgreSQL when DATABASE_URL is set) filled with a generated data set, runs every scenario
 * and prints one table: operation, p50, p99, requests/s. BENCH_USERS sets the data set size.
 */
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { syncCatalog } from '../../src/server/seed/catalog';
import { prepareResources } from '../../src/server/resources/engine';
import { seedDemoTenant } from '../../src/server/seed/demoTenant';
import { createScratchDatabase } from '../support/scratchDatabase';
import { BENCH_ADMIN, BENCH_PASSWORD, BENCH_VENDOR_COUNT, generateDataSet, generateVendors } from './dataSet';
import { SCENARIOS, type BenchContext, type Scenario } from './scenarios';
import { VENDOR_PAGE_REQUESTS, measureDirectSql, vendorListScenario } from './vendorList';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const userCount = Number(process.env.BENCH_USERS ?? 5000);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(baseUrl: string, deadline = Date.now() + 120_000): Promise<string> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return ((await response.json()) as { db: string }).db;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy within 120 s.');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summarise(latencies: number[], requests: number, seconds = latencies.reduce((a, b) => a + b, 0) / 1000) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), rps: requests / seconds };
}

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

function printTable(title: string, rows: { name: string; p50: number; p99: number; rps: number }[]) {
  const header = ['operation', 'p50 (ms)', 'p99 (ms)', 'requests/s'];
  const cells = rows.map((r) => [r.name, r.p50.toFixed(1), r.p99.toFixed(1), r.rps.toFixed(0)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (values: string[]) => `| ${values.map((v, i) => (i ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of cells) console.log(line(row));
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

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: scratch.dataDir,
      DATABASE_URL: scratch.databaseUrl ?? '',
      JWT_SECRET: 'bench-secret',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const db = await waitForHealth(baseUrl);
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
    printTable(`FieldDesk benchmark on ${db} (${userCount} users, ${BENCH_VENDOR_COUNT} vendors in the bench tenant)`, rows);
    console.log(
      `\nVendor page through the API vs. its SQL alone: p50 ${(viaApi.p50 / direct.p50).toFixed(2)}x, p99 ${(viaApi.p99 / direct.p99).toFixed(2)}x`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await scratch.drop();
  }
}

await main();
