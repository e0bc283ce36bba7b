/**
 * Lists sort text by `column COLLATE "C"` on a database whose own order is the code points'
 * (db/textOrder.ts): what they may do only where it gives the order the database would give.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { textOrderOf, textSortKey } from '../../src/server/db/textOrder';
import { databasesToTest } from '../support/databasesToTest';

const NAMES = ['beta', 'Beta', 'béta', 'Alpha', 'alpha', 'Émile', 'emile', 'zeta', 'Zeta', 'a b', 'ab', 'a-b', '_x', '10', '9', 'straße', 'strasse', 'Ørsted', 'Orsted', 'жук', '中文'];

const codePointDescending = [...NAMES].sort((a, b) => Buffer.compare(Buffer.from(b), Buffer.from(a)));

const opened: Array<{ scratch: ScratchDatabase; handle: DatabaseHandle }> = [];

async function databaseWith(adminUrl: string | null, createOptions = '') {
  const scratch = await createScratchDatabase('textorder', adminUrl, createOptions);
  const handle = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
  opened.push({ scratch, handle });
  await sql`create table names (name text not null)`.execute(handle.db);
  await sql`insert into names select unnest(${NAMES}::text[])`.execute(handle.db);
  return handle.db;
}

const sortedNames = async (db: Kysely<any>, key: (column: any) => any) =>
  (await sql<{ name: string }>`select name from names order by ${key(sql.ref('name'))} desc`.execute(db)).rows.map((row) => row.name);

afterAll(async () => {
  for (const { scratch, handle } of opened) {
    await handle.close();
    await scratch.drop();
  }
});

const databases = await databasesToTest();

describe.each(databases)('on $on', ({ adminUrl }) => {
  it('a database of the default set-up orders text by code point, and sorting bytewise gives its very order', async () => {
    const db = await databaseWith(adminUrl, adminUrl ? "template template0 locale 'C.UTF-8'" : '');
    const order = await textOrderOf(db);
    expect(order).toBe('codePoint');
    const own = await sortedNames(db, (column) => column);
    expect(await sortedNames(db, (column) => textSortKey(column, order))).toEqual(own);
    expect(own).toEqual(codePointDescending);
  });
});

describe.each(databases.filter((database) => database.adminUrl))('on $on with a language-aware collation', ({ adminUrl }) => {
  it('an ICU database keeps its own order: its lists sort by it, not by code point', async () => {
    const db = await databaseWith(adminUrl, "template template0 locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'");
    const order = await textOrderOf(db);
    expect(order).toBe('locale');
    const own = await sortedNames(db, (column) => column);
    // The language's order puts a word's capitalised form beside it; code-point order puts every capital before every small letter.
    expect(Math.abs(own.indexOf('alpha') - own.indexOf('Alpha'))).toBe(1);
    expect(own).not.toEqual(codePointDescending);
    // Sorting bytewise here would give the code points' order, not the database's: the key lists
    // sort by must keep the language's order, and it does only because it is told this order.
    expect(await sortedNames(db, (column) => textSortKey(column, 'codePoint'))).toEqual(codePointDescending);
    expect(await sortedNames(db, (column) => textSortKey(column, order))).toEqual(own);
  });
});
