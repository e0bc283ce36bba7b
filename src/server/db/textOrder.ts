/**
 * How the database orders text by default, and what a list may sort text by to get that same
 * order for less.
 *
 * A database whose default collation is C, POSIX or C.UTF-8 orders text by code point, which for
 * UTF-8 is the order of the bytes. PostgreSQL knows this of C and POSIX and compares their text
 * with memcmp; C.UTF-8 it leaves to the C library, a call per comparison through buffers copied
 * for it, and a top-N sort of a list page makes several for each matching row. Sorting by
 * `column COLLATE "C"` there gives the same order with memcmp. Any other collation (en_US.UTF-8,
 * an ICU one) orders differently, and its lists keep sorting by the default.
 *
 * The name alone is not trusted for C.UTF-8, which the C library defines: the database must also
 * order SAMPLE, chosen to tell code-point order from the usual locales' (case, accents, spaces,
 * punctuation, digits, other scripts), exactly as "C" does.
 */
import { sql, type Expression, type Kysely } from 'kysely';

export type TextOrder = 'codePoint' | 'locale';

const CODE_POINT_COLLATIONS = /^(C|POSIX|C\.UTF-?8)$/i;

const SAMPLE = ['a', 'B', 'b', 'A', 'é', 'e', 'É', 'f', 'Z', 'z', '_a', '-a', ' a', 'a b', 'ab', 'a-c', '1', '10', '2', 'ß', 'ss', 'Ö', 'o', 'ø', 'Ω', 'ж', '中', '文', '😀', ''];

export async function textOrderOf(db: Kysely<any>): Promise<TextOrder> {
  // datlocprovider ('c' libc, 'i' ICU) exists from PostgreSQL 15 on; read through to_jsonb so older servers answer null.
  const { rows } = await sql<{ collation: string; provider: string | null; sameAsC: boolean }>`
    select d.datcollate as collation, to_jsonb(d) ->> 'datlocprovider' as provider,
      (select array_agg(s order by s) = array_agg(s order by s collate "C") from unnest(${SAMPLE}::text[]) s) as "sameAsC"
    from pg_database d where d.datname = current_database()`.execute(db);
  const [database] = rows;
  const libc = database.provider === null || database.provider === 'c';
  return libc && CODE_POINT_COLLATIONS.test(database.collation) && database.sameAsC ? 'codePoint' : 'locale';
}

/** A text column's sort key in the database's own order, compared bytewise where that order is the code points'. */
export const textSortKey = (column: Expression<any>, order: TextOrder): Expression<any> =>
  order === 'codePoint' ? sql`${column} collate "C"` : column;
