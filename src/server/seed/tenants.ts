/**
 * Creating subscribers (tenants) and their users. A new subscriber starts with the default
 * role-to-permission mapping of src/domain/defaultRolePermissions.
 */
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_ROLE_PERMISSIONS } from '../../domain/permissions/defaultRolePermissions';
import type { UserFlags } from '../../domain/flags';
import { moduleByName } from '../../domain/permissions/catalog';
import { ROLE_ID, type RoleName } from '../../domain/permissions/roles';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import type { Database } from '../db/schema';

export interface NewUser {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: RoleName[];
  passwordHash: string;
}

export async function applyDefaultPermissions(trx: Transaction<Database>, subscriberId: number): Promise<void> {
  const functionalityRows = await trx.selectFrom('functionalities').select(['id', 'module_id', 'name']).execute();
  const functionalityId = (moduleId: number, name: string) => {
    const row = functionalityRows.find((f) => f.module_id === moduleId && f.name === name);
    if (!row) throw new Error(`Functionality "${name}" is not in the catalogue`);
    return row.id;
  };
  const moduleRows = [];
  const grantRows = [];
  for (const [roleName, grants] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
    const roleId = ROLE_ID[roleName as RoleName];
    for (const grant of grants) {
      const module = moduleByName(grant.module);
      if (!module) throw new Error(`Module "${grant.module}" is not in the catalogue`);
      moduleRows.push({
        subscriber_id: subscriberId,
        role_id: roleId,
        module_id: module.id,
        can_read: grant.canRead,
        can_write: grant.canWrite,
        modified_by: null,
      });
      for (const name of grant.functionalities) {
        grantRows.push({ subscriber_id: subscriberId, role_id: roleId, functionality_id: functionalityId(module.id, name) });
      }
    }
  }
  if (moduleRows.length) await trx.insertInto('role_module_permissions').values(moduleRows).execute();
  if (grantRows.length) await trx.insertInto('role_functionalities').values(grantRows).execute();
}

export async function insertUser(trx: Transaction<Database>, subscriberId: number, user: NewUser): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      subscriber_id: subscriberId,
      user_name: user.userName,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      job_title_id: null,
      user_status_id: USER_STATUS.AVAILABLE,
      status_description: null,
      created_by: null,
      modified_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_roles')
    .values(user.roles.map((role) => ({ subscriber_id: subscriberId, user_id: id, role_id: ROLE_ID[role] })))
    .execute();
  return id;
}

export async function createSubscriber(
  db: Kysely<Database>,
  subscriber: { name: string; setupFlags: UserFlags; users: NewUser[] },
): Promise<{ subscriberId: number; userIds: Record<string, number> }> {
  return db.transaction().execute(async (trx) => {
    const { id: subscriberId } = await trx
      .insertInto('subscribers')
      .values({ name: subscriber.name, setup_flags: JSON.stringify(subscriber.setupFlags) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await applyDefaultPermissions(trx, subscriberId);
    const userIds: Record<string, number> = {};
    for (const user of subscriber.users) userIds[user.userName] = await insertUser(trx, subscriberId, user);
    return { subscriberId, userIds };
  });
}
