/**
 * Issue 33's new permissions, granted on databases made before them to the roles that hold them
 * by default on a new one (defaultRolePermissions.ts), so that no team leader, payroll manager or
 * administrator loses what the release gives them: Approve Clock Times (Timesheet) to Admin, Team
 * Leader and Payroll Manager, Restore Deleted Files and Restore Deleted Labor (Work Orders) to
 * Admin. A role gets a grant only where it may write the permission's module today, so a role an
 * administrator has narrowed stays narrowed. Super Admin, which the permissions screen shows and
 * keeps holding every permission, gets all four of issue 33's (Integration Credentials too, which
 * migration 0019 gave Admin alone): its access is read from these rows like any role's. The
 * catalogue rows themselves are written by syncCatalog, which runs before the area migrations.
 */
import { sql, type Kysely } from 'kysely';

/** [role, module, functionality] granted where the role writes the module (Super Admin always). */
export const UPGRADE_GRANTS: ReadonlyArray<readonly [string, string, string]> = [
  ['Super Admin', 'Timesheet', 'Approve Clock Times'],
  ['Super Admin', 'Work Orders', 'Restore Deleted Files'],
  ['Super Admin', 'Work Orders', 'Restore Deleted Labor'],
  ['Super Admin', 'Settings', 'Integration Credentials'],
  ['Admin', 'Timesheet', 'Approve Clock Times'],
  ['Team Leader', 'Timesheet', 'Approve Clock Times'],
  ['Payroll Manager', 'Timesheet', 'Approve Clock Times'],
  ['Admin', 'Work Orders', 'Restore Deleted Files'],
  ['Admin', 'Work Orders', 'Restore Deleted Labor'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [role, module, functionality] of UPGRADE_GRANTS) {
    await sql`
      insert into role_functionalities (subscriber_id, role_id, functionality_id)
      select p.subscriber_id, p.role_id, f.id
        from role_module_permissions p
        join permission_modules m on m.id = p.module_id and m.name = ${module}
        join functionalities f on f.module_id = m.id and f.name = ${functionality}
        join roles r on r.id = p.role_id and r.name = ${role}
       where p.can_write or r.name = 'Super Admin'
      on conflict do nothing`.execute(db);
  }
}

/** The grants stay: they may have been given by hand since, and taking them would take what a role uses. */
export async function down(): Promise<void> {}
