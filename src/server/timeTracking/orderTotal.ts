/**
 * The over-NTE warning of the start/stop dialog (spec §8): the order's total 30 minutes from
 * now, open labor included, when it exceeds the order's not-to-exceed amount. The start dialog
 * also counts the labor it is about to open, so starting and stopping a minute later warn alike.
 */
import type { Kysely } from 'kysely';
import { fromCents } from '../../domain/money';
import { NTE_LOOKAHEAD_MINUTES } from '../../domain/timeTracking/clock';
import { nteWarningCents, workOrderTotal, type LaborLine } from '../../domain/workOrders/totals';
import type { Database } from '../db/schema';
import type { ClockOrder } from './clockOrder';

/** The labor a start would open now: regular time, with the rate-sheet item the dialog preselects. */
export interface StartingLabor {
  rateSheetLaborItemId: number | null;
}

/** The projected total in dollars when it exceeds the NTE, else null (no NTE, or within it). */
export async function nteWarningAmount(
  db: Kysely<Database>,
  { order, billingLaborRate }: ClockOrder,
  now: Date,
  starting: StartingLabor | null = null,
): Promise<number | null> {
  if (order.nte_amount === null) return null;
  const scope = { subscriberId: order.subscriber_id, workOrderId: order.id };
  const [materials, standardItems, rateSheetItems, labors, startingItem] = await Promise.all([
    db
      .selectFrom('work_order_materials')
      .select(['quantity', 'unit_price as unitPrice'])
      .where('subscriber_id', '=', scope.subscriberId)
      .where('work_order_id', '=', scope.workOrderId)
      .execute(),
    db
      .selectFrom('work_order_standard_items')
      .select(['quantity', 'unit_price as unitPrice'])
      .where('subscriber_id', '=', scope.subscriberId)
      .where('work_order_id', '=', scope.workOrderId)
      .execute(),
    db
      .selectFrom('work_order_rate_sheet_items')
      .select(['quantity', 'rate as unitPrice'])
      .where('subscriber_id', '=', scope.subscriberId)
      .where('work_order_id', '=', scope.workOrderId)
      .execute(),
    db
      .selectFrom('work_order_labors as l')
      .leftJoin('customer_rate_sheet_items as i', (join) =>
        join.onRef('i.id', '=', 'l.rate_sheet_labor_item_id').onRef('i.subscriber_id', '=', 'l.subscriber_id'),
      )
      .select(['l.start_time', 'l.stop_time', 'l.is_overtime', 'i.hourly_rate', 'i.ot_hourly_rate'])
      .where('l.subscriber_id', '=', scope.subscriberId)
      .where('l.work_order_id', '=', scope.workOrderId)
      .execute(),
    starting?.rateSheetLaborItemId
      ? db
          .selectFrom('customer_rate_sheet_items')
          .select(['hourly_rate', 'ot_hourly_rate'])
          .where('subscriber_id', '=', scope.subscriberId)
          .where('id', '=', starting.rateSheetLaborItemId)
          .executeTakeFirst()
      : undefined,
  ]);
  const startingLine: LaborLine[] = starting
    ? [
        {
          startMs: now.getTime(),
          stopMs: null,
          isOvertime: false,
          rateSheetHourlyRate: startingItem?.hourly_rate ?? null,
          rateSheetOtHourlyRate: startingItem?.ot_hourly_rate ?? null,
        },
      ]
    : [];
  const total = workOrderTotal({
    materials,
    standardItems,
    rateSheetItems,
    labors: [
      ...labors.map((l) => ({
        startMs: new Date(l.start_time).getTime(),
        stopMs: l.stop_time === null ? null : new Date(l.stop_time).getTime(),
        isOvertime: l.is_overtime,
        rateSheetHourlyRate: l.hourly_rate,
        rateSheetOtHourlyRate: l.ot_hourly_rate,
      })),
      ...startingLine,
    ],
    customerLaborRate: billingLaborRate,
    asOfMs: now.getTime() + NTE_LOOKAHEAD_MINUTES * 60_000,
  });
  const warning = nteWarningCents(total.totalCents, order.nte_amount);
  return warning === null ? null : fromCents(warning);
}
