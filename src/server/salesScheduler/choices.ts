/**
 * Who plans on the sales scheduler and for which customers: the sales persons are the active
 * users holding a role with write on the Sales Scheduler module (in this subscriber's
 * permissions), the customers are the subscriber's active customers.
 */
import { sql, type Kysely } from 'kysely';
import { salesColorOf } from '../../domain/salesScheduler/colors';
import { MODULES, moduleByName } from '../../domain/permissions/catalog';
import type { Database } from '../db/schema';
import { personName } from './rows';

const SALES_SCHEDULER_MODULE_ID = moduleByName(MODULES.SALES_SCHEDULER)!.id;

/** Active users of the subscriber holding a role with `access` on the Sales Scheduler module. */
function usersWithAccess(db: Kysely<Database>, subscriberId: number, access: 'can_read' | 'can_write') {
  return db
    .selectFrom('users as u')
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.is_active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('role_module_permissions as p', 'p.role_id', 'ur.role_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('p.subscriber_id', '=', subscriberId)
          .where('p.module_id', '=', SALES_SCHEDULER_MODULE_ID)
          .where(`p.${access}`, '=', true)
          .select(sql<number>`1`.as('one')),
      ),
    )
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.sales_color']);
}

export const salesPersonsQuery = (db: Kysely<Database>, subscriberId: number) => usersWithAccess(db, subscriberId, 'can_write');

/** Who may read the scheduler: the users the hub tells about a changed action. */
export const schedulerReaders = async (db: Kysely<Database>, subscriberId: number): Promise<number[]> =>
  (await usersWithAccess(db, subscriberId, 'can_read').execute()).map((row) => row.id);

export async function salesPersons(db: Kysely<Database>, subscriberId: number) {
  const rows = await salesPersonsQuery(db, subscriberId).orderBy('u.first_name').orderBy('u.last_name').orderBy('u.id').execute();
  return rows.map((row) => ({ id: row.id, name: personName(row), color: salesColorOf(row.id, row.sales_color) }));
}

export const isSalesPerson = async (db: Kysely<Database>, subscriberId: number, userId: number): Promise<boolean> =>
  Boolean(await salesPersonsQuery(db, subscriberId).where('u.id', '=', userId).executeTakeFirst());

export const customerChoices = (db: Kysely<Database>, subscriberId: number) =>
  db
    .selectFrom('customers')
    .where('subscriber_id', '=', subscriberId)
    .where('is_active', '=', true)
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();

export const isCustomerOf = async (db: Kysely<Database>, subscriberId: number, customerId: number): Promise<boolean> =>
  Boolean(await db.selectFrom('customers').where('subscriber_id', '=', subscriberId).where('id', '=', customerId).select('id').executeTakeFirst());
