/**
 * Vitest global setup for the API and end-to-end projects: starts the real FieldDesk server on a
 * free port against a database of its own (demo tenant plus tenants of their own for the files
 * that change tenant-wide state) and provides its URL to the tests (`baseUrls`). The end-to-end
 * project gets one server per worker (E2E_WORKERS), each on its own database: a scratch database
 * on the PostgreSQL server of DATABASE_URL, or a PGlite directory of its own. The end-to-end
 * project also gets one Chromium, which every file connects to (`browserEndpoint`).
 */
import { rmSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { ensureAppBuild } from '../../scripts/appBuild';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { createServer } from '../../src/server/server';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { seedClockTenant, type ClockTenant } from './clockTenant';
import { E2E_WORKERS } from './e2eWorkers';
import { seedOtherTenant, seedUserAdminTenant } from './otherTenant';
import { seedFuzzTenants, seedHubTenants, seedLookupsTenant, seedPermissionsTenant, seedPrincipalTenant } from './ownTenants';
import { schemasWithAddition } from './schemasWithAddition';
import { createScratchDatabase } from '../../scripts/support/scratchDatabase';
import { chromiumPath } from '../../scripts/testSetup/browserPlan';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker of the project (the API tests share one); tests/support/api.ts picks. */
    baseUrls: string[];
    otherTenant: { subscriberId: number; userIds: Record<string, number> };
    jwtSecret: string;
    clockTenant: ClockTenant;
    /** The end-to-end project's Chromium (tests/e2e/support/browser.ts connects to it). */
    browserEndpoint: string;
  }
}

const launchChromium = (): Promise<BrowserServer> =>
  chromium.launchServer({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });

interface StartedServer {
  address: string;
  otherTenant: ProvidedContext['otherTenant'];
  clockTenant: ClockTenant;
  close(): Promise<void>;
}

async function startServer(label: string, jwtSecret: string, schemasDir: string | null): Promise<StartedServer> {
  const database = await createScratchDatabase(label);
  const overrides: Partial<ServerConfig> = {
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    jwtSecret,
    seedDemo: true,
    trustProxy: true, // as behind a TLS-terminating proxy: the tests send X-Forwarded-* headers
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
  };
  if (!label.startsWith('e2e')) overrides.appDir = null; // the API tests need no browser app
  if (schemasDir) overrides.schemasDir = schemasDir;
  const config = loadConfig(process.env, overrides);
  const server = await createServer(config);
  const otherTenant = await seedOtherTenant(server.database.db);
  const userAdminTenant = await seedUserAdminTenant(server.database.db);
  for (const tenant of [otherTenant, userAdminTenant]) {
    await seedSubscriberResources(server.database.db, server.registry, tenant.subscriberId);
  }
  const clockTenant = await seedClockTenant(server.database.db, server.registry);
  await seedPermissionsTenant(server.database.db, server.registry);
  await seedPrincipalTenant(server.database.db, server.registry);
  await seedHubTenants(server.database.db, server.registry);
  await seedLookupsTenant(server.database.db, server.registry);
  await seedFuzzTenants(server.database.db, server.registry);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  // Every route's schemas, which a server compiles in the background once listening: one that
  // does not compile stops the run here, as it would have stopped the server's start.
  await server.app.compileRemainingSchemas();
  return {
    address,
    otherTenant,
    clockTenant,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

export default async function setup(project: TestProject) {
  const e2e = project.name === 'e2e';
  if (e2e) await ensureAppBuild(() => undefined);
  const jwtSecret = `test-secret-${project.name}-${Date.now()}`;
  // The browser tests run on the repository's schemas plus one added file, to show that a new
  // list gets its screen with no other change.
  const addedSchemasDir = e2e ? schemasWithAddition() : null;
  const labels = e2e ? Array.from({ length: E2E_WORKERS }, (_, i) => `e2e${i + 1}`) : [project.name];
  // One after another: on PGlite a server's database runs on this process's thread, and a server
  // seeding beside another one starting made that one's plugins miss Fastify's start timeout.
  const servers: StartedServer[] = [];
  try {
    for (const label of labels) servers.push(await startServer(label, jwtSecret, addedSchemasDir));
  } catch (error) {
    await Promise.allSettled(servers.map((server) => server.close()));
    throw error;
  }
  project.provide('baseUrls', servers.map((server) => server.address));
  // Seeded the same way on every server; only the API tests, on one server, read them.
  project.provide('otherTenant', servers[0].otherTenant);
  project.provide('jwtSecret', jwtSecret);
  project.provide('clockTenant', servers[0].clockTenant);
  const browser = e2e ? await launchChromium() : null;
  if (browser) project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    if (addedSchemasDir) rmSync(addedSchemasDir, { recursive: true, force: true });
  };
}
