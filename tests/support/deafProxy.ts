/**
 * A TCP proxy in front of PostgreSQL that, while `deaf`, drops every notification the server
 * sends (NotificationResponse, message 'A'), as a connection pooler in transaction mode does: a
 * LISTEN through it succeeds and its queries are answered, but it hears nothing. Everything else
 * passes unchanged in both directions.
 */
import net from 'node:net';

const NOTIFICATION_RESPONSE = 0x41; // 'A'

export interface DeafProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: string;
  deaf: boolean;
  close(): Promise<void>;
}

export async function deafProxy(databaseUrl: string, deaf = true): Promise<DeafProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const proxy = { url: '', deaf, close: async () => undefined } as DeafProxy;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    // The server's messages: a type byte, then a length that counts itself but not the type.
    let pending = Buffer.alloc(0);
    upstream.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      const passed: Buffer[] = [];
      while (pending.length >= 5) {
        const end = 1 + pending.readInt32BE(1);
        if (pending.length < end) break;
        if (!(proxy.deaf && pending[0] === NOTIFICATION_RESPONSE)) passed.push(pending.subarray(0, end));
        pending = pending.subarray(end);
      }
      if (passed.length) client.write(Buffer.concat(passed));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  proxy.url = url.toString();
  proxy.close = async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => server.close(resolve));
  };
  return proxy;
}
