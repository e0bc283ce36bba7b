/**
 * The SignalR hubs: hubs/TeamLeaderHub and hubs/FieldDeskHub (spec §7.4). The official
 * @microsoft/signalr client connects unchanged: negotiate, then a WebSocket carrying the JSON
 * hub protocol. Events are pushed to the connected users of the same subscriber only, and to
 * those of an event's audience when it names one (audience.ts), in the order they were published.
 *
 * Whatever a client sends, the hub answers: a call to a method it does not have gets a
 * completion with an error, a message it cannot read (not JSON, not a message object, an
 * unknown type) gets a Close message naming the problem, and the connection ends. A client
 * that goes silent (killed without closing, network gone) is dropped within CLIENT_TIMEOUT_MS.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { bearerToken } from '../account/tokenVerifier';
import { HUBS, hubsFor, type HubName } from '../../domain/realtime';
import { forbidden, notFound, unauthorized } from '../errors';
import { refusals } from '../http/responses';
import { principalOf, type Principal, type TokenSession } from '../plugins/auth';
import { AUDIENCE_RULES, isAddressedTo, type AudienceRule, type HubAudience } from './audience';
import type { HubEvent } from './broker';
import { issueConnectionToken, readConnectionToken, type ConnectionClaims } from './connectionToken';
import { MessageType, frame, isHandshakeRequest, parseFrame, type HubMessage } from './protocol';

export { HUBS, type HubName };

/** Silence after which the server pings, and after which it gives up on a client (DESIGN.md). */
export const KEEPALIVE_MS = 15_000;
export const CLIENT_TIMEOUT_MS = 30_000;
/** How often connections are checked; a client is dropped at the check before its silence reaches CLIENT_TIMEOUT_MS. */
const SWEEP_MS = 1000;
/** A socket that does not finish the closing handshake in this time is cut. */
const CLOSE_GRACE_MS = 2000;

interface HubConnection {
  id: string;
  hub: string;
  subscriberId: number;
  userId: number;
  /** The session the connection was opened in: an audience's rule judges its principal as it is now. */
  session: TokenSession;
  socket: WebSocket;
  handshaken: boolean;
  lastReceived: number;
  lastSent: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    hubs: {
      /**
       * Pushes `target(...args)` to every user of the subscriber connected to the hub, in every
       * server process; with an audience, only to the users it names (those who may read what
       * changed). Events of any size are carried.
       */
      publish(hub: HubName, subscriberId: number, target: string, args: unknown[], audience?: HubAudience): Promise<void>;
      /** Several events at once, in order (one database statement across processes). */
      publishAll(events: readonly HubEvent[]): Promise<void>;
      /** How many clients are connected to this server process (GET /api/health reports it). */
      connectionCount(): number;
    };
  }
}

/** The token of the Authorization header, or of `access_token` (browsers cannot set headers on a WebSocket). */
const bearerOf = (request: FastifyRequest): string | null =>
  bearerToken(request.headers.authorization) ?? ((request.query as { access_token?: string }).access_token || null);

const hubParams = {
  type: 'object',
  required: ['hub'],
  properties: { hub: { type: 'string', enum: [...HUBS] } },
} as const;

/** The token may come as `access_token` in the query, as browsers cannot set headers on a WebSocket. */
const tokenQuery = { access_token: { type: 'string' } } as const;

const negotiateResponse = {
  type: 'object',
  additionalProperties: false,
  properties: {
    connectionId: { type: 'string' },
    connectionToken: { type: 'string' },
    negotiateVersion: { type: 'integer' },
    availableTransports: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { transport: { type: 'string' }, transferFormats: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
} as const;

export default fp(
  async function hubRoutes(app: FastifyInstance) {
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    const connections = new Map<string, HubConnection>();
    const acceptedClaims = new WeakMap<FastifyRequest, { claims: ConnectionClaims; session: TokenSession }>();
    const { broker } = app;

    const sendFrame = (connection: HubConnection, data: string | Buffer) => {
      if (connection.socket.readyState !== connection.socket.OPEN) return;
      connection.socket.send(data, { binary: false });
      connection.lastSent = Date.now();
    };
    const send = (connection: HubConnection, message: object) => sendFrame(connection, frame(message));

    /** Ends a connection: says why in a Close message, then closes; a peer that does not answer is cut. */
    const drop = (connection: HubConnection, error: string) => {
      connections.delete(connection.id);
      send(connection, { type: MessageType.Close, error });
      connection.socket.close();
      setTimeout(() => connection.socket.terminate(), CLOSE_GRACE_MS).unref();
    };

    /** Whether the connection's user meets `rule` now: an ended session or a deactivated user meets none. */
    const meets = async (connection: HubConnection, rule: AudienceRule) => {
      const principal = await app.principals.principalOf(connection.session);
      return principal !== null && AUDIENCE_RULES[rule](principal);
    };
    const deliver = async (event: HubEvent) => {
      const open = [...connections.values()].filter((connection) => connection.handshaken);
      const addressed = await Promise.all(open.map((connection) => isAddressedTo(event, connection, (rule) => meets(connection, rule))));
      // Encoded once for all its recipients.
      let data: Buffer | null = null;
      open.forEach((connection, i) => {
        if (!addressed[i]) return;
        data ??= Buffer.from(frame({ type: MessageType.Invocation, target: event.target, arguments: event.arguments }));
        sendFrame(connection, data);
      });
    };
    // A rule may wait for a principal: each event waits for the one before, so none overtakes it.
    let delivered: Promise<void> = Promise.resolve();
    const unsubscribe = broker.subscribe((event) => {
      delivered = delivered.then(() => deliver(event)).catch((error: unknown) => app.log.error({ err: error, target: event.target }, 'hub event not delivered'));
    });

    const keepalive = setInterval(() => {
      const now = Date.now();
      for (const connection of connections.values()) {
        if (now + SWEEP_MS - connection.lastReceived > CLIENT_TIMEOUT_MS) {
          drop(connection, 'Server timeout elapsed without receiving a message from the client.');
        } else if (connection.handshaken && now - connection.lastSent >= KEEPALIVE_MS) {
          send(connection, { type: MessageType.Ping });
        }
      }
    }, SWEEP_MS);
    keepalive.unref();

    app.decorate('hubs', {
      publish: (hub: HubName, subscriberId: number, target: string, args: unknown[], audience?: HubAudience) =>
        broker.publish(audience ? { hub, subscriberId, target, arguments: args, audience } : { hub, subscriberId, target, arguments: args }),
      publishAll: (events: readonly HubEvent[]) => broker.publishAll(events),
      connectionCount: () => connections.size,
    });

    app.addHook('onClose', async () => {
      clearInterval(keepalive);
      unsubscribe();
      for (const connection of connections.values()) connection.socket.close(1001, 'Server shutting down');
    });

    /** The signed-in, active user behind the request's bearer token, and their session. */
    const authenticate = async (request: FastifyRequest) => {
      const claims = app.verifiedClaims(bearerOf(request));
      if (!claims) throw unauthorized();
      const found = await principalOf(app.db, claims);
      if (!found) throw unauthorized();
      return found;
    };

    /** The hubs a user needs are the hubs they may use: TeamLeaderHub only with read access to the Team Leader module. */
    const mayUse = (principal: Principal, hub: HubName) => {
      if (!hubsFor(principal).includes(hub)) throw forbidden(`You do not have permission to use ${hub}.`);
    };

    app.post<{ Params: { hub: HubName } }>(
      '/hubs/:hub/negotiate',
      {
        schema: {
          tags: ['hubs'],
          summary: 'SignalR negotiate: answers a connection token for the WebSocket transport',
          params: hubParams,
          querystring: { type: 'object', properties: tokenQuery },
          response: { 200: negotiateResponse, ...refusals(403) },
        },
      },
      async (request) => {
        const { principal } = await authenticate(request);
        mayUse(principal, request.params.hub);
        const issued = issueConnectionToken(app.config.jwtSecret, request.params.hub, principal.subscriberId, principal.userId);
        return {
          connectionId: issued.connectionId,
          connectionToken: issued.token,
          negotiateVersion: 1,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
        };
      },
    );

    app.get<{ Params: { hub: HubName }; Querystring: { id?: string } }>(
      '/hubs/:hub',
      {
        websocket: true,
        schema: {
          tags: ['hubs'],
          summary: 'SignalR WebSocket transport (JSON hub protocol)',
          params: hubParams,
          querystring: { type: 'object', properties: { ...tokenQuery, id: { type: 'string', description: 'The connection token of negotiate' } } },
          response: { 101: { description: 'Switches to the WebSocket protocol', type: 'null' }, ...refusals(403, 404) },
        },
        preValidation: async (request) => {
          const { principal, session } = await authenticate(request);
          mayUse(principal, request.params.hub);
          const claims = readConnectionToken(app.config.jwtSecret, request.params.hub, request.query.id ?? '');
          if (!claims || claims.userId !== principal.userId || claims.subscriberId !== principal.subscriberId) {
            throw notFound('No connection with this id. Negotiate again.');
          }
          if (connections.has(claims.connectionId)) throw notFound('This connection is already in use. Negotiate again.');
          acceptedClaims.set(request, { claims, session });
        },
      },
      (socket, request) => {
        const { claims, session } = acceptedClaims.get(request)!;
        const id = claims.connectionId;
        const connection: HubConnection = {
          id,
          hub: claims.hub,
          subscriberId: claims.subscriberId,
          userId: claims.userId,
          session,
          socket,
          handshaken: false,
          lastReceived: Date.now(),
          lastSent: Date.now(),
        };
        connections.set(id, connection);
        socket.on('close', () => connections.delete(id));
        socket.on('error', (error) => {
          app.log.warn({ err: error, hub: connection.hub }, 'hub connection failed');
          connections.delete(id);
        });
        socket.on('message', (data) => {
          if (!connections.has(id)) return; // dropped: whatever still arrives is not read
          connection.lastReceived = Date.now();
          const { messages, malformed } = parseFrame(data.toString());
          for (const message of messages) {
            if (!connection.handshaken) {
              if (isHandshakeRequest(message) && message.protocol === 'json') {
                connection.handshaken = true;
                send(connection, {});
              } else {
                connections.delete(id);
                socket.send(frame({ error: 'Only the json protocol is supported.' }));
                socket.close();
                return;
              }
              continue;
            }
            if (!handleMessage(connection, message)) return;
          }
          if (malformed) {
            if (!connection.handshaken) {
              connections.delete(id);
              socket.send(frame({ error: 'The handshake request is not valid JSON.' }));
              socket.close();
            } else {
              drop(connection, 'The message is not valid JSON; every hub message is a JSON object ending with 0x1E.');
            }
          }
        });
      },
    );

    /** Answers one message of a handshaken client; false when it ended the connection. */
    function handleMessage(connection: HubConnection, value: unknown): boolean {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        drop(connection, 'A hub message must be a JSON object with a type.');
        return false;
      }
      const message = value as HubMessage;
      const invocationId = typeof message.invocationId === 'string' ? message.invocationId : undefined;
      const refuse = (error: string): boolean => {
        if (invocationId !== undefined) {
          send(connection, { type: MessageType.Completion, invocationId, error });
          return true;
        }
        drop(connection, error);
        return false;
      };
      switch (message.type) {
        case MessageType.Ping:
          return true;
        case MessageType.Close:
          connections.delete(connection.id);
          connection.socket.close();
          return false;
        case MessageType.CancelInvocation:
          // Nothing of the client's is running to cancel: the hub has no streams.
          return true;
        case MessageType.Invocation:
        case MessageType.StreamInvocation:
          // The hubs have no methods clients may call: they only push events.
          return refuse(`The hub has no method named '${String(message.target)}'.`);
        // These two name an id of the client's own (a stream, a call of the server's), not a
        // call waiting for an answer: a completion would not be read, so the connection ends.
        case MessageType.StreamItem:
          drop(connection, 'The hub takes no streams from clients (message type 2).');
          return false;
        case MessageType.Completion:
          drop(connection, 'The hub made no call that expects a result (message type 3).');
          return false;
        default:
          return refuse(`Unknown hub message type ${JSON.stringify(message.type ?? null)}; the hub knows types 1 to 7.`);
      }
    }
  },
  { name: 'fielddesk-hubs', dependencies: ['fielddesk-auth'] },
);
