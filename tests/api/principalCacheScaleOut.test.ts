/**
 * The principal cache behind a load balancer: two server processes on one PostgreSQL. A change
 * made through one (or straight in the database) reaches the affected user's next request to
 * the other at once, also while the other's listening connection is down (principalCacheCases.ts).
 * The second process reaches the database through a proxy that can drop every notification, as
 * a connection pooler in transaction mode does (tests/support/deafProxy.ts): a process that
 * cannot hear its own notices refuses to start, and one whose new listening connection cannot
 * hear them reads every principal from the database.
 * Needs PostgreSQL (DATABASE_URL, else postgres@127.0.0.1:5432); without it this file is skipped
 * and says why.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_JWT_SECRET, freePort, root, startBenchServerPair, type BenchServer } from '../../scripts/bench/support';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { ADMIN_URL, postgresOnlySkipReason } from '../support/postgresOnlyTests';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { postgresBroker } from '../../src/server/hubs/broker';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { deafProxy, type DeafProxy } from '../support/deafProxy';
import { seedPrincipalTenant } from '../support/ownTenants';
import { callOn, principalChangeCases, signInOn } from './principalCacheCases';

const skipped = await postgresOnlySkipReason('the two-process principal cache tests');

describe.skipIf(skipped !== null)('a change reaches the next request of another server process on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let a: BenchServer;
  let b: BenchServer;
  /** B's way to the database: hears notifications until a test makes it deaf. */
  let proxy: DeafProxy;

  beforeAll(async () => {
    scratch = await createScratchDatabase('principalscale', ADMIN_URL);
    database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    await migrateToLatest(database.db);
    await syncCatalog(database.db);
    const registry = await prepareResources(database.db, path.resolve('schemas'));
    await migrateAreasToLatest(database.db);
    await seedPrincipalTenant(database.db, registry);
    const env = { SEED_DEMO: 'false', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' };
    proxy = await deafProxy(scratch.databaseUrl!, false);
    [a, b] = await startBenchServerPair(scratch, env, { ...env, DATABASE_URL: proxy.url });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await database?.close();
    await scratch?.drop();
  });

  principalChangeCases(() => ({ changeOn: a.baseUrl, askOn: b.baseUrl, prefix: 'birchwood', password: OTHER_PASSWORD }));

  const validateOn = async (server: BenchServer, token: string) => (await callOn(server.baseUrl, 'POST', '/api/v1/account/validateUser', token)).status;
  const technicianId = async () =>
    (await database.db.selectFrom('users').select('id').where('user_name', '=', 'birchwood-technician').executeTakeFirstOrThrow()).id;

  it('a change made straight in the database (signing the user out everywhere) reaches both processes', async () => {
    const token = await signInOn(a.baseUrl, 'birchwood-technician', OTHER_PASSWORD);
    expect([await validateOn(a, token), await validateOn(b, token)]).toEqual([200, 200]);
    await sql`update users set tokens_valid_from = now() + interval '1 second' where id = ${await technicianId()}`.execute(database.db);
    expect([await validateOn(a, token), await validateOn(b, token)]).toEqual([401, 401]);
  });

  it('a change made while the listening connections are down still reaches the next request', async () => {
    const token = await signInOn(a.baseUrl, 'birchwood-admin', OTHER_PASSWORD);
    expect(await validateOn(b, token)).toBe(200);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'fielddesk-hub-listener' and datname = current_database()`.execute(database.db);
    await sql`update users set is_active = false where user_name = 'birchwood-admin'`.execute(database.db);
    expect(await validateOn(b, token)).toBe(401);
    await sql`update users set is_active = true where user_name = 'birchwood-admin'`.execute(database.db);
    expect(await validateOn(b, token)).toBe(200);
  });

  it('a broker whose listening connection cannot hear its own notice refuses to start, saying why', async () => {
    const deaf = await deafProxy(scratch.databaseUrl!);
    try {
      const started = await postgresBroker(database.db, deaf.url, () => undefined, { probeWithinMs: 500 }).then(
        (broker) => broker,
        (error: Error) => error,
      );
      if (!(started instanceof Error)) await started.close();
      expect(started).toBeInstanceOf(Error);
      expect((started as Error).message).toMatch(/^FieldDesk cannot hear its own database notices: .* within 500 ms\..*transaction mode/);
    } finally {
      await deaf.close();
    }
  });

  it('a server that cannot hear its own notices does not start, and says why', async () => {
    const deaf = await deafProxy(scratch.databaseUrl!);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATA_DIR: scratch.dataDir,
          DATABASE_URL: deaf.url,
          JWT_SECRET: BENCH_JWT_SECRET,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const code = await Promise.race([exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 45_000))]);
      if (code === 'running') {
        child.kill('SIGTERM');
        await exited;
      }
      expect(code).toBe(1);
      expect(output).toContain('FieldDesk cannot hear its own database notices');
      // The reason alone, as a person reads it: no stack trace of the server's code.
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      await deaf.close();
    }
  }, 60_000);

  it('a process whose new listening connection hears nothing reads every principal from the database', async () => {
    const token = await signInOn(b.baseUrl, 'birchwood-technician', OTHER_PASSWORD);
    // A call that reads nothing of the user but their principal (validateUser reads the user's status afresh).
    const askOn = async (server: BenchServer) => (await callOn(server.baseUrl, 'GET', '/api/v1/user/userStatuses', token)).status;
    expect(await askOn(b)).toBe(200);
    const listeners = async () =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity
          where application_name = 'fielddesk-hub-listener' and datname = current_database()`.execute(database.db)
      ).rows.map((row) => row.pid);
    const dropped = await listeners();
    // From now on B's connections hear nothing, as behind a pooler in transaction mode.
    proxy.deaf = true;
    try {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'fielddesk-hub-listener' and datname = current_database()`.execute(database.db);
      // Both processes open a new listening connection.
      await expect.poll(async () => (await listeners()).filter((pid) => !dropped.includes(pid)).length, { timeout: 10_000, interval: 100 }).toBe(2);
      expect(await askOn(b)).toBe(200);
      await sql`update users set is_active = false where user_name = 'birchwood-technician'`.execute(database.db);
      expect([await askOn(a), await askOn(b)]).toEqual([401, 401]);
    } finally {
      proxy.deaf = false;
      await sql`update users set is_active = true where user_name = 'birchwood-technician'`.execute(database.db);
    }
    // Hearing again, B trusts what it keeps again.
    await expect.poll(() => askOn(b), { timeout: 15_000, interval: 250 }).toBe(200);
  }, 30_000);
});

if (skipped) {
  describe('principal cache across two server processes', () => {
    it.skip(skipped, () => undefined);
  });
}
