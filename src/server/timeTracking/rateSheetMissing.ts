/**
 * A start refused because the billing customer is billed by rate sheet and has none (spec §8
 * "Please set up Rate Sheet for this customer first"). The refusal is kept (rate_sheet_blocks)
 * for the team leader board's attention panel and told at once to the dispatchers: the
 * rateSheetMissing event on TeamLeaderHub (whoever reads the board) and FieldDeskHub (whoever
 * sees the whole schedule), and the board's gridUpdate so open boards read again.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { teamLeaderGridUpdate } from '../../domain/teamLeader/board';
import { TIME_TRACKING_MESSAGES } from '../../domain/timeTracking/clock';
import { RATE_SHEET_MISSING_EVENT, type RateSheetMissingEvent } from '../../domain/timeTracking/rateSheetMissing';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';
import type { Principal } from '../plugins/auth';
import { personName } from '../workOrders/mapping';
import type { ClockOrder } from './clockOrder';

/** The refusal of a clock-in: a 400 with the spec's message; the route reports it (reportRateSheetMissing). */
export class RateSheetMissingError extends ApiError {
  constructor(readonly clockOrder: ClockOrder) {
    super(400, { title: TIME_TRACKING_MESSAGES.rateSheetMissing });
  }
}

/** Whether starting the order is refused for a missing rate sheet: billed by rate sheet, without an active labor item. */
export async function isRateSheetMissing(db: Kysely<Database>, { order, hasRateSheet }: ClockOrder): Promise<boolean> {
  if (!hasRateSheet) return false;
  const item = await db
    .selectFrom('customer_rate_sheet_items')
    .select('id')
    .where('subscriber_id', '=', order.subscriber_id)
    .where('customer_id', '=', order.billing_customer_id)
    .where('kind', '=', 'Labor')
    .where('is_active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return item === undefined;
}

/** Keeps the refusal of `principal` on the order and tells the dispatchers. */
export async function reportRateSheetMissing(app: FastifyInstance, principal: Principal, { order, displayNumber }: ClockOrder): Promise<void> {
  const { db } = app;
  const subscriberId = principal.subscriberId;
  const [, names] = await Promise.all([
    db
      .insertInto('rate_sheet_blocks')
      .values({ subscriber_id: subscriberId, work_order_id: order.id, technician_id: principal.userId })
      .onConflict((conflict) => conflict.columns(['work_order_id', 'technician_id', 'subscriber_id']).doUpdateSet({ blocked_at: sql<Date>`now()` }))
      .execute(),
    db
      .selectFrom('customers as c')
      .innerJoin('users as u', (join) => join.onRef('u.subscriber_id', '=', 'c.subscriber_id').on('u.id', '=', principal.userId))
      .select(['c.name as customer_name', personName('u').as('technician_name')])
      .where('c.subscriber_id', '=', subscriberId)
      .where('c.id', '=', order.billing_customer_id)
      .executeTakeFirstOrThrow(),
  ]);
  const event: RateSheetMissingEvent = {
    workOrderId: order.id,
    workOrderNumber: displayNumber,
    customerId: order.billing_customer_id,
    customerName: names.customer_name,
    technicianId: principal.userId,
    technicianName: names.technician_name,
    message: TIME_TRACKING_MESSAGES.rateSheetMissing,
  };
  await app.hubs.publishAll([
    { hub: 'TeamLeaderHub', subscriberId, target: RATE_SHEET_MISSING_EVENT, arguments: [event], audience: { whoMay: 'readsTeamLeaderBoard' } },
    { hub: 'TeamLeaderHub', subscriberId, target: 'gridUpdate', arguments: teamLeaderGridUpdate(principal.userId) },
    { hub: 'FieldDeskHub', subscriberId, target: RATE_SHEET_MISSING_EVENT, arguments: [event], audience: { whoMay: 'seesWholeSchedule' } },
  ]);
}
