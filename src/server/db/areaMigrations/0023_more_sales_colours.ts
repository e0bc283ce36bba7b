/**
 * Two more sales-person colours, teal and magenta (issue 34): with six, a team of eight sales
 * persons showed colours twice. Going back, users with either get the colour of their id again.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_sales_color_check`.execute(db);
  await sql`
    alter table users add constraint users_sales_color_check
      check (sales_color in ('blue', 'red', 'gray', 'green', 'orange', 'purple', 'teal', 'magenta'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set sales_color = null where sales_color in ('teal', 'magenta')`.execute(db);
  await sql`alter table users drop constraint users_sales_color_check`.execute(db);
  await sql`
    alter table users add constraint users_sales_color_check
      check (sales_color in ('blue', 'red', 'gray', 'green', 'orange', 'purple'))`.execute(db);
}
