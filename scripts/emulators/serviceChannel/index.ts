/**
 * A local Service Channel for development and tests: a separate HTTP server with the shape of
 * the provider API (/work/shared/integrations/service-channel.md): password-grant OAuth with
 * Basic client authentication, bearer tokens of 600 s, work orders (OData list with paging,
 * one by id), universal check-in and check-out, status changes and the statuses list, errors
 * as ErrorResponse {ErrorCodes, ErrorCode, ErrorMessage}.
 *
 * For tests it also:
 * - records every call received (`calls`, GET /__calls; DELETE /__calls clears) and every call
 *   it acted on (`acted`), so a test can assert that the network saw an action exactly once;
 * - honours an `Idempotency-Key` header: a key that was acted on gets the first answer again
 *   and nothing is done a second time (a refusal is not kept: sent again, it is judged afresh);
 * - takes faults (`setFault`, PUT /__fault {mode, ms?}): down (the connection is cut), slow
 *   (answers after `ms`, then acts), 500, 401 (every token issued so far is refused, as when
 *   tokens expire), malformed (acts, then sends a body that is not JSON); {mode: null} clears.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { SERVICE_CHANNEL_EMULATOR_API_PREFIX, serviceChannelEmulatorAddresses } from '../../../src/server/integrations/emulators';
import { DEMO_ACCOUNT, STATUSES, demoWorkOrders, type EmulatedWorkOrder, type EmulatorAccount } from './demoData';

export { DEMO_ACCOUNT, demoWorkOrder } from './demoData';

export const API_PREFIX = SERVICE_CHANNEL_EMULATOR_API_PREFIX;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const TOKEN_SECONDS = 600;
const FAULT_MODES = ['down', 'slow', '500', '401', 'malformed'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export interface Fault {
  mode: FaultMode | null;
  /** For slow: how long each answer waits (default 2000 ms). */
  ms?: number;
}

export interface ReceivedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
  /** Answered from an earlier call with the same idempotency key. */
  replayed: boolean;
  at: string;
}

export interface ActedCall {
  action: 'checkIn' | 'checkOut' | 'status';
  workOrderId: number;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  at: string;
}

export interface ServiceChannelEmulator {
  /** The API base, as an admin enters it (…/v3). */
  url: string;
  tokenUrl: string;
  calls: ReceivedCall[];
  acted: ActedCall[];
  workOrders: Map<number, EmulatedWorkOrder>;
  addWorkOrder(order: EmulatedWorkOrder): void;
  setFault(fault: Fault | FaultMode | null): void;
  /** Forgets calls, tokens, idempotency keys and faults; work orders go back to the demo data. */
  reset(): void;
  close(): Promise<void>;
}

interface ErrorBody {
  ErrorCodes: string[];
  ErrorCode: string;
  ErrorMessage: string;
}

/** A refusal as Service Channel answers it: HTTP status, numeric code, named code, message. */
class ScError extends Error {
  constructor(
    readonly status: number,
    readonly numericCode: string,
    readonly namedCode: string,
    message: string,
  ) {
    super(message);
  }
  body(): ErrorBody {
    return { ErrorCodes: [this.numericCode], ErrorCode: this.namedCode, ErrorMessage: this.message };
  }
}

const now = () => new Date().toISOString().slice(0, 19);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Check-out's PrimaryStatus -> the status it leaves the work order in (null: unchanged). */
const CHECK_OUT_STATUS: Record<string, { Primary: string; Extended: string | null } | null> = {
  NoStatusChange: null,
  InProgress: { Primary: 'IN PROGRESS', Extended: null },
  Completed: { Primary: 'COMPLETED', Extended: 'PENDING CONFIRMATION' },
  WaitingForQuote: { Primary: 'IN PROGRESS', Extended: 'WAITING FOR QUOTE' },
  PartsOnOrder: { Primary: 'IN PROGRESS', Extended: 'PARTS ON ORDER' },
  Incomplete: { Primary: 'IN PROGRESS', Extended: 'INCOMPLETE' },
};

export async function startServiceChannelEmulator(options: { port?: number; host?: string; account?: EmulatorAccount } = {}): Promise<ServiceChannelEmulator> {
  const account = options.account ?? DEMO_ACCOUNT;
  const calls: ReceivedCall[] = [];
  const acted: ActedCall[] = [];
  const workOrders = new Map<number, EmulatedWorkOrder>();
  /** Open check-ins per work order: their MechanicIds, oldest first. */
  const openCheckIns = new Map<number, number[]>();
  const tokens = new Map<string, { expiresAt: number; issuedAt: number }>();
  const answered = new Map<string, { status: number; body: unknown }>();
  let fault: Fault = { mode: null };
  let faultSetAt = 0;
  let nextMechanicId = 900_001;

  const loadDemo = () => {
    workOrders.clear();
    openCheckIns.clear();
    for (const order of demoWorkOrders()) workOrders.set(order.Id, order);
  };
  loadDemo();

  // Closing cuts every connection at once: a client's kept-alive or hanging call never holds the emulator open.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const isControl = (request: FastifyRequest) => request.url.startsWith('/__');
  const records = new WeakMap<FastifyRequest, ReceivedCall>();

  app.addHook('onRequest', async (request, reply) => {
    if (isControl(request)) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    const call: ReceivedCall = {
      method: request.method,
      path: request.url,
      idempotencyKey: typeof header === 'string' ? header : null,
      body: undefined,
      replayed: false,
      at: new Date().toISOString(),
    };
    calls.push(call);
    records.set(request, call);
    if (fault.mode === 'down') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault.mode === 'slow') await sleep(fault.ms ?? 2000);
    if (fault.mode === '500') {
      return reply.code(500).send({ ErrorCodes: ['500'], ErrorCode: 'InternalServerError', ErrorMessage: 'An error has occurred. Please try again later.' });
    }
  });
  app.addHook('preHandler', async (request) => {
    const call = records.get(request);
    if (call) call.body = request.body;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (fault.mode === 'malformed' && !isControl(request)) {
      reply.header('content-type', 'application/json; charset=utf-8');
      return '{"MechanicId": 9<html>Gateway';
    }
    return payload;
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ScError) return reply.code(error.status).send(error.body());
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ ErrorCodes: [String(status)], ErrorCode: status < 500 ? 'BadRequest' : 'InternalServerError', ErrorMessage: (error as Error).message });
  });

  // --- authentication -------------------------------------------------------------------
  app.post('/oauth/token', async (request, reply) => {
    const refuse = (status: number, error: string, description: string) => reply.code(status).send({ error, error_description: description });
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [clientId, clientSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (clientId !== account.clientId || clientSecret !== account.clientSecret) return refuse(401, 'invalid_client', 'The client id or client secret is incorrect.');
    const form = (request.body ?? {}) as Record<string, string>;
    if (form.grant_type !== 'password') return refuse(400, 'unsupported_grant_type', 'Use grant_type=password.');
    if (form.username !== account.userName || form.password !== account.password) return refuse(400, 'invalid_grant', 'The user name or password is incorrect.');
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { issuedAt: Date.now(), expiresAt: Date.now() + TOKEN_SECONDS * 1000 });
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS, refresh_token: randomBytes(24).toString('base64url') };
  });

  const requireToken = (request: FastifyRequest) => {
    const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const token = bearer ? tokens.get(bearer) : undefined;
    const refused = !token || token.expiresAt < Date.now() || (fault.mode === '401' && token.issuedAt <= faultSetAt);
    if (refused) throw new ScError(401, '504', 'UnAuthorized', 'Authorization has been denied for this request.');
  };

  const orderOf = (id: string): EmulatedWorkOrder => {
    const order = workOrders.get(Number(id));
    if (!order) throw new ScError(404, '502', 'DataNotFound', `Work order ${id} was not found.`);
    return order;
  };

  /** Runs an acting call once per idempotency key; a repeated key gets the first successful answer. */
  async function once(request: FastifyRequest, reply: FastifyReply, act: () => unknown) {
    const call = records.get(request);
    const key = call?.idempotencyKey;
    const earlier = key ? answered.get(key) : undefined;
    if (earlier) {
      if (call) call.replayed = true;
      return reply.code(earlier.status).send(earlier.body);
    }
    let status = 200;
    let body: unknown;
    try {
      body = act();
    } catch (error) {
      if (!(error instanceof ScError)) throw error;
      status = error.status;
      body = error.body();
    }
    // Only what was acted on is kept: a refused call did nothing, and is judged afresh when sent again.
    if (key && status === 200) answered.set(key, { status, body });
    return reply.code(status).send(body);
  }

  const record = (action: ActedCall['action'], order: EmulatedWorkOrder, request: FastifyRequest) =>
    acted.push({ action, workOrderId: order.Id, body: (request.body ?? {}) as Record<string, unknown>, idempotencyKey: records.get(request)?.idempotencyKey ?? null, at: new Date().toISOString() });

  const setStatus = (order: EmulatedWorkOrder, primary: string, extended: string | null) => {
    order.Status = { ...order.Status, Primary: primary, Extended: extended };
    order.UpdatedDate = now();
    if (primary === 'COMPLETED') order.CompletedDate ??= now();
  };

  const refuseClosed = (order: EmulatedWorkOrder) => {
    const completed = order.Status.Primary === 'COMPLETED' && order.Status.Extended !== 'PENDING CONFIRMATION';
    if (completed || order.IsInvoiced) throw new ScError(400, '921', 'WorkOrderCompleted', `Work order ${order.Id} is completed or invoiced: check-in and check-out are not allowed.`);
  };

  const needsLocation = (body: Record<string, unknown>) => {
    const workType = Number(body.WorkTypeId ?? 1);
    if (workType === 1 && (typeof body.Latitude !== 'number' || typeof body.Longitude !== 'number')) {
      throw new ScError(400, '503', 'BadRequest', 'Latitude and Longitude are required for a Repair check-in or check-out.');
    }
  };

  // --- work orders ----------------------------------------------------------------------
  app.register(
    async (api) => {
      api.addHook('preHandler', async (request) => requireToken(request));

      api.get('/odata/workorders', async (request) => {
        const query = request.query as Record<string, string | undefined>;
        const top = Math.min(Number(query.$top ?? 50) || 50, 50);
        const skip = Number(query.$skip ?? 0) || 0;
        let list = [...workOrders.values()];
        const byId = query.$filter?.match(/^Id eq (\d+)$/);
        const byStatus = query.$filter?.match(/^Status\/Primary eq '([^']+)'$/);
        if (byId) list = list.filter((o) => o.Id === Number(byId[1]));
        else if (byStatus) list = list.filter((o) => o.Status.Primary === byStatus[1]);
        else if (query.$filter) throw new ScError(400, '503', 'BadRequest', `The emulator does not understand the filter ${query.$filter}.`);
        const base = `${request.protocol}://${request.headers.host}${API_PREFIX}/odata/workorders`;
        const page = list.slice(skip, skip + top);
        const next = skip + top < list.length ? new URLSearchParams({ ...(query.$filter && { $filter: query.$filter }), $top: String(top), $skip: String(skip + top) }) : null;
        return {
          '@odata.context': `${request.protocol}://${request.headers.host}${API_PREFIX}/odata/$metadata#workorders`,
          value: page,
          ...(next && { '@odata.nextLink': `${base}?${next}` }),
        };
      });

      api.get('/workorders/statuses', async (request) => {
        const { subscriberId } = request.query as { subscriberId?: string };
        if (!subscriberId) throw new ScError(400, '503', 'BadRequest', 'subscriberId is required for a provider.');
        return STATUSES.map((s) => ({ ...s, ExtendedStatuses: s.Extended.map((name, i) => ({ Id: s.Id * 100 + i + 1, Name: name })), Constraints: [] }));
      });

      api.get<{ Params: { id: string } }>('/workorders/:id', async (request) => orderOf(request.params.id));

      api.post<{ Params: { id: string } }>('/workorders/:id/universalCheckIn', async (request, reply) =>
        once(request, reply, () => {
          const order = orderOf(request.params.id);
          const body = (request.body ?? {}) as Record<string, unknown>;
          refuseClosed(order);
          needsLocation(body);
          const techs = body.TechsCount ?? 1;
          if (!Number.isInteger(techs) || (techs as number) < 1) throw new ScError(400, '503', 'BadRequest', 'TechsCount must be a whole number of at least 1.');
          const mechanicId = nextMechanicId++;
          openCheckIns.set(order.Id, [...(openCheckIns.get(order.Id) ?? []), mechanicId]);
          setStatus(order, 'IN PROGRESS', 'ON SITE');
          record('checkIn', order, request);
          return { MechanicId: mechanicId };
        }),
      );

      api.post<{ Params: { id: string } }>('/workorders/:id/universalCheckOut', async (request, reply) =>
        once(request, reply, () => {
          const order = orderOf(request.params.id);
          const body = (request.body ?? {}) as Record<string, unknown>;
          refuseClosed(order);
          const open = openCheckIns.get(order.Id) ?? [];
          if (!open.length) throw new ScError(400, '503', 'BadRequest', `Work order ${order.Id} has no open check-in to check out of.`);
          const isBreak = body.ActionStatus === 'Cancel';
          const primary = String(body.PrimaryStatus ?? 'NoStatusChange');
          if (!isBreak) {
            needsLocation(body);
            if (!(primary in CHECK_OUT_STATUS)) throw new ScError(400, '904', 'StatusNotAllowed', `PrimaryStatus ${primary} is not allowed.`);
          }
          const [mechanicId, ...rest] = open;
          openCheckIns.set(order.Id, rest);
          const next = isBreak ? null : CHECK_OUT_STATUS[primary];
          if (next) {
            const extended = primary === 'InProgress' && typeof body.ExtendedStatus === 'string' ? body.ExtendedStatus : next.Extended;
            setStatus(order, next.Primary, extended);
          }
          record('checkOut', order, request);
          return { MechanicId: mechanicId };
        }),
      );

      api.put<{ Params: { id: string } }>('/workorders/:id/status', async (request, reply) =>
        once(request, reply, () => {
          const order = orderOf(request.params.id);
          const status = ((request.body ?? {}) as { Status?: { Primary?: string | number; Extended?: string } }).Status;
          const primary = STATUSES.find((s) => s.Name === status?.Primary || s.Id === Number(status?.Primary));
          if (!primary) throw new ScError(400, '904', 'StatusNotAllowed', `Status ${String(status?.Primary)} is not allowed.`);
          if (status?.Extended && !primary.Extended.includes(status.Extended)) throw new ScError(400, '904', 'StatusNotAllowed', `Extended status ${status.Extended} is not one of ${primary.Name}.`);
          const before = `${order.Status.Primary}${order.Status.Extended ? ` / ${order.Status.Extended}` : ''}`;
          setStatus(order, primary.Name, status?.Extended ?? null);
          record('status', order, request);
          return { result: `Status has been changed from ${before} to ${primary.Name}${status?.Extended ? ` / ${status.Extended}` : ''}`, id: order.Id };
        }),
      );
    },
    { prefix: API_PREFIX },
  );

  // --- test controls --------------------------------------------------------------------
  const setFault = (next: Fault | FaultMode | null) => {
    fault = next === null ? { mode: null } : typeof next === 'string' ? { mode: next } : next;
    faultSetAt = Date.now();
  };
  app.get('/__calls', async () => ({ calls, acted }));
  app.delete('/__calls', async () => {
    calls.length = 0;
    acted.length = 0;
    return { cleared: true };
  });
  app.put('/__fault', async (request, reply) => {
    const body = (request.body ?? {}) as { mode?: unknown; ms?: unknown };
    const mode = body.mode ?? null;
    if (mode !== null && !FAULT_MODES.includes(mode as FaultMode)) return reply.code(400).send({ message: `mode must be one of ${FAULT_MODES.join(', ')} or null.` });
    if (body.ms !== undefined && !(Number.isInteger(body.ms) && (body.ms as number) >= 0)) return reply.code(400).send({ message: 'ms must be a whole number of milliseconds.' });
    setFault({ mode: mode as FaultMode | null, ms: body.ms as number | undefined });
    return fault;
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const { apiUrl, tokenUrl } = serviceChannelEmulatorAddresses(address.replace('://0.0.0.0', '://127.0.0.1'));
  return {
    url: apiUrl,
    tokenUrl,
    calls,
    acted,
    workOrders,
    addWorkOrder: (order) => {
      workOrders.set(order.Id, order);
    },
    setFault,
    reset() {
      calls.length = 0;
      acted.length = 0;
      tokens.clear();
      answered.clear();
      setFault(null);
      loadDemo();
    },
    close: () => app.close(),
  };
}
