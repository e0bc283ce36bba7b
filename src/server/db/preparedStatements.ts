/**
 * PostgreSQL plans an unnamed statement every time it is sent. FieldDesk sends the same few
 * statements over and over (a clock-in's state read plans in 0.5–1 ms and runs in 0.2 ms; on
 * PGlite planning also reads each relation's size through its file system), so each pooled
 * connection prepares a statement with parameters the first time it sends it and then only
 * binds and executes it; PostgreSQL keeps its plan, or plans it afresh for values that need it
 * (plan_cache_mode).
 *
 * The number of statements is bounded: a connection prepares at most MAX_PER_CONNECTION, and
 * the process names at most MAX_NAMED texts; anything beyond is sent unnamed, as before.
 * Statements without parameters (begin, commit) stay unnamed: they cost no planning.
 *
 * node-postgres asks for the row description of every execution and builds the row parsers
 * from it again (about a tenth of the server's time on the clock path). A prepared statement's
 * rows keep their columns for as long as it lives (PostgreSQL refuses to run it otherwise:
 * "cached plan must not change result type"), so once a connection has described a statement's
 * rows, its later executions there skip the description and reuse the parsers
 * (DescribedOnceQuery).
 */
import pg from 'pg';

const MAX_PER_CONNECTION = 500;
const MAX_NAMED = 5_000;

/** One name per statement text, the same on every connection. */
const names = new Map<string, string>();

function nameOf(text: string): string | null {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `fd${names.size + 1}`;
    names.set(text, name);
  }
  return name ?? null;
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

/** A named statement's execution that asks for its rows' description only the first time on its connection. */
class DescribedOnceQuery extends pg.Query {
  constructor(
    name: string,
    text: string,
    values: unknown[],
    /** This connection's descriptions, by statement name. */
    private readonly described: Map<string, RowDescription>,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    // Given as text and values, the config is not copied property by property (it is with an object).
    super(text, values, callback as never);
    this.internals.name = name;
  }

  private get internals() {
    return this as unknown as QueryInternals;
  }

  /** Bind, execute and sync, without describe, when this connection has parsed and described the statement. */
  prepare(connection: Connection): void {
    const query = this.internals;
    const known = this.described.get(query.name);
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
    this.described.set(this.internals.name, { fields, parsers: _parsers, emptyRow: _prebuiltEmptyResultObject });
  }
}

/** Makes `client` prepare the statements it sends with parameters (the pool's 'connect' event). */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const described = new Map<string, RowDescription>();
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = (config: unknown, values?: unknown, ...callback: unknown[]) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback.length === 0) {
      const name = prepared.has(config) || prepared.size < MAX_PER_CONNECTION ? nameOf(config) : null;
      if (name) {
        prepared.add(config);
        return new Promise<pg.QueryResult>((resolve, reject) => {
          send(new DescribedOnceQuery(name, config, values, described, (error, result) => (error ? reject(error) : resolve(result))));
        });
      }
    }
    return send(config, values, ...callback);
  };
  client.query = query as typeof client.query;
}
