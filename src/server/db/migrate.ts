/**
 * Runs the migrations in db/migrations at start (Kysely Migrator). Migrations are imported
 * statically so that the same list runs from source and from a bundle.
 */
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as foundation from './migrations/0001_foundation';
import * as resourceHistory from './migrations/0002_resource_history';
import * as userEmployeeTypes from './migrations/0003_user_employee_types';

const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_resource_history': resourceHistory,
  '0003_user_employee_types': userEmployeeTypes,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
