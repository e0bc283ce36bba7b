/**
 * Third-party settings (issue 10): the credentials each subscriber signs in to Corrigo and
 * Ecotrak with, one row per network, the client secret sealed (integrations/secretBox.ts), and
 * on work orders the Corrigo status FieldDesk last saw or set.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table third_party_credentials (
      subscriber_id integer not null references subscribers (id) on delete cascade,
      network text not null check (network in ('corrigo', 'ecotrak')),
      client_id text not null check (char_length(client_id) <= 200),
      client_secret_sealed text,
      api_url text not null check (char_length(api_url) <= 500),
      token_url text not null check (char_length(token_url) <= 500),
      version integer not null default 1,
      modified_by integer,
      modified_date timestamptz not null default now(),
      primary key (subscriber_id, network)
    )`.execute(db);
  await sql`alter table work_orders add column corrigo_status text check (char_length(corrigo_status) <= 50)`.execute(db);
  await sql`create index work_orders_corrigo_idx on work_orders (subscriber_id, corrigo_work_order_id) where corrigo_work_order_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index work_orders_corrigo_idx`.execute(db);
  await sql`alter table work_orders drop column corrigo_status`.execute(db);
  await sql`drop table third_party_credentials`.execute(db);
}
