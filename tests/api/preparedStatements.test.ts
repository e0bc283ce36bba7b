/**
 * Each pooled connection prepares the statements it sends with parameters, once, and answers
 * exactly as an unnamed statement would (src/server/db/preparedStatements.ts), also when it no
 * longer asks for the rows' description: on PGlite, and on PostgreSQL (DATABASE_URL, else
 * postgres@127.0.0.1:5432) when it is reachable.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { PREPARED_PER_CONNECTION } from '../../src/server/db/preparedStatements';
import { databasesToTest } from '../support/databasesToTest';


describe.each(await databasesToTest())('statements prepared per connection on $on', ({ adminUrl }) => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase('prepared', adminUrl);
    database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    await sql`create table parts (id integer primary key, name text not null)`.execute(database.db);
    await sql`insert into parts values (1, 'compressor'), (2, 'gasket'), (3, 'fan motor')`.execute(database.db);
    await sql`create table deliveries (id integer primary key, part_id integer not null, due timestamptz, cost numeric(8,2), details jsonb)`.execute(database.db);
    await sql`insert into deliveries values (1, 1, '2026-11-28T07:00:00Z', 125.5, '{"truck": 4}'), (2, 2, null, null, null)`.execute(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  /** The statements prepared on the connection a transaction runs on, by text. */
  const preparedOn = (trx: typeof database.db) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx).then((r) => r.rows.map((row) => row.statement));

  it('prepares a statement with parameters once and answers each call with its own values', async () => {
    await database.db.transaction().execute(async (trx) => {
      const named = (id: number) => trx.selectFrom('parts' as never).select(sql<string>`name`.as('name')).where(sql`id`, '=', id).executeTakeFirst();
      expect([await named(1), await named(3), await named(9)]).toEqual([{ name: 'compressor' }, { name: 'fan motor' }, undefined]);
      const statements = await preparedOn(trx);
      expect(statements.filter((text) => text.includes('from "parts"'))).toHaveLength(1);
      expect(statements.some((text) => /^\s*(begin|commit)/i.test(text))).toBe(false);
    });
  });

  it('a statement run again on its connection reads its rows as the first run did: times, numbers, JSON and nulls', async () => {
    await database.db.transaction().execute(async (trx) => {
      const delivery = (id: number) => sql<Record<string, unknown>>`select id, part_id, due, cost, details from deliveries where id = ${id}`.execute(trx);
      for (let run = 0; run < 8; run++) {
        expect((await delivery(1)).rows).toEqual([{ id: 1, part_id: 1, due: new Date('2026-11-28T07:00:00Z'), cost: 125.5, details: { truck: 4 } }]);
        expect((await delivery(2)).rows).toEqual([{ id: 2, part_id: 2, due: null, cost: null, details: null }]);
      }
    });
  });

  /**
   * Another server process (a rolling deploy) adds a column while this one serves: on PostgreSQL
   * a connection of another pool, on PGlite (one session) the same database outside the reads.
   */
  const otherProcess = async () =>
    database.kind === 'postgres' ? await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, poolSize: 1 }) : null;

  it('a statement whose columns another process changed is prepared again and answers with its new columns, alone or in a transaction', async () => {
    const part = (db: typeof database.db, id: number) => sql<Record<string, unknown>>`select * from parts where id = ${id}`.execute(db).then((r) => r.rows);
    const renamed = (db: typeof database.db, id: number, name: string) =>
      sql<Record<string, unknown>>`update parts set name = ${name} where id = ${id} returning *`.execute(db).then((r) => r.rows);
    // Several connections prepare both statements (reads at once take several of the pool's connections).
    const atOnce = <T>(run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: 6 }, (_, i) => run(i)));
    await atOnce(() => part(database.db, 1));
    await atOnce(() => database.db.transaction().execute(async (trx) => [await part(trx, 2), await renamed(trx, 3, 'fan motor')]));
    const other = await otherProcess();
    try {
      await sql`alter table parts add column weight numeric`.execute((other ?? database).db);
      await sql`alter table deliveries add column driver text`.execute((other ?? database).db);
      expect(await atOnce(() => part(database.db, 1))).toEqual(Array(6).fill([{ id: 1, name: 'compressor', weight: null }]));
      expect(await atOnce(() => database.db.transaction().execute(async (trx) => [await part(trx, 2), await renamed(trx, 3, 'fan motor')]))).toEqual(
        Array(6).fill([[{ id: 2, name: 'gasket', weight: null }], [{ id: 3, name: 'fan motor', weight: null }]]),
      );
      // A transaction's first read is stale on one connection and the second on another: it is run again until both are new.
      await sql`alter table parts drop column weight`.execute((other ?? database).db);
      expect(await atOnce(() => database.db.transaction().execute(async (trx) => [await part(trx, 2), await renamed(trx, 3, 'fan motor')]))).toEqual(
        Array(6).fill([[{ id: 2, name: 'gasket' }], [{ id: 3, name: 'fan motor' }]]),
      );
    } finally {
      await other?.close();
    }
  });

  it('a connection keeps the statements it used last: past its budget the least recently used is deallocated and the new one prepared', async () => {
    await database.db.transaction().execute(async (trx) => {
      const numbered = (n: number) => sql<{ n: number }>`select ${n}::int + ${n % 7} as n${sql.raw(` -- statement ${n}`)}`.execute(trx);
      const text = (n: number) => `select $1::int + $2 as n -- statement ${n}`;
      for (let n = 1; n <= PREPARED_PER_CONNECTION; n++) await numbered(n);
      await numbered(1); // used again: now the most recent
      const late = PREPARED_PER_CONNECTION + 1;
      expect((await numbered(late)).rows).toEqual([{ n: late + (late % 7) }]);
      const statements = await preparedOn(trx);
      expect(statements).toContain(text(late));
      expect(statements).toContain(text(1));
      expect(statements).not.toContain(text(2));
      expect(statements.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
      expect((await numbered(2)).rows).toEqual([{ n: 4 }]);
      expect(await preparedOn(trx)).not.toContain(text(3));
    });
  });

  it('SQL run straight through the driver (the bench\'s "SQL alone") is prepared as the server\'s statements are', async () => {
    const text = 'select name from parts where id = $1';
    for (const id of [1, 2, 3]) expect(await database.rawQuery(text, [id])).toHaveLength(1);
    // pg's pool.query sends its statement unnamed: planned afresh each time, unlike Kysely's.
    // A connection idle in the pool is handed out again, so this read runs where the three did.
    const statements = await database.rawQuery('select statement from pg_prepared_statements where statement = $1', [text]);
    expect(statements).toEqual([{ statement: text }]);
  });

  it('a statement refused in an aborted transaction is prepared again and answers once the transaction ended', async () => {
    const nameOf = (id: number) => sql<{ name: string }>`select name from parts where id = ${id}`;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`select no_such_column from parts where id = ${1}`.execute(trx).catch(() => undefined);
        await nameOf(2).execute(trx);
      }),
    ).rejects.toThrow(/current transaction is aborted/);
    for (let i = 0; i < 12; i++) expect((await nameOf(2).execute(database.db)).rows).toEqual([{ name: 'gasket' }]);
  });
});
