/**
 * The warm start: `npm start` spawned as a user runs it, on PGlite, timed until GET /api/health
 * answers; the median of BENCH_START_RUNS (3). Warm means the app and the server are compiled
 * and the data directory exists: a first start, not timed, makes sure of all three (building
 * whatever is stale and creating the demo company).
 *
 * Its target is a ratio to a yardstick timed in turn with each start: a bare node process that
 * opens the same PGlite data directory as the server's thread does (same extension, same V8
 * budget for PGlite's WebAssembly), answers `select 1` and exits. That is the floor any start on
 * PGlite pays on this machine, in the same process start-up, disk and CPU the warm start is made
 * of; what the ratio holds is what FieldDesk adds to it (its modules, its checks, its app).
 *
 * `npm run bench` includes its row; `npx tsx scripts/bench/warmStart.ts` runs it alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WASM_TIERING_BUDGET } from '../../src/server/db/pgliteThread';
import { freePort, root } from './support';
import { printTargets, RATIO_TARGETS, ratioRow, type TargetRow } from './targets';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const POLL_MS = 20;

/** The yardstick's process: opens the data directory's PGlite as pgliteWorker.mjs does, asks `select 1`, exits. */
const BARE_OPEN = `
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const pglite = await PGlite.create(process.env.PGLITE_DIR, { extensions: { pg_trgm } });
await pglite.query('select 1');
await pglite.close();
`;

/** Seconds from spawning a bare node process that opens the PGlite of `dataDir` until it has answered `select 1` and exited. */
function timeBareOpen(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`, '--input-type=module', '-e', BARE_OPEN], {
    cwd: root,
    env: { ...process.env, PGLITE_DIR: path.join(dataDir, 'pglite') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`The bare PGlite open exited with code ${code}`)))),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Seconds from spawning `npm start` until /api/health answers; the server and its children are stopped after. */
async function timeOneStart(dataDir: string, deadlineMs: number): Promise<number> {
  const port = await freePort();
  const health = `http://127.0.0.1:${port}/api/health`;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '1', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group: npm, the shell and the server are stopped together
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    while (!(await healthy(health))) {
      if (exited) throw new Error('npm start stopped before the server answered');
      if (performance.now() - started > deadlineMs) throw new Error(`npm start did not answer /api/health within ${deadlineMs / 1000} s`);
      await settle(POLL_MS);
    }
    return (performance.now() - started) / 1000;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    for (;;) {
      try {
        process.kill(-child.pid!, 0);
      } catch {
        break; // the whole group is gone
      }
      await settle(50);
    }
  }
}

export async function runWarmStartBench(): Promise<TargetRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fielddesk-warmstart-'));
  try {
    console.log('\nWarm start: a first npm start on PGlite (building what is stale, creating the demo company), not timed...');
    const first = await timeOneStart(dataDir, 15 * 60_000);
    console.log(`  first start answered after ${first.toFixed(1)} s; now ${RUNS} warm starts, each after a bare PGlite open (the yardstick)`);
    await timeBareOpen(dataDir); // untimed: the first read of PGlite's files
    const times: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      bare.push(await timeBareOpen(dataDir));
      times.push(await timeOneStart(dataDir, 120_000));
      console.log(`  bare PGlite open ${bare[i].toFixed(2)} s, warm start ${i + 1}: ${times[i].toFixed(2)} s`);
    }
    const list = (values: number[]) => values.map((t) => t.toFixed(2)).join(', ');
    return [
      ratioRow(
        'warm start of `npm start` (until /api/health answers)',
        'PGlite',
        { value: median(times), figure: `${median(times).toFixed(2)} s (median of ${RUNS}: ${list(times)})` },
        { name: 'bare PGlite open', value: median(bare), figure: `${median(bare).toFixed(2)} s (${list(bare)})` },
        RATIO_TARGETS.warmStart,
      ),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printTargets(await runWarmStartBench());
