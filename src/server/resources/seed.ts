/**
 * Seed rows of every resource for a subscriber: rows with fixed ids that the spec fixes
 * (statuses, flags, categories...). A row that exists is left as the subscriber edited it.
 * Singletons get their one record (id 1) from the schema's defaults when they have no seed.
 */
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from './definition';
import { toColumnValues } from './records';
import type { ResourceRegistry } from './registry';

export const SINGLETON_ID = 1;

/** Seed rows with the schema's defaults filled in, so a seeded row reads back valid. */
export function seedRows(definition: ResourceDefinition): Array<Record<string, unknown> & { id: number }> {
  const properties = (definition.schema as { properties: Record<string, { default?: unknown }> }).properties;
  const defaults = Object.fromEntries(
    Object.entries(properties)
      .filter(([, p]) => p.default !== undefined)
      .map(([name, p]) => [name, p.default]),
  );
  if (definition.seed.length) return definition.seed.map((row) => ({ ...defaults, ...row }));
  return definition.singleton ? [{ id: SINGLETON_ID, ...defaults }] : [];
}

export async function seedSubscriberResources(db: Kysely<any>, registry: ResourceRegistry, subscriberId: number): Promise<void> {
  for (const definition of registry.all) {
    const rows = seedRows(definition);
    if (!rows.length) continue;
    await db
      .insertInto(definition.table)
      .values(rows.map((row) => ({ ...toColumnValues(definition, row), id: row.id, subscriber_id: subscriberId })))
      .onConflict((oc) => oc.columns(['subscriber_id', 'id']).doNothing())
      .execute();
  }
}

export async function seedAllSubscribers(db: Kysely<any>, registry: ResourceRegistry): Promise<void> {
  const subscribers = await db.selectFrom('subscribers').select('id').execute();
  for (const { id } of subscribers) await seedSubscriberResources(db, registry, id);
}
