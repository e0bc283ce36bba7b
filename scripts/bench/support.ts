/**
 * What the benchmarks share: a FieldDesk server in a child process on a prepared database,
 * latency percentiles and the printed table.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectRawHub } from '../support/rawHubClient';
import { closeSharedPool } from './leanClient';
import type { BenchContext, Scenario } from './scenarios';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Waits until the server answers /api/health and has compiled its route schemas (`warming`
 * false on several new connections, so on each process of a WORKERS=n server): the load then
 * meets a server as it is at 7:00, started well before, not one still finishing its start.
 * The bench's servers run from source: on a fresh checkout two of them compiling it at once on
 * a busy two-core machine took over two minutes to answer, hence the five.
 */
const HEALTHY_WITHIN_MINUTES = 5;

async function waitForHealth(baseUrl: string, exited: Promise<number | null>, deadline = Date.now() + HEALTHY_WITHIN_MINUTES * 60_000): Promise<string> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  let warmAnswers = 0;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The server exited (code ${exitCode}) before it became healthy.`);
    const health = await healthOnNewConnection(baseUrl).catch(() => undefined); // not listening yet
    if (health && !health.warming && ++warmAnswers >= 4) return health.db;
    if (!health || health.warming) {
      warmAnswers = 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The server did not become healthy within ${HEALTHY_WITHIN_MINUTES} minutes.`);
}

export interface BenchServer {
  baseUrl: string;
  /** 'pglite' or 'postgres', as the server reports it. */
  db: string;
  /** The server process, to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts src/server/main.ts on the database (already migrated and filled) and waits until it is
 * healthy. BENCH_SERVER_NODE_ARGS adds options to its node command line, such as
 * `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where a server spends a scenario's time.
 */
export async function startBenchServer(database: { dataDir: string; databaseUrl: string | null }, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    await closeSharedPool(baseUrl);
    child.kill('SIGTERM');
    await exited;
  };
  try {
    return { baseUrl, db: await waitForHealth(baseUrl, exited), pid: child.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Two servers on one database, started at once (the second with `secondEnv`); if either fails to start, the other is stopped too. */
export async function startBenchServerPair(database: { dataDir: string; databaseUrl: string | null }, env: Record<string, string> = {}, secondEnv = env) {
  const started = await Promise.allSettled([startBenchServer(database, env), startBenchServer(database, secondEnv)]);
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failed) return started.map((result) => (result as PromiseFulfilledResult<BenchServer>).value) as [BenchServer, BenchServer];
  await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
  throw failed.reason;
}

/** GET /api/health on a connection of its own, so that WORKERS' round-robin hands it to the next process. */
export const healthOnNewConnection = (baseUrl: string) =>
  new Promise<{ db: string; hubConnections: number; warming: boolean }>((resolve, reject) => {
    request(`${baseUrl}/api/health`, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body)));
    })
      .on('error', reject)
      .end();
  });

/**
 * Waits until a WORKERS=2 server's second process answers too (the server is healthy as soon as
 * its first one listens): with one hub client connected, the process holding it reports 1
 * connection and the other 0.
 */
export async function untilTwoProcessesAnswer(baseUrl: string, token: string, withinMs = 180_000): Promise<void> {
  const client = await connectRawHub(baseUrl, 'FieldDeskHub', token);
  try {
    const deadline = Date.now() + withinMs;
    const seen = new Set<number>();
    while (!(seen.has(0) && seen.has(1))) {
      if (Date.now() > deadline) throw new Error(`A second server process did not answer within ${withinMs / 1000} s.`);
      seen.add((await healthOnNewConnection(baseUrl)).hubConnections);
      if (!(seen.has(0) && seen.has(1))) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    client.close();
    await client.closed;
  }
}

export const BENCH_JWT_SECRET = 'bench-secret-signing-the-benchmark-tokens';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export interface Summary {
  p50: number;
  p99: number;
  rps: number;
}

export function summarise(latencies: number[], requests: number, seconds = latencies.reduce((a, b) => a + b, 0) / 1000): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), rps: requests / seconds };
}

export function printTable(title: string, header: string[], cells: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (values: string[]) => `| ${values.map((v, i) => (i ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of cells) console.log(line(row));
}

/**
 * Untimed requests before a scenario's timed ones, per timed request. The figure is meant to be
 * that of a server in use at 7:00, started well before: each pooled database connection has
 * prepared and planned its statements, and V8 has optimised the request path. With as many
 * untimed requests as timed, V8's compiler threads were still at work through the timed ones:
 * measured per thread on the users list (PGlite, 1,000 requests a round), they took 1.2 s of CPU
 * over the first 2,000 requests, 0.26 s over the next 2,000 and none after, on the same two
 * cores as the server and the load; the first timed round's p99 read 23–30 ms, the next ones 15–19.
 */
const WARM_UP_PER_TIMED_REQUEST = 2;

/** Runs a scenario after a warm-up: its requests, `concurrency` at a time. */
export async function measureScenario(scenario: Scenario, context: BenchContext): Promise<Summary> {
  await runConcurrently(scenario.concurrency, WARM_UP_PER_TIMED_REQUEST * scenario.requests, (index) => scenario.run(context, index));
  const latencies: number[] = [];
  const started = performance.now();
  await runConcurrently(scenario.concurrency, scenario.requests, async (index) => {
    const t0 = performance.now();
    await scenario.run(context, index);
    latencies.push(performance.now() - t0);
  });
  return summarise(latencies, scenario.requests, (performance.now() - started) / 1000);
}

/** `count` runs of `run(index)`, `concurrency` at a time. */
async function runConcurrently(concurrency: number, count: number, run: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await run(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
