/**
 * The databases a test of the database layer runs on: PGlite always, and PostgreSQL
 * (DATABASE_URL, else postgres@127.0.0.1:5432) when it is reachable. `adminUrl` is what
 * createScratchDatabase makes the test's own database from (null: a PGlite directory).
 */
import { isPostgresReachable } from '../../scripts/support/scratchDatabase';

export interface DatabaseToTest {
  on: 'PGlite' | 'PostgreSQL';
  adminUrl: string | null;
}

export async function databasesToTest(): Promise<DatabaseToTest[]> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const pglite: DatabaseToTest = { on: 'PGlite', adminUrl: null };
  return (await isPostgresReachable(adminUrl)) ? [pglite, { on: 'PostgreSQL', adminUrl }] : [pglite];
}
