/**
 * A page of the users list and its total: two statements, sent side by side, as a resource
 * list's page and count are.
 *
 * What the list's screen asks for (no filter, or the search box alone) is a statement template
 * (db/statementTemplates.ts): built and compiled once per sort, search and visibility, then sent
 * with each request's values. Building and compiling it cost the server about as much as
 * everything else of the request. Any other filter goes through the lists' grammar
 * (lists/conditions.ts) into the same statement, built for that request.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { statementTemplate } from '../db/statementTemplates';
import { containsPattern, mayHoldCapitals } from '../lists/columns';
import { filterCondition, MAX_FILTER_TEXT } from '../lists/conditions';
import { orderedBy, sortTerms } from '../lists/order';
import type { ListQuery } from '../lists/parse';
import type { Principal } from '../plugins/auth';
import { searchUsersFor, USERS_LIST } from './listColumns';
import { viewerOf, visibleUsers, withColumns, type UsersQuery, type Viewer } from './visibleUsers';

interface PageRequest {
  field: string;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  /** Some filter key was given: the total counts the matches. */
  narrowed: boolean;
}

/**
 * A filtered page's matches, found before they are sorted: a materialized CTE keeps the sort
 * away from the filter. The statement is prepared, and the plan PostgreSQL keeps for every
 * search text cannot know how few users it matches, so it would read the whole subscriber in
 * sort order and test each one.
 */
const MATCHES = 'matches';

/** The ids a list's page is picked from, over the users as `u` for the page's sort. */
function candidateIds(db: Kysely<Database>, filtered: UsersQuery, narrowed: boolean) {
  if (!narrowed) return filtered.select('u.id');
  return (db as Kysely<any>).selectFrom(`${MATCHES} as u`).select('u.id') as unknown as ReturnType<UsersQuery['select']>;
}

/**
 * How many users the list holds: every user of the subscriber, as the database keeps it
 * (migration 0008), when nothing narrows the list; otherwise a count of the matches.
 */
function usersTotal(db: Kysely<Database>, viewer: Viewer, narrowed: boolean, condition: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>) {
  const filtered = visibleUsers(db, viewer).where(condition);
  if (narrowed || !viewer.seesAll) return filtered.select((eb) => eb.fn.countAll<number | string>().as('total'));
  // max() answers one row even for a subscriber whose count row is not there yet (no users).
  return db
    .selectFrom('subscriber_user_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.max('users'), eb.lit(0)).as('total'))
    .where('subscriber_id', '=', viewer.subscriberId);
}

/** The page's statement: its users in the list's order. */
function usersPage(db: Kysely<Database>, viewer: Viewer, page: PageRequest, condition: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>) {
  const filtered = visibleUsers(db, viewer).where(condition);
  // Users of the same name keep the order of their ids, reversed with the rest of a descending
  // sort: the page is then read straight from a sort index, which ends in the id (migration 0007).
  const order = [...sortTerms(USERS_LIST.columns, page.field, page.order), { sql: USERS_LIST.columns.id.sql, direction: page.order === 'DESC' ? 'desc' : 'asc' } as const];
  const pageIds = orderedBy(candidateIds(db, filtered, page.narrowed), order).offset(page.offset).limit(page.limit);
  const from = page.narrowed ? (db.with((cte) => cte(MATCHES).materialized(), () => filtered.selectAll('u')) as unknown as Kysely<Database>) : db;
  // Statuses and roles are read for the page's rows only, which = any(array(...)) fetches by id.
  const rows = visibleUsers(from, viewer).where('u.id', '=', sql<number>`any(array(${pageIds}))`);
  return orderedBy(withColumns(rows), order);
}

interface PageShape {
  field: string;
  order: 'ASC' | 'DESC';
  seesAll: boolean;
  /** No search; or a search pattern sent as it is, or lowered in SQL (matchesPattern). */
  search: 'none' | 'asIs' | 'lowered';
}

interface PageValues {
  subscriberId: number;
  userId: number;
  offset: number;
  limit: number;
  pattern: string;
}

const screenSearch = (pattern: string, search: PageShape['search']) => (eb: ExpressionBuilder<any, any>) =>
  search === 'none' ? eb.and([]) : searchUsersFor(eb, pattern, search === 'lowered');

const screenPage = statementTemplate((db, values: PageValues, shape: PageShape) =>
  usersPage(
    db,
    { subscriberId: values.subscriberId, userId: values.userId, seesAll: shape.seesAll },
    { field: shape.field, order: shape.order, offset: values.offset, limit: values.limit, narrowed: shape.search !== 'none' },
    screenSearch(values.pattern, shape.search),
  ),
);

const screenTotal = statementTemplate((db, values: Omit<PageValues, 'offset' | 'limit'>, shape: Omit<PageShape, 'field' | 'order'>) =>
  usersTotal(db, { subscriberId: values.subscriberId, userId: values.userId, seesAll: shape.seesAll }, shape.search !== 'none', screenSearch(values.pattern, shape.search)),
);

/**
 * The search text when the filter is the search box alone ('' for no filter at all), as the
 * grammar reads `q`; null for any other filter, which the grammar checks and builds.
 */
function searchOnly(filter: Record<string, unknown>): string | null {
  const keys = Object.keys(filter);
  if (!keys.length) return '';
  const q = filter.q;
  if (keys.length > 1 || keys[0] !== 'q' || typeof q !== 'string' || q.length > MAX_FILTER_TEXT) return null;
  return q.trim() || null;
}

/** A page of the users list and how many users the whole list holds. */
export async function usersListPage(db: Kysely<Database>, principal: Principal, list: ListQuery) {
  const viewer = viewerOf(principal);
  const { field, order } = list.sort;
  const offset = list.range.start;
  const limit = list.range.end - list.range.start + 1;
  const search = searchOnly(list.filter);
  if (search === null) {
    const narrowed = Object.keys(list.filter).length > 0;
    const condition = filterCondition(USERS_LIST, list.filter, principal.timeZone);
    const [users, counted] = await Promise.all([
      usersPage(db, viewer, { field, order, offset, limit, narrowed }, condition).execute(),
      usersTotal(db, viewer, narrowed, condition).executeTakeFirstOrThrow(),
    ]);
    return { users, total: counted.total };
  }
  const shape: PageShape = { field, order, seesAll: viewer.seesAll, search: !search ? 'none' : mayHoldCapitals(search) ? 'lowered' : 'asIs' };
  const values = { subscriberId: viewer.subscriberId, userId: viewer.userId, pattern: containsPattern(search) };
  const [users, [counted]] = await Promise.all([
    screenPage(db, shape, { ...values, offset, limit }),
    screenTotal(db, { seesAll: shape.seesAll, search: shape.search }, values),
  ]);
  return { users, total: counted.total };
}
