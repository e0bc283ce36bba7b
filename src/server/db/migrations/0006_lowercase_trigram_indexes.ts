/**
 * The lists' "contains" filters and search box read lower(column) LIKE lower('%text%')
 * (lists/columns.ts) instead of ILIKE: ILIKE lowers the row and the pattern again for every row
 * it rechecks, which made a search of many users slow on PGlite. Their trigram indexes are
 * now on lower(column). This drops every trigram index on a bare column (the users' of 0005 and
 * those the schema engine gave the resource tables) and builds the users' again on lower(...)
 * under the same names; the schema engine, which runs after these migrations, builds the
 * resource tables' the same way.
 */
import { sql, type Kysely } from 'kysely';

const SEARCHED_USER_COLUMNS = ['user_name', 'first_name', 'last_name', 'email'];

/** The trigram indexes of the current schema, on a bare column or on an expression such as lower(column). */
async function trigramIndexes(db: Kysely<any>, on: 'column' | 'expression'): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_opclass o on o.oid = i.indclass[0]
    where n.nspname = current_schema() and o.opcname = 'gin_trgm_ops' and (i.indkey[0] = 0) = ${on === 'expression'}`.execute(db);
  return rows.map((row) => row.name);
}

async function dropIndexes(db: Kysely<any>, names: string[]): Promise<void> {
  for (const name of names) await sql`drop index ${sql.id(name)}`.execute(db);
}

async function createUserIndexes(db: Kysely<any>, indexed: (column: string) => string): Promise<void> {
  for (const column of SEARCHED_USER_COLUMNS) {
    await sql.raw(`create index users_${column}_trgm_idx on users using gin (${indexed(column)} gin_trgm_ops) with (fastupdate = off)`).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, await trigramIndexes(db, 'column'));
  await createUserIndexes(db, (column) => `lower(${column})`);
}

/** Back to 0005's users indexes; the schema engine at the next start builds the resource tables' as its code defines them. */
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, await trigramIndexes(db, 'expression'));
  await createUserIndexes(db, (column) => column);
}
