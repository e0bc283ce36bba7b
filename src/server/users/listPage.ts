/**
 * A page of the users list and its total, in one statement: the page's users joined to the
 * total's one row, so every row carries it and an empty page (past the end, or a search that
 * matches fewer) answers that one row alone, its user columns null. On PGlite's one session a
 * second statement waited behind every request queued before it.
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
 * A filtered list's matches, found once for both the page and the total: a search through the
 * trigram indexes and its recheck of each candidate cost most of a searched page's statement,
 * and the page and the total each made it. The matches are a materialized CTE, which also keeps
 * the sort away from the filter: the statement is prepared, and the plan PostgreSQL keeps for
 * every search text cannot know how few users it matches, so it would read the whole subscriber
 * in sort order and test each one.
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
function countOf(db: Kysely<Database>, viewer: Viewer, narrowed: boolean, filtered: UsersQuery) {
  if (narrowed) return (db as Kysely<any>).selectFrom(MATCHES).select((eb) => eb.fn.countAll<number>().as('total'));
  if (!viewer.seesAll) return filtered.select((eb) => eb.fn.countAll<number>().as('total'));
  // max() answers one row even for a subscriber whose count row is not there yet (no users).
  return db
    .selectFrom('subscriber_user_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.max('users'), eb.lit(0)).as('total'))
    .where('subscriber_id', '=', viewer.subscriberId);
}

/** The page's statement: its users in the list's order, each row with the list's total. */
function usersPage(db: Kysely<Database>, viewer: Viewer, page: PageRequest, condition: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>) {
  const filtered = visibleUsers(db, viewer).where(condition);
  // Users of the same name keep the order of their ids, reversed with the rest of a descending
  // sort: the page is then read straight from a sort index, which ends in the id (migration 0007).
  const order = [...sortTerms(USERS_LIST.columns, page.field, page.order), { sql: USERS_LIST.columns.id.sql, direction: page.order === 'DESC' ? 'desc' : 'asc' } as const];
  const pageIds = orderedBy(candidateIds(db, filtered, page.narrowed), order).offset(page.offset).limit(page.limit);
  const total = countOf(db, viewer, page.narrowed, filtered);
  const from = page.narrowed ? (db.with((cte) => cte(MATCHES).materialized(), () => filtered.selectAll('u')) as unknown as Kysely<Database>) : db;
  // Statuses and roles are read for the page's rows only, which = any(array(...)) fetches by id.
  const rows = from
    .selectFrom('users as u')
    .rightJoin(total.as('t'), (join) => join.on('u.subscriber_id', '=', viewer.subscriberId).on('u.id', '=', sql<number>`any(array(${pageIds}))`));
  // Typed as the users alone: the user columns it selects are null only on an empty page's row.
  return orderedBy(withColumns(rows as unknown as UsersQuery).select(sql<number | string>`t.total`.as('total')), order);
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

const screenPage = statementTemplate((db, values: PageValues, shape: PageShape) =>
  usersPage(
    db,
    { subscriberId: values.subscriberId, userId: values.userId, seesAll: shape.seesAll },
    { field: shape.field, order: shape.order, offset: values.offset, limit: values.limit, narrowed: shape.search !== 'none' },
    (eb) =>
      shape.search === 'none'
        ? eb.and([])
        : searchUsersFor(eb, values.pattern, shape.search === 'lowered'),
  ),
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
  let rows;
  if (search === null) {
    const page = { field, order, offset, limit, narrowed: Object.keys(list.filter).length > 0 };
    rows = await usersPage(db, viewer, page, filterCondition(USERS_LIST, list.filter, principal.timeZone)).execute();
  } else {
    const shape: PageShape = { field, order, seesAll: viewer.seesAll, search: !search ? 'none' : mayHoldCapitals(search) ? 'lowered' : 'asIs' };
    rows = await screenPage(db, shape, { subscriberId: viewer.subscriberId, userId: viewer.userId, offset, limit, pattern: containsPattern(search) });
  }
  // An empty page is the total's row alone, its user columns null. The rows keep their total
  // column: the response schema writes a user's fields only.
  return { users: rows[0].id === null ? [] : rows, total: rows[0].total };
}
