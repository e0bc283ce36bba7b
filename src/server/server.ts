/**
 * Opens the database, migrates it, keeps the catalogue current, seeds the demo tenant when
 * asked, and builds the app. Used by main.ts, the tests and the benchmark.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from './app';
import { postgresPoolSize, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import type { PgliteThread } from './db/pgliteThread';
import { migrateAreasToLatest, migrateToLatest } from './db/migrate';
import type { LogDestination } from './logging';
import { syncCatalog } from './seed/catalog';
import { prepareResources } from './resources/engine';
import { sealResourceSecrets } from './resources/secrets';
import { bindIntegrationSecrets } from './integrations/boundSecrets';
import type { ResourceRegistry } from './resources/registry';
import { configuredBox } from './integrations/secretBox';
import { demoNetworks } from './seed/demoNetworks';
import { seedDemoTenant } from './seed/demoTenant';
import { seedDemoSchedule } from './seed/demoSchedule';
import { seedDemoWork } from './seed/demoWork';
import { seedDemoSalesActions } from './seed/demoSalesActions';
import { seedDemoStatusColours } from './seed/demoStatusColours';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  registry: ResourceRegistry;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Where the log goes instead of stdout (a test reads every line the server wrote). */
  logDestination?: LogDestination;
  /** PGlite's thread, already opening the database (startPglite). */
  pglite?: Promise<PgliteThread>;
}

/**
 * The key of the PostgreSQL advisory lock a server process holds while it brings the database up
 * to date: any fixed number no other program's lock uses.
 */
const PREPARE_LOCK = 7_346_102_915_533_880_123n;

/**
 * Brings the database up to date for this code: migrations, the catalogue, the schemas' tables
 * and seeds, and the demo company when asked. Every start runs it. On PostgreSQL, processes
 * that start together (WORKERS, or separate processes behind a load balancer) take turns at it
 * under an advisory lock: each finds what the one before did and adds nothing twice, where side
 * by side two of them inserted the same seed rows and one failed its start on a duplicate key.
 */
export async function prepareDatabase(database: DatabaseHandle, config: ServerConfig): Promise<ResourceRegistry> {
  if (database.kind !== 'postgres') return prepareNow(database, config);
  // The lock belongs to one pooled connection, held while the work runs on the others.
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      return await prepareNow(database, config);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}

async function prepareNow(database: DatabaseHandle, config: ServerConfig): Promise<ResourceRegistry> {
  await migrateToLatest(database.db);
  await syncCatalog(database.db);
  const demoMade = config.seedDemo && (await seedDemoTenant(database.db));
  const registry = await prepareResources(database.db, config.schemasDir);
  await migrateAreasToLatest(database.db);
  // Secrets of the settings lists still stored in plain text are sealed (resources/secrets.ts):
  // here rather than in an area migration, which is given the database alone and not the key.
  await sealResourceSecrets(database.db, registry, configuredBox(config));
  // Integration credentials sealed before they were bound to their row and field are bound.
  await bindIntegrationSecrets(database.db, configuredBox(config));
  // The statuses and flags exist once the resources are prepared; coloured once, as the demo is made.
  if (demoMade) await seedDemoStatusColours(database.db);
  if (config.seedDemo) await seedDemoWork(database.db, demoNetworks(configuredBox(config), process.env));
  if (config.seedDemo) await seedDemoSchedule(database.db);
  if (config.seedDemo) await seedDemoSalesActions(database.db);
  return registry;
}

export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<RunningServer> {
  const database = await openDatabase({ ...config, poolSize: postgresPoolSize(config), pglite: options.pglite });
  try {
    const registry = await prepareDatabase(database, config);
    const app = await buildApp(config, database, registry, options.logDestination);
    return {
      app,
      database,
      registry,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
