/**
 * Sign-in throttling kept in the database, so that every server process sees the same
 * count. Within WINDOW_MINUTES, a user name may fail PER_ADDRESS_LIMIT times from one
 * address and PER_USER_LIMIT times from all addresses together (so that rotating addresses
 * does not help a guesser); past either, sign-in answers 429 until the oldest failure leaves
 * the window.
 *
 * An attempt is counted before its password is checked: one transaction takes a lock on the
 * user name, counts, and records the attempt as a failure when it is allowed, so parallel
 * attempts cannot all see the same count. A right password then clears the count.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const PER_ADDRESS_LIMIT = 5;
export const PER_USER_LIMIT = 20;
export const WINDOW_MINUTES = 15;

export interface ThrottleKeys {
  perAddress: string;
  perUser: string;
}

export function throttleKeys(userName: string, ip: string): ThrottleKeys {
  const name = userName.trim().toLowerCase();
  return { perAddress: `${name}|${ip}`, perUser: `${name}|*` };
}

const windowStart = sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`;

async function secondsBlocked(db: Kysely<Database>, key: string, limit: number): Promise<number> {
  const rows = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('throttle_key', '=', key)
    .where('failed_at', '>', windowStart)
    .orderBy('failed_at', 'desc')
    .limit(limit)
    .execute();
  if (rows.length < limit) return 0;
  const oldest = new Date(rows[rows.length - 1].failed_at).getTime();
  return Math.max(1, Math.ceil((oldest + WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
}

/**
 * Counts an attempt under both keys, atomically: answers 0 when it is allowed (and recorded as a
 * failure until clearFailures), else the seconds until another attempt is allowed (nothing
 * recorded). The transaction-scoped advisory lock on the user-name key serialises the attempts
 * for one user name across connections and server processes.
 */
export async function reserveAttempt(db: Kysely<Database>, keys: ThrottleKeys): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${keys.perUser}, 0))`.execute(trx);
    const [address, user] = [await secondsBlocked(trx, keys.perAddress, PER_ADDRESS_LIMIT), await secondsBlocked(trx, keys.perUser, PER_USER_LIMIT)];
    const wait = Math.max(address, user);
    if (wait > 0) return wait;
    await trx.deleteFrom('login_failures').where('failed_at', '<', windowStart).execute();
    await trx
      .insertInto('login_failures')
      .values([{ throttle_key: keys.perAddress }, { throttle_key: keys.perUser }])
      .execute();
    return 0;
  });
}

/** A successful sign-in clears the user name's count. */
export async function clearFailures(db: Kysely<Database>, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_failures').where('throttle_key', 'in', [keys.perAddress, keys.perUser]).execute();
}
