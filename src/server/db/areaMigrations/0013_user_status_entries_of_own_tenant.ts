/**
 * A user's status entry names its subscriber and its user; the database now checks that the
 * user belongs to that subscriber, with one key (subscriber_id, user_id), as every other row
 * that names a user of its tenant does. The two keys it replaces checked each column alone: a
 * row could name one subscriber and another's user. One key is also one check where there were
 * two, on every status change (each clock request makes one). Deleting a subscriber still
 * deletes its entries, through its users.
 */
import { sql, type Kysely } from 'kysely';
import { hasConstraint } from '../migrations/0009_tenant_keys';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A database made after foundation migration 0009 has the key already: it does this first.
  if (await hasConstraint(db, 'user_status_entries_user_fkey')) return;
  await sql`
    alter table user_status_entries
      drop constraint user_status_entries_subscriber_id_fkey,
      drop constraint user_status_entries_user_id_fkey,
      add constraint user_status_entries_user_fkey foreign key (subscriber_id, user_id) references users (subscriber_id, id) on delete cascade`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table user_status_entries
      drop constraint user_status_entries_user_fkey,
      add constraint user_status_entries_subscriber_id_fkey foreign key (subscriber_id) references subscribers (id) on delete cascade,
      add constraint user_status_entries_user_id_fkey foreign key (user_id) references users (id) on delete cascade`.execute(db);
}
