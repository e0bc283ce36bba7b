/**
 * The rate-sheet employee types a user may clock in as (spec §2.1 users/edit, §3.6). The
 * types themselves are the employeeTypeRates resource; ids are checked against it on save.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_employee_types (
      subscriber_id integer not null references subscribers(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      employee_type_rate_id integer not null,
      primary key (user_id, employee_type_rate_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_employee_types`.execute(db);
}
