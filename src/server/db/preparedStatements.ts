/**
 * PostgreSQL plans an unnamed statement every time it is sent. FieldDesk sends the same few
 * statements over and over (planning a clock-in's state read costs more than running it; on
 * PGlite planning also reads each relation's size through its file system), so each pooled
 * connection prepares a statement with parameters the first time it sends it and then only
 * binds and executes it; PostgreSQL keeps its plan, or plans it afresh for values that need it
 * (plan_cache_mode).
 *
 * A connection keeps at most PREPARED_PER_CONNECTION statements: past that, the one it used
 * least recently is deallocated (a protocol Close sent with the new statement's Parse) and the
 * new one prepared. Statements without parameters (begin, commit) stay unnamed: they cost no
 * planning.
 *
 * Schema changes: PostgreSQL refuses to run a prepared statement whose result columns changed
 * since it was prepared ("cached plan must not change result type", SQLSTATE 0A000), which is
 * what every `select *` and `returning *` meets when another process (a rolling deploy's new
 * version) adds a column. The first connection to meet it marks every statement of the process
 * prepared until then as to be prepared again at its next use, on every connection. A
 * statement refused outside a transaction is then sent again at once; one refused inside a
 * transaction has aborted it, so the transaction is run again (rerunOnStalePlan, which
 * database.ts puts on `db.transaction()`). The statement fails before it executes, so nothing
 * of it was written.
 *
 * node-postgres asks for the row description of every execution and builds the row parsers
 * from it again (about a tenth of the server's time on the clock path). A prepared statement's
 * rows keep their columns for as long as it lives (PostgreSQL refuses to run it otherwise, see
 * above), so once a connection has described a statement's rows, its later executions there
 * skip the description and reuse the parsers (DescribedOnceQuery). That reaches into
 * node-postgres' internals (its Query's methods and its connection's statement maps): `pg` is
 * pinned to an exact version, and tests/unit/preparedStatementsDriver.test.ts fails when an
 * upgrade changes what is used here.
 */
import pg from 'pg';

export const PREPARED_PER_CONNECTION = 500;
/** The process's schema generation: a statement prepared in an earlier one is prepared again at its next use. */
let generation = 0;

/** PostgreSQL's refusal of a prepared statement whose result columns changed since it was prepared. */
export function isStalePlan(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));
}

/** Attempts of a statement, or of a transaction, refused for a stale plan before the refusal is answered. */
export const STALE_PLAN_ATTEMPTS = 3;

interface Prepared {
  name: string;
  generation: number;
}

/** The statements a connection has prepared, least recently used first, and those it must close. */
class ConnectionStatements {
  private readonly byText = new Map<string, Prepared>();
  /** Row descriptions, by statement name. */
  readonly described = new Map<string, RowDescription>();
  /** Names to deallocate with the next statement this connection sends. */
  closing: string[] = [];
  private named = 0;

  /** The statement to send `text` as: the one prepared for it, or a new one (making room for it). */
  use(text: string): Prepared {
    const known = this.byText.get(text);
    if (known) {
      this.byText.delete(text);
      if (known.generation === generation) {
        this.byText.set(text, known);
        return known;
      }
      this.close(known);
    }
    for (const [oldest, prepared] of this.byText) {
      if (this.byText.size < PREPARED_PER_CONNECTION) break;
      this.byText.delete(oldest);
      this.close(prepared);
    }
    const prepared = { name: `fd${++this.named}`, generation };
    this.byText.set(text, prepared);
    return prepared;
  }

  /** Forgets the statement `prepared` of `text`, refused for a stale plan, and marks every statement prepared until then as stale. */
  stale(text: string, prepared: Prepared): void {
    if (prepared.generation === generation) generation++;
    if (this.byText.get(text) === prepared) this.byText.delete(text);
    this.close(prepared);
  }

  private close(prepared: Prepared): void {
    this.described.delete(prepared.name);
    this.closing.push(prepared.name);
  }
}

/** What a statement's row description gives a result: its fields, their parsers and an empty row. */
interface RowDescription {
  fields: pg.FieldDef[];
  parsers: unknown[];
  emptyRow: object;
}

/** The connection's messages that DescribedOnceQuery sends itself. */
interface Connection {
  bind(config: object): void;
  sync(): void;
  close(message: { type: 'S'; name: string }): void;
  /** Statement names the server has parsed, and those sent but not yet parsed: node-postgres' own bookkeeping. */
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/** node-postgres' Query and its Result, as far as DescribedOnceQuery uses them (beyond their typings). */
interface QueryInternals {
  name: string;
  portal: string;
  values: unknown[];
  binary: boolean;
  _accumulateRows: boolean;
  _result: { fields: pg.FieldDef[]; _parsers: unknown[]; _prebuiltEmptyResultObject: object };
  prepare(connection: Connection): void;
  handleRowDescription(message: unknown): void;
  hasBeenParsed(connection: Connection): boolean;
  handleError(error: unknown, connection: Connection): void;
  _getRows(connection: Connection, rows: undefined): void;
}

const queryMethods = pg.Query.prototype as unknown as QueryInternals;
/** How node-postgres writes a parameter (it exports its utils, untyped). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

/**
 * A named statement's execution that asks for its rows' description only the first time on its
 * connection, and first deallocates the statements its connection evicted or found stale.
 */
class DescribedOnceQuery extends pg.Query {
  /** The connection's transaction status when this was sent ('I': outside a transaction block). */
  statusBefore: string | null = null;

  constructor(
    readonly prepared: Prepared,
    text: string,
    values: unknown[],
    private readonly statements: ConnectionStatements,
    private readonly client: pg.PoolClient,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    // Given as text and values, the config is not copied property by property (it is with an object).
    super(text, values, callback as never);
    this.internals.name = prepared.name;
  }

  private get internals() {
    return this as unknown as QueryInternals;
  }

  /** Close the names to deallocate, then bind, execute and sync, without describe when this connection has parsed and described the statement. */
  prepare(connection: Connection): void {
    // node-postgres prepares a query as it sends it, after the answer to the one before.
    this.statusBefore = this.client.getTransactionStatus();
    for (const name of this.statements.closing) {
      // Closing a name the server does not hold is no error (and no abort).
      connection.close({ type: 'S', name });
      delete connection.parsedStatements[name];
      delete connection.submittedNamedStatements[name];
    }
    this.statements.closing = [];
    const query = this.internals;
    const known = this.statements.described.get(query.name);
    if (!known || !query.hasBeenParsed(connection)) return queryMethods.prepare.call(this, connection);
    try {
      connection.bind({ portal: query.portal, statement: query.name, values: query.values, binary: query.binary, valueMapper: prepareValue });
    } catch (error) {
      connection.sync();
      query.handleError(error, connection);
      return;
    }
    Object.assign(query._result, { fields: known.fields, _parsers: known.parsers, _prebuiltEmptyResultObject: known.emptyRow });
    query._accumulateRows = true;
    query._getRows(connection, undefined);
  }

  handleRowDescription(message: unknown): void {
    queryMethods.handleRowDescription.call(this, message);
    const { fields, _parsers, _prebuiltEmptyResultObject } = this.internals._result;
    this.statements.described.set(this.internals.name, { fields, parsers: _parsers, emptyRow: _prebuiltEmptyResultObject });
  }
}

/** Makes `client` prepare the statements it sends with parameters (the pool's 'connect' event). */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const statements = new ConnectionStatements();
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = (text: string, values: unknown[], attempt: number): Promise<pg.QueryResult> =>
    new Promise<pg.QueryResult>((resolve, reject) => {
      const query: DescribedOnceQuery = new DescribedOnceQuery(statements.use(text), text, values, statements, client, (error, result) => {
        if (!error) return resolve(result);
        if (!isStalePlan(error)) return reject(error);
        statements.stale(text, query.prepared);
        // Outside a transaction the refused statement changed nothing: send it again, prepared anew.
        if (query.statusBefore === 'I' && attempt < STALE_PLAN_ATTEMPTS) return resolve(prepared(text, values, attempt + 1));
        reject(error);
      });
      send(query);
    });
  const query = (config: unknown, values?: unknown, ...callback: unknown[]) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback.length === 0) return prepared(config, values, 1);
    return send(config, values, ...callback);
  };
  client.query = query as typeof client.query;
}

/**
 * `db.transaction()` whose execute runs the transaction again when a prepared statement of it
 * was refused for a stale plan (a column added or changed by another process): that refusal
 * aborted the transaction before the statement did anything, and its statements are prepared
 * anew on the next attempt. The callback must be safe to run again, as any transaction's that a
 * database may refuse: its effects outside the database are made after the commit.
 */
export function rerunOnStalePlan<Builder extends object>(builder: Builder): Builder {
  return new Proxy(builder, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'execute') {
        return async (callback: unknown) => {
          for (let attempt = 1; ; attempt++) {
            try {
              return await (value as (callback: unknown) => Promise<unknown>).call(target, callback);
            } catch (error) {
              if (!isStalePlan(error) || attempt >= STALE_PLAN_ATTEMPTS) throw error;
            }
          }
        };
      }
      // setIsolationLevel, setAccessMode, ... answer another builder, which reruns as well.
      return (...args: unknown[]) => {
        const result = (value as (...args: unknown[]) => unknown).apply(target, args);
        return result !== null && typeof result === 'object' && result.constructor === target.constructor ? rerunOnStalePlan(result) : result;
      };
    },
  });
}
