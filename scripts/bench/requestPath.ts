/**
 * The request-path benchmark: what every authenticated request costs, measured on the most
 * trivial one, POST account/validateUser, BENCH_REQUEST_CONCURRENCY (8) at once for
 * BENCH_REQUEST_SECONDS (8 s, after 2 s of warm-up), on PGlite and on PostgreSQL (DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432). Its target is a share of the select-only
 * transactions a second (8 clients) on the same database, read just before and after the timed
 * requests (databaseYardsticks.ts).
 *
 * The client is kept lean so that it is not what is measured: node's http with one keep-alive
 * socket per concurrent caller, no pipelining, the answer's status checked and its body read
 * and dropped (the first answer is read whole and checked). It runs on the same cores as the
 * server and the database.
 *
 * `npm run bench` includes its rows; `npx tsx scripts/bench/requestPath.ts` runs it alone.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../../src/server/account/passwords';
import { openDatabase } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { createSubscriber } from '../../src/server/seed/tenants';
import { createScratchDatabase, isPostgresReachable } from '../support/scratchDatabase';
import { databaseYardsticks, measuredAround } from './databaseYardsticks';
import { printTable, root, startBenchServer, summarise, type Summary } from './support';
import { ms, RATIO_TARGETS, ratioRow, whole, type TargetRow, type Yardstick } from './targets';

const CONCURRENCY = Number(process.env.BENCH_REQUEST_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_REQUEST_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const USER_NAME = 'request.bench';
const PASSWORD = 'request-bench-password';
const PATH = '/api/v1/account/validateUser';

/** Sends validateUser from CONCURRENCY callers, each waiting for its answer before the next, for `seconds`. */
async function load(baseUrl: string, token: string, seconds: number): Promise<Summary & { requests: number }> {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const options: http.RequestOptions = {
    agent,
    hostname,
    port,
    path: PATH,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-length': '0' },
  };
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(options, (response) => {
        if (response.statusCode !== 200) reject(new Error(`validateUser answered ${response.statusCode}`));
        response.on('end', resolve).on('error', reject).resume();
      });
      request.on('error', reject);
      request.end();
    });
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await once();
      latencies.push(performance.now() - t0);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, caller));
  } finally {
    agent.destroy();
  }
  return { ...summarise(latencies, latencies.length, (performance.now() - started) / 1000), requests: latencies.length };
}

async function signIn(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: USER_NAME, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`Sign-in answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const first = await fetch(`${baseUrl}${PATH}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const user = (await first.json()) as { userName?: string };
  if (first.status !== 200 || user.userName !== USER_NAME) throw new Error(`validateUser answered ${first.status}: ${JSON.stringify(user)}`);
  return token;
}

async function measureOn(databaseUrl: string | null): Promise<Summary & { requests: number; db: string; yardstick: Yardstick }> {
  const scratch = await createScratchDatabase('requestbench', databaseUrl);
  try {
    const handle = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    try {
      await migrateToLatest(handle.db);
      await syncCatalog(handle.db);
      await prepareResources(handle.db, path.join(root, 'schemas'));
      await migrateAreasToLatest(handle.db);
      await createSubscriber(handle.db, {
        name: 'Request Bench Co',
        setupFlags: {},
        users: [{ userName: USER_NAME, firstName: 'Request', lastName: 'Bench', email: 'request@bench.example', roles: ['Technician'], passwordHash: await hashPassword(PASSWORD) }],
      });
    } finally {
      await handle.close();
    }
    const yardsticks = await databaseYardsticks(scratch.databaseUrl);
    const server = await startBenchServer(scratch, { SEED_DEMO: 'false' });
    try {
      const token = await signIn(server.baseUrl);
      await load(server.baseUrl, token, WARM_UP_SECONDS);
      const { result, yardstick } = await measuredAround(yardsticks, 'select-only', () => load(server.baseUrl, token, SECONDS));
      return { ...result, db: server.db, yardstick };
    } finally {
      await server.stop();
      await yardsticks.close();
    }
  } finally {
    await scratch.drop();
  }
}

export async function runRequestPathBench(): Promise<TargetRow[]> {
  console.log(`\nRequest path: POST account/validateUser, ${CONCURRENCY} at once for ${SECONDS} s, on PGlite and on PostgreSQL...`);
  const postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const runs = [{ on: 'PGlite', ...(await measureOn(null)) }];
  if (await isPostgresReachable(postgresUrl)) runs.push({ on: 'PostgreSQL', ...(await measureOn(postgresUrl)) });
  else console.log(`PostgreSQL is not reachable at ${postgresUrl}: the request path was measured on PGlite only.`);
  printTable(
    `Request path: POST account/validateUser, ${CONCURRENCY} at once, one server process`,
    ['database', 'requests', 'p50', 'p99', 'requests/s'],
    runs.map((run) => [run.on, whole(run.requests), ms(run.p50), ms(run.p99), whole(run.rps)]),
  );
  return runs.map((run) =>
    ratioRow(
      `a trivial authenticated call (account/validateUser, ${CONCURRENCY} at once)`,
      run.on,
      { value: run.rps, figure: `${whole(run.rps)} req/s, p50 ${ms(run.p50)}` },
      run.yardstick,
      RATIO_TARGETS.trivialCall[run.on as keyof typeof RATIO_TARGETS.trivialCall],
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { printTargets } = await import('./targets');
  printTargets(await runRequestPathBench());
}
