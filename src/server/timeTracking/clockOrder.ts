/**
 * The work order a clock request or the dialog is about, with what decides the dialog's rules:
 * whether the rate sheet applies (the subscriber has it set up AND the order's billing customer
 * is billed by rate sheet) and whether it is a Service Channel order. One query: clock requests
 * are the busiest writes of the day.
 */
import type { Kysely } from 'kysely';
import { displayWorkOrderNumber } from '../../domain/workOrders/orders';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import type { Principal } from '../plugins/auth';
import { viewerOf, visibleWithin, type WorkOrderViewer } from '../workOrders/visibility';

const WORK_ORDER_NOT_FOUND = 'Work order not found.';

export function clockOrderQuery(db: Kysely<Database>, viewer: WorkOrderViewer, workOrderId: number) {
  return db
    .selectFrom('work_orders as wo')
    .innerJoin('customers as bc', (join) => join.onRef('bc.subscriber_id', '=', 'wo.subscriber_id').onRef('bc.id', '=', 'wo.billing_customer_id'))
    .innerJoin('customers as c', (join) => join.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .innerJoin('subscribers as s', 's.id', 'wo.subscriber_id')
    .select([
      'wo.id',
      'wo.subscriber_id',
      'wo.work_order_number',
      'wo.sub_number',
      'wo.parent_work_order_id',
      'wo.billing_customer_id',
      'wo.status_id',
      'wo.flag_id',
      'wo.nte_amount',
      'wo.customer_estimate_id',
      'wo.service_channel_work_order_id',
      'wo.corrigo_work_order_id',
      'wo.is_corrigo_checked_in',
      'wo.corrigo_status',
      'bc.labor_rate as billing_labor_rate',
      'bc.bill_by_rate_sheet as billing_by_rate_sheet',
      'c.corrigo_customer_id',
      's.setup_flags',
    ])
    .where('wo.id', '=', workOrderId)
    .where(visibleWithin(viewer));
}

export type ClockOrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof clockOrderQuery>['executeTakeFirst']>>>;

export interface ClockOrder {
  order: Omit<ClockOrderRow, 'billing_labor_rate' | 'billing_by_rate_sheet' | 'setup_flags'>;
  displayNumber: string;
  /** The billing customer's hourly labor rate, for labor without a rate-sheet item. */
  billingLaborRate: number;
  hasRateSheet: boolean;
  isServiceChannel: boolean;
}

/** The order when the principal may see it; 404 otherwise, as if it did not exist. */
export async function findClockOrder(db: Kysely<Database>, principal: Principal, workOrderId: number): Promise<ClockOrder> {
  return clockOrderOr404(await clockOrderQuery(db, viewerOf(principal), workOrderId).executeTakeFirst());
}

/** A row of clockOrderQuery (read on its own or within a bigger read) as a ClockOrder; 404 when there is none. */
export function clockOrderOr404(row: ClockOrderRow | null | undefined): ClockOrder {
  if (!row) throw notFound(WORK_ORDER_NOT_FOUND);
  const { billing_labor_rate, billing_by_rate_sheet, setup_flags, ...order } = row;
  return {
    order,
    displayNumber: displayWorkOrderNumber(order.work_order_number, order.sub_number),
    billingLaborRate: billing_labor_rate,
    hasRateSheet: setup_flags.hasRateSheetSetUp === true && billing_by_rate_sheet,
    isServiceChannel: !!order.service_channel_work_order_id,
  };
}

/** The display number ("10042" or "10042-2") of an order by id, within a subscriber. */
export async function workOrderNumberOf(db: Kysely<Database>, subscriberId: number, workOrderId: number): Promise<string> {
  const order = await db
    .selectFrom('work_orders')
    .select(['work_order_number', 'sub_number'])
    .where('subscriber_id', '=', subscriberId)
    .where('id', '=', workOrderId)
    .executeTakeFirstOrThrow();
  return displayWorkOrderNumber(order.work_order_number, order.sub_number);
}
