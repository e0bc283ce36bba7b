/**
 * Indexes behind the lists' "contains" filters and search box (ILIKE '%text%', lists/columns.ts):
 * pg_trgm's trigram indexes answer them without reading every row. The users list gets one per
 * searched column and a btree per sortable name, so a page is read in order instead of sorting
 * the whole subscriber. Resource tables get theirs from the schema engine (resources/ddl.ts).
 * Trigram indexes take each row at once (fastupdate off): PGlite has no autovacuum to merge a
 * GIN index's pending list, which every search would otherwise read through row by row.
 */
import { sql, type Kysely } from 'kysely';

const SEARCHED_USER_COLUMNS = ['user_name', 'first_name', 'last_name', 'email'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of SEARCHED_USER_COLUMNS) {
    await sql.raw(`create index users_${column}_trgm_idx on users using gin (${column} gin_trgm_ops) with (fastupdate = off)`).execute(db);
    await sql.raw(`create index users_${column}_order_idx on users (subscriber_id, ${column})`).execute(db);
  }
}

/** The extension stays: the resource tables' trigram indexes depend on it. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of SEARCHED_USER_COLUMNS) {
    await sql.raw(`drop index users_${column}_trgm_idx, users_${column}_order_idx`).execute(db);
  }
}
