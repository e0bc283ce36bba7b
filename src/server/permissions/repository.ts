/**
 * Reading and writing the per-subscriber role-to-permission mapping.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { PermissionGroup } from '../../domain/access';
import type { Database } from '../db/schema';

/** Role ids given as a list, or as a subquery (roleIdsOfUser: a principal's, read in the same statement). */
type RoleIds = number[] | SelectQueryBuilder<Database, 'user_roles', { role_id: number }>;

export const roleIdsOfUser = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId);

/** The module permissions of the roles, one row per role and module. */
export function permissionRecordsQuery(db: Kysely<Database>, subscriberId: number, roleIds: RoleIds) {
  return db
    .selectFrom('role_module_permissions as p')
    .innerJoin('permission_modules as m', 'm.id', 'p.module_id')
    .innerJoin('roles as r', 'r.id', 'p.role_id')
    .select(['p.role_id', 'r.name as role_name', 'p.module_id', 'm.name as module_name', 'p.can_read', 'p.can_write'])
    .where('p.subscriber_id', '=', subscriberId)
    .where('p.role_id', 'in', roleIds)
    .orderBy('p.module_id')
    .orderBy('p.role_id');
}

/** The functionalities granted to the roles. */
export function grantedFunctionalitiesQuery(db: Kysely<Database>, subscriberId: number, roleIds: RoleIds) {
  return db
    .selectFrom('role_functionalities as g')
    .innerJoin('functionalities as f', 'f.id', 'g.functionality_id')
    .select(['g.role_id', 'f.module_id', 'f.name'])
    .where('g.subscriber_id', '=', subscriberId)
    .where('g.role_id', 'in', roleIds)
    .orderBy('f.id');
}

type PermissionRecord = Awaited<ReturnType<ReturnType<typeof permissionRecordsQuery>['execute']>>[number];
type GrantedFunctionality = Awaited<ReturnType<ReturnType<typeof grantedFunctionalitiesQuery>['execute']>>[number];

/** The account/userRolesPermissions answer: one group per module, one record per role. */
export async function loadPermissionGroups(
  db: Kysely<Database>,
  subscriberId: number,
  roleIds: number[],
): Promise<PermissionGroup[]> {
  if (roleIds.length === 0) return [];
  const records = await permissionRecordsQuery(db, subscriberId, roleIds).execute();
  const granted = await grantedFunctionalitiesQuery(db, subscriberId, roleIds).execute();
  return permissionGroupsOf(records, granted);
}

/** Module permission rows and granted functionalities (as the two queries above read them) as groups. */
export function permissionGroupsOf(records: PermissionRecord[], granted: GrantedFunctionality[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const record of records) {
    const group = groups.get(record.module_name) ?? { permissionDescription: record.module_name, permissions: [] };
    groups.set(record.module_name, group);
    group.permissions.push({
      permissionDescription: record.module_name,
      roleId: record.role_id,
      roleName: record.role_name,
      canRead: record.can_read,
      canWrite: record.can_write,
      functionalities: granted
        .filter((g) => g.role_id === record.role_id && g.module_id === record.module_id)
        .map((g) => g.name),
    });
  }
  return [...groups.values()];
}
