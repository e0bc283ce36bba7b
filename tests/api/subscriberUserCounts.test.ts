/**
 * The number of users each subscriber has (migration 0008), which the unfiltered users list
 * sends as its total: the database keeps it equal to a count of the users through every way
 * users are added, removed, moved or rolled back, and the migration counts the users already
 * there.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { down as withoutUserCounts, up as withUserCounts } from '../../src/server/db/migrations/0008_subscriber_user_counts';
import type { Database } from '../../src/server/db/schema';

let scratch: ScratchDatabase;
let database: DatabaseHandle;
let db: Kysely<Database>;
let subscribers: number[];

beforeAll(async () => {
  scratch = await createScratchDatabase('usercounts');
  database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
  db = database.db;
  await migrateToLatest(db);
  const inserted = await db.insertInto('subscribers').values([{ name: 'Northwind HVAC' }, { name: 'Southgate Plumbing' }, { name: 'Eastside Ovens' }] as any).returning('id').execute();
  subscribers = inserted.map(({ id }) => id);
}, 60_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

let next = 0;
const addUsers = (executor: Kysely<Database>, subscriberId: number, count: number) =>
  executor
    .insertInto('users')
    .values(
      Array.from({ length: count }, () => {
        next++;
        return { subscriber_id: subscriberId, user_name: `counted-${next}`, password_hash: 'x', first_name: 'Pat', last_name: `Counted ${next}`, email: `counted-${next}@example.com` };
      }) as any,
    )
    .execute();

/** Each subscriber's kept number and its users counted, side by side. */
async function keptAndCounted() {
  const { rows } = await sql<{ kept: number; counted: number }>`
    select coalesce((select users from subscriber_user_counts c where c.subscriber_id = s.id), 0) as kept,
      (select count(*)::int from users u where u.subscriber_id = s.id) as counted
    from subscribers s where s.id = any(${subscribers}) order by s.id`.execute(db);
  return rows;
}

const expectKeptAsCounted = async (counted: number[]) =>
  expect(await keptAndCounted()).toEqual(counted.map((n) => ({ kept: n, counted: n })));

it('counts the users already there when it is added, then every user added or removed', async () => {
  await withoutUserCounts(db as Kysely<any>);
  await addUsers(db, subscribers[0], 3);
  await withUserCounts(db as Kysely<any>);
  await expectKeptAsCounted([3, 0, 0]);

  await addUsers(db, subscribers[1], 5);
  await addUsers(db, subscribers[0], 1);
  await db.deleteFrom('users').where('user_name', '=', 'counted-1').execute();
  await expectKeptAsCounted([3, 5, 0]);
});

it('follows a user moved to another subscriber, and leaves the count as it was when a transaction is rolled back', async () => {
  await db.updateTable('users').set({ subscriber_id: subscribers[2] } as any).where('user_name', '=', 'counted-2').execute();
  await expectKeptAsCounted([2, 5, 1]);
  await expect(
    db.transaction().execute(async (trx) => {
      await addUsers(trx, subscribers[1], 4);
      await trx.deleteFrom('users').where('subscriber_id', '=', subscribers[0]).execute();
      throw new Error('the creation failed half-way');
    }),
  ).rejects.toThrow('half-way');
  await expectKeptAsCounted([2, 5, 1]);
});

it('ends at zero when every user goes, one by one or all at once', async () => {
  await db.deleteFrom('users').where('subscriber_id', '=', subscribers[2]).execute();
  await expectKeptAsCounted([2, 5, 0]);
  await sql`truncate users cascade`.execute(db);
  await expectKeptAsCounted([0, 0, 0]);
  await addUsers(db, subscribers[1], 2);
  await expectKeptAsCounted([0, 2, 0]);
});
