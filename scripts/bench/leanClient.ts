/**
 * The bench's HTTP client: node's http over keep-alive sockets. The load runs on the same two
 * cores as the server and the database, so what the client spends is taken from them (real
 * callers are phones and browsers on other machines): fetch cost about 1 ms of CPU per
 * users-list request. It asks for compressed answers as a browser does, so the server does
 * the work it does for a browser, and unpacks them.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface LeanAnswer {
  status: number;
  text: string;
}

/** Pooled keep-alive sockets for the scenarios; a caller may bring its own agent. */
const sharedAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

export function leanRequest(
  url: string,
  options: { method?: 'GET' | 'POST'; token?: string; body?: unknown; agent?: http.Agent } = {},
): Promise<LeanAnswer> {
  const payload = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = { 'content-length': Buffer.byteLength(payload), 'accept-encoding': 'gzip, deflate, br' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', agent: options.agent ?? sharedAgent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: decoded(Buffer.concat(chunks), response.headers['content-encoding']) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** Throws, naming `what`, unless the answer has `status`. */
export function expectStatus(answer: LeanAnswer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
}
