/**
 * A hub connection lasts no longer than the session it was opened in (src/server/hubs/index.ts):
 * when the user is deactivated, or their password or roles change, their connections are closed
 * with a SignalR Close message that lets the official client reconnect (and so sign in again), and
 * no event reaches them meanwhile. The change is made through one server (`changeOn`), the client
 * is connected to another (`connectOn`): the same process in hubs.test.ts, two processes on one
 * PostgreSQL in hubsScaleOut.test.ts. The Harbor tenant (tests/support/ownTenants.ts) is theirs.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { expect, it } from 'vitest';
import { connectRawHub } from '../../scripts/support/rawHubClient';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { userUpdateBody } from './helpers';
import { callOn, signInOn } from './principalCacheCases';

export interface HubSessionContext {
  changeOn: string;
  connectOn: string;
  password: string;
}

/** The Close message of a connection whose session has ended. */
export const SESSION_ENDED_CLOSE = { type: 7, error: 'Your session has ended. Please sign in again.', allowReconnect: true };

const FRESH_PASSWORD = 'hub-session-1';
let freshUsers = 0;

/** Resolves as `promise` does, or fails naming `what` after `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms)));
  return Promise.race([promise.finally(() => clearTimeout(timer)), late]);
}

/** The official client, reconnecting at once and once only, and what it goes through. */
export async function watchedConnection(baseUrl: string, hub: string, tokenOf: () => string) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/hubs/${hub}`, { accessTokenFactory: tokenOf, transport: HttpTransportType.WebSockets })
    .withAutomaticReconnect([0])
    .configureLogging(LogLevel.None)
    .build();
  const reconnecting = new Promise<Error | undefined>((resolve) => connection.onreconnecting(resolve));
  const reconnected = new Promise<void>((resolve) => connection.onreconnected(() => resolve()));
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  return { connection, reconnecting, reconnected, closed };
}

type Change = 'deactivated' | 'password' | 'roles';

/** Defines the cases; `context` is read when they run. */
export function hubSessionCases(context: () => HubSessionContext) {
  const admin = () => signInOn(context().changeOn, 'harbor-admin', context().password);
  const change = async (token: string, method: string, path: string, body?: unknown) => {
    const answer = await callOn(context().changeOn, method, path, token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(method === 'POST' ? 201 : 200);
    return answer.body;
  };

  /** A Technician of Harbor that only this case uses: its id and a token issued by `connectOn`. */
  const freshTechnician = async (adminToken: string) => {
    const userName = `harbor.hub.${process.pid}.${++freshUsers}`;
    const created = await change(adminToken, 'POST', '/api/v1/users', {
      userName,
      firstName: 'Hub',
      lastName: 'Session',
      email: '',
      roleIds: [ROLE_ID.Technician],
      password: FRESH_PASSWORD,
    });
    return { id: created.id as number, token: await signInOn(context().connectOn, userName, FRESH_PASSWORD) };
  };

  const make = async (kind: Change, adminToken: string, id: number) => {
    if (kind === 'password') return change(adminToken, 'PUT', `/api/v1/users/${id}/password`, { password: 'hub-session-2' });
    const user = (await callOn(context().changeOn, 'GET', `/api/v1/users/${id}`, adminToken)).body;
    return change(adminToken, 'PUT', `/api/v1/users/${id}`, userUpdateBody(user, kind === 'deactivated' ? { isActive: false } : { roleIds: [ROLE_ID.Plumber] }));
  };

  for (const [kind, what] of [
    ['deactivated', 'the user deactivated'],
    ['password', 'the password changed by an administrator'],
    ['roles', "the user's roles changed"],
  ] as const) {
    it(`${what}: the user's hub connection is closed with a Close message that lets the client reconnect, and reconnecting with the old token is refused`, async () => {
      const adminToken = await admin();
      const technician = await freshTechnician(adminToken);
      const watched = await watchedConnection(context().connectOn, 'FieldDeskHub', () => technician.token);
      try {
        await make(kind, adminToken, technician.id);
        // allowReconnect: the client reconnects rather than closing for good...
        const error = await within(watched.reconnecting, 5000, 'The Close message');
        expect(error?.message).toBe(`Server returned an error on close: ${SESSION_ENDED_CLOSE.error}`);
        // ...and negotiating again with the ended session's token is refused, so it stops.
        await within(watched.closed, 10_000, 'The end of the refused reconnection');
        expect(watched.connection.state).toBe('Disconnected');
      } finally {
        await watched.connection.stop();
      }
    });
  }

  it('an event addressed to a user by id does not reach their connection once their session has ended', async () => {
    const adminToken = await admin();
    const [ended, control] = [await freshTechnician(adminToken), await freshTechnician(adminToken)];
    const endedClient = await connectRawHub(context().connectOn, 'FieldDeskHub', ended.token);
    const controlClient = await connectRawHub(context().connectOn, 'FieldDeskHub', control.token);
    try {
      await make('password', adminToken, ended.id);
      const saved = await callOn(context().changeOn, 'POST', '/api/v1/scheduler/entries', adminToken, {
        task: 'After the password change',
        workOrderId: 0,
        technicianIds: [ended.id, control.id],
        start: '2031-05-07T09:00:00',
        end: '2031-05-07T10:00:00',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // The other technician of the entry receives it: a delivery to the ended session would have come before.
      const arrived = await within(controlClient.next((m) => m.target === 'upsert'), 5000, "The other technician's upsert");
      expect(arrived.arguments?.[0]).toMatchObject({ schedulerId: saved.body.schedulerId });
      expect(endedClient.received.filter((m) => m.type === 1)).toEqual([]);
      await within(endedClient.closed, 5000, 'The end of the ended session');
      expect(endedClient.received.filter((m) => m.type === 7)).toEqual([SESSION_ENDED_CLOSE]);
    } finally {
      // Silent clients would be dropped later, while another test counts the server's connections.
      [endedClient, controlClient].forEach((client) => client.socket.terminate());
    }
  });
}
