/**
 * Creating users, resetting passwords and choosing a user's rate-sheet employee types.
 * The same rules as editing a user apply (src/domain/userAdministration).
 */
import type { Kysely } from 'kysely';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { ROLES } from '../../domain/permissions/roles';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import { roleGrantRefusal, seesAllUsers, userManageRefusal } from '../../domain/users/administration';
import { GRANTABLE_ROLES_SCHEMA, NEW_USER_SCHEMA, USER_EMPLOYEE_TYPES_SCHEMA } from '../../domain/users/responses';
import { employeeTypesBody, newUserBody, passwordResetBody, userIdParams } from '../../domain/users/wire';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { SAVED_SCHEMA, refusals } from '../http/responses';
import type { Principal } from '../plugins/auth';
import { endEarlierTokens } from '../account/tokens';
import { hashPassword } from '../account/passwords';
import { type AreaApp } from '../http/areaApp';
import { loadRoleGroups } from './roleGroups';

/** The user's current role ids when the principal may see them, else a 404. */
async function visibleUserRoles(db: Kysely<Database>, principal: Principal, id: number): Promise<number[]> {
  const user = await db.selectFrom('users').select('id').where('id', '=', id).where('subscriber_id', '=', principal.subscriberId).executeTakeFirst();
  if (!user || !(seesAllUsers(principal) || id === principal.userId)) throw notFound('User not found.');
  return (await db.selectFrom('user_roles').select('role_id').where('user_id', '=', id).execute()).map((r) => r.role_id);
}

/** The principal may see the user and change their account (not their roles), else 404/403. */
async function assertMayManage(db: Kysely<Database>, principal: Principal, id: number): Promise<void> {
  const roleIds = await visibleUserRoles(db, principal, id);
  const groupsOf = await loadRoleGroups(db, principal.subscriberId);
  const refusal = userManageRefusal(principal, { userId: id, roleIds, groups: groupsOf(roleIds) });
  if (refusal) throw forbidden(refusal);
}

export async function assertJobTitle(db: Kysely<Database>, subscriberId: number, jobTitleId: number | null | undefined) {
  if (jobTitleId == null) return;
  const found = await db.selectFrom('job_titles').select('id').where('subscriber_id', '=', subscriberId).where('id', '=', jobTitleId).executeTakeFirst();
  if (!found) throw badRequest(`There is no Job Title with id ${jobTitleId}.`, { jobTitleId: [`There is no Job Title with id ${jobTitleId}.`] });
}

export default async function userAdminRoutes(app: AreaApp) {
  const { db } = app;

  app.post(
    '/api/v1/users',
    {
      config: { requires: needs.write(MODULES.USERS) },
      schema: {
        summary: 'Creates a user of this subscriber',
        body: newUserBody,
        response: { 201: NEW_USER_SCHEMA, ...refusals(409) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const body = request.body;
      const groupsOf = await loadRoleGroups(db, principal.subscriberId);
      const refusal = roleGrantRefusal(principal, body.roleIds, (roleId) => groupsOf([roleId]));
      if (refusal) throw forbidden(refusal);
      await assertJobTitle(db, principal.subscriberId, body.jobTitleId);
      // Taken in any subscriber: a user name alone says whom signing in is for.
      const taken = await db.selectFrom('user_names').select('user_id').where('user_name', '=', body.userName.toLowerCase()).executeTakeFirst();
      if (taken) throw conflict('This user name is taken. Choose another.');
      const passwordHash = await hashPassword(body.password);
      const id = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('users')
          .values({
            subscriber_id: principal.subscriberId,
            user_name: body.userName,
            password_hash: passwordHash,
            first_name: body.firstName.trim(),
            last_name: body.lastName.trim(),
            email: body.email.trim(),
            job_title_id: body.jobTitleId ?? null,
            user_status_id: USER_STATUS.AVAILABLE,
            status_description: null,
            created_by: principal.userId,
            modified_by: principal.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('user_roles').values(body.roleIds.map((roleId) => ({ subscriber_id: principal.subscriberId, user_id: id, role_id: roleId }))).execute();
        return id;
      });
      reply.code(201);
      return { id, userName: body.userName };
    },
  );

  app.get(
    '/api/v1/users/grantableRoles',
    {
      config: { requires: needs.write(MODULES.USERS) },
      schema: {
        summary: 'The roles the signed-in user may grant: those whose permissions are all within their own',
        response: { 200: GRANTABLE_ROLES_SCHEMA },
      },
    },
    async (request) => {
      const { principal } = request;
      const groupsOf = await loadRoleGroups(db, principal.subscriberId);
      const roleIds = ROLES.map((r) => r.id).filter((roleId) => roleGrantRefusal(principal, [roleId], (id) => groupsOf([id])) === null);
      return { roleIds };
    },
  );

  app.put(
    '/api/v1/users/:id/password',
    {
      config: { requires: needs.write(MODULES.USERS) },
      schema: {
        summary: "Sets a user's password",
        params: userIdParams,
        body: passwordResetBody,
        response: { 200: SAVED_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await assertMayManage(db, principal, id);
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ password_hash: passwordHash, modified_by: principal.userId, modified_date: new Date(), version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .execute();
        await endEarlierTokens(trx, id);
      });
      return { saved: true };
    },
  );

  app.get(
    '/api/v1/users/:id/employeeTypes',
    {
      config: { requires: needs.read(MODULES.USERS) },
      schema: {
        summary: 'The rate-sheet employee types a user may clock in as',
        params: userIdParams,
        response: { 200: USER_EMPLOYEE_TYPES_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      await visibleUserRoles(db, request.principal, request.params.id);
      const rows = await db
        .selectFrom('user_employee_types')
        .select('employee_type_rate_id')
        .where('user_id', '=', request.params.id)
        .orderBy('employee_type_rate_id')
        .execute();
      return { employeeTypeRateIds: rows.map((r) => r.employee_type_rate_id) };
    },
  );

  app.put(
    '/api/v1/users/:id/employeeTypes',
    {
      config: { requires: needs.write(MODULES.USERS) },
      schema: {
        summary: 'Replaces the rate-sheet employee types a user may clock in as',
        params: userIdParams,
        body: employeeTypesBody,
        response: { 200: USER_EMPLOYEE_TYPES_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await assertMayManage(db, principal, id);
      const wanted = request.body.employeeTypeRateIds;
      if (wanted.length) {
        const found = await db
          .selectFrom('employee_type_rates')
          .select('id')
          .where('subscriber_id', '=', principal.subscriberId)
          .where('id', 'in', wanted)
          .execute();
        const missing = wanted.filter((w) => !found.some((f) => f.id === w));
        if (missing.length) {
          const message = `There is no employee type with id ${missing.join(', ')}.`;
          throw badRequest(message, { employeeTypeRateIds: [message] });
        }
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_employee_types').where('user_id', '=', id).execute();
        if (wanted.length) {
          await trx
            .insertInto('user_employee_types')
            .values(wanted.map((rateId) => ({ subscriber_id: principal.subscriberId, user_id: id, employee_type_rate_id: rateId })))
            .execute();
        }
      });
      return { employeeTypeRateIds: [...wanted].sort((a, b) => a - b) };
    },
  );
}
