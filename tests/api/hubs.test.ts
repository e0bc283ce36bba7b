import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { baseUrl, call, claimsOf, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';

const RS = '\u001e';
const open: HubConnection[] = [];

async function connect(hub: string, token: string) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl()}/hubs/${hub}`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  open.push(connection);
  return connection;
}

afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
});

describe('SignalR hubs', () => {
  it('lets the official client connect and pushes events to the same subscriber only', async () => {
    // Two tenants of this test's own (tests/support/ownTenants.ts): no other file's status change raises an event here.
    const leader = await connect('TeamLeaderHub', await tokenFor('lakeside-teamleader', OTHER_PASSWORD));
    const outsider = await connect('TeamLeaderHub', await tokenFor('ridgeway-superadmin', OTHER_PASSWORD));
    const technicianToken = await tokenFor('lakeside-technician', OTHER_PASSWORD);
    const received: unknown[] = [];
    const leaked: unknown[] = [];
    const arrived = new Promise<void>((resolve) => leader.on('refreshMaps', (userId) => (received.push(userId), resolve())));
    outsider.on('refreshMaps', (userId) => leaked.push(userId));

    expect((await call('GET', '/api/v1/user/updatestatus/2', { token: technicianToken })).status).toBe(200);
    await arrived;
    expect(received).toEqual([Number(claimsOf(technicianToken).unique_name)]);

    // The outsider's own tenant event arrives after any leak would have.
    const outsiderArrived = new Promise<void>((resolve) => outsider.on('refreshMaps', () => resolve()));
    const outsiderTechnician = await tokenFor('ridgeway-technician', OTHER_PASSWORD);
    expect((await call('GET', '/api/v1/user/updatestatus/3', { token: outsiderTechnician })).status).toBe(200);
    await outsiderArrived;
    expect(leaked).toEqual([Number(claimsOf(outsiderTechnician).unique_name)]);
  });

  it('answers a call to a method the hub does not have with an error', async () => {
    const connection = await connect('FieldDeskHub', await tokenFor('technician'));
    await expect(connection.invoke('DropAllTables')).rejects.toThrow(/no method named 'DropAllTables'/);
  });

  it('refuses negotiate without a valid token and an unknown hub', async () => {
    expect((await call('POST', '/hubs/TeamLeaderHub/negotiate?negotiateVersion=1')).status).toBe(401);
    expect((await call('POST', '/hubs/TeamLeaderHub/negotiate', { token: 'not-a-token' })).status).toBe(401);
    const token = await tokenFor('teamleader');
    expect((await call('POST', '/hubs/NoSuchHub/negotiate', { token })).status).toBe(400);
  });

  it('answers 404 to a WebSocket with an unknown or forged connection id', async () => {
    const token = await tokenFor('teamleader');
    const negotiated = await call('POST', '/hubs/TeamLeaderHub/negotiate?negotiateVersion=1', { token });
    expect(negotiated.status).toBe(200);
    expect(negotiated.body.availableTransports).toEqual([{ transport: 'WebSockets', transferFormats: ['Text'] }]);
    const wsUrl = baseUrl().replace(/^http/, 'ws');
    const statusOf = (id: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${wsUrl}/hubs/TeamLeaderHub?id=${encodeURIComponent(id)}&access_token=${token}`);
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => (socket.close(), resolve(101)));
      });
    expect(await statusOf('unknown')).toBe(404);
    expect(await statusOf(`${negotiated.body.connectionToken}x`)).toBe(404);
    // A connection token issued for another hub is not valid here.
    const other = await call('POST', '/hubs/FieldDeskHub/negotiate', { token });
    expect(await statusOf(other.body.connectionToken)).toBe(404);
  });

  it('answers the handshake and refuses a protocol other than json', async () => {
    const token = await tokenFor('teamleader');
    const negotiated = await call('POST', '/hubs/TeamLeaderHub/negotiate', { token });
    const socket = new WebSocket(
      `${baseUrl().replace(/^http/, 'ws')}/hubs/TeamLeaderHub?id=${encodeURIComponent(negotiated.body.connectionToken)}&access_token=${token}`,
    );
    await new Promise((resolve) => socket.on('open', resolve));
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
    socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(await reply).toBe(`{"error":"Only the json protocol is supported."}${RS}`);
    await new Promise((resolve) => socket.on('close', resolve));
  });
});
