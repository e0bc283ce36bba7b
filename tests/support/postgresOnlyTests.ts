/**
 * The PostgreSQL server for tests that need one whatever database the run is on (several server
 * processes on one database): DATABASE_URL, else postgres@127.0.0.1:5432. Such a file is skipped,
 * and says why, when that server does not answer, or when POSTGRES_ONLY_TESTS=elsewhere: CI's
 * PGlite round sets it, since its PostgreSQL round runs the same files on the same server.
 */
import { isPostgresReachable } from '../../scripts/support/scratchDatabase';

export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Null when the tests of `what` run, else why they are skipped (also printed). */
export async function postgresOnlySkipReason(what: string): Promise<string | null> {
  const reason =
    process.env.POSTGRES_ONLY_TESTS === 'elsewhere'
      ? `POSTGRES_ONLY_TESTS=elsewhere: ${what} run in the PostgreSQL round.`
      : (await isPostgresReachable(ADMIN_URL))
        ? null
        : `PostgreSQL is not reachable at ${ADMIN_URL.replace(/\/\/[^@/]*@/, '//')}: ${what} are skipped.`;
  if (reason) console.warn(reason);
  return reason;
}
