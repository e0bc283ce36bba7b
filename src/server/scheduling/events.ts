/**
 * Telling open calendars about a change (spec §7.4): `upsert` with the entry as it is now, or
 * `delete` with its id, on the FieldDesk hub, to the users of the subscriber who may read it:
 * those who see the whole schedule and the technicians it was or is assigned to.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { scheduleScope } from '../../domain/scheduling/access';
import { ROLES } from '../../domain/permissions/roles';
import type { Database } from '../db/schema';
import type { Principal } from '../plugins/auth';
import { loadPermissionGroups } from '../permissions/repository';
import { scheduleEntry } from './entries';
import type { WriteResult } from './write';

/** Active users of the subscriber who see the whole schedule. */
export async function wholeScheduleReaders(db: Kysely<Database>, subscriberId: number): Promise<number[]> {
  const users = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .select(['u.id', (eb) => eb.fn.agg<number[]>('array_agg', ['ur.role_id']).as('roleIds')])
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.is_active', '=', true)
    .groupBy('u.id')
    .execute();
  const byRoles = new Map<string, boolean>();
  const readers: number[] = [];
  for (const user of users) {
    const roleIds = [...user.roleIds].sort((a, b) => a - b);
    const key = roleIds.join(',');
    if (!byRoles.has(key)) {
      const roles = roleIds.map((id) => ROLES.find((r) => r.id === id)?.name ?? '');
      byRoles.set(key, scheduleScope({ roles, groups: await loadPermissionGroups(db, subscriberId, roleIds) }) === 'all');
    }
    if (byRoles.get(key)) readers.push(user.id);
  }
  return readers;
}

export async function announceScheduleChange(app: FastifyInstance, principal: Principal, result: WriteResult): Promise<void> {
  const audience = { userIds: [...new Set([...(await wholeScheduleReaders(app.db, principal.subscriberId)), ...result.technicianIds])] };
  if (result.deleted) {
    await app.hubs.publish('FieldDeskHub', principal.subscriberId, 'delete', [{ schedulerId: result.schedulerId }], audience);
    return;
  }
  // The entry as the whole schedule shows it; each calendar reads its own view of it back.
  const entry = await scheduleEntry(app.db, { ...principal, userId: 0 }, result.schedulerId);
  if (entry) await app.hubs.publish('FieldDeskHub', principal.subscriberId, 'upsert', [entry], audience);
}
