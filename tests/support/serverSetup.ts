/**
 * Vitest global setup for the API and end-to-end projects: starts the real FieldDesk server
 * on a free port against a database of its own (demo tenant plus a second tenant) and
 * provides its URL to the tests as `baseUrl`.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureAppBuild } from '../../scripts/appBuild';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { createServer } from '../../src/server/server';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { seedClockTenant, type ClockTenant } from './clockTenant';
import { seedOtherTenant, seedUserAdminTenant } from './otherTenant';
import { seedFuzzTenants, seedHubTenants, seedLookupsTenant, seedPermissionsTenant } from './ownTenants';
import { schemasWithAddition } from './schemasWithAddition';
import { createScratchDatabase } from '../../scripts/support/scratchDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    otherTenant: { subscriberId: number; userIds: Record<string, number> };
    jwtSecret: string;
    clockTenant: ClockTenant;
  }
}

export default async function setup(project: TestProject) {
  const label = project.name;
  if (label === 'e2e') await ensureAppBuild(() => undefined);
  const database = await createScratchDatabase(label);
  const jwtSecret = `test-secret-${label}-${Date.now()}`;
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
  if (label !== 'e2e') overrides.appDir = null; // the API tests need no browser app
  // The browser tests run on the repository's schemas plus one added file, to show that a new
  // list gets its screen with no other change.
  const addedSchemasDir = label === 'e2e' ? schemasWithAddition() : null;
  if (addedSchemasDir) overrides.schemasDir = addedSchemasDir;
  const config = loadConfig(process.env, overrides);
  const server = await createServer(config);
  const otherTenant = await seedOtherTenant(server.database.db);
  const userAdminTenant = await seedUserAdminTenant(server.database.db);
  for (const tenant of [otherTenant, userAdminTenant]) {
    await seedSubscriberResources(server.database.db, server.registry, tenant.subscriberId);
  }
  const clockTenant = await seedClockTenant(server.database.db, server.registry);
  await seedPermissionsTenant(server.database.db, server.registry);
  await seedHubTenants(server.database.db, server.registry);
  await seedLookupsTenant(server.database.db, server.registry);
  await seedFuzzTenants(server.database.db, server.registry);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('otherTenant', otherTenant);
  project.provide('jwtSecret', jwtSecret);
  project.provide('clockTenant', clockTenant);
  return async () => {
    await server.close();
    await database.drop();
    if (addedSchemasDir) rmSync(addedSchemasDir, { recursive: true, force: true });
  };
}
