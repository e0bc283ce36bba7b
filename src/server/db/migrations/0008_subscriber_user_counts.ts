/**
 * How many users each subscriber has, kept by the database in the transaction that adds,
 * removes or moves one. The users list sends the total in its Content-Range on every page, and
 * counting a subscriber's users through their index was a third of an unfiltered page's SQL.
 * A filtered list still counts its matches.
 *
 * The count is not a copy that can fall behind: it is written by a trigger inside the writing
 * transaction and becomes visible at that transaction's commit, with the rows it counts, so a
 * statement's snapshot sees it equal to count(*) of the subscriber's users. Transactions that
 * add or remove users of one subscriber wait for each other on its row.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table subscriber_user_counts (
      subscriber_id integer primary key references subscribers(id) on delete cascade,
      users integer not null check (users >= 0)
    )`.execute(db);
  await sql`
    create function count_subscriber_users() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        update subscriber_user_counts set users = 0;
        return null;
      end if;
      if tg_op <> 'INSERT' then
        update subscriber_user_counts set users = users - 1 where subscriber_id = old.subscriber_id;
      end if;
      if tg_op <> 'DELETE' then
        insert into subscriber_user_counts (subscriber_id, users) values (new.subscriber_id, 1)
        on conflict (subscriber_id) do update set users = subscriber_user_counts.users + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_counted after insert or delete or update of subscriber_id on users
    for each row execute function count_subscriber_users()`.execute(db);
  await sql`create trigger users_counted_truncate after truncate on users for each statement execute function count_subscriber_users()`.execute(db);
  await sql`
    insert into subscriber_user_counts (subscriber_id, users)
    select subscriber_id, count(*) from users group by subscriber_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_counted_truncate on users`.execute(db);
  await sql`drop trigger users_counted on users`.execute(db);
  await sql`drop function count_subscriber_users()`.execute(db);
  await sql`drop table subscriber_user_counts`.execute(db);
}
