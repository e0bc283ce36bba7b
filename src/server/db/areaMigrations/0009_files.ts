/**
 * Files of work orders (issue 11): one row per stored file, so that a folder's listing is a
 * query and tags are kept. The bytes live in the file storage (src/server/files/storage) under
 * `storage_key`, named by the row's id, so a rename changes the row only. A name is unique in
 * its work order whatever its letter case (path_lower of spec §3.9).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table files (
      id uuid primary key default gen_random_uuid(),
      subscriber_id integer not null references subscribers (id) on delete cascade,
      work_order_id integer not null,
      name text not null check (char_length(name) between 1 and 200 and name !~ '[/\\\\]' and name not in ('.', '..')),
      storage_key text not null unique,
      thumbnail_key text unique,
      size_bytes integer not null check (size_bytes >= 0),
      content_type text not null,
      tag text not null default 'none' check (tag in ('none', 'before', 'after')),
      created_by integer,
      created_date timestamptz not null default now(),
      modified_by integer,
      modified_date timestamptz not null default now(),
      version integer not null default 1,
      foreign key (subscriber_id, work_order_id) references work_orders (subscriber_id, id) on delete cascade
    )`.execute(db);
  await sql`create unique index files_name_in_folder on files (work_order_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table files`.execute(db);
}
