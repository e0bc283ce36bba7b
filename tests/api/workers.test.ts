/**
 * WORKERS=2 on PostgreSQL: one port served by two processes (node:cluster), a hub connection
 * made on either, a hub event reaching clients on both, and one technician's clock-ins racing
 * through both. Needs PostgreSQL (DATABASE_URL, else postgres@127.0.0.1:5432); without it the
 * file is skipped and says why.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockTechnicianToken, generateClockDataSet, type ClockTechnician } from '../../scripts/bench/clockDataSet';
import { leanPool, leanRequest } from '../../scripts/bench/leanClient';
import { healthOnNewConnection, startBenchServer, untilTwoProcessesAnswer, type BenchServer } from '../../scripts/bench/support';
import { connectRawHub, type RawHubClient } from '../../scripts/support/rawHubClient';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { ADMIN_URL, postgresOnlySkipReason } from '../support/postgresOnlyTests';
import { openDatabase } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/server';
import { loadConfig } from '../../src/server/config';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { ownServerApi } from '../support/ownServerApi';
import { seedHubTenants } from '../support/ownTenants';

const RACING_TECHNICIANS = 6;

const skipped = await postgresOnlySkipReason('the WORKERS=2 tests');

describe.skipIf(skipped !== null)('WORKERS=2 on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let server: BenchServer;
  let clock: { subscriberId: number; technicians: ClockTechnician[] };
  const clients: RawHubClient[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase('workers', ADMIN_URL);
    const database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    try {
      const registry = await prepareDatabase(database, loadConfig({}, { databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, seedDemo: false, jwtSecret: 'unused-here' }));
      await seedHubTenants(database.db, registry);
      clock = await generateClockDataSet(database.db, registry, RACING_TECHNICIANS);
    } finally {
      await database.close();
    }
    server = await startBenchServer(scratch, { WORKERS: '2', SEED_DEMO: 'false', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  }, 180_000);

  afterAll(async () => {
    clients.forEach((client) => client.close());
    await server?.stop();
    await scratch?.drop();
  });

  const tokenFor = (userName: string) => ownServerApi(server.baseUrl, OTHER_PASSWORD).tokenFor(userName);

  /** What the processes answering GET /api/health report, over `times` new connections. */
  const hubCountsSeen = async (times: number) => {
    const seen = new Set<number>();
    for (let i = 0; i < times; i++) seen.add((await healthOnNewConnection(server.baseUrl)).hubConnections);
    return seen;
  };

  it('answers from two processes, and an event published through either reaches hub clients on both', async () => {
    const leaderToken = await tokenFor('lakeside-teamleader');
    // Two processes answer: with one hub client connected, one reports 1 connection, the other 0.
    await untilTwoProcessesAnswer(server.baseUrl, leaderToken);
    await expect.poll(() => hubCountsSeen(2), { timeout: 10_000 }).toEqual(new Set([0]));

    clients.push(await connectRawHub(server.baseUrl, 'TeamLeaderHub', leaderToken));
    // A second client on the other process: then either process reports exactly 1. (Its
    // negotiate and its WebSocket may each land on either process.)
    for (let attempt = 0; ; attempt++) {
      const second = await connectRawHub(server.baseUrl, 'TeamLeaderHub', leaderToken);
      if ((await hubCountsSeen(2)).has(1)) {
        clients.push(second);
        break;
      }
      second.close();
      await second.closed;
      expect(attempt).toBeLessThan(10);
    }
    for (const client of clients) client.received.length = 0;

    const technicianToken = await tokenFor('lakeside-technician');
    const changed = await fetch(`${server.baseUrl}/api/v1/user/updatestatus/2`, { headers: { authorization: `Bearer ${technicianToken}` } });
    expect(changed.status).toBe(200);
    const technicianId = Number(JSON.parse(Buffer.from(technicianToken.split('.')[1], 'base64url').toString()).unique_name);
    for (const client of clients) {
      const message = await client.next((m) => m.type === 1 && m.target === 'refreshMaps');
      expect(message.arguments).toEqual([technicianId]);
    }
  });

  it("one technician's clock-ins racing through both processes open one labor and change the status once; the others answer the winner's labor or the finish-first 409", async () => {
    await untilTwoProcessesAnswer(server.baseUrl, clockTechnicianToken(clock.subscriberId, clock.technicians[0]));
    const since = new Date();
    for (const technician of clock.technicians) {
      const token = clockTechnicianToken(clock.subscriberId, technician);
      const [first, second] = technician.orders;
      const sent = { clientRequestId: randomUUID(), workOrderId: first };
      // Each on a connection of its own: the connections take turns between the two processes.
      const bodies = [sent, sent, sent, { clientRequestId: randomUUID(), workOrderId: second }, { clientRequestId: randomUUID(), workOrderId: second }];
      const answers = await Promise.all(
        bodies.map(async (body) => {
          const connection = leanPool(server.baseUrl, 1);
          try {
            return await leanRequest(`${server.baseUrl}/api/v1/WOStartStop/clockInWorkOrder`, { method: 'POST', token, body, pool: connection });
          } finally {
            await connection.destroy();
          }
        }),
      );
      const won = answers.filter((a) => a.status === 200).map((a) => JSON.parse(a.text).workOrderLaborId);
      expect(new Set(won).size, answers.map((a) => `${a.status} ${a.text}`).join('\n')).toBe(1);
      expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
      // The winner is the request sent three times (all three answer its labor) or one of the others.
      expect([1, 3]).toContain(won.length);
    }
    const database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    try {
      // Per technician: the labors and status entries the race added, what is open, and whether
      // their status is their open labor's.
      const { rows } = await sql<{ labors: number; open_labors: number; statuses: number; open_statuses: number; status_is_labors: boolean }>`
        select
          (select count(*)::int from work_order_labors l where l.technician_id = u.id and l.created_date >= ${since}) as labors,
          (select count(*)::int from work_order_labors l where l.technician_id = u.id and l.stop_time is null) as open_labors,
          (select count(*)::int from user_status_entries e where e.user_id = u.id and e.started_at >= ${since}) as statuses,
          (select count(*)::int from user_status_entries e where e.user_id = u.id and e.ended_at is null) as open_statuses,
          u.user_status_id = (select l.user_status_id from work_order_labors l where l.technician_id = u.id and l.stop_time is null) as status_is_labors
        from users u where u.subscriber_id = ${clock.subscriberId}`.execute(database.db);
      expect(rows).toEqual(clock.technicians.map(() => ({ labors: 1, open_labors: 1, statuses: 1, open_statuses: 1, status_is_labors: true })));
    } finally {
      await database.close();
    }
  }, 120_000);
});
