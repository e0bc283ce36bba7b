/**
 * The schema engine: loads schemas/, creates or grows the tables, seeds every subscriber and
 * registers the generic and meta endpoints.
 */
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { textOrderOf } from '../db/textOrder';
import { ensureResourceTable, readCatalog } from './ddl';
import { registerMetaRoutes } from './metaRoutes';
import { loadRegistry, type ResourceRegistry } from './registry';
import { registerResourceRoutes } from './routes';
import { seedAllSubscribers } from './seed';

export async function prepareResources(db: Kysely<any>, schemasDir: string, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<ResourceRegistry> {
  const registry = loadRegistry(schemasDir);
  const catalog = await readCatalog(db);
  for (const definition of registry.all) {
    const { orphanColumns } = await ensureResourceTable(db, definition, registry.byName, catalog);
    if (orphanColumns.length) {
      log?.warn({ resource: definition.name, columns: orphanColumns }, 'columns no longer in the schema are kept; drop them deliberately if unused');
    }
  }
  await seedAllSubscribers(db, registry);
  return registry;
}

export async function registerResourceEngine(app: FastifyInstance, registry: ResourceRegistry) {
  registerResourceRoutes(app, registry, await textOrderOf(app.db));
  registerMetaRoutes(app, registry);
}
