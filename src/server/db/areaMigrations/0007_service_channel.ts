/**
 * Service Channel (issue 10): each subscriber's credentials, the client secret and password
 * sealed (integrations/secretBox.ts), and the outbox of check-ins and check-outs written in
 * the clock transaction and delivered by the worker of src/server/serviceChannel/delivery.ts.
 *
 * Outbox rows of one work order are delivered in id order: a row waits while an earlier row of
 * its order is not delivered. `lease_until` marks a row a server process is delivering; another
 * process takes it over only once the lease has run out, and the row's idempotency key makes
 * the network act on it once however often it is sent.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table service_channel_credentials (
      subscriber_id integer primary key references subscribers (id) on delete cascade,
      client_id text not null check (char_length(client_id) <= 200),
      client_secret_sealed text,
      user_name text not null check (char_length(user_name) <= 256),
      password_sealed text,
      api_url text not null check (char_length(api_url) <= 500),
      token_url text not null check (char_length(token_url) <= 500),
      version integer not null default 1,
      modified_by integer,
      modified_date timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table service_channel_outbox (
      id bigint generated always as identity primary key,
      subscriber_id integer not null references subscribers (id) on delete cascade,
      work_order_id integer not null,
      labor_id integer not null,
      action text not null check (action in ('checkIn', 'checkOut')),
      network_work_order_id text not null,
      payload jsonb not null,
      idempotency_key uuid not null unique,
      state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      last_error text,
      network_reference text,
      next_attempt_at timestamptz not null default now(),
      lease_until timestamptz,
      created_at timestamptz not null default now(),
      delivered_at timestamptz,
      foreign key (subscriber_id, work_order_id) references work_orders (subscriber_id, id) on delete cascade,
      unique (labor_id, action)
    )`.execute(db);
  await sql`create index service_channel_outbox_due on service_channel_outbox (next_attempt_at) where state = 'pending'`.execute(db);
  await sql`create index service_channel_outbox_order on service_channel_outbox (work_order_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table service_channel_outbox`.execute(db);
  await sql`drop table service_channel_credentials`.execute(db);
}
