/**
 * A bare SignalR client over the `ws` package (JSON hub protocol, WebSockets only), for the
 * hub tests and the hub benchmark: it can hold a thousand connections in one process, send
 * frames the official client never would, and go silent or die without closing.
 */
import WebSocket from 'ws';

export const RECORD_SEPARATOR = '\u001e';

export interface RawHubMessage {
  type?: number;
  target?: string;
  arguments?: unknown[];
  invocationId?: string;
  error?: string;
  [key: string]: unknown;
}

export interface RawHubClient {
  socket: WebSocket;
  /** Every message received after the handshake, in order. */
  received: RawHubMessage[];
  /** Called with each message as it arrives (after the handshake). */
  onMessage?: (message: RawHubMessage, receivedAt: number) => void;
  /** Resolves with the next message that matches (by default, any). */
  next(matches?: (message: RawHubMessage) => boolean, timeoutMs?: number): Promise<RawHubMessage>;
  /** Resolves when the socket has closed. */
  closed: Promise<void>;
  send(text: string): void;
  /** Sends a ping now and every 15 s, as a live client does; `stopPinging` ends it. */
  keepAlive(): void;
  stopPinging(): void;
  close(): void;
}

const wsUrlOf = (baseUrl: string) => baseUrl.replace(/^http/, 'ws');

/** Negotiates, opens the WebSocket and completes the JSON handshake. */
export async function connectRawHub(baseUrl: string, hub: string, token: string): Promise<RawHubClient> {
  const negotiated = await fetch(`${baseUrl}/hubs/${hub}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (negotiated.status !== 200) throw new Error(`negotiate answered ${negotiated.status}: ${await negotiated.text()}`);
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const socket = new WebSocket(`${wsUrlOf(baseUrl)}/hubs/${hub}?id=${encodeURIComponent(connectionToken)}&access_token=${encodeURIComponent(token)}`);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`WebSocket answered ${response.statusCode}`)));
  });

  const waiting: { matches: (m: RawHubMessage) => boolean; resolve: (m: RawHubMessage) => void }[] = [];
  let handshaken = false;
  let pinger: NodeJS.Timeout | undefined;
  const client: RawHubClient = {
    socket,
    received: [],
    closed,
    next(matches = () => true, timeoutMs = 10_000) {
      const found = client.received.find(matches);
      if (found) {
        client.received.splice(client.received.indexOf(found), 1);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const entry = { matches, resolve: (m: RawHubMessage) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error(`No matching hub message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(entry);
      });
    },
    send: (text) => socket.send(text),
    keepAlive() {
      const ping = () => socket.readyState === WebSocket.OPEN && socket.send(`{"type":6}${RECORD_SEPARATOR}`);
      ping();
      pinger = setInterval(ping, 15_000);
    },
    stopPinging: () => clearInterval(pinger),
    close() {
      clearInterval(pinger);
      socket.close();
    },
  };
  void closed.then(() => clearInterval(pinger));

  const handshake = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const receivedAt = performance.now();
      for (const part of data.toString().split(RECORD_SEPARATOR)) {
        if (!part) continue;
        const message = JSON.parse(part) as RawHubMessage;
        if (!handshaken) {
          handshaken = true;
          if (message.error) reject(new Error(String(message.error)));
          else resolve();
          continue;
        }
        client.onMessage?.(message, receivedAt);
        const waiter = waiting.find((w) => w.matches(message));
        if (waiter) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(message);
        } else {
          client.received.push(message);
        }
      }
    });
  });
  socket.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
  await handshake;
  return client;
}
