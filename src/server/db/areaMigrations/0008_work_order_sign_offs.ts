/**
 * Signed sign-off summaries (issue 11): one row per signature of an order, its PDF kept by the
 * sign-off store (src/server/workOrders/signOffStore.ts) under `storage_key`. Re-signing adds a
 * row with the next version; earlier PDFs stay, the latest is the order's current sign-off.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table work_order_sign_offs (
      id integer generated always as identity primary key,
      subscriber_id integer not null references subscribers (id) on delete cascade,
      work_order_id integer not null,
      version integer not null check (version >= 1),
      signed_by text not null check (char_length(signed_by) between 1 and 100),
      signed_date timestamptz not null,
      summary jsonb not null,
      storage_key text not null unique,
      byte_size integer not null check (byte_size > 0),
      sha256 text not null,
      created_by integer,
      foreign key (subscriber_id, work_order_id) references work_orders (subscriber_id, id) on delete cascade,
      unique (work_order_id, version)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table work_order_sign_offs`.execute(db);
}
