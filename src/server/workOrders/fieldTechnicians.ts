/**
 * The users an order may be assigned (FIELD_ROLES in roles.ts): active, holding a field role.
 * The work-order form's Technicians field offers them with those roles; create and update
 * refuse anyone else, except someone the order already has (an assignment made before the
 * rule, or before their roles changed, stays until it is removed).
 */
import { sql, type Kysely } from 'kysely';
import { FIELD_ROLE_IDS, FIELD_ROLES, ROLES } from '../../domain/permissions/roles';
import type { TechnicianOption } from '../../domain/workOrders/orders';
import type { Database } from '../db/schema';
import type { FieldErrors } from '../errors';
import { userErrors } from './references';

const roleNameOf = (id: number) => ROLES.find((r) => r.id === id)?.name ?? String(id);

const fullName = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

export async function fieldTechnicians(db: Kysely<Database>, subscriberId: number): Promise<TechnicianOption[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .select(['u.id', fullName.as('name'), sql<number[]>`array_agg(ur.role_id order by ur.role_id)`.as('roleIds')])
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.is_active', '=', true)
    .where('ur.role_id', 'in', [...FIELD_ROLE_IDS])
    .groupBy(['u.id', 'u.first_name', 'u.last_name'])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, roles: row.roleIds.map(roleNameOf) }));
}

/**
 * Why the technicians of a create or update are refused: ids that are not users of the
 * subscriber, then users who are not (or no longer) field users and not already on the order.
 */
export async function technicianErrors(
  db: Kysely<Database>,
  subscriberId: number,
  technicianIds: readonly number[] | undefined,
  workOrderId?: number,
): Promise<FieldErrors> {
  const unknown = await userErrors(db, subscriberId, 'technicianIds', technicianIds);
  if (Object.keys(unknown).length || !technicianIds?.length) return unknown;
  const refused = await db
    .selectFrom('users as u')
    .select(fullName.as('name'))
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.id', 'in', [...technicianIds])
    .where((eb) =>
      eb.not(
        eb.and([
          eb('u.is_active', '=', true),
          eb.exists(
            eb.selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', 'in', [...FIELD_ROLE_IDS]),
          ),
        ]),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('work_order_technicians as wt')
            .select('wt.technician_id')
            .whereRef('wt.technician_id', '=', 'u.id')
            .where('wt.work_order_id', '=', workOrderId ?? 0),
        ),
      ),
    )
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  if (!refused.length) return {};
  return {
    technicianIds: refused.map(
      ({ name }) => `${name} cannot be assigned: only active users with a field role (${FIELD_ROLES.join(', ')}) work on orders.`,
    ),
  };
}
