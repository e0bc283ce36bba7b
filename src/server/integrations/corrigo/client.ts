/**
 * HTTP to CorrigoPro Direct: OAuth client credentials with the token kept until shortly before
 * it expires (and asked again once when a call answers 401), a MessageId on every call, a bounded
 * wait per request, only where the egress rule allows (egress.ts), and every failure turned into
 * a NetworkError naming Corrigo, the HTTP status and Corrigo's numeric code: never the text of
 * its answer, which a server at a mistyped or hostile address writes as it likes (issue 33).
 */
import { createHash, randomUUID } from 'node:crypto';
import { EgressRefusal, type Egress } from '../egress';
import { NetworkError, whyUnreachable } from '../network';
import type { CorrigoErrorBody, CorrigoTokenAnswer } from './wire';

export const CORRIGO = 'Corrigo';

export interface CorrigoConnection {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** Where calls may go (integrations/egress.ts, INTEGRATION_ALLOWED_HOSTS). */
  egress: Egress;
}

/** A token is used until this long before Corrigo says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Tokens by connection (token address, client id and a hash of the secret): a changed secret
 * gets a new token. Only a saving: each server process asks for its own.
 */
const tokens = new Map<string, { token: string; expiresAt: number }>();

const connectionKey = (c: CorrigoConnection) =>
  `${c.tokenUrl}\n${c.clientId}\n${createHash('sha256').update(c.clientSecret).digest('hex')}`;

type Query = Record<string, string | number | Array<string | number>>;

export class CorrigoClient {
  constructor(private readonly connection: CorrigoConnection) {}

  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.call<T>('GET', path, { query });
  }

  put<T>(path: string, body: Record<string, unknown>): Promise<T> {
    return this.call<T>('PUT', path, { body });
  }

  post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    return this.call<T>('POST', path, { body });
  }

  private async call<T>(method: string, path: string, request: { query?: Query; body?: Record<string, unknown> }): Promise<T> {
    const messageId = randomUUID();
    const url = new URL(`${this.connection.apiUrl.replace(/\/+$/, '')}${path}`);
    if (method === 'GET') {
      url.searchParams.set('messageId', messageId);
      for (const [name, value] of Object.entries(request.query ?? {})) {
        for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(one));
      }
    }
    const body = method === 'GET' ? undefined : JSON.stringify({ ...request.body, MessageId: messageId });
    const send = async (token: string) =>
      this.fetch(url, { method, body, headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body && { 'content-type': 'application/json' }) } });

    let response = await send(await this.token());
    if (response.status === 401) {
      tokens.delete(connectionKey(this.connection));
      response = await send(await this.token());
    }
    return this.read<T>(response);
  }

  private async token(): Promise<string> {
    const key = connectionKey(this.connection);
    const cached = tokens.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: this.connection.clientId, client_secret: this.connection.clientSecret });
    const response = await this.fetch(new URL(this.connection.tokenUrl), {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    if (response.status === 400 || response.status === 401) {
      throw new NetworkError(CORRIGO, 'failed', 'Corrigo refused the client id and secret of Third Party Settings; an administrator must check them.');
    }
    const answer = await this.read<CorrigoTokenAnswer>(response);
    if (typeof answer?.access_token !== 'string' || !answer.access_token) {
      throw new NetworkError(CORRIGO, 'failed', 'Corrigo answered the sign-in without a token.');
    }
    const lifetimeMs = (Number(answer.expires_in) || 0) * 1000;
    tokens.set(key, { token: answer.access_token, expiresAt: Date.now() + Math.max(0, lifetimeMs - EXPIRY_MARGIN_MS) });
    return answer.access_token;
  }

  /** One request within the timeout; the answer's body is read within it too. */
  private async fetch(url: URL, init: RequestInit): Promise<{ status: number; text: string }> {
    const { timeoutMs } = this.connection;
    try {
      const response = await this.connection.egress.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (error instanceof EgressRefusal) throw new NetworkError(CORRIGO, 'unreachable', `Corrigo cannot be called: ${error.reason}. Nothing was changed.`);
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new NetworkError(CORRIGO, 'timeout', `Corrigo did not answer within ${formatSeconds(timeoutMs)}. Nothing was changed; try again.`);
      }
      throw new NetworkError(CORRIGO, 'unreachable', `Corrigo cannot be reached: ${whyUnreachable(error)}. Nothing was changed; try again later.`);
    }
  }

  private read<T>(response: { status: number; text: string }): T {
    let body: unknown;
    try {
      body = response.text ? JSON.parse(response.text) : {};
    } catch {
      throw new NetworkError(CORRIGO, 'failed', `Corrigo answered with a body that is not valid JSON (HTTP ${response.status}).`);
    }
    if (response.status === 200) return body as T;
    const error = (body ?? {}) as CorrigoErrorBody;
    const code = typeof error.Code === 'number' && Number.isInteger(error.Code) ? error.Code : null;
    const status = `HTTP ${response.status}${code === null ? '' : `, Corrigo code ${code}`}`;
    if (response.status === 401 || response.status === 403) {
      throw new NetworkError(CORRIGO, 'failed', `Corrigo refused FieldDesk's credentials (${status}); an administrator must check them in Third Party Credentials.`, code);
    }
    if (response.status >= 500) throw new NetworkError(CORRIGO, 'failed', `Corrigo failed (${status}). Nothing was changed; try again later.`, code);
    throw new NetworkError(CORRIGO, 'refused', `Corrigo refused the call (${status}). Nothing was changed.`, code);
  }
}

const formatSeconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} seconds` : `${(ms / 1000).toFixed(1)} seconds`);
