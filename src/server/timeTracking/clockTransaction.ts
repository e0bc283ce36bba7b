/**
 * Every clock write is atomic: one statement, or one transaction. The database keeps the
 * invariants (one open labor per technician, a request id used once, stop not before start,
 * closed stays closed); when a concurrent request trips one of them, or PostgreSQL picks this
 * transaction as a deadlock victim, the whole request runs again: it then sees what the other
 * request committed and answers as if it had come second (the finish-first 409, or the first
 * answer of a retried request).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, conflict, type FieldErrors } from '../errors';
import type { Principal } from '../plugins/auth';

export interface ClockContext {
  /** The database (clockAttempts), or the transaction work runs in when it needs one. */
  db: Kysely<Database>;
  principal: Principal;
  /** The subscriber's time zone, for typed times and answers. */
  zone: string;
  now: Date;
}

const RETRIED_CODES = new Set([
  '23505', // unique violation: a concurrent clock-in or a retried request id
  '40001', // serialization failure
  '40P01', // deadlock detected
]);
const ATTEMPTS = 4;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * A write that found its row changed since it was read (a clock-out takes no lock: it closes the
 * labor only at the version it read). The request runs again and answers from what it then
 * reads; when that keeps happening, the caller gets a 409 with this message.
 */
export class ChangedMeanwhile extends Error {}

const isRetried = (error: unknown) => error instanceof ChangedMeanwhile || RETRIED_CODES.has(codeOf(error) as string);

/**
 * Runs `work` on the database itself, again from the start when a concurrent request got in its
 * way: for work whose reads need no transaction (a clock-in reads, then writes in one statement
 * or opens a transaction for several), so that a retried request or one refused with 409 costs
 * no transaction at all.
 */
export async function clockAttempts<T>(db: Kysely<Database>, context: Omit<ClockContext, 'db' | 'now'>, work: (context: ClockContext) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work({ ...context, db, now: new Date() });
    } catch (error) {
      if (!isRetried(error)) throw error;
      if (attempt >= ATTEMPTS) throw error instanceof ChangedMeanwhile ? conflict(error.message) : error;
    }
  }
}

/** `write` atomically: as it is when it is one statement or `db` is already a transaction, else in a transaction. */
export function atomically<T>(db: Kysely<Database>, severalStatements: boolean, write: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return severalStatements && !db.isTransaction ? db.transaction().execute(write) : write(db);
}

/** A 400 with every field error, titled by the first (the message the dialog shows). */
export function throwIfFieldErrors(errors: FieldErrors | Record<string, string | undefined>): void {
  const entries = Object.entries(errors).flatMap(([field, value]) => {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => !!m);
    return messages.length ? [[field, messages] as const] : [];
  });
  if (entries.length) throw badRequest(entries[0][1][0], Object.fromEntries(entries));
}
