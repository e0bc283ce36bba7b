import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { baseUrl, call, claimsOf, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { connectRawHub } from '../../scripts/support/rawHubClient';
import { nowSeconds, signWithServerSecret } from './helpers';
import { SESSION_ENDED_CLOSE, hubSessionCases, watchedConnection, within } from './hubSessionCases';

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

  it('lets only users who can read the Team Leader module use TeamLeaderHub', async () => {
    const technician = await tokenFor('technician');
    const refused = await call('POST', '/hubs/TeamLeaderHub/negotiate?negotiateVersion=1', { token: technician });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/TeamLeaderHub/);
    expect((await call('POST', '/hubs/FieldDeskHub/negotiate?negotiateVersion=1', { token: technician })).status).toBe(200);
    expect((await call('POST', '/hubs/TeamLeaderHub/negotiate?negotiateVersion=1', { token: await tokenFor('teamleader') })).status).toBe(200);
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

  it('answers what it cannot do, message by message, and ends the connection only when no completion can say it', async () => {
    const token = await tokenFor('technician');
    const client = await connectRawHub(baseUrl(), 'FieldDeskHub', token);
    // A call waiting for an answer gets a completion with the error; the connection stays.
    client.send(`{"type":1,"invocationId":"1","target":"Nope","arguments":[]}${RS}{"type":4,"invocationId":"2","target":"Stream","arguments":[]}${RS}`);
    expect(await client.next((m) => m.invocationId === '1')).toEqual({ type: 3, invocationId: '1', error: "The hub has no method named 'Nope'." });
    expect(await client.next((m) => m.invocationId === '2')).toMatchObject({ type: 3, error: "The hub has no method named 'Stream'." });
    client.send(`{"type":42,"invocationId":"3"}${RS}`);
    expect(await client.next((m) => m.invocationId === '3')).toMatchObject({ type: 3, error: expect.stringContaining('Unknown hub message type 42') });
    client.send(`{"type":6}${RS}{"type":5,"invocationId":"9"}${RS}`);
    // Without an invocation id the answer is a Close naming the type, then the socket closes.
    client.send(`{"type":99}${RS}`);
    expect(await client.next((m) => m.type === 7)).toEqual({ type: 7, error: expect.stringContaining('Unknown hub message type 99') });
    await client.closed;
  });

  it('closes with an error on a frame that is not JSON, not a message object, or a fire-and-forget call it cannot run', async () => {
    const token = await tokenFor('technician');
    for (const [sent, error] of [
      [`this is not json${RS}`, /not valid JSON/],
      [`[1,2,3]${RS}`, /must be a JSON object/],
      [`{"type":1,"target":"Missing","arguments":[]}${RS}`, /no method named 'Missing'/],
      [`{"type":"1"}${RS}`, /Unknown hub message type "1"/],
      [`{"type":3,"invocationId":"1","result":1}${RS}`, /made no call/],
    ] as const) {
      const client = await connectRawHub(baseUrl(), 'FieldDeskHub', token);
      client.send(sent);
      expect((await client.next((m) => m.type === 7)).error).toMatch(error);
      await client.closed;
    }
    // The server is still there for everyone else.
    const connection = await connect('FieldDeskHub', token);
    await expect(connection.invoke('Anything')).rejects.toThrow(/no method named/);
  });

  it('closes a connection when its token expires, so that the official client signs in again and reconnects', async () => {
    const lasting = await tokenFor('lakeside-technician', OTHER_PASSWORD);
    // The same session's token, made to expire in two seconds.
    const expiring = signWithServerSecret({ ...claimsOf(lasting), exp: nowSeconds() + 2 });
    let current = expiring;
    const handed: string[] = [];
    const watched = await watchedConnection(baseUrl(), 'FieldDeskHub', () => (handed.push(current), current));
    open.push(watched.connection);
    // The token the client has from now on (as the browser's after a refresh).
    current = lasting;
    const error = await within(watched.reconnecting, 5000, 'The Close message at expiry');
    expect(error?.message).toBe(`Server returned an error on close: ${SESSION_ENDED_CLOSE.error}`);
    await within(watched.reconnected, 5000, 'The reconnection with a new token');
    expect(handed.at(-1)).toBe(lasting);
    expect(watched.connection.state).toBe('Connected');
  });

  hubSessionCases(() => ({ changeOn: baseUrl(), connectOn: baseUrl(), password: OTHER_PASSWORD }));
});
