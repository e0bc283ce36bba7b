/**
 * Keeps the global catalogue tables (roles, permission modules and functionalities) equal to
 * src/domain at every start. Only adds and renames; never deletes.
 */
import type { Kysely } from 'kysely';
import { MODULE_CATALOG } from '../../domain/permissions/catalog';
import { ROLES } from '../../domain/permissions/roles';
import type { Database } from '../db/schema';

export async function syncCatalog(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('roles')
      .values(ROLES.map((r) => ({ id: r.id, name: r.name })))
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .execute();
    await trx
      .insertInto('permission_modules')
      .values(MODULE_CATALOG.map((m) => ({ id: m.id, name: m.name })))
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .execute();
    const functionalities = MODULE_CATALOG.flatMap((m) => m.functionalities.map((name) => ({ module_id: m.id, name })));
    await trx
      .insertInto('functionalities')
      .values(functionalities)
      .onConflict((oc) => oc.columns(['module_id', 'name']).doNothing())
      .execute();
  });
}
