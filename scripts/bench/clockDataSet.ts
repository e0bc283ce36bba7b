/**
 * The time-tracking benchmark's tenant, "Bench Clock Services": BENCH_TECHNICIANS technicians,
 * each assigned two work orders of a customer that is not billed by rate sheet, and each with a
 * month of earlier work: one closed labor on each of the HISTORY_DAYS days before, and the status
 * changes of those days (on site, then available), as a company that has used FieldDesk has at
 * 7:00. Without them the labors and status tables were empty when the database was analysed, and
 * PostgreSQL planned the clock statements for empty tables: each technician's lookups, and the
 * end of their open status in every clock write, read the whole table, thousands of rows by the
 * end of the run.
 */
import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import type { ResourceRegistry } from '../../src/server/resources/registry';
import { newWorkOrderRow } from '../../src/server/workOrders/insert';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { hashPassword } from '../../src/server/account/passwords';
import { createSubscriber } from '../../src/server/seed/tenants';
import { USER_STATUS } from '../../src/domain/userStatus/statuses';
import { BENCH_JWT_SECRET } from './support';

/** Earlier days with one closed labor per technician. */
const HISTORY_DAYS = 20;

export interface ClockTechnician {
  userId: number;
  userName: string;
  orders: [number, number];
}

export async function generateClockDataSet(db: Kysely<Database>, registry: ResourceRegistry, technicianCount: number) {
  const passwordHash = await hashPassword('bench-clock-password');
  const names = Array.from({ length: technicianCount }, (_, i) => `bench-tech-${i + 1}`);
  const { subscriberId, userIds } = await createSubscriber(db, {
    name: 'Bench Clock Services',
    setupFlags: { hasCustomer: true, hasWorkOrder: true, hasRateSheetSetUp: true },
    users: names.map((userName, i) => ({
      userName,
      firstName: 'Bench',
      lastName: `Technician ${i + 1}`,
      email: `${userName}@bench.example`,
      roles: ['Technician'],
      passwordHash,
    })),
  });
  await seedSubscriberResources(db, registry, subscriberId);
  const { rows } = await sql<{ id: number }>`
    insert into customers (subscriber_id, id, name, site_address, city, bill_by_rate_sheet, labor_rate, is_tax_exempt, is_active)
    values (${subscriberId}, nextval('customers_id_seq'::regclass), 'Bench Grocers', '1 Bench Way', 'Springfield', false, 95, false, true)
    returning id`.execute(db);
  const customerId = rows[0].id;
  const firstNumber = 10001;
  const orders = await db
    .insertInto('work_orders')
    .values(
      Array.from({ length: technicianCount * 2 }, (_, i) =>
        newWorkOrderRow({
          subscriber_id: subscriberId,
          work_order_number: firstNumber + i,
          customer_id: customerId,
          billing_customer_id: customerId,
          site_address: '1 Bench Way',
          problem: `Bench order ${i + 1}`,
          status_id: 1,
        }),
      ),
    )
    .returning(['id', 'work_order_number'])
    .execute();
  await db.insertInto('work_order_numbers').values({ subscriber_id: subscriberId, last_number: firstNumber + orders.length - 1 }).execute();
  const orderIds = orders.sort((a, b) => a.work_order_number - b.work_order_number).map((o) => o.id);
  const technicians: ClockTechnician[] = names.map((userName, i) => ({
    userId: userIds[userName],
    userName,
    orders: [orderIds[2 * i], orderIds[2 * i + 1]],
  }));
  await db
    .insertInto('work_order_technicians')
    .values(technicians.flatMap((t) => t.orders.map((workOrderId) => ({ subscriber_id: subscriberId, work_order_id: workOrderId, technician_id: t.userId }))))
    .execute();
  const historyLabors = await addHistory(db, subscriberId);
  await addStatusHistory(db, subscriberId);
  return { subscriberId, technicians, historyLabors };
}

/** An access token of the technician, signed as sign-in would with the secret of the servers startBenchServer starts. */
export function clockTechnicianToken(subscriberId: number, technician: ClockTechnician): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  // Ids travel as decimal text, as in the tokens sign-in issues (the server refuses numbers).
  const claims = { subscriberId: String(subscriberId), unique_name: String(technician.userId), userName: technician.userName, iat: now, nbf: now - 5, exp: now + 3600 };
  const data = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${data}.${createHmac('sha256', BENCH_JWT_SECRET).update(data).digest('base64url')}`;
}

/** A closed on-site labor of three hours on each earlier day, on the technician's first order; answers how many. */
async function addHistory(db: Kysely<Database>, subscriberId: number): Promise<number> {
  const { rows } = await sql<{ added: number }>`
    with added as (
      insert into work_order_labors (subscriber_id, work_order_id, technician_id, client_request_id, stop_request_id,
        start_time, stop_time, user_status_id, stop_user_status_id, is_reached_at_site, description, created_by, modified_by)
      select ${subscriberId}, t.work_order_id, t.technician_id, gen_random_uuid(), gen_random_uuid(),
        now() - make_interval(days => d, hours => 6), now() - make_interval(days => d, hours => 3),
        ${USER_STATUS.ON_SITE}, ${USER_STATUS.ON_SITE}, true, 'Earlier visit.', t.technician_id, t.technician_id
      from (select technician_id, min(work_order_id) as work_order_id from work_order_technicians
            where subscriber_id = ${subscriberId} group by technician_id) t
      cross join generate_series(1, ${HISTORY_DAYS}) as d
      returning 1)
    select count(*)::int as added from added`.execute(db);
  return rows[0].added;
}

/**
 * Each technician's statuses on those days: on site for the labor, then available until the next
 * day's labor; the last one, since yesterday's labor, is still open (users.user_status_id says
 * available too).
 */
async function addStatusHistory(db: Kysely<Database>, subscriberId: number): Promise<void> {
  await sql`
    insert into user_status_entries (subscriber_id, user_id, user_status_id, started_at, ended_at)
    select ${subscriberId}, t.technician_id, s.status,
      now() - make_interval(days => d, hours => s.from_hours),
      case when s.status = ${USER_STATUS.ON_SITE}::integer then now() - make_interval(days => d, hours => 3)
           when d > 1 then now() - make_interval(days => d - 1, hours => 6) end
    from (select distinct technician_id from work_order_technicians where subscriber_id = ${subscriberId}) t
    cross join generate_series(1, ${HISTORY_DAYS}) as d
    cross join (values (${USER_STATUS.ON_SITE}::integer, 6), (${USER_STATUS.AVAILABLE}::integer, 3)) as s(status, from_hours)`.execute(db);
}
