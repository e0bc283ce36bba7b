/**
 * The SignalR hubs: hubs/TeamLeaderHub and hubs/FieldDeskHub (spec §7.4). The official
 * @microsoft/signalr client connects unchanged: negotiate, then a WebSocket carrying the JSON
 * hub protocol. Events are pushed to the connected users of the same subscriber only, and to
 * those of an event's audience when it names one (audience.ts), in the order they were published.
 *
 * A connection lasts no longer than the session it was opened in: it is closed with a Close
 * message that lets the client reconnect (`allowReconnect`, so the official client negotiates
 * again with its current token, or learns that it must sign in) when its token expires, and when
 * a change to its user reaches the principal cache (deactivated, password or roles changed: the
 * session ended). A user who may no longer use the hub has the connection closed for good. Every
 * delivery is judged against the connection's principal as it is at that moment, whoever the
 * event names, so no event reaches a session that has ended, even before its connection closes.
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
import type { PrincipalChange } from '../plugins/principalCache';
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
/** The Close message's error when the session behind a connection has ended (as the API's 401 says it). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** Connections judged at once after a change that concerns many (a subscriber's, or anyone's). */
const RECHECK_AT_ONCE = 16;

interface HubConnection {
  id: string;
  hub: string;
  subscriberId: number;
  userId: number;
  /** The session the connection was opened in: every delivery judges its principal as it is now. */
  session: TokenSession;
  /** When the token it was opened with expires (ms): the connection is closed then. */
  expiresAt: number;
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
    const acceptedClaims = new WeakMap<FastifyRequest, { claims: ConnectionClaims; session: TokenSession; expiresAt: number }>();
    const { broker } = app;

    const sendFrame = (connection: HubConnection, data: string | Buffer) => {
      if (connection.socket.readyState !== connection.socket.OPEN) return;
      connection.socket.send(data, { binary: false });
      connection.lastSent = Date.now();
    };
    const send = (connection: HubConnection, message: object) => sendFrame(connection, frame(message));

    /**
     * Ends a connection: says why in a Close message, then closes; a peer that does not answer is
     * cut. With `allowReconnect` the official client reconnects (negotiating with its current token).
     */
    const drop = (connection: HubConnection, error: string, allowReconnect = false) => {
      if (connections.get(connection.id) !== connection) return;
      connections.delete(connection.id);
      send(connection, allowReconnect ? { type: MessageType.Close, error, allowReconnect } : { type: MessageType.Close, error });
      connection.socket.close();
      setTimeout(() => connection.socket.terminate(), CLOSE_GRACE_MS).unref();
    };

    /**
     * The connection's principal as it is now, or null once it may no longer hold the connection:
     * its token expired, its session ended (deactivated, password or roles changed), or it may no
     * longer use the hub. Such a connection is closed, saying why. For an event the broker has
     * just handed over, a kept principal already reflects every change committed before it.
     */
    const principalNow = async (connection: HubConnection, forEvent = false): Promise<Principal | null> => {
      if (Date.now() > connection.expiresAt) {
        drop(connection, SESSION_ENDED, true);
        return null;
      }
      const principal = await (forEvent ? app.principals.principalForEvent(connection.session) : app.principals.principalOf(connection.session));
      if (!principal) {
        drop(connection, SESSION_ENDED, true);
        return null;
      }
      if (!hubsFor(principal).includes(connection.hub as HubName)) {
        drop(connection, `You no longer have permission to use ${connection.hub}.`);
        return null;
      }
      return principal;
    };
    /** Whether `event` goes to `connection`: its principal is judged now, whoever the event names. */
    const mayReceive = async (event: HubEvent, connection: HubConnection): Promise<boolean> => {
      if (event.hub !== connection.hub || event.subscriberId !== connection.subscriberId) return false;
      const principal = await principalNow(connection, true);
      return principal !== null && isAddressedTo(event, connection, async (rule: AudienceRule) => AUDIENCE_RULES[rule](principal));
    };
    const deliver = async (event: HubEvent) => {
      const open = [...connections.values()].filter((connection) => connection.handshaken);
      const addressed = await Promise.all(open.map((connection) => mayReceive(event, connection)));
      // Encoded once for all its recipients.
      let data: Buffer | null = null;
      open.forEach((connection, i) => {
        if (!addressed[i] || connections.get(connection.id) !== connection) return;
        data ??= Buffer.from(frame({ type: MessageType.Invocation, target: event.target, arguments: event.arguments }));
        sendFrame(connection, data);
      });
    };
    // A rule may wait for a principal: each event waits for the one before, so none overtakes it.
    let delivered: Promise<void> = Promise.resolve();
    const unsubscribe = broker.subscribe((event) => {
      delivered = delivered.then(() => deliver(event)).catch((error: unknown) => app.log.error({ err: error, target: event.target }, 'hub event not delivered'));
    });

    /**
     * When a change reaches the principal cache, the connections it concerns are judged again
     * (one change after the other, a few connections at a time): those whose session ended close.
     */
    let rechecked: Promise<void> = Promise.resolve();
    const concerns = (change: PrincipalChange, connection: HubConnection) =>
      change.scope === 'all' || (change.scope === 'user' ? connection.userId === change.id : connection.subscriberId === change.id);
    const stopWatching = app.principals.onChange((change) => {
      if (connections.size === 0) return;
      rechecked = rechecked
        .then(async () => {
          const concerned = [...connections.values()].filter((connection) => concerns(change, connection));
          for (let i = 0; i < concerned.length; i += RECHECK_AT_ONCE) await Promise.all(concerned.slice(i, i + RECHECK_AT_ONCE).map((connection) => principalNow(connection)));
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'hub connections not judged again after a change'));
    });

    const keepalive = setInterval(() => {
      const now = Date.now();
      for (const connection of connections.values()) {
        if (now > connection.expiresAt) {
          drop(connection, SESSION_ENDED, true);
        } else if (now + SWEEP_MS - connection.lastReceived > CLIENT_TIMEOUT_MS) {
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
      stopWatching();
      for (const connection of connections.values()) connection.socket.close(1001, 'Server shutting down');
    });

    /** The signed-in, active user behind the request's bearer token, their session and when the token expires (ms). */
    const authenticate = async (request: FastifyRequest) => {
      const claims = app.verifiedClaims(bearerOf(request));
      if (!claims) throw unauthorized();
      const found = await principalOf(app.db, claims);
      if (!found) throw unauthorized();
      return { ...found, expiresAt: (claims.exp ?? 0) * 1000 };
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
          const { principal, session, expiresAt } = await authenticate(request);
          mayUse(principal, request.params.hub);
          const claims = readConnectionToken(app.config.jwtSecret, request.params.hub, request.query.id ?? '');
          if (!claims || claims.userId !== principal.userId || claims.subscriberId !== principal.subscriberId) {
            throw notFound('No connection with this id. Negotiate again.');
          }
          if (connections.has(claims.connectionId)) throw notFound('This connection is already in use. Negotiate again.');
          acceptedClaims.set(request, { claims, session, expiresAt });
        },
      },
      (socket, request) => {
        const { claims, session, expiresAt } = acceptedClaims.get(request)!;
        const id = claims.connectionId;
        const connection: HubConnection = {
          id,
          hub: claims.hub,
          subscriberId: claims.subscriberId,
          userId: claims.userId,
          session,
          expiresAt,
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
