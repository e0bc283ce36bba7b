/**
 * A database made before issue 33's permissions existed: area migration 0024 gives Approve Clock
 * Times and the two restore permissions to the roles that hold them by default on a new database
 * (and Super Admin every permission of issue 33, Integration Credentials included),
 * where they write the module today, so an upgrade takes nothing from a team leader, a payroll
 * manager or an administrator, and gives nothing to a role an administrator narrowed.
 */
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { up, UPGRADE_GRANTS } from '../../src/server/db/areaMigrations/0024_clock_approval_and_restore_grants';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { createSubscriber } from '../../src/server/seed/tenants';

const NEW_FUNCTIONALITIES = ['Approve Clock Times', 'Restore Deleted Files', 'Restore Deleted Labor', 'Integration Credentials'];

describe('area migration 0024 on a database made before Approve Clock Times and the restore permissions', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<any>;

  beforeAll(async () => {
    scratch = await createScratchDatabase('upgradegrants');
    handle = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    db = handle.db as Kysely<any>;
    await migrateToLatest(db);
    await syncCatalog(db);
    await prepareResources(db, path.resolve('schemas'));
    await migrateAreasToLatest(db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  /** Role name and functionality of every grant of the new permissions to `subscriberId`. */
  const grantsOf = async (subscriberId: number) =>
    (
      await sql<{ role: string; functionality: string }>`
        select r.name as role, f.name as functionality
          from role_functionalities g
          join roles r on r.id = g.role_id
          join functionalities f on f.id = g.functionality_id
         where g.subscriber_id = ${subscriberId} and f.name = any(${NEW_FUNCTIONALITIES})
         order by 1, 2`.execute(db)
    ).rows.map(({ role, functionality }) => `${role}: ${functionality}`);

  it('grants them to Admin, Team Leader and Payroll Manager where they write the module, and to no other role', async () => {
    const { subscriberId: kept } = await createSubscriber(db, { name: 'Kept Defaults HVAC', setupFlags: {}, users: [] });
    const { subscriberId: narrowed } = await createSubscriber(db, { name: 'Narrowed Roles Plumbing', setupFlags: {}, users: [] });
    const onNewDatabase = await grantsOf(kept);
    expect(onNewDatabase).toEqual(
      [...UPGRADE_GRANTS.map(([role, , functionality]) => `${role}: ${functionality}`), 'Admin: Integration Credentials'].sort(),
    );

    // As the release before left them: none of the three existed, migration 0019 had given
    // Integration Credentials to Admin alone, and one administrator had taken Timesheet write
    // from the Team Leader role.
    await sql`delete from role_functionalities g using functionalities f, roles r
               where f.id = g.functionality_id and r.id = g.role_id and f.name = any(${NEW_FUNCTIONALITIES})
                 and not (r.name = 'Admin' and f.name = 'Integration Credentials')`.execute(db);
    await sql`update role_module_permissions p set can_write = false
                from roles r, permission_modules m
               where r.id = p.role_id and m.id = p.module_id and p.subscriber_id = ${narrowed}
                 and r.name = 'Team Leader' and m.name = 'Timesheet'`.execute(db);
    expect(await grantsOf(kept)).toEqual(['Admin: Integration Credentials']);

    await up(db);

    expect(await grantsOf(kept)).toEqual(onNewDatabase);
    expect(await grantsOf(narrowed)).toEqual(onNewDatabase.filter((grant) => grant !== 'Team Leader: Approve Clock Times'));
    await up(db); // run twice (a retried upgrade), it grants nothing twice
    expect(await grantsOf(kept)).toEqual(onNewDatabase);
  });
});
