/**
 * Tenant keys of the foundation tables (with area migration 0014 for the area tables): every
 * table holding a subscriber's rows has subscriber_id in its primary key and unique keys, and
 * refers to another tenant table through (subscriber_id, ...), so the database refuses a row
 * pointing into another subscriber's data and PostgreSQL can be distributed by subscriber
 * (Citus, distribution column subscriber_id) without a change of schema.
 *
 * - user_roles names its subscriber (the user's); it and user_employee_types refer to their user
 *   through (subscriber_id, user_id), so a role mapping or an employee type of one subscriber can
 *   no longer name another's user.
 * - Keys gain subscriber_id last: users (id, subscriber_id), user_roles (user_id, role_id,
 *   subscriber_id), ... so that each key's index serves the lookups it served (a user by id, a
 *   user's roles, a user's open status entry) and no index is added.
 * - A user name stays unique across subscribers, since signing in names no subscriber. That is
 *   kept in user_names, a directory of every user name (lower case) and whose it is, written by
 *   a trigger on users in the transaction that adds, renames or removes a user; sign-in reads it
 *   to find the user. It is a global table (a reference table under Citus) like the catalogs of
 *   roles and modules; users keep their name unique within the subscriber.
 *
 * It runs on a database that holds data: rows of user_employee_types take their user's
 * subscriber first (the one a row must name), and the new keys are checked against every row.
 */
import { sql, type Kysely } from 'kysely';

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

export const hasConstraint = async (db: Kysely<unknown>, name: string) =>
  (await sql<{ found: boolean }>`select exists (select 1 from pg_constraint where conname = ${name}) as found`.execute(db)).rows[0].found;

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, `alter table user_roles add column subscriber_id integer`);
  await run(db, `update user_roles r set subscriber_id = u.subscriber_id from users u where u.id = r.user_id`);
  await run(db, `alter table user_roles alter column subscriber_id set not null`);
  await run(db, `update user_employee_types t set subscriber_id = u.subscriber_id from users u where u.id = t.user_id and t.subscriber_id <> u.subscriber_id`);
  await run(db, `alter table user_roles drop constraint user_roles_user_id_fkey`);
  await run(db, `alter table user_employee_types drop constraint user_employee_types_user_id_fkey`);
  // What area migration 0013 does, on a new database where it has not run yet (it then finds it done).
  const statusEntriesKeyed = await hasConstraint(db, 'user_status_entries_user_fkey');
  if (!statusEntriesKeyed) {
    await run(db, `alter table user_status_entries drop constraint user_status_entries_subscriber_id_fkey, drop constraint user_status_entries_user_id_fkey`);
  }
  for (const table of ['users', 'user_status_entries', 'resource_history']) {
    await run(db, `alter table ${table} drop constraint ${table}_pkey, add constraint ${table}_pkey primary key (id, subscriber_id)`);
  }
  await run(db, `alter table user_roles drop constraint user_roles_pkey, add constraint user_roles_pkey primary key (user_id, role_id, subscriber_id)`);
  await run(db, `alter table user_employee_types drop constraint user_employee_types_pkey, add constraint user_employee_types_pkey primary key (user_id, employee_type_rate_id, subscriber_id)`);
  await run(db, `alter table user_roles add constraint user_roles_user_fkey foreign key (subscriber_id, user_id) references users (subscriber_id, id) on delete cascade`);
  await run(db, `alter table user_employee_types add constraint user_employee_types_user_fkey foreign key (subscriber_id, user_id) references users (subscriber_id, id) on delete cascade`);
  if (!statusEntriesKeyed) {
    await run(db, `alter table user_status_entries add constraint user_status_entries_user_fkey foreign key (subscriber_id, user_id) references users (subscriber_id, id) on delete cascade`);
  }
  await run(db, `alter table users drop constraint users_client_authentication_id_key, add constraint users_client_authentication_id_key unique (client_authentication_id, subscriber_id)`);
  await run(db, `drop index user_status_entries_one_open`);
  await run(db, `create unique index user_status_entries_one_open on user_status_entries (user_id, subscriber_id) where ended_at is null`);

  // Every user name, whoever's it is, so that a name stays unique across subscribers and
  // signing in finds the subscriber from the name alone.
  await run(db, `
    create table user_names (
      user_name text primary key,
      subscriber_id integer not null references subscribers (id) on delete cascade,
      user_id integer not null,
      unique (subscriber_id, user_id)
    )`);
  await run(db, `insert into user_names (user_name, subscriber_id, user_id) select lower(user_name), subscriber_id, id from users`);
  await run(db, `
    create function keep_user_names() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        delete from user_names;
        return null;
      end if;
      if tg_op = 'UPDATE' and lower(old.user_name) = lower(new.user_name) and old.subscriber_id = new.subscriber_id and old.id = new.id then
        return null;
      end if;
      if tg_op <> 'INSERT' then
        delete from user_names where subscriber_id = old.subscriber_id and user_id = old.id;
      end if;
      if tg_op <> 'DELETE' then
        insert into user_names (user_name, subscriber_id, user_id) values (lower(new.user_name), new.subscriber_id, new.id);
      end if;
      return null;
    end $$`);
  await run(db, `create trigger users_named after insert or delete or update of user_name, subscriber_id, id on users for each row execute function keep_user_names()`);
  await run(db, `create trigger users_named_truncate after truncate on users for each statement execute function keep_user_names()`);
  await run(db, `drop index users_user_name_key`);
  await run(db, `create unique index users_user_name_key on users (lower(user_name), subscriber_id)`);
}

/**
 * Undoes this migration on a database without area tables (the foundation's own tests); where
 * the area migrations have run, their keys rest on these, and the backup taken before the
 * upgrade is what goes back.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('kysely_area_migration') is not null as present`.execute(db);
  if (rows[0].present) throw new Error('Foundation migration 0009 (tenant keys) is not undone once area migrations have run: restore the backup taken before the upgrade.');
  await run(db, `drop trigger users_named_truncate on users`);
  await run(db, `drop trigger users_named on users`);
  await run(db, `drop function keep_user_names()`);
  await run(db, `drop table user_names`);
  await run(db, `drop index users_user_name_key`);
  await run(db, `create unique index users_user_name_key on users (lower(user_name))`);
  await run(db, `drop index user_status_entries_one_open`);
  await run(db, `create unique index user_status_entries_one_open on user_status_entries (user_id) where ended_at is null`);
  await run(db, `alter table users drop constraint users_client_authentication_id_key, add constraint users_client_authentication_id_key unique (client_authentication_id)`);
  await run(db, `alter table user_roles drop constraint user_roles_user_fkey`);
  await run(db, `alter table user_employee_types drop constraint user_employee_types_user_fkey`);
  await run(db, `alter table user_status_entries drop constraint user_status_entries_user_fkey`);
  for (const table of ['users', 'user_status_entries', 'resource_history']) {
    await run(db, `alter table ${table} drop constraint ${table}_pkey, add constraint ${table}_pkey primary key (id)`);
  }
  await run(db, `alter table user_roles drop constraint user_roles_pkey, add constraint user_roles_pkey primary key (user_id, role_id)`);
  await run(db, `alter table user_employee_types drop constraint user_employee_types_pkey, add constraint user_employee_types_pkey primary key (user_id, employee_type_rate_id)`);
  await run(db, `alter table user_roles drop column subscriber_id, add constraint user_roles_user_id_fkey foreign key (user_id) references users (id) on delete cascade`);
  await run(db, `alter table user_employee_types add constraint user_employee_types_user_id_fkey foreign key (user_id) references users (id) on delete cascade`);
  await run(db, `
    alter table user_status_entries
      add constraint user_status_entries_subscriber_id_fkey foreign key (subscriber_id) references subscribers (id) on delete cascade,
      add constraint user_status_entries_user_id_fkey foreign key (user_id) references users (id) on delete cascade`);
}
