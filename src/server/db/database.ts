/**
 * One Kysely database for both: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set, each through a node-postgres pool.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_CONNECTIONS } from './connections';
import { startPglite, type PgliteThread } from './pgliteThread';
import { PgliteWire } from './pgliteWire';
import { prepareRepeatedStatements, rerunOnStalePlan } from './preparedStatements';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Runs SQL straight through the driver, bypassing Kysely, prepared as Kysely's are (the benchmark compares the two). */
  rawQuery(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
  /** PGlite only: hands over this process's notifications on `channel` at commit, before the commit returns. */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Calendar dates and zone-less timestamps stay the text PostgreSQL sends (no time-zone shifting
 * on the way), numerics become numbers.
 */
const PARSERS: Record<number, (value: string) => unknown> = {
  1082: (value) => value, // date
  1114: (value) => value, // timestamp without time zone
  1700: (value) => Number(value), // numeric
};

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function reportLostConnection(error: Error) {
  process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: `Idle database connection lost: ${error.message}` })}\n`);
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL only: the connections this process keeps at most (by default all the server's). */
  poolSize?: number;
  /** Told when PostgreSQL drops an idle pooled connection; defaults to a warning on stderr. */
  onConnectionLost?: (error: Error) => void;
  /** PGlite only: its thread, already opening the database of `dataDir` (startPglite, pgliteThread.ts). */
  pglite?: Promise<PgliteThread>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? DEFAULT_DATABASE_CONNECTIONS, types: pgTypes });
    let closing = false;
    // An idle connection that the server drops (a restart, or a database dropped right after
    // close) must not crash the process: the pool discards it and opens a new one when needed.
    pool.on('error', (error) => {
      if (!closing) (options.onConnectionLost ?? reportLostConnection)(error);
    });
    const close = async () => {
      closing = true;
      await db.destroy();
    };
    const db = kyselyOn(pool);
    return { db, kind: 'postgres', rawQuery: rawQueryOn(pool), close };
  }
  const pglite = await (options.pglite ?? startPglite(options.dataDir));
  // PGlite is one session: the pool's one connection is it, kept open for as long as the database is.
  const pool = new pg.Pool({
    stream: () => new PgliteWire(pglite),
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    types: pgTypes,
  });
  const db = kyselyOn(pool);
  const listen = listenerOn(pool);
  const close = async () => {
    await db.destroy();
    await pglite.close();
  };
  return { db, kind: 'pglite', rawQuery: rawQueryOn(pool), listen, close };
}

/**
 * Both databases are reached through node-postgres (PGlite through PgliteWire, to its own
 * thread), so that both prepare the statements they repeat (preparedStatements.ts).
 */
function kyselyOn(pool: pg.Pool): Kysely<Database> {
  pool.on('connect', prepareRepeatedStatements);
  return new PreparingKysely({ dialect: new PostgresDialect({ pool }) });
}

/** Its transactions run again when a prepared statement was refused for a column another process changed (preparedStatements.ts). */
class PreparingKysely extends Kysely<Database> {
  transaction(): ReturnType<Kysely<Database>['transaction']> {
    return rerunOnStalePlan(super.transaction());
  }
}

/**
 * PGlite's notifications, heard by the pool's one client as it reads the answer of the commit
 * that sent them: each listener has run before that commit's query returns.
 */
function listenerOn(pool: pg.Pool) {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  pool.on('connect', (client) =>
    client.on('notification', ({ channel, payload }) => listeners.get(channel)?.forEach((listener) => listener(payload ?? ''))),
  );
  return async (channel: string, onPayload: (payload: string) => void) => {
    const known = listeners.get(channel);
    if (known) known.add(onPayload);
    else listeners.set(channel, new Set([onPayload]));
    if (!known) await pool.query(`listen ${pg.escapeIdentifier(channel)}`);
  };
}

/**
 * On a connection of its own, as Kysely runs a query: pg's pool.query sends its statement
 * unnamed, planned afresh each time, so the bench's SQL alone ran differently from the server's
 * prepared statements.
 */
const rawQueryOn = (pool: pg.Pool) => async (sql: string, parameters: readonly unknown[]) => {
  const client = await pool.connect();
  try {
    return (await client.query(sql, [...parameters])).rows;
  } finally {
    client.release();
  }
};
