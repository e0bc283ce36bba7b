/**
 * The time-tracking API tests' own subscriber, "Clockwork Test Co", so they never collide with
 * other test files: the rate sheet is set up, and every technician has work orders of their own.
 *
 * Technicians clock-tech-001 to clock-tech-230 each hold a "rated" order (billed by a rate sheet
 * with labor and truck items) and a second order whose kind depends on the block they are in
 * (SECOND_ORDER_BLOCKS). Pairs in the "shared" block also share one order. clock-racer holds
 * RACE_ORDERS orders for the concurrency test. Team leader, admin and a sales person (no Work
 * Orders write) complete the cast.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import type { ResourceRegistry } from '../../src/server/resources/registry';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { insertRateSheetItem } from '../../src/server/seed/rateSheetItems';
import { hashPassword } from '../../src/server/account/passwords';
import { createSubscriber, type NewUser } from '../../src/server/seed/tenants';
import { newWorkOrderRow } from '../../src/server/workOrders/insert';

export const CLOCK_PASSWORD = 'clockwork-pass';
export const CLOCK_TECHNICIANS = 230;
export const RACE_ORDERS = 200;

export type SecondOrderKind = 'plain' | 'unrated' | 'channel' | 'site' | 'nte' | 'shared';

/** Which second order technicians get, by their number (inclusive ranges). */
export const SECOND_ORDER_BLOCKS: Array<{ kind: SecondOrderKind; from: number; to: number }> = [
  { kind: 'plain', from: 1, to: 110 },
  { kind: 'shared', from: 111, to: 130 },
  { kind: 'unrated', from: 131, to: 150 },
  { kind: 'channel', from: 151, to: 180 },
  { kind: 'site', from: 181, to: 200 },
  { kind: 'nte', from: 201, to: 230 },
];

/** The NTE orders: materials worth NTE_MATERIALS against an NTE of NTE_AMOUNT, labor at PLAIN_LABOR_RATE an hour. */
export const NTE_AMOUNT = 100;
export const NTE_MATERIALS = 90;
export const PLAIN_LABOR_RATE = 100;

export interface ClockTechnician {
  userName: string;
  userId: number;
  ratedOrderId: number;
  secondOrderId: number;
  secondKind: SecondOrderKind;
}

export interface ClockTenant {
  subscriberId: number;
  technicians: ClockTechnician[];
  users: { teamLeader: number; admin: number; salesPerson: number; racer: number };
  customers: { rated: number; otherRated: number; unrated: number; plain: number; site: number; channel: number };
  rateSheet: { serviceTechnician: number; helper: number; inactiveLabor: number; van: number; inactiveTruck: number; otherCustomerLabor: number };
  perDiemTypes: { localMeal: number; inactive: number };
  orders: { parent: number; sub: number; race: number[] };
}

export const technicianName = (n: number) => `clock-tech-${String(n).padStart(3, '0')}`;

const kindOf = (n: number) => SECOND_ORDER_BLOCKS.find((b) => n >= b.from && n <= b.to)!.kind;

const nextId = (table: string) => sql<number>`nextval(${`${table}_id_seq`}::regclass)`;

export async function seedClockTenant(db: Kysely<Database>, registry: ResourceRegistry): Promise<ClockTenant> {
  const passwordHash = await hashPassword(CLOCK_PASSWORD);
  const user = (userName: string, roles: NewUser['roles'], n = 0): NewUser => ({
    userName,
    firstName: userName.replace(/^clock-/, '').replace(/-\d+$/, ''),
    lastName: String(n || 'Clock'),
    email: `${userName}@clockwork.example`,
    roles,
    passwordHash,
  });
  const technicianNames = Array.from({ length: CLOCK_TECHNICIANS }, (_, i) => technicianName(i + 1));
  const { subscriberId, userIds } = await createSubscriber(db, {
    name: 'Clockwork Test Co',
    setupFlags: { hasCustomer: true, hasWorkOrder: true, hasRateSheetSetUp: true },
    users: [
      ...technicianNames.map((name, i) => user(name, ['Technician'], i + 1)),
      user('clock-racer', ['Technician']),
      user('clock-teamleader', ['Team Leader']),
      user('clock-admin', ['Admin']),
      user('clock-sales', ['Sales Person']),
    ],
  });
  await seedSubscriberResources(db, registry, subscriberId);
  const admin = userIds['clock-admin'];
  const audit = { subscriber_id: subscriberId, created_by: admin, modified_by: admin };

  return db.transaction().execute(async (trx) => {
    const insertReturningId = async (query: ReturnType<typeof sql<{ id: number }>>) => (await query.execute(trx)).rows[0].id;

    const journeyman = await insertReturningId(sql<{ id: number }>`
      insert into employee_type_rates (subscriber_id, id, name, daily_rate, hourly_rate, ot_hourly_rate, stand_by_rate, is_active, created_by, modified_by)
      values (${subscriberId}, ${nextId('employee_type_rates')}, 'Journeyman', 600, 75, 112.5, 40, true, ${admin}, ${admin})
      returning id`);
    await trx
      .insertInto('user_employee_types')
      .values(technicianNames.map((name) => ({ subscriber_id: subscriberId, user_id: userIds[name], employee_type_rate_id: journeyman })))
      .execute();

    const perDiem = (name: string, isActive: boolean, sortOrder: number) =>
      insertReturningId(sql<{ id: number }>`
        insert into per_diem_types (subscriber_id, id, name, amount, is_active, sort_order, created_by, modified_by)
        values (${subscriberId}, ${nextId('per_diem_types')}, ${name}, 20, ${isActive}, ${sortOrder}, ${admin}, ${admin})
        returning id`);
    const perDiemTypes = { localMeal: await perDiem('Local Meal', true, 1), inactive: await perDiem('Retired Allowance', false, 2) };

    const customer = async (name: string, options: { billByRateSheet?: boolean; billedBy?: number; serviceChannel?: boolean }) => {
      const { id } = await trx
        .insertInto('customers')
        .values({
          ...audit,
          id: nextId('customers'),
          name,
          site_address: `${name} Way 1`,
          city: 'Springfield',
          state: 'IL',
          zip_code: '62701',
          billing_customer_id: options.billedBy ?? null,
          phone: null,
          email: null,
          is_tax_exempt: false,
          bill_by_rate_sheet: options.billByRateSheet ?? false,
          labor_rate: PLAIN_LABOR_RATE,
          service_channel_subscriber_id: options.serviceChannel ? 'SC-CLOCK' : null,
          corrigo_customer_id: null,
          is_active: true,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    const rated = await customer('Rated Foods', { billByRateSheet: true });
    const customers = {
      rated,
      otherRated: await customer('Second Rated Co', { billByRateSheet: true }),
      unrated: await customer('Unrated Apartments', { billByRateSheet: true }),
      plain: await customer('Plain Diner', {}),
      site: await customer('Rated Foods Outlet', { billedBy: rated }),
      channel: await customer('Channel Store', { serviceChannel: true }),
    };

    const item = (customerId: number, kind: 'Labor' | 'Truck', name: string, hourly: number, isActive = true, employeeType: number | null = null) =>
      insertRateSheetItem(trx, audit, {
        customerId,
        kind,
        name,
        employeeTypeRateId: employeeType,
        rates: { hourly, overtime: hourly * 1.5, daily: hourly * 8, standBy: 0 },
        isActive,
      });
    const rateSheet = {
      serviceTechnician: await item(rated, 'Labor', 'Service Technician', 90, true, journeyman),
      helper: await item(rated, 'Labor', 'Helper', 50),
      inactiveLabor: await item(rated, 'Labor', 'Old Rate', 40, false),
      van: await item(rated, 'Truck', 'Van', 10),
      inactiveTruck: await item(rated, 'Truck', 'Old Truck', 8, false),
      otherCustomerLabor: await item(customers.otherRated, 'Labor', 'Other Technician', 95),
    };

    const customerOfKind: Record<SecondOrderKind, number> = {
      plain: customers.plain,
      shared: customers.plain,
      unrated: customers.unrated,
      channel: customers.channel,
      site: customers.site,
      nte: customers.plain,
    };
    const orderRows: Array<{ key: string; customerId: number; billingCustomerId: number; nte?: number; serviceChannel?: boolean }> = [];
    const billingOf = (customerId: number) => (customerId === customers.site ? rated : customerId);
    const addOrder = (key: string, customerId: number, extra: { nte?: number; serviceChannel?: boolean } = {}) =>
      orderRows.push({ key, customerId, billingCustomerId: billingOf(customerId), ...extra });
    technicianNames.forEach((name, i) => {
      const kind = kindOf(i + 1);
      addOrder(`${name}/rated`, rated);
      // Shared orders: one per pair of technicians in the block, under the pair's first.
      if (kind !== 'shared' || (i + 1) % 2 === 1) {
        addOrder(`${name}/second`, customerOfKind[kind], { nte: kind === 'nte' ? NTE_AMOUNT : undefined, serviceChannel: kind === 'channel' });
      }
    });
    for (let i = 0; i < RACE_ORDERS; i++) addOrder(`race/${i}`, customers.plain);
    addOrder('parent', customers.plain);

    const firstNumber = 50001;
    const inserted = await trx
      .insertInto('work_orders')
      .values(
        orderRows.map((row, i) =>
          newWorkOrderRow({
            ...audit,
            work_order_number: firstNumber + i,
            customer_id: row.customerId,
            billing_customer_id: row.billingCustomerId,
            site_address: 'Clock Street 1',
            problem: `Clock test order ${row.key}`,
            status_id: 1,
            nte_amount: row.nte ?? null,
            service_channel_work_order_id: row.serviceChannel ? `SC-${firstNumber + i}` : null,
          }),
        ),
      )
      .returning(['id', 'work_order_number'])
      .execute();
    const orderId = new Map(orderRows.map((row, i) => [row.key, inserted.find((o) => o.work_order_number === firstNumber + i)!.id]));
    const parent = orderId.get('parent')!;
    const { id: sub } = await trx
      .insertInto('work_orders')
      .values(
        newWorkOrderRow({
          ...audit,
          work_order_number: firstNumber + orderRows.length - 1,
          sub_number: 1,
          parent_work_order_id: parent,
          customer_id: customers.plain,
          billing_customer_id: customers.plain,
          site_address: 'Clock Street 1',
          problem: 'Clock test sub order',
          status_id: 1,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('work_order_numbers').values({ subscriber_id: subscriberId, last_number: firstNumber + orderRows.length - 1 }).execute();

    const technicians: ClockTechnician[] = technicianNames.map((name, i) => {
      const kind = kindOf(i + 1);
      const secondOwner = kind === 'shared' && (i + 1) % 2 === 0 ? technicianNames[i - 1] : name;
      return {
        userName: name,
        userId: userIds[name],
        ratedOrderId: orderId.get(`${name}/rated`)!,
        secondOrderId: orderId.get(`${secondOwner}/second`)!,
        secondKind: kind,
      };
    });
    const race = Array.from({ length: RACE_ORDERS }, (_, i) => orderId.get(`race/${i}`)!);
    const assignments = [
      ...technicians.flatMap((t) => [
        { technician_id: t.userId, work_order_id: t.ratedOrderId },
        { technician_id: t.userId, work_order_id: t.secondOrderId },
      ]),
      ...race.map((id) => ({ technician_id: userIds['clock-racer'], work_order_id: id })),
    ];
    await trx
      .insertInto('work_order_technicians')
      .values(assignments.map((a) => ({ ...a, subscriber_id: subscriberId })))
      .execute();
    const nteOrders = technicians.filter((t) => t.secondKind === 'nte').map((t) => t.secondOrderId);
    await trx
      .insertInto('work_order_materials')
      .values(
        nteOrders.map((workOrderId) => ({
          ...audit,
          work_order_id: workOrderId,
          part_number: null,
          description: 'Contactor',
          quantity: 2,
          unit_cost: 20,
          unit_price: NTE_MATERIALS / 2,
          material_status_id: 6,
          modified_date: new Date(),
        })),
      )
      .execute();

    return {
      subscriberId,
      technicians,
      users: {
        teamLeader: userIds['clock-teamleader'],
        admin,
        salesPerson: userIds['clock-sales'],
        racer: userIds['clock-racer'],
      },
      customers,
      rateSheet,
      perDiemTypes,
      orders: { parent, sub, race },
    };
  });
}
