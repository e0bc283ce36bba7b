/**
 * Users of the signed-in user's subscriber. Reading one needs the Users module, the list "All
 * Users" or write on Users (USERS_LIST_REQUIRES); seeing anyone but yourself needs "All Users";
 * changing needs write on Users.
 * The list follows ra-data-simple-rest (sort, range, filter, Content-Range).
 */
import { sql, type Expression, type Kysely } from 'kysely';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { seesAllUsers, userChangeRefusal } from '../../domain/users/administration';
import { USERS_LIST_REQUIRES } from '../../domain/users/list';
import { USER_ROWS_SCHEMA, USER_ROW_SCHEMA } from '../../domain/users/responses';
import { userIdParams, userListQuery, userUpdateBody } from '../../domain/users/wire';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { refusals } from '../http/responses';
import type { Principal } from '../plugins/auth';
import { filterCondition } from '../lists/conditions';
import { contentRange, orderedBy, pageOf, sortTerms } from '../lists/order';
import { parseListQuery, type ListQuery } from '../lists/parse';
import { endEarlierTokens } from '../account/tokens';
import { type AreaApp } from '../http/areaApp';
import { assertJobTitle } from './adminRoutes';
import { USERS_LIST } from './listColumns';
import { loadRoleGroups } from './roleGroups';

/** The users the principal may see: their subscriber's, and without "All Users" only themselves. */
function visibleUsers(db: Kysely<Database>, principal: Principal) {
  let query = db.selectFrom('users as u').where('u.subscriber_id', '=', principal.subscriberId);
  if (!seesAllUsers(principal)) {
    query = query.where('u.id', '=', principal.userId);
  }
  return query;
}

type UsersQuery = ReturnType<typeof visibleUsers>;

/**
 * The ids a list's page is picked from, over the users as `u` for the page's sort. A filtered
 * list finds its matches first (a search through the trigram indexes) and sorts only them: the
 * statement is prepared, and the plan PostgreSQL keeps for every search text cannot know how few
 * users it matches, so it would read the whole subscriber in sort order and test each one.
 * OFFSET 0 keeps the filter in a subquery of its own, where the sort cannot reach.
 */
function candidateIds(db: Kysely<Database>, filtered: UsersQuery, list: ListQuery) {
  if (!Object.keys(list.filter).length) return filtered.select('u.id');
  return db.selectFrom(filtered.selectAll('u').offset(sql.lit(0)).as('u')).select('u.id');
}

const withColumns = (query: UsersQuery) =>
  query
    .leftJoin('user_statuses as st', (join) => join.onRef('st.id', '=', 'u.user_status_id').onRef('st.subscriber_id', '=', 'u.subscriber_id'))
    .select((eb) => [
      'u.id',
      'u.user_name as userName',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'u.job_title_id as jobTitleId',
      'u.user_status_id as userStatusId',
      'st.name as userStatus',
      'u.is_active as isActive',
      'u.version',
      eb
        .selectFrom('user_roles')
        .select((inner) => inner.fn.coalesce(inner.fn.agg<number[]>('array_agg', ['role_id']), inner.val([])).as('ids'))
        .whereRef('user_roles.user_id', '=', 'u.id')
        .$asScalar()
        .as('roleIds'),
    ]);

/**
 * Users of the same name keep the order of their ids, reversed with the rest of a descending
 * sort: the list then reads its page straight from a sort index, which ends in the id (migration
 * 0007), forwards or backwards.
 */
const byIdAlong = (list: ListQuery) => [{ sql: USERS_LIST.columns.id.sql, direction: list.sort.order === 'DESC' ? 'desc' : 'asc' }] as const;

/**
 * How many users the list holds: every user of the subscriber, as the database keeps it
 * (migration 0008), when nothing narrows the list; otherwise a count of the matches.
 */
function countOf(db: Kysely<Database>, principal: Principal, list: ListQuery, filtered: UsersQuery) {
  if (Object.keys(list.filter).length || !seesAllUsers(principal)) {
    return filtered.select((eb) => eb.fn.countAll<number>().as('total'));
  }
  // max() answers one row even for a subscriber whose count row is not there yet (no users).
  return db
    .selectFrom('subscriber_user_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.max('users'), eb.lit(0)).as('total'))
    .where('subscriber_id', '=', principal.subscriberId);
}

/**
 * A page of users and the list's total in one statement: the page's users are joined to the
 * total's one row, so every row carries it, and an empty page (past the end, or a search that
 * matches fewer) answers that one row alone, its user columns null. On PGlite's one session a
 * second statement waited behind every request queued before it.
 */
function pageWithTotal(db: Kysely<Database>, principal: Principal, pageIds: Expression<{ id: number }>, total: ReturnType<typeof countOf>) {
  const page = db
    .selectFrom('users as u')
    .rightJoin(total.as('t'), (join) => join.on('u.subscriber_id', '=', principal.subscriberId).on('u.id', '=', sql<number>`any(array(${pageIds}))`));
  // Typed as the users alone: the user columns it selects are null only on an empty page's row.
  return withColumns(page as unknown as UsersQuery).select(sql<number | string>`t.total`.as('total'));
}

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
      const filtered = visibleUsers(db, request.principal).where(filterCondition(USERS_LIST, list.filter, request.principal.timeZone));
      // The page is chosen on the users table alone; statuses and roles are read for its rows
      // only, which = any(array(...)) fetches by id whatever the statement's plan.
      const tieBreak = byIdAlong(list);
      const pageIds = pageOf(candidateIds(db, filtered, list), USERS_LIST.columns, list, tieBreak);
      const page = pageWithTotal(db, request.principal, pageIds, countOf(db, request.principal, list, filtered));
      const rows = await orderedBy(page, [...sortTerms(USERS_LIST.columns, list.sort.field, list.sort.order), ...tieBreak]).execute();
      const users = rows[0].id === null ? [] : rows;
      reply.header('Content-Range', contentRange('users', list, users.length, rows[0].total));
      return users; // the response schema writes a user's fields only, not the rows' total
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
      const user = await withColumns(visibleUsers(db, request.principal)).where('u.id', '=', request.params.id).executeTakeFirst();
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
        await trx.insertInto('user_roles').values(body.roleIds.map((roleId) => ({ user_id: id, role_id: roleId }))).execute();
        // A deactivated user or one with other roles signs in again: their tokens name the old roles.
        if (!body.isActive || !sameRoles(currentRoleIds, body.roleIds)) await endEarlierTokens(trx, id);
      });
      return withColumns(visibleUsers(db, principal)).where('u.id', '=', id).executeTakeFirstOrThrow();
    },
  );
}
