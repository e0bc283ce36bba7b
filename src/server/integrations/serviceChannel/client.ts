/**
 * The Service Channel adapter: the only code that knows its wire format. It signs in with the
 * password grant (Basic client authentication), keeps the 600 s bearer token until shortly
 * before it runs out, and signs in again once when a call is refused with 401 (tokens expire
 * early when Service Channel says so). Every call is bounded by `timeoutMs`; a failure throws a
 * NetworkError naming Service Channel, the HTTP status and its numeric error code, never the
 * text of its answer (a server at a mistyped or hostile address writes what it likes there, and
 * the message reaches users and the outbox's last_error; issue 33). Calls go only where the
 * egress rule allows (egress.ts). Acting calls carry the caller's idempotency key, so a call
 * sent again is acted on once.
 */
import { createHash } from 'node:crypto';
import { EgressRefusal, type Egress } from '../egress';
import { NetworkError, whyUnreachable, type NetworkFailure, type NetworkWorkOrder } from '../network';
import { checkInBody, checkOutBody, type CheckInAction, type CheckOutAction, type ScErrorResponse, type ScWorkOrder } from './wire';

export const NETWORK = 'Service Channel';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The public hosts (service-channel.md); an admin points the settings at the sandbox or the emulator instead. */
export const DEFAULT_API_URL = 'https://api.servicechannel.com/v3';
export const DEFAULT_TOKEN_URL = 'https://login.servicechannel.com/oauth/token';
/** A token is renewed this long before Service Channel says it runs out. */
const TOKEN_MARGIN_MS = 30_000;
/** At most this many pages of 50 are read from a work-order listing. */
const MAX_PAGES = 20;

export interface ServiceChannelCredentials {
  clientId: string;
  clientSecret: string;
  userName: string;
  password: string;
  apiUrl: string;
  tokenUrl: string;
}

export interface ServiceChannelClient {
  checkIn(networkId: string, action: CheckInAction, idempotencyKey: string): Promise<{ reference: string }>;
  checkOut(networkId: string, action: CheckOutAction, idempotencyKey: string): Promise<{ reference: string }>;
  fetchWorkOrder(networkId: string): Promise<NetworkWorkOrder>;
  /** PUT /workorders/{id}/status: the primary status and, when given, its extended status. */
  changeStatus(networkId: string, status: { primary: string; extended: string | null; note: string | null }): Promise<void>;
  listWorkOrders(filter?: { primaryStatus?: string }): Promise<NetworkWorkOrder[]>;
}

const tokens = new Map<string, { token: string; renewAt: number }>();
const tokenKey = (c: ServiceChannelCredentials) => createHash('sha256').update(JSON.stringify([c.tokenUrl, c.clientId, c.clientSecret, c.userName, c.password])).digest('hex');

const fail = (failure: NetworkFailure, message: string, code: number | null = null) => new NetworkError(NETWORK, failure, message, code);

/** One HTTP exchange within the time limit; answers the status and the body read as JSON. */
async function exchange(egress: Egress, url: string, init: RequestInit, timeoutMs: number, stop?: AbortSignal): Promise<{ status: number; body: unknown }> {
  let response: Response;
  let text: string;
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    response = await egress.fetch(url, { ...init, signal: stop ? AbortSignal.any([timeout, stop]) : timeout });
    text = await response.text();
  } catch (error) {
    if (error instanceof EgressRefusal) throw fail('unreachable', `${NETWORK} cannot be called: ${error.reason}.`);
    if (stop?.aborted) throw fail('unreachable', `The call to ${NETWORK} was cut off: this FieldDesk server was stopping.`);
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw fail('timeout', `${NETWORK} did not answer within ${timeoutMs} ms.`);
    throw fail('unreachable', `${NETWORK} could not be reached: ${whyUnreachable(error)}.`);
  }
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw fail('failed', `${NETWORK} sent an answer that is not JSON (HTTP ${response.status}).`);
    }
  }
  return { status: response.status, body };
}

/** "HTTP 400" and Service Channel's first numeric error code when it gave one: never the text of the answer. */
function statusOf(status: number, body: unknown): { text: string; code: number | null } {
  const first = Number((body as ScErrorResponse | undefined)?.ErrorCodes?.[0]);
  const code = Number.isInteger(first) ? first : null;
  return { text: `HTTP ${status}${code === null ? '' : `, Service Channel code ${code}`}`, code };
}

/** `stop` cuts every call short (the server is closing). */
export function serviceChannelClient(credentials: ServiceChannelCredentials, options: { timeoutMs: number; egress: Egress; stop?: AbortSignal }): ServiceChannelClient {
  const { timeoutMs, stop, egress } = options;
  const key = tokenKey(credentials);
  const apiUrl = credentials.apiUrl.replace(/\/+$/, '');

  async function signIn(): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const { status, body } = await exchange(
      egress,
      credentials.tokenUrl,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'password', username: credentials.userName, password: credentials.password }).toString(),
      },
      timeoutMs,
      stop,
    );
    const answer = (body ?? {}) as { access_token?: unknown; expires_in?: unknown };
    if (status === 200 && typeof answer.access_token === 'string') {
      const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 600;
      tokens.set(key, { token: answer.access_token, renewAt: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS });
      return answer.access_token;
    }
    const { text } = statusOf(status, body);
    if (status === 429 || status >= 500) throw fail('failed', `${NETWORK} sign-in failed (${text}).`);
    throw fail('refused', `${NETWORK} refused the sign-in (${text}). Check the Service Channel settings.`);
  }

  async function token(): Promise<string> {
    const kept = tokens.get(key);
    return kept && kept.renewAt > Date.now() ? kept.token : signIn();
  }

  async function call<T>(method: string, path: string, extra: { body?: unknown; idempotencyKey?: string } = {}): Promise<T> {
    const url = path.startsWith('http') ? path : `${apiUrl}${path}`;
    const send = async (bearer: string) =>
      exchange(
        egress,
        url,
        {
          method,
          headers: {
            authorization: `Bearer ${bearer}`,
            accept: 'application/json',
            ...(extra.body !== undefined && { 'content-type': 'application/json' }),
            ...(extra.idempotencyKey && { [IDEMPOTENCY_HEADER]: extra.idempotencyKey }),
          },
          body: extra.body === undefined ? undefined : JSON.stringify(extra.body),
        },
        timeoutMs,
        stop,
      );
    let answer = await send(await token());
    if (answer.status === 401) {
      tokens.delete(key);
      answer = await send(await signIn());
    }
    const { status, body } = answer;
    if (status >= 200 && status < 300) {
      if (body === undefined || body === null || typeof body !== 'object') throw fail('failed', `${NETWORK} sent an empty or unreadable answer (HTTP ${status}).`);
      return body as T;
    }
    const { text, code } = statusOf(status, body);
    if (status === 401) throw fail('failed', `${NETWORK} refused the token (${text}).`, code);
    if (status === 429 || status >= 500) throw fail('failed', `${NETWORK} failed (${text}).`, code);
    throw fail('refused', `${NETWORK} refused the call (${text}).`, code);
  }

  const reference = (answer: { MechanicId?: unknown }) => {
    if (answer.MechanicId === undefined || answer.MechanicId === null) throw fail('failed', `${NETWORK} answered without a MechanicId.`);
    return { reference: String(answer.MechanicId) };
  };

  return {
    async checkIn(networkId, action, idempotencyKey) {
      return reference(await call('POST', `/workorders/${encodeURIComponent(networkId)}/universalCheckIn`, { body: checkInBody(action), idempotencyKey }));
    },
    async checkOut(networkId, action, idempotencyKey) {
      return reference(await call('POST', `/workorders/${encodeURIComponent(networkId)}/universalCheckOut`, { body: checkOutBody(action), idempotencyKey }));
    },
    async fetchWorkOrder(networkId) {
      return workOrderOf(await call<ScWorkOrder>('GET', `/workorders/${encodeURIComponent(networkId)}`));
    },
    async changeStatus(networkId, status) {
      await call('PUT', `/workorders/${encodeURIComponent(networkId)}/status`, {
        body: { Status: { Primary: status.primary, ...(status.extended && { Extended: status.extended }) }, ...(status.note && { Note: status.note }) },
      });
    },
    async listWorkOrders(filter = {}) {
      const query = new URLSearchParams({ ...(filter.primaryStatus && { $filter: `Status/Primary eq '${filter.primaryStatus.replace(/'/g, "''")}'` }) });
      let next: string | undefined = `/odata/workorders${query.toString() ? `?${query}` : ''}`;
      const orders: NetworkWorkOrder[] = [];
      for (let page = 0; next && page < MAX_PAGES; page++) {
        const answer: { value?: ScWorkOrder[]; '@odata.nextLink'?: string } = await call('GET', next);
        orders.push(...(answer.value ?? []).map(workOrderOf));
        const link = answer['@odata.nextLink'];
        // The bearer token goes only to the configured host.
        next = link && new URL(link, apiUrl).origin === new URL(apiUrl).origin ? link : undefined;
      }
      return orders;
    },
  };
}

function workOrderOf(order: ScWorkOrder): NetworkWorkOrder {
  const location = order.Location ?? {};
  const status = order.Status ?? {};
  return {
    networkId: String(order.Id),
    number: order.Number ?? String(order.Id),
    status: [status.Primary, status.Extended].filter(Boolean).join(' / '),
    customerId: order.Subscriber ? String(order.Subscriber.Id) : null,
    customerName: location.Name ?? order.Subscriber?.Name ?? null,
    problem: order.Description ?? '',
    siteAddress: [location.Address1, location.City, location.State, location.Zip].filter(Boolean).join(', '),
    priority: order.Priority ?? null,
    lastUpdate: order.UpdatedDate ?? null,
  };
}

/** Forgets every kept token (the settings changed, or a test starts afresh). */
export const forgetServiceChannelTokens = () => tokens.clear();
