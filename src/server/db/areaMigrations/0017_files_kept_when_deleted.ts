/**
 * Deleted files are kept (issue 33 item 9): a delete marks the row (who, when) and keeps its
 * bytes, so before/after photos stay as evidence; a user holding "Restore Deleted Files" brings
 * one back. A name is unique among the folder's files that are not deleted (a new file may take
 * the name of a deleted one; restoring it then gives it a free name). The unique index includes
 * the subscriber, as every tenant key does.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files add column deleted_date timestamptz, add column deleted_by integer`.execute(db);
  await sql`alter table files add constraint files_deleted_by_with_date check ((deleted_date is null) = (deleted_by is null))`.execute(db);
  await sql`drop index if exists files_name_in_folder`.execute(db);
  await sql`create unique index files_name_in_folder on files (subscriber_id, work_order_id, lower(name)) where deleted_date is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from files where deleted_date is not null`.execute(db);
  await sql`drop index files_name_in_folder`.execute(db);
  await sql`create unique index files_name_in_folder on files (work_order_id, lower(name))`.execute(db);
  await sql`alter table files drop constraint files_deleted_by_with_date, drop column deleted_date, drop column deleted_by`.execute(db);
}
