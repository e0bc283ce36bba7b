/**
 * The bench's HTTP client: undici's connection pools over keep-alive sockets. The load runs on
 * the same two cores as the server and the database, so what the client spends is taken from
 * them (real callers are phones and browsers on other machines): fetch cost about 1 ms of CPU
 * per users-list request, node's http client about a fifth of a millisecond per clock action,
 * an undici pool less than half of that. It asks for compressed answers as a browser does, so
 * the server does the work it does for a browser, and unpacks them.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Pool } from 'undici';

export interface LeanAnswer {
  status: number;
  text: string;
}

/** Keep-alive connections to one server, at most `connections` at once; requests beyond wait for one. */
export const leanPool = (origin: string, connections = 64): Pool => new Pool(origin, { connections });

/** A pool per server for the scenarios; a caller may bring its own (`pool`). */
const sharedPools = new Map<string, Pool>();

function sharedPool(origin: string): Pool {
  let pool = sharedPools.get(origin);
  if (!pool) sharedPools.set(origin, (pool = leanPool(origin)));
  return pool;
}

/** Closes the shared pool of a server that is stopping. */
export async function closeSharedPool(origin: string): Promise<void> {
  const pool = sharedPools.get(origin);
  sharedPools.delete(origin);
  await pool?.destroy();
}

function decoded(bytes: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

export async function leanRequest(
  url: string,
  options: { method?: 'GET' | 'POST'; token?: string; body?: unknown; pool?: Pool } = {},
): Promise<LeanAnswer> {
  const { origin, pathname, search } = new URL(url);
  const payload = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers: Record<string, string> = { 'content-length': String(Buffer.byteLength(payload)), 'accept-encoding': 'gzip, deflate, br' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) headers['content-type'] = 'application/json';
  const response = await (options.pool ?? sharedPool(origin)).request({ path: pathname + search, method: options.method ?? 'GET', headers, body: payload || undefined });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, text: decoded(bytes, response.headers['content-encoding']) };
}

/** Throws, naming `what`, unless the answer has `status`. */
export function expectStatus(answer: LeanAnswer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
}
