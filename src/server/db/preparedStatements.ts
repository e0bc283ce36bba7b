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
 */
import type pg from 'pg';

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

/** Makes `client` prepare the statements it sends with parameters (the pool's 'connect' event). */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = (config: unknown, values?: unknown, ...callback: unknown[]) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = prepared.has(config) || prepared.size < MAX_PER_CONNECTION ? nameOf(config) : null;
      if (name) {
        prepared.add(config);
        return send({ name, text: config, values }, ...callback);
      }
    }
    return send(config, values, ...callback);
  };
  client.query = query as typeof client.query;
}
