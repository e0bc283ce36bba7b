/**
 * Runs the migrations at start (Kysely Migrator), in two sets:
 * - foundation migrations (db/migrations) before the schema engine, which needs subscribers;
 * - area migrations (db/areaMigrations) after the schema engine has created the resource
 *   tables, because area tables hold real foreign keys to resources (customers, statuses,
 *   flags). Each set keeps its own migration table.
 * Migrations are imported statically so that the same list runs from source and from a bundle.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as foundation from './migrations/0001_foundation';
import * as resourceHistory from './migrations/0002_resource_history';
import * as userEmployeeTypes from './migrations/0003_user_employee_types';
import * as userTokensValidFrom from './migrations/0004_user_tokens_valid_from';
import * as listSearchIndexes from './migrations/0005_list_search_indexes';
import * as lowercaseTrigramIndexes from './migrations/0006_lowercase_trigram_indexes';
import * as userSortIndexesWithId from './migrations/0007_user_sort_indexes_with_id';
import * as subscriberUserCounts from './migrations/0008_subscriber_user_counts';
import * as foundationTenantKeys from './migrations/0009_tenant_keys';
import * as workOrders from './areaMigrations/0001_work_orders';
import * as laborSubWorkOrder from './areaMigrations/0002_labor_sub_work_order';
import * as salesActions from './areaMigrations/0004_sales_actions';
import * as scheduleEntries from './areaMigrations/0003_schedule_entries';
import * as hubEventPayloads from './areaMigrations/0005_hub_event_payloads';
import * as thirdPartySettings from './areaMigrations/0006_third_party_settings';
import * as serviceChannel from './areaMigrations/0007_service_channel';
import * as workOrderSignOffs from './areaMigrations/0008_work_order_sign_offs';
import * as files from './areaMigrations/0009_files';
import * as principalChangeNotices from './areaMigrations/0010_principal_change_notices';
import * as openLaborIndexes from './areaMigrations/0011_open_labor_indexes';
import * as closedLaborsByTechnician from './areaMigrations/0012_closed_labors_by_technician';
import * as userStatusEntriesOfOwnTenant from './areaMigrations/0013_user_status_entries_of_own_tenant';
import * as tenantKeys from './areaMigrations/0014_tenant_keys';
import * as laborTimeEvidence from './areaMigrations/0015_labor_time_evidence';
import * as deletedLabors from './areaMigrations/0016_deleted_labors';
import * as filesKeptWhenDeleted from './areaMigrations/0017_files_kept_when_deleted';
import * as integrationCredentialChanges from './areaMigrations/0019_integration_credential_changes';
import * as technicianWorkOrderStatuses from './areaMigrations/0020_technician_work_order_statuses';
import * as rateSheetBlocks from './areaMigrations/0021_rate_sheet_blocks';
import * as moreSalesColours from './areaMigrations/0023_more_sales_colours';
import * as clockApprovalAndRestoreGrants from './areaMigrations/0024_clock_approval_and_restore_grants';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_resource_history': resourceHistory,
  '0003_user_employee_types': userEmployeeTypes,
  '0004_user_tokens_valid_from': userTokensValidFrom,
  '0005_list_search_indexes': listSearchIndexes,
  '0006_lowercase_trigram_indexes': lowercaseTrigramIndexes,
  '0007_user_sort_indexes_with_id': userSortIndexesWithId,
  '0008_subscriber_user_counts': subscriberUserCounts,
  '0009_tenant_keys': foundationTenantKeys,
};

export const AREA_MIGRATIONS: Record<string, Migration> = {
  '0001_work_orders': workOrders,
  '0002_labor_sub_work_order': laborSubWorkOrder,
  '0004_sales_actions': salesActions,
  '0003_schedule_entries': scheduleEntries,
  '0005_hub_event_payloads': hubEventPayloads,
  '0006_third_party_settings': thirdPartySettings,
  '0007_service_channel': serviceChannel,
  '0008_work_order_sign_offs': workOrderSignOffs,
  '0009_files': files,
  '0010_principal_change_notices': principalChangeNotices,
  '0011_open_labor_indexes': openLaborIndexes,
  '0012_closed_labors_by_technician': closedLaborsByTechnician,
  '0013_user_status_entries_of_own_tenant': userStatusEntriesOfOwnTenant,
  '0014_tenant_keys': tenantKeys,
  '0015_labor_time_evidence': laborTimeEvidence,
  '0016_deleted_labors': deletedLabors,
  '0017_files_kept_when_deleted': filesKeptWhenDeleted,
  '0019_integration_credential_changes': integrationCredentialChanges,
  '0020_technician_work_order_statuses': technicianWorkOrderStatuses,
  '0021_rate_sheet_blocks': rateSheetBlocks,
  '0023_more_sales_colours': moreSalesColours,
  '0024_clock_approval_and_restore_grants': clockApprovalAndRestoreGrants,
};

const providerOf = (migrations: Record<string, Migration>): MigrationProvider => ({ getMigrations: async () => migrations });

export const migrateToLatest = (db: Kysely<any>) => run(db, MIGRATIONS, 'kysely_migration', 'kysely_migration_lock');

export const migrateAreasToLatest = (db: Kysely<any>) => run(db, AREA_MIGRATIONS, 'kysely_area_migration', 'kysely_area_migration_lock');

/** The migrations a table records as run, or null before its first run. */
async function recordedMigrations(db: Kysely<any>, table: string): Promise<Set<string> | null> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass(${table}) is not null as present`.execute(db);
  if (!rows[0].present) return null;
  return new Set((await db.selectFrom(table).select('name').execute()).map((row) => row.name as string));
}

/**
 * Kysely's Migrator looks for its own tables by reading every table and column of the schema,
 * which takes most of a second on PGlite at each start. When the table records exactly the
 * code's migrations there is nothing it would run or refuse, so it is not asked; any
 * difference (one to run, or one recorded that the code no longer has) goes to it.
 */
async function run(db: Kysely<any>, migrations: Record<string, Migration>, migrationTableName: string, migrationLockTableName: string): Promise<string[]> {
  const recorded = await recordedMigrations(db, migrationTableName);
  const names = Object.keys(migrations);
  if (recorded && recorded.size === names.length && names.every((name) => recorded.has(name))) return [];
  const migrator = new Migrator({ db, provider: providerOf(migrations), migrationTableName, migrationLockTableName });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
