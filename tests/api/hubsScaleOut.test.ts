/**
 * The hubs behind a load balancer: two server processes on one PostgreSQL database, the
 * official @microsoft/signalr client connected to one of them, events published through the
 * other. Needs PostgreSQL (DATABASE_URL, else postgres@127.0.0.1:5432); without it only this
 * file's two-process part is skipped, and says why.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchServerPair, type BenchServer } from '../../scripts/bench/support';
import { connectRawHub } from '../../scripts/support/rawHubClient';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { ADMIN_URL, postgresOnlySkipReason } from '../support/postgresOnlyTests';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { postgresBroker, type HubBroker, type HubEvent } from '../../src/server/hubs/broker';
import { CLIENT_TIMEOUT_MS } from '../../src/server/hubs/index';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { ownServerApi } from '../support/ownServerApi';
import { seedHubTenants } from '../support/ownTenants';
import { hubSessionCases } from './hubSessionCases';


const skipped = await postgresOnlySkipReason('the two-process hub tests');

describe.skipIf(skipped !== null)('hubs across two server processes on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let a: BenchServer;
  let b: BenchServer;
  const open: HubConnection[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase('hubscale', ADMIN_URL);
    database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    await migrateToLatest(database.db);
    await syncCatalog(database.db);
    const registry = await prepareResources(database.db, path.resolve('schemas'));
    await migrateAreasToLatest(database.db);
    await seedHubTenants(database.db, registry);
    // Quiet as the other test servers (TEST_LOG_LEVEL shows their logs): a test below drops their listening connections on purpose.
    const env = { SEED_DEMO: 'false', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' };
    [a, b] = await startBenchServerPair(scratch, env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop()));
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
  });

  const tokenFor = (server: BenchServer, userName: string) => ownServerApi(server.baseUrl, OTHER_PASSWORD).tokenFor(userName);

  const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).unique_name);

  async function connect(server: BenchServer, hub: string, token: string) {
    const connection = new HubConnectionBuilder()
      .withUrl(`${server.baseUrl}/hubs/${hub}`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    await connection.start();
    open.push(connection);
    return connection;
  }

  const changeStatus = async (server: BenchServer, token: string, statusId: number) => {
    const answer = await fetch(`${server.baseUrl}/api/v1/user/updatestatus/${statusId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
  };

  const connectionsOn = async (server: BenchServer) =>
    ((await (await fetch(`${server.baseUrl}/api/health`)).json()) as { hubConnections: number }).hubConnections;

  /** Polls until `server` holds `count` hub connections; answers when that happened. */
  async function untilConnections(server: BenchServer, count: number, withinMs: number): Promise<number> {
    const deadline = performance.now() + withinMs;
    while (performance.now() < deadline) {
      if ((await connectionsOn(server)) === count) return performance.now();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The server still holds ${await connectionsOn(server)} hub connections, not ${count}, after ${withinMs} ms`);
  }

  // A change made through A closes the connections the user holds on B.
  hubSessionCases(() => ({ changeOn: a.baseUrl, connectOn: b.baseUrl, password: OTHER_PASSWORD }));

  it('delivers an event published through one process to a client of the other, and to no other subscriber', async () => {
    const leader = await connect(b, 'TeamLeaderHub', await tokenFor(b, 'lakeside-teamleader'));
    const outsider = await connect(b, 'TeamLeaderHub', await tokenFor(a, 'ridgeway-superadmin'));
    const leaked: unknown[] = [];
    outsider.on('refreshMaps', (userId) => leaked.push(userId));
    const arrived = new Promise<unknown>((resolve) => leader.on('refreshMaps', resolve));

    const technician = await tokenFor(a, 'lakeside-technician');
    await changeStatus(a, technician, 2);
    expect(await arrived).toBe(userIdOf(technician));

    // The outsider's own tenant's event, published through A after the first one, arrives after
    // any leak would have.
    const ownArrived = new Promise<unknown>((resolve) => outsider.on('refreshMaps', resolve));
    const ownTechnician = await tokenFor(a, 'ridgeway-technician');
    await changeStatus(a, ownTechnician, 3);
    await ownArrived;
    expect(leaked).toEqual([userIdOf(ownTechnician)]);
  });

  it('a schedule entry saved through one process reaches its technician on the other as an upsert, and no other subscriber', async () => {
    const technicianToken = await tokenFor(b, 'lakeside-technician');
    const technician = await connect(b, 'FieldDeskHub', technicianToken);
    const outsider = await connect(b, 'FieldDeskHub', await tokenFor(b, 'ridgeway-superadmin'));
    const leaked: unknown[] = [];
    outsider.on('upsert', (entry) => leaked.push(entry));
    const arrived = new Promise<{ schedulerId: number; task: string; technicians: Array<{ technicianId: number }> }>((resolve) => technician.on('upsert', resolve));

    const saved = await fetch(`${a.baseUrl}/api/v1/scheduler/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(a, 'lakeside-teamleader')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ task: 'Across processes', workOrderId: 0, technicianIds: [userIdOf(technicianToken)], start: '2031-05-06T09:00:00', end: '2031-05-06T10:00:00' }),
    });
    expect(saved.status).toBe(200);
    const entry = await arrived;
    expect(entry).toMatchObject({ schedulerId: ((await saved.json()) as { schedulerId: number }).schedulerId, task: 'Across processes', technicians: [{ technicianId: userIdOf(technicianToken) }] });
    // An event of the outsider's own tenant, sent after, arrives after any leak would have.
    const ownArrived = new Promise<unknown>((resolve) => outsider.on('upsert', resolve));
    const ridgewayTechnician = userIdOf(await tokenFor(a, 'ridgeway-technician'));
    const own = await fetch(`${a.baseUrl}/api/v1/scheduler/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(a, 'ridgeway-superadmin')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ task: 'Ridgeway visit', workOrderId: 0, technicianIds: [ridgewayTechnician], start: '2031-05-06T09:00:00', end: '2031-05-06T10:00:00' }),
    });
    expect(own.status).toBe(200);
    await ownArrived;
    expect(leaked.map((e) => (e as { task: string }).task)).toEqual(['Ridgeway visit']);
  });

  it('drops a client whose socket is destroyed without a close frame', async () => {
    const token = await tokenFor(b, 'lakeside-technician');
    const before = await connectionsOn(b);
    const client = await connectRawHub(b.baseUrl, 'FieldDeskHub', token);
    expect(await connectionsOn(b)).toBe(before + 1);
    client.socket.terminate();
    await untilConnections(b, before, 5000);
  });

  it(
    'drops a client that goes silent with its connection still open within 30 s',
    async () => {
      const token = await tokenFor(b, 'lakeside-technician');
      const before = await connectionsOn(b);
      const client = await connectRawHub(b.baseUrl, 'FieldDeskHub', token);
      const lastSent = performance.now(); // the handshake was its last word
      // As a phone that lost the network: nothing sent, nothing read, nothing closed.
      (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
      expect(await connectionsOn(b)).toBe(before + 1);
      const dropped = await untilConnections(b, before, CLIENT_TIMEOUT_MS + 5000);
      expect(dropped - lastSent).toBeGreaterThan(CLIENT_TIMEOUT_MS - 2000);
      expect(dropped - lastSent).toBeLessThanOrEqual(CLIENT_TIMEOUT_MS + 300); // one poll of slack
      client.socket.terminate();
    },
    CLIENT_TIMEOUT_MS + 15_000,
  );

  it('keeps delivering after the database drops the processes\' listening connections', async () => {
    const listeners = async () =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity
          where application_name = 'fielddesk-hub-listener' and datname = current_database()`.execute(database.db)
      ).rows.map((row) => row.pid);
    const dropped = await listeners();
    expect(dropped).toHaveLength(2);
    // Both servers log the lost connection as an error: expected here.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'fielddesk-hub-listener' and datname = current_database()`.execute(database.db);
    // Listening again, each on a new connection.
    await expect.poll(async () => (await listeners()).filter((pid) => !dropped.includes(pid)).length, { timeout: 10_000, interval: 250 }).toBe(2);

    const leader = await connect(b, 'TeamLeaderHub', await tokenFor(b, 'lakeside-teamleader'));
    const arrived = new Promise<unknown>((resolve) => leader.on('refreshMaps', resolve));
    const technician = await tokenFor(a, 'lakeside-technician');
    await changeStatus(a, technician, 3);
    expect(await arrived).toBe(userIdOf(technician));
  });

  it('carries an event far above the NOTIFY limit whole between two brokers, in order with small ones', async () => {
    const errors: unknown[] = [];
    const brokers: HubBroker[] = [];
    try {
      for (let i = 0; i < 2; i++) brokers.push(await postgresBroker(database.db, scratch.databaseUrl!, (error) => errors.push(error)));
      const received: HubEvent[] = [];
      const allArrived = new Promise<void>((resolve) =>
        brokers[1].subscribe((event) => {
          received.push(event);
          if (received.length === 3) resolve();
        }),
      );
      const big = 'x'.repeat(20 * 1024);
      const event = (target: string, argument: unknown): HubEvent => ({ hub: 'FieldDeskHub', subscriberId: 1, target, arguments: [argument] });
      await brokers[0].publish(event('before', 1));
      await brokers[0].publish({ ...event('gridUpdate', { rows: big, unicode: 'Ünïcødé ✓' }), audience: { userIds: [7] } });
      await brokers[0].publish(event('after', 2));
      await allArrived;
      expect(received.map((e) => e.target)).toEqual(['before', 'gridUpdate', 'after']);
      expect(received[1]).toEqual({ ...event('gridUpdate', { rows: big, unicode: 'Ünïcødé ✓' }), audience: { userIds: [7] } });
      const stored = await database.db.selectFrom('hub_event_payloads').select((eb) => eb.fn.countAll<string>().as('rows')).executeTakeFirstOrThrow();
      expect(Number(stored.rows)).toBeGreaterThanOrEqual(1);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all(brokers.map((broker) => broker.close()));
    }
  });

  it('publishes a burst of events in one go: every one arrives, whole and in order, equal ones included', async () => {
    const errors: unknown[] = [];
    const brokers: HubBroker[] = [];
    try {
      for (let i = 0; i < 2; i++) brokers.push(await postgresBroker(database.db, scratch.databaseUrl!, (error) => errors.push(error)));
      const event = (n: number, size = 0): HubEvent => ({ hub: 'TeamLeaderHub', subscriberId: 1, target: 'refreshMaps', arguments: [n, 'y'.repeat(size)] });
      // 300 small ones (several packed notifications), two equal 5 KB ones (a notification each), one of 20 KB.
      const sent = [...Array.from({ length: 150 }, (_, n) => event(n)), event(-1, 5000), event(-1, 5000), event(-2, 20_000), ...Array.from({ length: 150 }, (_, n) => event(150 + n))];
      const received: HubEvent[] = [];
      const allArrived = new Promise<void>((resolve) =>
        brokers[1].subscribe((arrived) => {
          received.push(arrived);
          if (received.length === sent.length) resolve();
        }),
      );
      await brokers[0].publishAll(sent);
      await allArrived;
      expect(received).toEqual(sent);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all(brokers.map((broker) => broker.close()));
    }
  });
});

if (skipped) {
  describe('hubs across two server processes', () => {
    it.skip(skipped, () => undefined);
  });
}
