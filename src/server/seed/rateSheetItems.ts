/** Rate-sheet lines of a customer, as the demo seed and the test data sets write them. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RateSheetItemRow {
  customerId: number;
  kind: 'Labor' | 'Truck';
  name: string;
  employeeTypeRateId: number | null;
  rates: { hourly: number; overtime: number; daily: number; standBy: number };
  isActive?: boolean;
}

/** The new line's id. */
export async function insertRateSheetItem(
  trx: Kysely<Database>,
  audit: { subscriber_id: number; created_by: number; modified_by: number },
  { customerId, kind, name, employeeTypeRateId, rates, isActive = true }: RateSheetItemRow,
): Promise<number> {
  const { id } = await trx
    .insertInto('customer_rate_sheet_items')
    .values({
      ...audit,
      id: sql<number>`nextval('customer_rate_sheet_items_id_seq'::regclass)`,
      customer_id: customerId,
      kind,
      name,
      employee_type_rate_id: employeeTypeRateId,
      daily_rate: rates.daily,
      hourly_rate: rates.hourly,
      ot_hourly_rate: rates.overtime,
      stand_by_rate: rates.standBy,
      is_active: isActive,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
