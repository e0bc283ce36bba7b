/**
 * Hub events too big for a NOTIFY payload (8000 bytes) travel between server processes as a
 * row of this table: the publisher stores the event and notifies its id, every process reads
 * it back (src/server/hubs/broker.ts). Rows are only needed for moments; publishers delete
 * those older than a few minutes.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table hub_event_payloads (
      id bigint generated always as identity primary key,
      payload text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index hub_event_payloads_created_at on hub_event_payloads (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table hub_event_payloads`.execute(db);
}
