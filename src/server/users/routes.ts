/**
 * Users of the signed-in user's subscriber. Reading one needs the Users module, the list "All
 * Users" or write on Users (USERS_LIST_REQUIRES); seeing anyone but yourself needs "All Users";
 * changing needs write on Users.
 * The list follows ra-data-simple-rest (sort, range, filter, Content-Range).
 */
import type { Kysely } from 'kysely';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { seesAllUsers, userChangeRefusal } from '../../domain/users/administration';
import { USERS_LIST_REQUIRES } from '../../domain/users/list';
import { USER_ROWS_SCHEMA, USER_ROW_SCHEMA } from '../../domain/users/responses';
import { userIdParams, userListQuery, userUpdateBody } from '../../domain/users/wire';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { refusals } from '../http/responses';
import { contentRange } from '../lists/order';
import { parseListQuery } from '../lists/parse';
import { endEarlierTokens } from '../account/tokens';
import { type AreaApp } from '../http/areaApp';
import { assertJobTitle } from './adminRoutes';
import { USERS_LIST } from './listColumns';
import { usersListPage } from './listPage';
import { loadRoleGroups } from './roleGroups';
import { viewerOf, visibleUsers, withColumns } from './visibleUsers';

const sameRoles = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

export default async function userRoutes(app: AreaApp) {
  const { db } = app;

  app.get(
    '/api/v1/users',
    {
      config: { requires: USERS_LIST_REQUIRES },
      schema: {
        summary: 'Users, ra-data-simple-rest style (sort, range, filter.q); needs All Users or Users write',
        querystring: userListQuery,
        response: { 200: USER_ROWS_SCHEMA },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, USERS_LIST.columns, ['userName', 'ASC']);
      const { users, total } = await usersListPage(db, request.principal, list);
      reply.header('Content-Range', contentRange('users', list, users.length, total));
      return users;
    },
  );

  app.get(
    '/api/v1/users/:id',
    {
      config: { requires: needs.read(MODULES.USERS) },
      schema: {
        summary: 'One user',
        params: userIdParams,
        response: { 200: USER_ROW_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const user = await withColumns(visibleUsers(db, viewerOf(request.principal))).where('u.id', '=', request.params.id).executeTakeFirst();
      if (!user) throw notFound('User not found.');
      return user;
    },
  );

  app.put(
    '/api/v1/users/:id',
    {
      config: { requires: needs.write(MODULES.USERS) },
      schema: {
        summary: 'Changes a user (optimistic: send the version you read)',
        params: userIdParams,
        body: userUpdateBody,
        response: { 200: USER_ROW_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const body = request.body;
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('users')
          .select(['id', 'version'])
          .where('id', '=', id)
          .where('subscriber_id', '=', principal.subscriberId)
          .forUpdate()
          .executeTakeFirst();
        if (!current || !(seesAllUsers(principal) || id === principal.userId)) throw notFound('User not found.');
        const currentRoleIds = (await trx.selectFrom('user_roles').select('role_id').where('user_id', '=', id).execute()).map(
          (r) => r.role_id,
        );
        const groupsOf = await loadRoleGroups(trx as unknown as Kysely<Database>, principal.subscriberId);
        const target = { userId: id, roleIds: currentRoleIds, groups: groupsOf(currentRoleIds) };
        const refusal = userChangeRefusal(principal, target, body, (roleId) => groupsOf([roleId]));
        if (!refusal) await assertJobTitle(trx as unknown as Kysely<Database>, principal.subscriberId, body.jobTitleId);
        if (refusal) throw id === principal.userId && !body.isActive ? badRequest(refusal) : forbidden(refusal);
        const updated = await trx
          .updateTable('users')
          .set((eb) => ({
            first_name: body.firstName.trim(),
            last_name: body.lastName.trim(),
            email: body.email.trim(),
            job_title_id: body.jobTitleId ?? null,
            is_active: body.isActive,
            modified_by: principal.userId,
            modified_date: new Date(),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', id)
          .where('version', '=', body.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) {
          throw conflict('This user was changed by someone else. Reload it and try again.');
        }
        await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
        await trx.insertInto('user_roles').values(body.roleIds.map((roleId) => ({ subscriber_id: principal.subscriberId, user_id: id, role_id: roleId }))).execute();
        // A deactivated user or one with other roles signs in again: their tokens name the old roles.
        if (!body.isActive || !sameRoles(currentRoleIds, body.roleIds)) await endEarlierTokens(trx, id);
      });
      return withColumns(visibleUsers(db, viewerOf(principal))).where('u.id', '=', id).executeTakeFirstOrThrow();
    },
  );
}
