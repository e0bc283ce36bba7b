/**
 * The warm start: `npm start` spawned as a user runs it, on PGlite, timed until GET /api/health
 * answers; the median of BENCH_START_RUNS (3). Warm means the app and the server are compiled
 * and the data directory exists: a first start, not timed, makes sure of all three (building
 * whatever is stale and creating the demo company). Target < 2 s.
 *
 * `npm run bench` includes its row; `npx tsx scripts/bench/warmStart.ts` runs it alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, root } from './support';
import { printTargets, type TargetRow } from './targets';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const TARGET_SECONDS = 2;
const POLL_MS = 20;

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
    console.log(`  first start answered after ${first.toFixed(1)} s; now ${RUNS} warm starts`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      times.push(await timeOneStart(dataDir, 120_000));
      console.log(`  warm start ${i + 1}: ${times[i].toFixed(2)} s`);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    return [
      {
        what: 'warm start of `npm start` (until /api/health answers)',
        on: 'PGlite',
        figure: `${median.toFixed(2)} s (median of ${RUNS}: ${times.map((t) => t.toFixed(2)).join(', ')})`,
        target: `< ${TARGET_SECONDS} s`,
        pass: median < TARGET_SECONDS,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printTargets(await runWarmStartBench());
