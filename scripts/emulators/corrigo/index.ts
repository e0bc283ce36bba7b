/**
 * A local Corrigo for development and tests: a separate HTTP server with the shape of the
 * CorrigoPro Direct provider API (/work/shared/integrations/corrigo.md part A): client-credentials
 * OAuth at /OAuth/Token (tokens of 1199 s), bearer auth on every /api call, work order details and
 * search, accept / reject / checkIn / pause / checkOut with the lifecycle New → Accepted →
 * CheckedIn → Paused / OnHold → CheckedOut / Completed (a wrong state is 400 code 3001), customer
 * settings (custom questions of every data type, repair categories and codes, priorities),
 * procedures and their steps. Paths match case-insensitively, as Corrigo's do; every answer
 * echoes the caller's MessageId; errors are {Code, Message, ValidationErrors?, MessageId}.
 *
 * Where Corrigo's documents leave a name open (the customer-settings answer, the check-out's
 * Status, the step body), this emulator and src/server/integrations/corrigo agree on one.
 *
 * For tests it also records every call received (`calls`, GET /__calls; DELETE /__calls clears)
 * and takes faults (`setFault`, PUT /__fault {mode, ms?}; {mode: null} clears): down (the
 * connection is cut), slow (answers after `ms`, default 2000), 500 (a server error body), 401
 * (the next call is refused as with an expired token, once), malformed (a body that is not JSON).
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import { corrigoEmulatorAddresses } from '../../../src/server/integrations/emulators';
import { DEMO_CLIENTS, demoCustomerSettings, demoWorkOrders, type EmulatedCustomerSettings, type EmulatedProcedure, type EmulatedWorkOrder } from './demoData';

export { CORRIGO_CUSTOMERS, DEMO_CLIENTS, DEMO_ORDER_IDS } from './demoData';

const TOKEN_SECONDS = 1199;
const MAX_IDS = 50;
const FAULT_MODES = ['down', 'slow', '500', '401', 'malformed'] as const;
export type CorrigoFaultMode = (typeof FAULT_MODES)[number];
export interface CorrigoFault {
  mode: CorrigoFaultMode | null;
  ms?: number;
}

export interface CorrigoCall {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  at: string;
}

export interface CorrigoEmulator {
  /** The API base, as an admin enters it. */
  url: string;
  tokenUrl: string;
  calls: CorrigoCall[];
  setFault(fault: CorrigoFault | CorrigoFaultMode | null): void;
  /** Demo data, calls and fault as at start (issued tokens stay valid). */
  reset(): void;
  /** The emulator's current copy of an order, for tests. */
  workOrder(id: number): EmulatedWorkOrder | undefined;
  close(): Promise<void>;
}

class CorrigoRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly validationErrors?: Array<{ Type: string; Message: string }>,
  ) {
    super(message);
  }
}

const invalidModel = (...messages: string[]) =>
  new CorrigoRefusal(400, 2100, 'The request is invalid.', messages.map((Message) => ({ Type: 'InvalidModel', Message })));
const wrongState = (order: EmulatedWorkOrder, action: string) =>
  new CorrigoRefusal(400, 3001, `Work order ${order.WorkOrderNumber} is ${order.Status}; it cannot be ${action}.`);
const businessRule = (message: string) => new CorrigoRefusal(400, 3000, message);

const STEP_STATES = ['Unknown', 'Open', 'NA', 'Done'];
/** Statuses in which a procedure step may change (corrigo.md, Procedures). */
const STEP_EDIT_STATES = ['Accepted', 'CheckedIn', 'Paused', 'OnHold'];

const VALUE_CHECKS: Record<string, RegExp> = {
  Integer: /^-?\d+$/,
  Float: /^-?\d+(\.\d+)?$/,
  Money: /^\d+(\.\d{1,2})?$/,
  PhoneNumber: /^[2-9]\d{2}-?\d{3}-?\d{4}$/,
  Date: /^\d{4}-\d{2}-\d{2}$/,
  Time: /^([01]\d|2[0-3]):[0-5]\d$/,
  Bool: /^(True|False)$/,
  Url: /^https?:\/\/\S+$/,
};

const now = () => new Date().toISOString().slice(0, 19);

export async function startCorrigoEmulator(options: { port?: number; host?: string; clients?: Record<string, string> } = {}): Promise<CorrigoEmulator> {
  const clients = { ...DEMO_CLIENTS, ...options.clients };
  const calls: CorrigoCall[] = [];
  const tokens = new Map<string, number>();
  let fault: CorrigoFault = { mode: null };
  let orders = new Map<number, EmulatedWorkOrder>();
  let settings = new Map<number, EmulatedCustomerSettings>();
  const load = () => {
    orders = new Map(demoWorkOrders().map((o) => [o.WorkOrderId, o]));
    settings = new Map(demoCustomerSettings().map((s) => [s.CustomerId, s]));
  };
  load();

  // Corrigo's paths are case-insensitive: routes are registered in lower case and every path is
  // lowered before routing (the query keeps its case).
  const app = Fastify({
    logger: false,
    // Closing cuts every connection at once: a client's kept-alive or hanging call never holds the emulator open.
    forceCloseConnections: true,
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      const at = url.indexOf('?');
      return at < 0 ? url.toLowerCase() : url.slice(0, at).toLowerCase() + url.slice(at);
    },
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const isControl = (request: FastifyRequest) => request.url.startsWith('/__');

  app.addHook('onRequest', async (request, reply) => {
    if (isControl(request)) return;
    if (fault.mode === 'down') {
      request.raw.socket.destroy();
      return reply.hijack();
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (isControl(request)) return;
    const path = (request.originalUrl ?? request.url).split('?')[0];
    calls.push({ method: request.method, path, query: { ...(request.query as object) }, body: request.body ?? null, at: new Date().toISOString() });
    if (fault.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 2000));
    const messageId = messageIdOf(request);
    if (fault.mode === '500') return reply.code(500).send({ Code: 500, Message: 'An unexpected error occurred on the Corrigo server.', MessageId: messageId });
    if (fault.mode === 'malformed') return reply.code(200).type('application/json').send('{"WorkOrders": [{"WorkOrderId": 88');
    if (!request.url.startsWith('/api/')) return;
    if (fault.mode === '401') {
      fault = { mode: null };
      tokens.clear();
      return reply.code(401).send({ Code: 401, Message: 'The access token has expired.', MessageId: messageId });
    }
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (!expiresAt || expiresAt < Date.now()) {
      return reply.code(401).send({ Code: 401, Message: 'Authorization has been denied for this request.', MessageId: messageId });
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const messageId = messageIdOf(request);
    if (error instanceof CorrigoRefusal) {
      return reply.code(error.status).send({ Code: error.code, Message: error.message, ...(error.validationErrors && { ValidationErrors: error.validationErrors }), MessageId: messageId });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ Code: status === 400 ? 2100 : status, Message: (error as Error).message, MessageId: messageId });
  });

  // Control routes for tests.
  app.get('/__calls', async () => calls);
  app.delete('/__calls', async () => {
    calls.length = 0;
    return { cleared: true };
  });
  app.put('/__fault', async (request) => {
    setFault((request.body ?? {}) as CorrigoFault);
    return fault;
  });

  app.post('/oauth/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    if (form.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
    if (!form.client_id || clients[form.client_id] === undefined || clients[form.client_id] !== form.client_secret) {
      return reply.code(401).send({ error: 'invalid_client' });
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS };
  });

  const findOrder = (id: unknown): EmulatedWorkOrder => {
    if (!Number.isSafeInteger(id) || (id as number) < 1) throw invalidModel('WorkOrderId is required and must be a positive integer.');
    const order = orders.get(id as number);
    if (!order) throw new CorrigoRefusal(400, 3003, `Work order ${id} does not exist.`);
    if (order.Status === 'Recalled') throw new CorrigoRefusal(400, 3005, `Work order ${order.WorkOrderNumber} was recalled by the customer.`);
    return order;
  };
  const basic = (o: EmulatedWorkOrder) => ({ WorkOrderId: o.WorkOrderId, WorkOrderNumber: o.WorkOrderNumber, Status: o.Status, Created: o.Created, LastUpdate: o.LastUpdate, Customer: o.Customer, Priority: o.Priority });
  const detail = (o: EmulatedWorkOrder) => {
    const { Procedures, ...rest } = o;
    return { ...rest, WorkDetails: { ...o.WorkDetails, Procedures } };
  };
  const move = (order: EmulatedWorkOrder, status: string, comment?: unknown) => {
    order.Status = status;
    order.LastUpdate = now();
    if (typeof comment === 'string' && comment) order.Notes.push(comment);
  };
  const actionBody = (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.Comment === 'string' && body.Comment.length > 3000) throw invalidModel('Comment may be at most 3000 characters.');
    const location = body.Location as { Latitude?: unknown; Longitude?: unknown } | undefined;
    if (location !== undefined && location !== null && (typeof location.Latitude !== 'number' || typeof location.Longitude !== 'number')) {
      throw invalidModel('Location needs Latitude and Longitude as numbers.');
    }
    return { body, order: findOrder(body.WorkOrderId) };
  };

  app.get('/api/workorder', async (request) => {
    const query = request.query as Record<string, unknown>;
    const ids = Object.entries(query)
      .filter(([name]) => /^ids(\[\d*\])?$/i.test(name))
      .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
      .map(Number);
    if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw invalidModel('ids must name at least one work order id.');
    if (ids.length > MAX_IDS) throw invalidModel(`At most ${MAX_IDS} ids may be asked for at once.`);
    return { WorkOrders: ids.map((id) => orders.get(id)).filter((o): o is EmulatedWorkOrder => !!o).map(detail), MessageId: messageIdOf(request) };
  });

  app.post('/api/workorder/search', async (request) => {
    const parameters = ((request.body as Record<string, unknown>)?.Parameters ?? {}) as { Statuses?: string[]; CustomerId?: number; WorkOrderNumber?: string };
    const found = [...orders.values()].filter(
      (o) =>
        (!parameters.Statuses?.length || parameters.Statuses.includes(o.Status)) &&
        (!parameters.CustomerId || o.Customer.Id === parameters.CustomerId) &&
        (!parameters.WorkOrderNumber || o.WorkOrderNumber === parameters.WorkOrderNumber),
    );
    return { WorkOrders: found.map(basic), MessageId: messageIdOf(request) };
  });

  const echo = (request: FastifyRequest) => ({ MessageId: messageIdOf(request) });

  app.put('/api/workorder/accept', async (request) => {
    const { body, order } = actionBody(request);
    if (order.Status !== 'New') throw wrongState(order, 'accepted');
    if (order.IsPreBilled) throw new CorrigoRefusal(400, 3002, `Work order ${order.WorkOrderNumber} is pre-billed and cannot be accepted.`);
    move(order, 'Accepted', body.Comment);
    return echo(request);
  });

  app.put('/api/workorder/reject', async (request) => {
    const { body, order } = actionBody(request);
    if (typeof body.Comment !== 'string' || !body.Comment.trim()) throw invalidModel('Comment is required to reject a work order.');
    if (order.Status !== 'New') throw wrongState(order, 'rejected');
    move(order, 'Rejected', body.Comment);
    return echo(request);
  });

  app.put('/api/workorder/checkin', async (request) => {
    const { body, order } = actionBody(request);
    if (!['Accepted', 'Paused'].includes(order.Status)) throw wrongState(order, 'checked in');
    move(order, 'CheckedIn', body.Comment);
    return echo(request);
  });

  app.put('/api/workorder/pause', async (request) => {
    const { body, order } = actionBody(request);
    if (order.Status !== 'CheckedIn') throw wrongState(order, 'paused');
    if (!body.Location) throw invalidModel('Location is required to pause a work order.');
    move(order, 'Paused', body.Comment);
    return echo(request);
  });

  app.put('/api/workorder/checkout', async (request) => {
    const { body, order } = actionBody(request);
    if (order.Status !== 'CheckedIn') throw wrongState(order, 'checked out');
    if (!body.Location) throw invalidModel('Location is required to check out of a work order.');
    const status = body.Status ?? 'Completed';
    if (status !== 'Completed' && status !== 'CheckedOut') throw invalidModel('Status must be CheckedOut or Completed.');
    const rules = settings.get(order.Customer.Id);
    const answers = checkCustomFields(rules, body.CustomFields);
    const repair = checkRepairInfo(rules, body.RepairInfo, status === 'Completed');
    const unfinished = order.Procedures.flatMap((p) => p.Steps).filter((s) => s.IsRequired && s.Status !== 'Done' && s.Status !== 'NA');
    if (unfinished.length) throw businessRule(`Required procedure steps are not done: ${unfinished.map((s) => s.Description).join('; ')}.`);
    order.CustomFields = answers;
    order.RepairInfo = repair;
    move(order, status, body.Comment);
    return echo(request);
  });

  app.get('/api/customersettings', async (request) => {
    const query = request.query as Record<string, unknown>;
    const id = Number(query.customerId ?? query.CustomerId);
    if (!Number.isSafeInteger(id) || id < 1) throw invalidModel('customerId is required.');
    const found = settings.get(id);
    if (!found) throw new CorrigoRefusal(400, 3003, `Customer ${id} does not exist.`);
    return { CustomerSettings: found, MessageId: messageIdOf(request) };
  });

  app.get('/api/procedure', async (request) => {
    const query = request.query as Record<string, unknown>;
    const order = findOrder(Number(query.workOrderId ?? query.WorkOrderId));
    return { Procedures: order.Procedures, MessageId: messageIdOf(request) };
  });

  app.put('/api/procedure/step', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const order = findOrder(body.WorkOrderId);
    const procedure: EmulatedProcedure | undefined = order.Procedures.find((p) => p.Id === body.ProcedureId);
    if (!procedure) throw new CorrigoRefusal(400, 3003, `Procedure ${String(body.ProcedureId)} is not on work order ${order.WorkOrderNumber}.`);
    const step = procedure.Steps.find((s) => s.Id === body.StepId);
    if (!step) throw new CorrigoRefusal(400, 3003, `Step ${String(body.StepId)} is not in procedure ${procedure.Name}.`);
    if (!STEP_EDIT_STATES.includes(order.Status)) throw wrongState(order, 'given procedure results');
    if (typeof body.Status !== 'string' || !STEP_STATES.includes(body.Status)) throw invalidModel(`Status must be one of ${STEP_STATES.join(', ')}.`);
    if (body.Status === 'NA' && !procedure.AllowMarkNotApplicable) throw businessRule(`Procedure ${procedure.Name} cannot be marked not applicable.`);
    const value = body.Value === undefined || body.Value === null ? null : String(body.Value);
    if (value && step.Type === 'Field' && VALUE_CHECKS[step.DataType] && !VALUE_CHECKS[step.DataType].test(value)) {
      throw invalidModel(`${step.Description}: "${value}" is not a valid ${step.DataType}.`);
    }
    step.Status = body.Status as typeof step.Status;
    step.Value = value;
    if (body.Comment !== undefined) step.Comment = body.Comment === null ? null : String(body.Comment);
    procedure.Status = procedure.Steps.every((s) => s.Status === 'Done' || s.Status === 'NA') ? 'Done' : 'Open';
    order.LastUpdate = now();
    return echo(request);
  });

  function setFault(next: CorrigoFault | CorrigoFaultMode | null) {
    const wanted = typeof next === 'string' || next === null ? { mode: next } : next;
    if (wanted.mode !== null && wanted.mode !== undefined && !FAULT_MODES.includes(wanted.mode)) {
      throw new Error(`Unknown fault ${String(wanted.mode)}: use one of ${FAULT_MODES.join(', ')} or null.`);
    }
    fault = { mode: wanted.mode ?? null, ...(wanted.ms !== undefined && { ms: wanted.ms }) };
  }

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const { apiUrl, tokenUrl } = corrigoEmulatorAddresses(address);
  return {
    url: apiUrl,
    tokenUrl,
    calls,
    setFault,
    reset() {
      load();
      calls.length = 0;
      fault = { mode: null };
    },
    workOrder: (id) => orders.get(id),
    close: () => app.close(),
  };
}

function messageIdOf(request: FastifyRequest): string | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const id = query.messageId ?? query.MessageId ?? (typeof body === 'object' ? body.MessageId : undefined);
  return typeof id === 'string' ? id : null;
}

/** The check-out's answers to the customer's questions, each checked against its data type. */
function checkCustomFields(rules: EmulatedCustomerSettings | undefined, sent: unknown) {
  const given = Array.isArray(sent) ? (sent as Array<{ AdditionalField?: unknown; Value?: unknown }>) : [];
  const problems: string[] = [];
  const answers: EmulatedWorkOrder['CustomFields'] = [];
  for (const field of rules?.CustomFields ?? []) {
    const answer = given.find((g) => g.AdditionalField === field.Descriptor.Id);
    const value = answer?.Value === undefined || answer.Value === null ? '' : String(answer.Value);
    if (!value) {
      if (field.IsRequired) problems.push(`${field.Descriptor.Label} is required.`);
      continue;
    }
    const check = VALUE_CHECKS[field.Descriptor.DataType];
    if (check && !check.test(value)) problems.push(`${field.Descriptor.Label}: "${value}" is not a valid ${field.Descriptor.DataType}.`);
    else if (field.Descriptor.DataLength && value.length > field.Descriptor.DataLength) problems.push(`${field.Descriptor.Label} is longer than ${field.Descriptor.DataLength}.`);
    else answers.push({ AdditionalField: field.Descriptor.Id, FieldLabel: field.Descriptor.Label, Value: value });
  }
  for (const g of given) {
    if (!rules?.CustomFields.some((f) => f.Descriptor.Id === g.AdditionalField)) problems.push(`Additional field ${String(g.AdditionalField)} does not exist.`);
  }
  if (problems.length) throw invalidModel(...problems);
  return answers;
}

function checkRepairInfo(rules: EmulatedCustomerSettings | undefined, sent: unknown, completing: boolean) {
  const info = (sent ?? null) as { CodeId?: unknown; CategoryId?: unknown } | null;
  if (!info || (info.CodeId == null && info.CategoryId == null)) {
    if (rules?.IsRepairCodeRequired && completing) throw businessRule('A repair code is required to complete this work order.');
    return null;
  }
  const category = rules?.RepairCategories.find((c) => c.CategoryId === info.CategoryId);
  const code = category?.Codes.find((c) => c.CodeId === info.CodeId);
  if (!category || !code) throw invalidModel(`Repair code ${String(info.CodeId)} of category ${String(info.CategoryId)} does not exist.`);
  return { CodeId: code.CodeId, Code: code.Code, CategoryId: category.CategoryId, Category: category.Category };
}

