/**
 * The time-tracking benchmark's tenant, "Bench Clock Services": BENCH_TECHNICIANS technicians,
 * each assigned two work orders of a customer that is not billed by rate sheet.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import type { ResourceRegistry } from '../../src/server/resources/registry';
import { newWorkOrderRow } from '../../src/server/workOrders/insert';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { hashPassword } from '../../src/server/account/passwords';
import { createSubscriber } from '../../src/server/seed/tenants';

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
  return { subscriberId, technicians };
}
