/**
 * The users list's sort indexes end in the id, its tie-breaker: a page is then read straight
 * from the index, forwards or backwards, and only the ids it needs (users/routes.ts). On
 * (subscriber_id, column) alone PostgreSQL read each row up to the page from the table to learn
 * its id and sorted every run of equal names, so a page deep in the list cost several times as
 * much.
 */
import { sql, type Kysely } from 'kysely';

const SORTED_USER_COLUMNS = ['user_name', 'first_name', 'last_name', 'email'];

async function rebuild(db: Kysely<any>, columns: (column: string) => string): Promise<void> {
  for (const column of SORTED_USER_COLUMNS) {
    await sql.raw(`drop index users_${column}_order_idx`).execute(db);
    await sql.raw(`create index users_${column}_order_idx on users (subscriber_id, ${columns(column)})`).execute(db);
  }
}

export const up = (db: Kysely<any>) => rebuild(db, (column) => `${column}, id`);

export const down = (db: Kysely<any>) => rebuild(db, (column) => column);
