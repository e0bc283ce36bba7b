/**
 * Orders' standing against their NTE (spec §8), read for many orders in four queries: the
 * priced lines and labor of each, handed to the one domain rule (nteStanding) that gives the
 * running total, the projection 30 minutes ahead and the NTE. The start/stop dialog asks for
 * one order, with the labor it is about to open; the team leader board for every open order
 * with an NTE.
 */
import type { Kysely } from 'kysely';
import { nteStanding, type LaborLine, type NteStanding } from '../../domain/workOrders/totals';
import type { Database } from '../db/schema';

export interface NteOrder {
  id: number;
  nteAmount: number;
  /** The billing customer's hourly labor rate, for labor without a rate-sheet item. */
  billingLaborRate: number;
}

/** Labor a start would open now (regular time), with the rate-sheet item the dialog preselects. */
export interface StartingLabor {
  rateSheetLaborItemId: number | null;
}

export async function nteStandings(
  db: Kysely<Database>,
  subscriberId: number,
  orders: readonly NteOrder[],
  now: Date,
  starting?: { workOrderId: number; labor: StartingLabor },
): Promise<Map<number, NteStanding>> {
  const standings = new Map<number, NteStanding>();
  if (!orders.length) return standings;
  const ids = orders.map((order) => order.id);
  const priced = (table: 'work_order_materials' | 'work_order_standard_items') =>
    db.selectFrom(table).select(['work_order_id', 'quantity', 'unit_price as unitPrice']).where('subscriber_id', '=', subscriberId).where('work_order_id', 'in', ids).execute();
  const startingItemId = starting?.labor.rateSheetLaborItemId ?? null;
  const [materials, standardItems, rateSheetItems, labors, startingItem] = await Promise.all([
    priced('work_order_materials'),
    priced('work_order_standard_items'),
    db.selectFrom('work_order_rate_sheet_items').select(['work_order_id', 'quantity', 'rate as unitPrice']).where('subscriber_id', '=', subscriberId).where('work_order_id', 'in', ids).execute(),
    db
      .selectFrom('work_order_labors as l')
      .leftJoin('customer_rate_sheet_items as i', (j) => j.onRef('i.id', '=', 'l.rate_sheet_labor_item_id').onRef('i.subscriber_id', '=', 'l.subscriber_id'))
      .select(['l.work_order_id', 'l.start_time', 'l.stop_time', 'l.is_overtime', 'i.hourly_rate', 'i.ot_hourly_rate'])
      .where('l.subscriber_id', '=', subscriberId)
      .where('l.work_order_id', 'in', ids)
      .execute(),
    startingItemId === null
      ? undefined
      : db.selectFrom('customer_rate_sheet_items').select(['hourly_rate', 'ot_hourly_rate']).where('subscriber_id', '=', subscriberId).where('id', '=', startingItemId).executeTakeFirst(),
  ]);
  const [materialsOf, standardItemsOf, rateSheetItemsOf, laborsOf] = [byOrder(materials), byOrder(standardItems), byOrder(rateSheetItems), byOrder(labors)];
  const nowMs = now.getTime();
  for (const order of orders) {
    const laborLines: LaborLine[] = (laborsOf.get(order.id) ?? []).map((l) => ({
      startMs: new Date(l.start_time).getTime(),
      stopMs: l.stop_time === null ? null : new Date(l.stop_time).getTime(),
      isOvertime: l.is_overtime,
      rateSheetHourlyRate: l.hourly_rate,
      rateSheetOtHourlyRate: l.ot_hourly_rate,
    }));
    if (starting?.workOrderId === order.id) {
      laborLines.push({ startMs: nowMs, stopMs: null, isOvertime: false, rateSheetHourlyRate: startingItem?.hourly_rate ?? null, rateSheetOtHourlyRate: startingItem?.ot_hourly_rate ?? null });
    }
    const lines = {
      materials: materialsOf.get(order.id) ?? [],
      standardItems: standardItemsOf.get(order.id) ?? [],
      rateSheetItems: rateSheetItemsOf.get(order.id) ?? [],
      labors: laborLines,
      customerLaborRate: order.billingLaborRate,
    };
    standings.set(order.id, nteStanding(lines, order.nteAmount, nowMs));
  }
  return standings;
}

/** Rows by the order they belong to. */
function byOrder<Row extends { work_order_id: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.work_order_id);
    if (group) group.push(row);
    else groups.set(row.work_order_id, [row]);
  }
  return groups;
}
