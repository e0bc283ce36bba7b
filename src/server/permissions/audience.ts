/**
 * Who of a subscriber may read something, for live events (spec §7.4: events reach only users
 * who may read the thing changed): the active users whose roles meet a rule of src/domain, the
 * same rule the routes apply. Users with the same roles are judged once.
 */
import type { Kysely } from 'kysely';
import type { AccessSubject } from '../../domain/access';
import { ROLES } from '../../domain/permissions/roles';
import type { Database } from '../db/schema';
import { loadPermissionGroups } from './repository';

export async function activeUsersWho(db: Kysely<Database>, subscriberId: number, may: (subject: AccessSubject) => boolean): Promise<number[]> {
  const users = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .select(['u.id', (eb) => eb.fn.agg<number[]>('array_agg', ['ur.role_id']).as('roleIds')])
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.is_active', '=', true)
    .groupBy('u.id')
    .execute();
  const judged = new Map<string, boolean>();
  const allowed: number[] = [];
  for (const user of users) {
    const roleIds = [...user.roleIds].sort((a, b) => a - b);
    const key = roleIds.join(',');
    if (!judged.has(key)) {
      const roles = roleIds.map((id) => ROLES.find((r) => r.id === id)?.name ?? '');
      judged.set(key, may({ roles, groups: await loadPermissionGroups(db, subscriberId, roleIds) }));
    }
    if (judged.get(key)) allowed.push(user.id);
  }
  return allowed;
}
