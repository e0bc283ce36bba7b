/**
 * Who of a subscriber may read something, for live events (spec §7.4: events reach only users
 * who may read the thing changed): the active users with a role that meets a rule of
 * src/domain, the same rule the routes apply.
 *
 * The rule is judged once per role, and only the users it admits are read: every clock action
 * is announced, and reading every user with their roles each time (hundreds of technicians at
 * 7:00) cost more than the clock actions. Judging roles one by one is exact for the rules it is
 * given, which a user meets through any one of their roles: a user's permission records are
 * their roles' records side by side (`hasFunctionality` asks whether one of them grants it), and
 * Super Admin is a role of its own.
 */
import type { Kysely } from 'kysely';
import type { AccessSubject, PermissionGroup } from '../../domain/access';
import { ROLES } from '../../domain/permissions/roles';
import type { Database } from '../db/schema';
import { loadPermissionGroups } from './repository';

export async function activeUsersWithRoleThat(db: Kysely<Database>, subscriberId: number, may: (subject: AccessSubject) => boolean): Promise<number[]> {
  const groups = await loadPermissionGroups(db, subscriberId, ROLES.map((role) => role.id));
  const roleIds = ROLES.filter((role) => may({ roles: [role.name], groups: groupsOfRole(groups, role.id) })).map((role) => role.id);
  if (!roleIds.length) return [];
  const users = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.is_active', '=', true)
    .where((eb) => eb.exists(eb.selectFrom('user_roles as ur').select('ur.role_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', 'in', roleIds)))
    .execute();
  return users.map((user) => user.id);
}

/** The permission groups as they are for a user with this role alone. */
const groupsOfRole = (groups: readonly PermissionGroup[], roleId: number): PermissionGroup[] =>
  groups.map((group) => ({ ...group, permissions: group.permissions.filter((permission) => permission.roleId === roleId) }));
