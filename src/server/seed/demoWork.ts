/**
 * The demo tenant's work: customers with and without rate sheets, and work orders across
 * statuses, several assigned to the demo technician, so a new user can try every flow at
 * once. Seeded once, after the area migrations: the work-order counter row marks it done.
 *
 * The demo tenant is also linked to the third-party emulators (`npm run emulators`,
 * src/server/integrations/emulators.ts): Harbor Fresh Market, Northgate Medical Center and
 * Maple Street Diner carry the Corrigo customer ids the Corrigo emulator knows, the six orders
 * the emulator holds for them are linked to it, Copper Kettle Bakery's proof box order is the
 * Service Channel emulator's, and both networks' credentials point at the emulators.
 */
import { sql, type Kysely } from 'kysely';
import { WORK_ORDER_STATUS } from '../../domain/workOrders/orders';
import type { Database } from '../db/schema';
import { CORRIGO_DEMO_CUSTOMERS, CORRIGO_DEMO_ORDER_IDS, CORRIGO_DEMO_ORDER_STATUSES, SERVICE_CHANNEL_DEMO_WORK_ORDER_ID } from '../integrations/emulators';
import { insertWorkOrder } from '../workOrders/insert';
import { nextWorkOrderNumber } from '../workOrders/numbering';
import { insertDemoNetworkCredentials, type DemoNetworks } from './demoNetworks';
import { DEMO_SUBSCRIBER_NAME } from './demoTenant';
import { insertRateSheetItem } from './rateSheetItems';

interface DemoCustomer {
  key: string;
  name: string;
  siteAddress: string;
  city: string;
  zipCode: string;
  /** The site's coordinates: the technician's route measures the kilometres between stops from them. */
  at: [latitude: number, longitude: number];
  billedBy?: string;
  billByRateSheet?: boolean;
  laborRate?: number;
  serviceChannelSubscriberId?: string;
  /** The customer's id in Corrigo (the Corrigo emulator's customer). */
  corrigoCustomerId?: number;
  labor?: Array<[name: string, employeeType: string, hourly: number, overtime: number, daily: number, standBy: number]>;
  trucks?: Array<[name: string, hourly: number, daily: number]>;
}

const EMPLOYEE_TYPES: Array<[string, number, number, number, number]> = [
  ['Journeyman Technician', 720, 90, 135, 45],
  ['Apprentice Technician', 480, 60, 90, 30],
  ['Master Plumber', 880, 110, 165, 55],
];

const PER_DIEM_TYPES: Array<[string, number]> = [
  ['Local Meal', 15],
  ['Overnight', 75],
  ['Out of Town', 120],
];

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    key: 'harbor',
    name: 'Harbor Fresh Market',
    siteAddress: '1200 Harbor Blvd',
    city: 'Oxnard',
    zipCode: '93035', at: [34.1809, -119.2213],
    billByRateSheet: true,
    corrigoCustomerId: CORRIGO_DEMO_CUSTOMERS.harbor,
    labor: [
      ['Service Technician', 'Journeyman Technician', 95, 142.5, 760, 50],
      ['Apprentice', 'Apprentice Technician', 65, 97.5, 520, 35],
    ],
    trucks: [
      ['Service Van', 12, 85],
      ['Box Truck', 18, 140],
    ],
  },
  {
    key: 'northgate',
    name: 'Northgate Medical Center',
    siteAddress: '88 Northgate Pkwy',
    city: 'Ventura',
    zipCode: '93003', at: [34.2807, -119.2531],
    billByRateSheet: true,
    corrigoCustomerId: CORRIGO_DEMO_CUSTOMERS.northgate,
    labor: [['Refrigeration Technician', 'Journeyman Technician', 105, 157.5, 840, 55]],
    trucks: [['Service Van', 12, 85]],
  },
  { key: 'diner', name: 'Maple Street Diner', siteAddress: '415 Maple St', city: 'Camarillo', zipCode: '93010', at: [34.2164, -119.0376], laborRate: 110, corrigoCustomerId: CORRIGO_DEMO_CUSTOMERS.diner },
  { key: 'district', name: 'Riverside School District', siteAddress: '300 District Way', city: 'Santa Paula', zipCode: '93060', at: [34.3544, -119.0593], laborRate: 98 },
  {
    key: 'school',
    name: 'Lakeside Elementary School',
    siteAddress: '27 Lakeside Dr',
    city: 'Santa Paula',
    zipCode: '93060', at: [34.3521, -119.0712],
    billedBy: 'district',
    laborRate: 98,
  },
  {
    key: 'bakery',
    name: 'Copper Kettle Bakery',
    siteAddress: '9 Mill Rd',
    city: 'Ojai',
    zipCode: '93023', at: [34.4480, -119.2429],
    laborRate: 105,
    serviceChannelSubscriberId: 'SC-20418',
  },
  // Billed by rate sheet but none set up yet: starting work shows the set-up message.
  { key: 'pinecrest', name: 'Pinecrest Apartments', siteAddress: '640 Pinecrest Ave', city: 'Fillmore', zipCode: '93015', at: [34.4039, -118.9176], billByRateSheet: true },
];

interface DemoWorkOrder {
  customer: string;
  problem: string;
  statusId: number;
  technicians: string[];
  nteAmount?: number;
  serviceChannelWorkOrderId?: string;
  /** The Corrigo emulator's order this one is linked to. */
  corrigoWorkOrderId?: number;
  materials?: Array<[description: string, quantity: number, unitPrice: number]>;
}

const S = WORK_ORDER_STATUS;
const C = CORRIGO_DEMO_ORDER_IDS;
export const DEMO_WORK_ORDERS: readonly DemoWorkOrder[] = [
  { customer: 'harbor', problem: 'Walk-in cooler #2 not holding temperature (42°F).', statusId: S.N_A, technicians: ['technician'], nteAmount: 1500, corrigoWorkOrderId: C.harborCheckedIn },
  { customer: 'diner', problem: 'Fryer pilot light keeps going out.', statusId: S.N_A, technicians: ['technician'], nteAmount: 600, corrigoWorkOrderId: C.dinerCheckedIn },
  {
    customer: 'northgate',
    problem: 'Ice machine in cafeteria leaking water onto floor.',
    statusId: 13,
    technicians: ['technician'],
    nteAmount: 350,
    corrigoWorkOrderId: C.northgateNew,
    materials: [['Water inlet valve', 1, 185], ['Drain line fittings', 4, 22.5]],
  },
  { customer: 'school', problem: 'Rooftop unit RTU-3 short cycling.', statusId: 10, technicians: ['technician', 'plumber'] },
  {
    customer: 'bakery',
    problem: 'Proof box heater not reaching set point.',
    statusId: S.N_A,
    technicians: ['technician'],
    serviceChannelWorkOrderId: String(SERVICE_CHANNEL_DEMO_WORK_ORDER_ID),
  },
  { customer: 'pinecrest', problem: 'Laundry room water heater pilot out.', statusId: S.N_A, technicians: ['technician'] },
  { customer: 'harbor', problem: 'Display case evaporator fan noisy.', statusId: S.TO_BE_CONTINUED, technicians: ['technician'], corrigoWorkOrderId: C.harborAccepted },
  { customer: 'diner', problem: 'Walk-in freezer door gasket torn.', statusId: 15, technicians: ['technician'] },
  { customer: 'school', problem: 'Kitchen sink drain backing up.', statusId: S.N_A, technicians: ['plumber'] },
  { customer: 'northgate', problem: 'Chiller alarm: high head pressure.', statusId: 31, technicians: ['teamleader'], corrigoWorkOrderId: C.northgateCheckedIn },
  { customer: 'harbor', problem: 'Quarterly preventive maintenance on refrigeration racks.', statusId: 16, technicians: ['teamleader', 'technician'], corrigoWorkOrderId: C.harborPaused },
  { customer: 'bakery', problem: 'Convection oven door hinge broken.', statusId: 11, technicians: [] },
  { customer: 'district', problem: 'Boiler inspection at district office.', statusId: 17, technicians: [] },
  { customer: 'diner', problem: 'Replace grease trap baffle.', statusId: 14, technicians: ['plumber'] },
  { customer: 'school', problem: 'Classroom 12 thermostat not responding.', statusId: S.ONSITE, technicians: ['masterplumber'] },
  { customer: 'harbor', problem: 'Compressor replaced on rack B.', statusId: S.COMPLETED, technicians: ['technician'], materials: [['Scroll compressor 5 ton', 1, 2450]] },
  { customer: 'diner', problem: 'Hood fan belt replaced.', statusId: S.BILLED, technicians: ['technician'] },
  { customer: 'northgate', problem: 'Reach-in cooler thermostat replaced.', statusId: S.INVOICE_SUBMITTED, technicians: ['technician'] },
  { customer: 'bakery', problem: 'Duplicate call for proof box.', statusId: S.DUPLICATE, technicians: [] },
  { customer: 'school', problem: 'Cancelled: gym heater noise.', statusId: S.WO_CANCELED, technicians: ['plumber'] },
  { customer: 'district', problem: 'Water fountain chiller replaced.', statusId: S.COMPLETED, technicians: ['plumber'] },
  { customer: 'harbor', problem: 'Night drop: case temperature alarm.', statusId: S.REVIEWED, technicians: ['teamleader'] },
  { customer: 'diner', problem: 'Dish machine booster heater tripping breaker.', statusId: 33, technicians: ['technician'], nteAmount: 120, materials: [['Booster element', 1, 145]] },
  { customer: 'northgate', problem: 'Pharmacy vaccine fridge alarm check.', statusId: S.N_A, technicians: ['servicemanager'] },
];

const nextId = (table: string) => sql<number>`nextval(${`${table}_id_seq`}::regclass)`;

/**
 * `networks` (the server's secret box and the emulators' addresses) seals and stores the demo
 * tenant's Corrigo and Service Channel credentials; without it they are left unset.
 */
export async function seedDemoWork(db: Kysely<Database>, networks: DemoNetworks | null = null): Promise<boolean> {
  const subscriber = await db.selectFrom('subscribers').select('id').where('name', '=', DEMO_SUBSCRIBER_NAME).executeTakeFirst();
  if (!subscriber) return false;
  const subscriberId = subscriber.id;
  const seeded = await db.selectFrom('work_order_numbers').select('subscriber_id').where('subscriber_id', '=', subscriberId).executeTakeFirst();
  if (seeded) return false;

  await db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'user_name']).where('subscriber_id', '=', subscriberId).execute();
    const userId = (userName: string) => users.find((u) => u.user_name === userName)!.id;
    const superAdmin = userId('superadmin');
    const audit = { subscriber_id: subscriberId, created_by: superAdmin, modified_by: superAdmin };

    const employeeTypeIds = new Map<string, number>();
    for (const [name, daily, hourly, overtime, standBy] of EMPLOYEE_TYPES) {
      const row = await sql<{ id: number }>`
        insert into employee_type_rates (subscriber_id, id, name, daily_rate, hourly_rate, ot_hourly_rate, stand_by_rate, is_active, created_by, modified_by)
        values (${subscriberId}, ${nextId('employee_type_rates')}, ${name}, ${daily}, ${hourly}, ${overtime}, ${standBy}, true, ${superAdmin}, ${superAdmin})
        returning id`.execute(trx);
      employeeTypeIds.set(name, row.rows[0].id);
    }
    const technicianTypes = [employeeTypeIds.get('Journeyman Technician')!, employeeTypeIds.get('Apprentice Technician')!];
    for (const user of ['technician', 'teamleader']) {
      await trx
        .insertInto('user_employee_types')
        .values(technicianTypes.map((id) => ({ subscriber_id: subscriberId, user_id: userId(user), employee_type_rate_id: id })))
        .execute();
    }
    for (const [index, [name, amount]] of PER_DIEM_TYPES.entries()) {
      await sql`
        insert into per_diem_types (subscriber_id, id, name, amount, is_active, sort_order, created_by, modified_by)
        values (${subscriberId}, ${nextId('per_diem_types')}, ${name}, ${amount}, true, ${index + 1}, ${superAdmin}, ${superAdmin})`.execute(trx);
    }

    const customerIds = new Map<string, number>();
    for (const customer of DEMO_CUSTOMERS) {
      const { id } = await trx
        .insertInto('customers')
        .values({
          ...audit,
          id: nextId('customers'),
          name: customer.name,
          site_address: customer.siteAddress,
          city: customer.city,
          state: 'CA',
          zip_code: customer.zipCode,
          billing_customer_id: customer.billedBy ? customerIds.get(customer.billedBy)! : null,
          latitude: customer.at[0],
          longitude: customer.at[1],
          phone: '805-555-0100',
          email: `service@${customer.key}.example`,
          is_tax_exempt: customer.key === 'school' || customer.key === 'district',
          bill_by_rate_sheet: customer.billByRateSheet ?? false,
          labor_rate: customer.laborRate ?? 0,
          service_channel_subscriber_id: customer.serviceChannelSubscriberId ?? null,
          corrigo_customer_id: customer.corrigoCustomerId ?? null,
          is_active: true,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      customerIds.set(customer.key, id);
      for (const [name, employeeType, hourly, overtime, daily, standBy] of customer.labor ?? []) {
        await insertRateSheetItem(trx, audit, { customerId: id, kind: 'Labor', name, employeeTypeRateId: employeeTypeIds.get(employeeType)!, rates: { hourly, overtime, daily, standBy } });
      }
      for (const [name, hourly, daily] of customer.trucks ?? []) {
        await insertRateSheetItem(trx, audit, { customerId: id, kind: 'Truck', name, employeeTypeRateId: null, rates: { hourly, overtime: hourly, daily, standBy: 0 } });
      }
    }

    const materialStatusIncurred = 6;
    for (const order of DEMO_WORK_ORDERS) {
      const customer = DEMO_CUSTOMERS.find((c) => c.key === order.customer)!;
      const customerId = customerIds.get(order.customer)!;
      const id = await insertWorkOrder(trx, {
        subscriberId,
        userId: superAdmin,
        values: {
          customer_id: customerId,
          billing_customer_id: customer.billedBy ? customerIds.get(customer.billedBy)! : customerId,
          site_address: `${customer.siteAddress}, ${customer.city}, CA ${customer.zipCode}`,
          problem: order.problem,
          status_id: order.statusId,
          nte_amount: order.nteAmount ?? null,
          service_channel_work_order_id: order.serviceChannelWorkOrderId ?? null,
          corrigo_work_order_id: order.corrigoWorkOrderId ?? null,
        },
        numbering: { work_order_number: await nextWorkOrderNumber(trx, subscriberId), sub_number: null, parent_work_order_id: null },
        technicianIds: order.technicians.map(userId),
        note: 'Created',
      });
      if (order.corrigoWorkOrderId) {
        // Corrigo's status as the emulator starts with it. FieldDesk has seen none of them checked
        // in yet (is_corrigo_checked_in stays false): the technician's stop opens the Corrigo
        // check-out first only once FieldDesk has recorded Corrigo's check-in (an import from
        // Corrigo does), so a demo run without the emulators keeps FieldDesk's own stop.
        await trx.updateTable('work_orders').set({ corrigo_status: CORRIGO_DEMO_ORDER_STATUSES[order.corrigoWorkOrderId] }).where('id', '=', id).execute();
      }
      for (const [description, quantity, unitPrice] of order.materials ?? []) {
        await trx
          .insertInto('work_order_materials')
          .values({
            ...audit,
            work_order_id: id,
            part_number: null,
            description,
            quantity,
            unit_cost: Math.round(unitPrice * 60) / 100,
            unit_price: unitPrice,
            material_status_id: materialStatusIncurred,
            modified_date: new Date(),
          })
          .execute();
      }
      if (order.statusId === S.COMPLETED && order.technicians.length) {
        // A finished visit, so history and timesheets have hours to show.
        await trx
          .insertInto('work_order_labors')
          .values({
            ...audit,
            work_order_id: id,
            technician_id: userId(order.technicians[0]),
            client_request_id: null,
            stop_request_id: null,
            start_time: sql`now() - interval '3 days' - interval '4 hours'`,
            stop_time: sql`now() - interval '3 days'`,
            user_status_id: 1,
            stop_user_status_id: 3,
            is_overtime: false,
            is_apprentice_rate_applied: false,
            is_reached_at_site: true,
            rate_sheet_labor_item_id: null,
            rate_sheet_truck_item_id: null,
            item_rate_type_id: 1,
            per_diem_type_id: null,
            work_order_flag_id: 1,
            work_order_status_id: S.COMPLETED,
            description: 'Replaced failed part, tested operation, cleaned up work area.',
            company_description: null,
            comment: null,
            start_latitude: null,
            start_longitude: null,
            stop_latitude: null,
            stop_longitude: null,
            no_of_service_channel_techs: null,
            sc_primary_status: null,
            sc_extended_status: null,
            scheduler_id: null,
            closed_by: userId(order.technicians[0]),
            modified_date: new Date(),
          } as never)
          .execute();
      }
    }
    if (networks) await insertDemoNetworkCredentials(trx, subscriberId, superAdmin, networks);
  });
  return true;
}
