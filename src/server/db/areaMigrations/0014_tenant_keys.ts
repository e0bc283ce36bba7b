/**
 * Tenant keys of the area tables (foundation migration 0009 did the foundation's): every table
 * holding a subscriber's rows has subscriber_id in its primary key and each unique key, and its
 * foreign keys to other tenant tables pair subscriber_id with subscriber_id, as the resource
 * tables always had. So the database itself refuses a row that refers to another subscriber's
 * row, and PostgreSQL can be distributed by subscriber (Citus, distribution column
 * subscriber_id) without a change of schema. tests/api/tenantKeys.test.ts reads the catalog and
 * lists any table or key that breaks the rule.
 *
 * The subscriber comes last in each key, so that the index under it serves the lookups it
 * served (a labor or a work order by its id alone, as the clock statements read them; the open
 * labor of a technician; a folder's file names) and no statement's plan changes; no index is
 * added or dropped. Where a table also has the unique key (subscriber_id, id) that child rows
 * refer to, it stays as it is. Unique rules (one open labor per technician, a clock request done
 * once, one file name per folder, one sign-off per version) now hold within a subscriber.
 *
 * It runs on a database that holds data: each new key holds wherever the old one did.
 */
import { sql, type Kysely } from 'kysely';

/** Tables keyed by their id alone until now. */
const KEYED_BY_ID = [
  'work_orders',
  'work_order_labors',
  'work_order_materials',
  'work_order_standard_items',
  'work_order_rate_sheet_items',
  'work_order_equipment_tasks',
  'work_order_jobs',
  'work_order_status_history',
  'work_order_sign_offs',
  'schedule_entries',
  'sales_actions',
  'service_channel_outbox',
  'files',
];

/** Link tables keyed by the two ids they link: [table, its key's columns before subscriber_id]. */
const LINK_TABLES: Array<[string, string]> = [
  ['work_order_technicians', 'work_order_id, technician_id'],
  ['schedule_entry_technicians', 'schedule_entry_id, technician_id'],
];

/** Unique constraints made per subscriber: [table, constraint, its columns before subscriber_id]. */
const UNIQUE_CONSTRAINTS: Array<[string, string, string]> = [
  ['files', 'files_storage_key_key', 'storage_key'],
  ['files', 'files_thumbnail_key_key', 'thumbnail_key'],
  ['service_channel_outbox', 'service_channel_outbox_idempotency_key_key', 'idempotency_key'],
  ['service_channel_outbox', 'service_channel_outbox_labor_id_action_key', 'labor_id, action'],
  ['work_order_sign_offs', 'work_order_sign_offs_storage_key_key', 'storage_key'],
  ['work_order_sign_offs', 'work_order_sign_offs_work_order_id_version_key', 'work_order_id, version'],
];

/** Unique indexes made per subscriber: [index, table, its columns and condition]. */
const UNIQUE_INDEXES: Array<[string, string, string]> = [
  ['files_name_in_folder', 'files', '(work_order_id, lower(name), subscriber_id)'],
  ['sales_actions_occurrence_key', 'sales_actions', '(recurrence_id, original_start, subscriber_id) where recurrence_id is not null'],
  ['work_order_labors_open_by_technician', 'work_order_labors', '(technician_id, subscriber_id) where stop_time is null and technician_id is not null'],
  ['work_order_labors_request_key', 'work_order_labors', '(technician_id, client_request_id, subscriber_id)'],
];

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of KEYED_BY_ID) {
    await run(db, `alter table ${table} drop constraint ${table}_pkey, add constraint ${table}_pkey primary key (id, subscriber_id)`);
  }
  for (const [table, columns] of LINK_TABLES) {
    await run(db, `alter table ${table} drop constraint ${table}_pkey, add constraint ${table}_pkey primary key (${columns}, subscriber_id)`);
  }
  for (const [table, constraint, columns] of UNIQUE_CONSTRAINTS) {
    await run(db, `alter table ${table} drop constraint ${constraint}, add constraint ${constraint} unique (${columns}, subscriber_id)`);
  }
  for (const [index, table, columns] of UNIQUE_INDEXES) {
    await run(db, `drop index ${index}`);
    await run(db, `create unique index ${index} on ${table} ${columns}`);
  }
}

export async function down(): Promise<void> {
  throw new Error('Area migration 0014 (tenant keys) is not undone: restore the backup taken before the upgrade.');
}
