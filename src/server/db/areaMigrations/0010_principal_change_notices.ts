/**
 * Every change to what a request's principal is made of (src/server/plugins/principalCache.ts)
 * is announced by the database itself: a trigger on each table the principal is read from
 * notifies `fielddesk_principals` inside the writing transaction, so PostgreSQL delivers the notice
 * at commit to every server process (and PGlite to its one process), whichever code path, seed,
 * migration or manual SQL made the change. A notice names what changed: `user:<id>`,
 * `subscriber:<id>` or `all`.
 *
 * A table or a users column the principal starts to read needs its trigger here (a new
 * migration), or cached principals would not see its changes.
 *
 * A notifying transaction holds PostgreSQL's notify lock through its commit, so notifying
 * commits go one at a time: users notify only when a column the principal reads is set, never
 * for a status change, which every clock action makes (validateUser reads the status afresh).
 */
import { sql, type Kysely } from 'kysely';

/** The channel src/server/plugins/principalCache.ts listens on. */
const PRINCIPAL_CHANNEL = 'fielddesk_principals';

/** The users columns the principal is made of (src/server/plugins/auth.ts, loadAccount). */
const USER_COLUMNS = [
  'id',
  'subscriber_id',
  'user_name',
  'password_hash',
  'is_active',
  'tokens_valid_from',
  'first_name',
  'last_name',
  'email',
  'job_title_id',
  'client_authentication_id',
];

/**
 * Tables whose rows belong to one user or one subscriber: the key column names which. A new
 * user is in no cache yet, so inserting one notifies nothing.
 */
const ROW_TABLES = [
  { table: 'users', scope: 'user', key: 'id', events: sql`update of ${sql.join(USER_COLUMNS.map((c) => sql.id(c)))} or delete` },
  { table: 'user_roles', scope: 'user', key: 'user_id', events: sql`insert or update or delete` },
  { table: 'role_module_permissions', scope: 'subscriber', key: 'subscriber_id', events: sql`insert or update or delete` },
  { table: 'role_functionalities', scope: 'subscriber', key: 'subscriber_id', events: sql`insert or update or delete` },
  { table: 'subscriber_settings', scope: 'subscriber', key: 'subscriber_id', events: sql`insert or update or delete` },
];

/** The catalogue every subscriber shares: any change concerns every principal. */
const CATALOGUE_TABLES = ['roles', 'permission_modules', 'functionalities'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_principal_change() returns trigger language plpgsql as $$
    begin
      if tg_level = 'STATEMENT' then
        perform pg_notify(${sql.lit(PRINCIPAL_CHANNEL)}, 'all');
        return null;
      end if;
      if tg_op <> 'INSERT' then
        perform pg_notify(${sql.lit(PRINCIPAL_CHANNEL)}, tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1]));
      end if;
      if tg_op <> 'DELETE' then
        perform pg_notify(${sql.lit(PRINCIPAL_CHANNEL)}, tg_argv[0] || ':' || (to_jsonb(new) ->> tg_argv[1]));
      end if;
      return null;
    end $$`.execute(db);
  for (const { table, scope, key, events } of ROW_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_principal_change`)} after ${events} on ${sql.table(table)}
      for each row execute function notify_principal_change(${sql.lit(scope)}, ${sql.lit(key)})`.execute(db);
  }
  for (const table of [...ROW_TABLES.map((t) => t.table), ...CATALOGUE_TABLES]) {
    const events = (CATALOGUE_TABLES as readonly string[]).includes(table) ? sql`insert or update or delete or truncate` : sql`truncate`;
    await sql`
      create trigger ${sql.id(`${table}_principal_change_all`)} after ${events} on ${sql.table(table)}
      for each statement execute function notify_principal_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function notify_principal_change() cascade`.execute(db);
}
