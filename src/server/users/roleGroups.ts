/**
 * The permissions of role sets, read once per request for the user-administration rules
 * (src/domain/userAdministration): the target's roles and the roles a change would grant.
 */
import type { Kysely } from 'kysely';
import type { PermissionGroup } from '../../domain/access';
import { ROLES } from '../../domain/permissions/roles';
import type { Database } from '../db/schema';
import { loadPermissionGroups } from '../permissions/repository';

export type RoleGroups = (roleIds: readonly number[]) => PermissionGroup[];

/** Every role's permissions in this subscriber; the answer picks those of a set of roles. */
export async function loadRoleGroups(db: Kysely<Database>, subscriberId: number): Promise<RoleGroups> {
  const all = await loadPermissionGroups(db, subscriberId, ROLES.map((r) => r.id));
  return (roleIds) =>
    all
      .map((group) => ({ ...group, permissions: group.permissions.filter((p) => roleIds.includes(p.roleId)) }))
      .filter((group) => group.permissions.length > 0);
}
