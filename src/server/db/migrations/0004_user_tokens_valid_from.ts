/**
 * The instant before which a user's tokens no longer count (README "Sign-in and session"):
 * a password change, a deactivation or a role change moves it, which ends every token issued
 * before. Null: every unexpired token counts.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column tokens_valid_from timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column tokens_valid_from`.execute(db);
}
