/**
 * A billing customer's rate sheet as the start/stop dialog uses it: the active Labor items are
 * the employee types, the active Truck items the truck types (spec §3.6, §7.1).
 */
import type { Expression, Kysely } from 'kysely';
import type { RateSheetItem } from '../../domain/timeTracking/clock';
import type { Database } from '../db/schema';

export type RateSheetKind = 'Labor' | 'Truck';

export function activeRateSheetItems(db: Kysely<Database>, subscriberId: number, customerId: number, kind: RateSheetKind): Promise<RateSheetItem[]> {
  return db
    .selectFrom('customer_rate_sheet_items')
    .select([
      'id as customerRateSheetId',
      'name as rateSheetName',
      'daily_rate as dailyRate',
      'hourly_rate as hourlyRate',
      'ot_hourly_rate as otHourlyRate',
      'stand_by_rate as standByRate',
    ])
    .where('subscriber_id', '=', subscriberId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('is_active', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The item `itemId` when it is an active item of `kind` on the billing customer's rate sheet (the customer may be an expression). */
export function activeRateSheetItem(db: Kysely<Database>, subscriberId: number, billingCustomer: number | Expression<number>, kind: RateSheetKind, itemId: number) {
  return db
    .selectFrom('customer_rate_sheet_items')
    .select('id')
    .where('subscriber_id', '=', subscriberId)
    .where('id', '=', itemId)
    .where('customer_id', '=', billingCustomer)
    .where('kind', '=', kind)
    .where('is_active', '=', true);
}

export interface RateSheetChoices {
  serviceTechnicianId: number | null;
  rateSheetTruckTypeId: number | null;
}

/**
 * What the dialog preselects: the technician's choices on their last labor for this billing
 * customer, while those items are still active; without one, the first Labor item of an
 * employee type the technician holds (users' employee types, /users/edit).
 */
export async function defaultRateSheetChoices(
  db: Kysely<Database>,
  subscriberId: number,
  technicianId: number,
  billingCustomerId: number,
): Promise<RateSheetChoices> {
  const active = (kind: RateSheetKind, itemId: number | null) =>
    itemId === null
      ? Promise.resolve(null)
      : activeRateSheetItem(db, subscriberId, billingCustomerId, kind, itemId)
          .executeTakeFirst()
          .then((row) => row?.id ?? null);
  const last = await db
    .selectFrom('work_order_labors as l')
    .innerJoin('work_orders as wo', 'wo.id', 'l.work_order_id')
    .select(['l.rate_sheet_labor_item_id', 'l.rate_sheet_truck_item_id'])
    .where('l.technician_id', '=', technicianId)
    .where('wo.billing_customer_id', '=', billingCustomerId)
    .where('l.rate_sheet_labor_item_id', 'is not', null)
    .orderBy('l.start_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  const [lastLabor, lastTruck] = await Promise.all([
    active('Labor', last?.rate_sheet_labor_item_id ?? null),
    active('Truck', last?.rate_sheet_truck_item_id ?? null),
  ]);
  if (lastLabor !== null) return { serviceTechnicianId: lastLabor, rateSheetTruckTypeId: lastTruck };
  const byEmployeeType = await db
    .selectFrom('customer_rate_sheet_items as i')
    .innerJoin('user_employee_types as ue', (join) =>
      join.onRef('ue.employee_type_rate_id', '=', 'i.employee_type_rate_id').onRef('ue.subscriber_id', '=', 'i.subscriber_id'),
    )
    .select('i.id')
    .where('ue.user_id', '=', technicianId)
    .where('i.subscriber_id', '=', subscriberId)
    .where('i.customer_id', '=', billingCustomerId)
    .where('i.kind', '=', 'Labor')
    .where('i.is_active', '=', true)
    .orderBy('i.id')
    .limit(1)
    .executeTakeFirst();
  return { serviceTechnicianId: byEmployeeType?.id ?? null, rateSheetTruckTypeId: lastTruck };
}
