/**
 * The hub fan-out benchmark: BENCH_HUB_CLIENTS (1,000) SignalR clients connected to
 * FieldDeskHub, half on each of two server processes sharing one PostgreSQL database
 * (DATABASE_URL, else postgres://postgres@127.0.0.1:5432). One event is published through
 * PostgreSQL (as any server process publishes it) and every client must receive it.
 *
 * It prints the delivery latency (from publishing to each client's receipt, p50 and p99; the
 * clients' own process reads the 1,000 messages one after the other, which the figures include;
 * its target is a ratio of the p99 to the machine yardstick's JS loop, read in this process just
 * before and after the event: the delivery is JS work on the same two cores, in the servers,
 * which write 1,000 frames, and in the clients' process, which reads them) and the servers' memory per connected client: their heap and
 * external memory after a full garbage collection (memoryProbe.ts), with the clients connected
 * minus before, over the clients (target < 50 KB). Resident memory is printed beside it.
 *
 * `npm run bench` runs it last; `npx tsx scripts/bench/hubFanOut.ts` runs it alone.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../../src/server/account/passwords';
import { openDatabase } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { postgresBroker } from '../../src/server/hubs/broker';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { createSubscriber } from '../../src/server/seed/tenants';
import { connectRawHub, type RawHubClient } from '../support/rawHubClient';
import { createScratchDatabase, isPostgresReachable } from '../support/scratchDatabase';
import { jsLoopYardstickMs } from './machineYardstick';
import { printTable, root, startBenchServerPair, summarise, type BenchServer } from './support';
import { ms, printTargets, RATIO_TARGETS, ratioRow, whole, type TargetRow } from './targets';

const CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 1000);
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_BYTES_PER_CLIENT = 50 * 1024;
/** How many clients negotiate and connect at once. */
const CONNECT_CONCURRENCY = 50;
const USER_NAME = 'hub.bench';
const PASSWORD = 'hub-bench-password';

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** A server process's memory after a full garbage collection (memoryProbe.ts). */
async function memoryOf(pid: number, file: string): Promise<Memory> {
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await settle(50);
    if (!existsSync(file)) continue;
    const memory = JSON.parse(readFileSync(file, 'utf8')) as Memory & { at: number };
    if (memory.at >= asked) return memory;
  }
  throw new Error(`Server process ${pid} did not report its memory`);
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connectAll(servers: BenchServer[], token: string, count: number): Promise<RawHubClient[]> {
  const clients: RawHubClient[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const client = await connectRawHub(servers[index % servers.length].baseUrl, 'FieldDeskHub', token);
      client.keepAlive();
      clients.push(client);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, count) }, worker));
  return clients;
}

export async function runHubFanOutBench(): Promise<TargetRow[]> {
  const postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  if (!(await isPostgresReachable(postgresUrl))) {
    console.log(`\nPostgreSQL is not reachable at ${postgresUrl}: the hub fan-out benchmark needs it and did not run.`);
    return [];
  }
  const scratch = await createScratchDatabase('hubbench', postgresUrl);
  const handle = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
  const memoryDir = mkdtempSync(path.join(tmpdir(), 'fielddesk-hubbench-'));
  const memoryFiles = [0, 1].map((i) => path.join(memoryDir, `server-${i}.json`));
  const servers: BenchServer[] = [];
  let clients: RawHubClient[] = [];
  try {
    console.log(`\nHub fan-out: ${CLIENTS} clients across 2 server processes on PostgreSQL...`);
    await migrateToLatest(handle.db);
    await syncCatalog(handle.db);
    await prepareResources(handle.db, path.join(root, 'schemas'));
    await migrateAreasToLatest(handle.db);
    const { subscriberId } = await createSubscriber(handle.db, {
      name: 'Hub Bench Co',
      setupFlags: {},
      users: [{ userName: USER_NAME, firstName: 'Hub', lastName: 'Bench', email: 'hub@bench.example', roles: ['Super Admin'], passwordHash: await hashPassword(PASSWORD) }],
    });
    const probe = path.join(root, 'scripts/bench/memoryProbe.ts');
    const envOf = (file: string) => ({ SEED_DEMO: 'false', BENCH_MEMORY_FILE: file, NODE_OPTIONS: `--expose-gc --import tsx --import ${pathToFileURL(probe).href}` });
    servers.push(...(await startBenchServerPair(scratch, envOf(memoryFiles[0]), envOf(memoryFiles[1]))));
    const login = await fetch(`${servers[0].baseUrl}/api/v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: USER_NAME, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`Sign-in answered ${login.status}: ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    // Warm both servers' hub routes up before taking their memory as the baseline.
    for (const warm of await connectAll(servers, token, 20)) warm.close();
    await settle(3000);
    const before = await Promise.all(servers.map((s, i) => memoryOf(s.pid, memoryFiles[i])));
    clients = await connectAll(servers, token, CLIENTS);
    await settle(2000);
    const after = await Promise.all(servers.map((s, i) => memoryOf(s.pid, memoryFiles[i])));
    const connected = (
      await Promise.all(servers.map(async (s) => ((await (await fetch(`${s.baseUrl}/api/health`)).json()) as { hubConnections: number }).hubConnections))
    ).reduce((a, b) => a + b, 0);

    const broker = await postgresBroker(handle.db, scratch.databaseUrl!, (error) => console.error('hub bench broker', error));
    const publishOnce = async (round: number) => {
      const latencies: number[] = [];
      let published = 0;
      const all = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${latencies.length} of ${CLIENTS} clients received event ${round} within 10 s`)), 10_000);
        for (const client of clients) {
          client.onMessage = (message, receivedAt) => {
            if (message.type !== 1 || message.target !== 'gridUpdate' || (message.arguments?.[0] as { round?: number })?.round !== round) return;
            latencies.push(receivedAt - published);
            if (latencies.length === CLIENTS) (clearTimeout(timer), resolve());
          };
        }
      });
      published = performance.now();
      await broker.publish({ hub: 'FieldDeskHub', subscriberId, target: 'gridUpdate', arguments: [{ context: 'woAll', round }] });
      await all;
      return latencies;
    };
    await publishOnce(0); // warm-up
    await settle(500);
    const loopBefore = jsLoopYardstickMs();
    await settle(500);
    const latencies = await publishOnce(1);
    const loopAfter = jsLoopYardstickMs();
    const jsLoop = (loopBefore + loopAfter) / 2;
    await broker.close();

    const { p50, p99 } = summarise(latencies, latencies.length);
    const perClient = (key: keyof Memory) => after.reduce((sum, memory, i) => sum + memory[key] - before[i][key], 0) / CLIENTS;
    const heapPerClient = perClient('heapUsed') + perClient('external');
    const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
    printTable(
      `Hub fan-out: ${CLIENTS} clients on FieldDeskHub across 2 server processes, one PostgreSQL, one event`,
      ['measure', 'value', 'target', 'result'],
      [
        ['clients connected (both servers)', String(connected), String(CLIENTS), verdict(connected === CLIENTS)],
        ['clients that received the event', String(latencies.length), String(CLIENTS), verdict(latencies.length === CLIENTS)],
        ['delivery latency p50 (ms)', p50.toFixed(1), '', ''],
        ['delivery latency p99 (ms)', p99.toFixed(1), `≤ ${RATIO_TARGETS.hubDelivery.target}x the JS loop`, verdict(p99 / jsLoop <= RATIO_TARGETS.hubDelivery.target)],
        ['  the JS loop, the yardstick (ms, before and after)', `${loopBefore.toFixed(0)}, ${loopAfter.toFixed(0)}`, '', ''],
        ['server memory per client (KB, heap + external)', (heapPerClient / 1024).toFixed(1), `< ${TARGET_BYTES_PER_CLIENT / 1024}`, verdict(heapPerClient < TARGET_BYTES_PER_CLIENT)],
        ['  resident memory per client (KB, RSS, for reference)', (perClient('rss') / 1024).toFixed(1), '', ''],
      ],
    );
    console.log(`Load average during the run: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (clients, both servers and PostgreSQL share them).`);
    const on = 'PostgreSQL, 2 processes';
    return [
      ratioRow(
        `hub event to ${whole(CLIENTS)} connected clients (delivery p99)`,
        on,
        { value: p99, figure: `p99 ${ms(p99)}, p50 ${ms(p50)}` },
        { name: 'JS loop', value: jsLoop, figure: `${jsLoop.toFixed(0)} ms (before ${loopBefore.toFixed(0)}, after ${loopAfter.toFixed(0)})` },
        RATIO_TARGETS.hubDelivery,
      ),
      {
        what: `hub event to ${whole(CLIENTS)} connected clients: every client receives it`,
        on,
        figure: `${whole(latencies.length)} of ${whole(connected)} connected received it`,
        target: `every one of ${whole(CLIENTS)}`,
        pass: connected === CLIENTS && latencies.length === CLIENTS,
      },
      {
        what: 'server memory per hub client (heap + external)',
        on,
        figure: `${(heapPerClient / 1024).toFixed(1)} KB`,
        target: `< ${TARGET_BYTES_PER_CLIENT / 1024} KB`,
        pass: heapPerClient < TARGET_BYTES_PER_CLIENT,
      },
    ];
  } finally {
    clients.forEach((client) => client.close());
    await Promise.all(servers.map((server) => server.stop()));
    await handle.close();
    await scratch.drop();
    rmSync(memoryDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printTargets(await runHubFanOutBench());
