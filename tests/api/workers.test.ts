/**
 * WORKERS=2 on PostgreSQL: one port served by two processes (node:cluster), a hub connection
 * made on either, and a hub event reaching clients on both. Needs PostgreSQL (DATABASE_URL, else
 * postgres@127.0.0.1:5432); without it the file is skipped and says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const skipped = await postgresOnlySkipReason('the WORKERS=2 tests');

describe.skipIf(skipped !== null)('WORKERS=2 on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let server: BenchServer;
  const clients: RawHubClient[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase('workers', ADMIN_URL);
    const database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    try {
      const registry = await prepareDatabase(database, loadConfig({}, { databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, seedDemo: false, jwtSecret: 'unused-here' }));
      await seedHubTenants(database.db, registry);
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
});
