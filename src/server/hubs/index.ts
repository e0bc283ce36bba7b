/**
 * The SignalR hubs: hubs/TeamLeaderHub and hubs/FieldDeskHub (spec §7.4). The official
 * @microsoft/signalr client connects unchanged: negotiate, then a WebSocket carrying the JSON
 * hub protocol. Events are pushed to the connected users of the same subscriber only.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { SignedClaims } from '../account/tokens';
import { notFound, unauthorized } from '../errors';
import { refusals } from '../http/responses';
import { principalOf } from '../plugins/auth';
import { localBroker, postgresBroker, type HubBroker, type HubEvent } from './broker';
import { issueConnectionToken, readConnectionToken, type ConnectionClaims } from './connectionToken';
import { MessageType, frame, isHandshakeRequest, parseFrame, type HubMessage } from './protocol';

export const HUBS = ['TeamLeaderHub', 'FieldDeskHub'] as const;
export type HubName = (typeof HUBS)[number];

/** Silence after which the server pings, and after which it gives up on a client (DESIGN.md). */
export const KEEPALIVE_MS = 15_000;
export const CLIENT_TIMEOUT_MS = 30_000;

interface HubConnection {
  id: string;
  hub: string;
  subscriberId: number;
  userId: number;
  socket: WebSocket;
  handshaken: boolean;
  lastReceived: number;
  lastSent: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    hubs: {
      /** Pushes `target(...args)` to every user of the subscriber connected to the hub. */
      publish(hub: HubName, subscriberId: number, target: string, args: unknown[]): Promise<void>;
    };
  }
}

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  const query = request.query as { access_token?: string };
  return query.access_token || null;
};

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
    const acceptedClaims = new WeakMap<FastifyRequest, ConnectionClaims>();
    const broker: HubBroker = app.config.databaseUrl
      ? await postgresBroker(app.db, app.config.databaseUrl, (error) => app.log.error({ err: error }, 'hub broker'))
      : localBroker();

    const send = (connection: HubConnection, message: object) => {
      if (connection.socket.readyState !== connection.socket.OPEN) return;
      connection.socket.send(frame(message));
      connection.lastSent = Date.now();
    };

    const deliver = (event: HubEvent) => {
      for (const connection of connections.values()) {
        if (connection.handshaken && connection.hub === event.hub && connection.subscriberId === event.subscriberId) {
          send(connection, { type: MessageType.Invocation, target: event.target, arguments: event.arguments });
        }
      }
    };
    const unsubscribe = broker.subscribe(deliver);

    const keepalive = setInterval(() => {
      const now = Date.now();
      for (const connection of connections.values()) {
        if (now - connection.lastReceived >= CLIENT_TIMEOUT_MS) {
          send(connection, { type: MessageType.Close, error: 'Server timeout elapsed without receiving a message from the client.' });
          connection.socket.close();
        } else if (connection.handshaken && now - connection.lastSent >= KEEPALIVE_MS) {
          send(connection, { type: MessageType.Ping });
        }
      }
    }, 1000);
    keepalive.unref();

    app.decorate('hubs', {
      publish: (hub: HubName, subscriberId: number, target: string, args: unknown[]) =>
        broker.publish({ hub, subscriberId, target, arguments: args }),
    });

    app.addHook('onClose', async () => {
      clearInterval(keepalive);
      unsubscribe();
      for (const connection of connections.values()) connection.socket.close(1001, 'Server shutting down');
      await broker.close();
    });

    /** The signed-in, active user behind the request's bearer token. */
    const authenticate = async (request: FastifyRequest) => {
      const token = bearerOf(request);
      if (!token) throw unauthorized();
      let claims: Partial<SignedClaims>;
      try {
        claims = app.jwt.verify<Partial<SignedClaims>>(token);
      } catch {
        throw unauthorized();
      }
      const found = await principalOf(app.db, claims);
      if (!found) throw unauthorized();
      return found.principal;
    };

    app.post<{ Params: { hub: HubName } }>(
      '/hubs/:hub/negotiate',
      {
        schema: {
          tags: ['hubs'],
          summary: 'SignalR negotiate: answers a connection token for the WebSocket transport',
          params: hubParams,
          querystring: { type: 'object', properties: tokenQuery },
          response: { 200: negotiateResponse },
        },
      },
      async (request) => {
        const principal = await authenticate(request);
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
          response: { 101: { description: 'Switches to the WebSocket protocol', type: 'null' }, ...refusals(404) },
        },
        preValidation: async (request) => {
          const principal = await authenticate(request);
          const claims = readConnectionToken(app.config.jwtSecret, request.params.hub, request.query.id ?? '');
          if (!claims || claims.userId !== principal.userId || claims.subscriberId !== principal.subscriberId) {
            throw notFound('No connection with this id. Negotiate again.');
          }
          if (connections.has(claims.connectionId)) throw notFound('This connection is already in use. Negotiate again.');
          acceptedClaims.set(request, claims);
        },
      },
      (socket, request) => {
        const claims = acceptedClaims.get(request)!;
        const id = claims.connectionId;
        const connection: HubConnection = {
          id,
          hub: claims.hub,
          subscriberId: claims.subscriberId,
          userId: claims.userId,
          socket,
          handshaken: false,
          lastReceived: Date.now(),
          lastSent: Date.now(),
        };
        connections.set(id, connection);
        socket.on('close', () => connections.delete(id));
        socket.on('message', (data) => {
          connection.lastReceived = Date.now();
          const { messages } = parseFrame(data.toString());
          for (const message of messages) {
            if (!connection.handshaken) {
              if (isHandshakeRequest(message) && message.protocol === 'json') {
                connection.handshaken = true;
                send(connection, {});
              } else {
                socket.send(frame({ error: 'Only the json protocol is supported.' }));
                socket.close();
              }
              continue;
            }
            handleMessage(connection, message as HubMessage);
          }
        });
      },
    );

    function handleMessage(connection: HubConnection, message: HubMessage) {
      switch (message.type) {
        case MessageType.Ping:
          return;
        case MessageType.Close:
          connection.socket.close();
          return;
        case MessageType.Invocation:
        case MessageType.StreamInvocation:
          if (message.invocationId) {
            send(connection, {
              type: MessageType.Completion,
              invocationId: message.invocationId,
              error: `The hub has no method named '${String(message.target)}'.`,
            });
          }
          return;
        default:
          return;
      }
    }
  },
  { name: 'fielddesk-hubs', dependencies: ['fielddesk-auth'] },
);
