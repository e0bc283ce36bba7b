/**
 * A user's status entry names its subscriber and its user, and the database keeps the two of one
 * tenant (area migration 0013), as every other row naming a user of its tenant: an entry naming
 * another subscriber's user is refused, and deleting a user deletes their entries.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/server';

let scratch: ScratchDatabase;
let database: DatabaseHandle;
let northwind: { subscriberId: number; userId: number };
let southgate: { subscriberId: number; userId: number };

async function subscriberWithUser(name: string) {
  const { db } = database;
  const { id: subscriberId } = await db.insertInto('subscribers').values({ name } as any).returning('id').executeTakeFirstOrThrow();
  const userName = `${name.toLowerCase().replace(/\W/g, '')}-tech`;
  const { id: userId } = await db
    .insertInto('users')
    .values({ subscriber_id: subscriberId, user_name: userName, password_hash: 'x', first_name: 'Sam', last_name: name } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { subscriberId, userId };
}

const addEntry = (subscriberId: number, userId: number) =>
  database.db.insertInto('user_status_entries').values({ subscriber_id: subscriberId, user_id: userId, user_status_id: 1 } as any).execute();

const entriesOf = async (userId: number) =>
  Number((await sql<{ n: string }>`select count(*) as n from user_status_entries where user_id = ${userId}`.execute(database.db)).rows[0].n);

beforeAll(async () => {
  scratch = await createScratchDatabase('statusentries');
  database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
  await prepareDatabase(database, loadConfig({}, { databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, seedDemo: false, jwtSecret: 'unused-here' }));
  northwind = await subscriberWithUser('Northwind HVAC');
  southgate = await subscriberWithUser('Southgate Plumbing');
}, 120_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

it("refuses an entry naming one subscriber and another's user, and writes nothing", async () => {
  await expect(addEntry(northwind.subscriberId, southgate.userId)).rejects.toMatchObject({ code: '23503' });
  expect(await entriesOf(southgate.userId)).toBe(0);
});

it('takes an entry of a user of its own subscriber, and deletes it with the user', async () => {
  await addEntry(southgate.subscriberId, southgate.userId);
  expect(await entriesOf(southgate.userId)).toBe(1);
  await database.db.deleteFrom('users').where('id', '=', southgate.userId).execute();
  expect(await entriesOf(southgate.userId)).toBe(0);
});
