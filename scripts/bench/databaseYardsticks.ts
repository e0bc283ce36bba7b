/**
 * The database yardsticks the bench's targets are ratios to (targets.ts, docs/performance.md
 * "How the targets are set"): pgbench's two built-in transactions, run on the database a part
 * measures, in the same run, just before that part's timed load.
 *
 * - TPC-B-like: per transaction, three single-row updates, a select and an insert; what a clock
 *   action's writes are made of (a labor, its order, the technician's status, a history row).
 * - select-only: one primary-key select; what every authenticated request leans on.
 *
 * On PostgreSQL they are pgbench itself (`-M prepared`, as FieldDesk's statements are prepared),
 * in tables of its own (scale 10, one branch per client) in the part's scratch database. If pgbench is missing, the
 * bench installs the Debian package that ships it when it runs as root on Debian, and otherwise
 * stops and says how (installPgbench). PGlite has no pgbench: the bench runs the same
 * transactions itself (scale 1: one at a time, no client waits for another's branch), through the same path the server takes to PGlite
 * (its thread, its wire, node-postgres, prepared statements), on a database of their own. PGlite
 * is one session, so its transactions run one after another, as the server's do.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database';
import { whole, type Yardstick } from './targets';

/** Seconds each pgbench transaction is run for (after an untimed second). */
const SECONDS = Number(process.env.BENCH_YARDSTICK_SECONDS ?? 5);
/** pgbench's clients: the TPC-B-like as many as the server's pooled connections (10), the select-only as many as the trivial call's callers (8). */
const TPCB_CLIENTS = 10;
const SELECT_ONLY_CLIENTS = 8;
/**
 * pgbench's scale: as many branches as TPC-B-like clients, so that they do not all queue for the
 * one branch row of scale 1 (pgbench's own advice), as technicians each write rows of their own.
 */
const SCALE = TPCB_CLIENTS;
const ACCOUNTS_PER_BRANCH = 100_000;
const TELLERS_PER_BRANCH = 10;

export type DatabaseYardstickKind = 'TPC-B-like' | 'select-only';

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Where pgbench is: on PATH, else in Debian's directory of the server's major version. */
function pgbenchPath(major: number): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && isExecutable(path.join(dir, 'pgbench'))) return path.join(dir, 'pgbench');
  const debian = `/usr/lib/postgresql/${major}/bin/pgbench`;
  return isExecutable(debian) ? debian : null;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0].v) / 10000);
  } finally {
    await client.end();
  }
}

/**
 * pgbench, installed if need be as `npm test` installs Chromium: as root on Debian, the package
 * of the server's major version that ships it (postgresql-client-NN on newer releases, the
 * server package postgresql-NN on Debian 12); otherwise an error that says how.
 */
export async function installPgbench(url: string): Promise<string> {
  const major = await serverMajor(url);
  const found = pgbenchPath(major);
  if (found) return found;
  const how = `The bench's PostgreSQL yardstick needs pgbench (PostgreSQL ${major}). Install it with:\n\n  sudo apt-get install -y postgresql-client-${major}   # or postgresql-${major} on Debian 12\n`;
  if (!existsSync('/etc/debian_version') || process.getuid?.() !== 0 || !isExecutable('/usr/bin/apt-get')) throw new Error(how);
  console.log(`pgbench is not installed: installing Debian's package for PostgreSQL ${major} (apt-get update, then apt-get install)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  for (const pkg of [`postgresql-client-${major}`, `postgresql-${major}`]) {
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: ['ignore', 'ignore', 'inherit'], env });
    const installed = pgbenchPath(major);
    if (installed) return installed;
  }
  throw new Error(how);
}

function pgbench(binary: string, args: string[]): string {
  const run = spawnSync(binary, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed (exit ${run.status}): ${run.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return run.stdout;
}

const tpsOf = (output: string) => {
  const match = /tps = ([\d.]+)/.exec(output);
  if (!match) throw new Error(`pgbench printed no tps: ${output.slice(-300)}`);
  return Number(match[1]);
};

const yardstick = (kind: DatabaseYardstickKind, tps: number, on: string): Yardstick => ({ name: `${on} ${kind}`, value: tps, figure: `${whole(tps)} tps` });

/** A database's yardsticks, its tables made once; `measure` runs one kind for BENCH_YARDSTICK_SECONDS. */
export interface DatabaseYardsticks {
  measure(kind: DatabaseYardstickKind): Promise<Yardstick>;
  close(): Promise<void>;
}

/** pgbench on `databaseUrl`: its tables are made there, at SCALE. */
async function postgresYardsticks(databaseUrl: string): Promise<DatabaseYardsticks> {
  const binary = await installPgbench(databaseUrl);
  pgbench(binary, ['-i', '-q', '-s', String(SCALE), databaseUrl]);
  return {
    async measure(kind) {
      const args = [...(kind === 'select-only' ? ['-S', '-c', String(SELECT_ONLY_CLIENTS)] : ['-c', String(TPCB_CLIENTS)]), '-j', '2', '-n', '-M', 'prepared'];
      pgbench(binary, [...args, '-T', '1', databaseUrl]);
      return yardstick(kind, tpsOf(pgbench(binary, [...args, '-T', String(SECONDS), databaseUrl])), 'PostgreSQL');
    },
    async close() {
      const client = new pg.Client(databaseUrl);
      await client.connect();
      await client.query('drop table if exists pgbench_accounts, pgbench_branches, pgbench_tellers, pgbench_history').finally(() => client.end());
    },
  };
}

/**
 * The same transactions on PGlite, through the server's own path to it, in a data directory of
 * their own (the server holds the part's), one at a time.
 */
async function pgliteYardsticks(): Promise<DatabaseYardsticks> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fielddesk-yardstick-'));
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  const close = async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const db = handle.db;
  // Scale 1: PGlite's one session runs one transaction at a time, so no two wait for one branch
  // row, and filling scale 10 took PGlite over a minute.
  const [branches, tellers, accounts] = [1, TELLERS_PER_BRANCH, ACCOUNTS_PER_BRANCH];
  try {
    await sql`create table pgbench_branches (bid int primary key, bbalance int, filler char(88))`.execute(db);
    await sql`create table pgbench_tellers (tid int primary key, bid int, tbalance int, filler char(84))`.execute(db);
    await sql`create table pgbench_accounts (aid int primary key, bid int, abalance int, filler char(84))`.execute(db);
    await sql`create table pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22))`.execute(db);
    await sql`insert into pgbench_branches select b, 0, null from generate_series(1, ${branches}) b`.execute(db);
    await sql`insert into pgbench_tellers select t, (t - 1) / ${TELLERS_PER_BRANCH} + 1, 0, null from generate_series(1, ${tellers}) t`.execute(db);
    await sql`insert into pgbench_accounts select a, (a - 1) / ${ACCOUNTS_PER_BRANCH} + 1, 0, '' from generate_series(1, ${accounts}) a`.execute(db);
    await sql`vacuum analyze`.execute(db);
  } catch (error) {
    await close();
    throw error;
  }
  const random = (n: number) => 1 + Math.floor(Math.random() * n);
  // pgbench's own scripts (`pgbench --show-script=tpcb-like`, `select-only`).
  const selectOnly = () => handle.rawQuery('SELECT abalance FROM pgbench_accounts WHERE aid = $1', [random(accounts)]);
  const tpcb = () =>
    db.transaction().execute(async (trx) => {
      const [aid, bid, tid, delta] = [random(accounts), random(branches), random(tellers), Math.floor(Math.random() * 10001) - 5000];
      await sql`UPDATE pgbench_accounts SET abalance = abalance + ${delta} WHERE aid = ${aid}`.execute(trx);
      await sql`SELECT abalance FROM pgbench_accounts WHERE aid = ${aid}`.execute(trx);
      await sql`UPDATE pgbench_tellers SET tbalance = tbalance + ${delta} WHERE tid = ${tid}`.execute(trx);
      await sql`UPDATE pgbench_branches SET bbalance = bbalance + ${delta} WHERE bid = ${bid}`.execute(trx);
      await sql`INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (${tid}, ${bid}, ${aid}, ${delta}, CURRENT_TIMESTAMP)`.execute(trx);
    });
  const runFor = async (transaction: () => Promise<unknown>, seconds: number) => {
    let count = 0;
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      await transaction();
      count++;
    }
    return count / ((performance.now() - started) / 1000);
  };
  return {
    async measure(kind) {
      const transaction = kind === 'select-only' ? selectOnly : tpcb;
      await runFor(transaction, 1);
      return yardstick(kind, await runFor(transaction, SECONDS), 'PGlite');
    },
    close,
  };
}

/** The yardsticks on the database a part measures: PostgreSQL's at `databaseUrl` (pgbench), else PGlite's. */
export const databaseYardsticks = (databaseUrl: string | null): Promise<DatabaseYardsticks> =>
  databaseUrl ? postgresYardsticks(databaseUrl) : pgliteYardsticks();

/**
 * `work` between two readings of a yardstick, which then counts as their mean: on a machine
 * shared with other work, the figure and its yardstick see the same minutes.
 */
export async function measuredAround<T>(yardsticks: DatabaseYardsticks, kind: DatabaseYardstickKind, work: () => Promise<T>): Promise<{ result: T; yardstick: Yardstick }> {
  const before = await yardsticks.measure(kind);
  const result = await work();
  const after = await yardsticks.measure(kind);
  const value = (before.value + after.value) / 2;
  return { result, yardstick: { name: before.name, value, figure: `${whole(value)} tps (before ${whole(before.value)}, after ${whole(after.value)})` } };
}
