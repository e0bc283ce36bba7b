/**
 * From the tables to the API's shapes (domain/workOrders.ts): dates as YYYY-MM-DDTHH:mm:ss in
 * the subscriber's wall clock, one whole work order with its technicians and the caller's open labor.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { displayWorkOrderNumber, type WorkOrder } from '../../domain/workOrders/orders';
import type { Database } from '../db/schema';
import { apiDateTime, apiDateTimeOrNull } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { visibleTo } from './visibility';

/** Every instant (Date) of a row as API text in the zone's wall clock; other values unchanged. */
/** A row with its instants as the API writes them (text in the subscriber's wall clock). */
export type WithApiDates<T> = { [K in keyof T]: Exclude<T[K], Date> | (Date extends T[K] ? string : never) };

export function withApiDates<T extends Record<string, unknown>>(row: T, timeZone: string): WithApiDates<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? apiDateTime(value, timeZone) : value;
  return out as WithApiDates<T>;
}

/** "First Last" of a users row under the given alias. */
export const personName = (alias: string): RawBuilder<string> =>
  sql<string>`concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})`;

/** "10042" or "10042-2" in SQL, as displayWorkOrderNumber writes it. */
export const displayNumberSql = (alias: string): RawBuilder<string> =>
  sql<string>`${sql.ref(`${alias}.work_order_number`)}::text || coalesce('-' || ${sql.ref(`${alias}.sub_number`)}::text, '')`;

/**
 * One work order as GET workOrders/{id} answers it. `visibleOnly` false is for the answer to
 * its own creation, which the creator gets even when the order is not among those they see.
 */
export async function loadWorkOrder(
  db: Kysely<Database>,
  principal: Principal,
  workOrderId: number,
  visibleOnly = true,
): Promise<WorkOrder | undefined> {
  let query = db.selectFrom('work_orders as wo').where('wo.subscriber_id', '=', principal.subscriberId).where('wo.id', '=', workOrderId);
  if (visibleOnly) query = query.where(visibleTo(principal));
  const row = await query
    .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .innerJoin('customers as bc', (j) => j.onRef('bc.subscriber_id', '=', 'wo.subscriber_id').onRef('bc.id', '=', 'wo.billing_customer_id'))
    .innerJoin('work_order_statuses as st', (j) => j.onRef('st.subscriber_id', '=', 'wo.subscriber_id').onRef('st.id', '=', 'wo.status_id'))
    .leftJoin('work_order_flags as fl', (j) => j.onRef('fl.subscriber_id', '=', 'wo.subscriber_id').onRef('fl.id', '=', 'wo.flag_id'))
    .leftJoin('work_orders as p', (j) => j.onRef('p.subscriber_id', '=', 'wo.subscriber_id').onRef('p.id', '=', 'wo.parent_work_order_id'))
    .select((eb) => [
      'wo.id',
      'wo.work_order_number',
      'wo.sub_number',
      'wo.parent_work_order_id',
      'p.work_order_number as parent_work_order_number',
      'wo.customer_id',
      'c.name as customer_name',
      'wo.billing_customer_id',
      'bc.name as billing_customer_name',
      'wo.site_address',
      'wo.problem',
      'wo.status_id',
      'st.name as status',
      'wo.flag_id',
      'fl.name as flag',
      'wo.class_id',
      'wo.base_city_id',
      'wo.nte_amount',
      'wo.customer_estimate_id',
      'wo.service_channel_work_order_id',
      'wo.corrigo_work_order_id',
      eb('wo.signature_png', 'is not', null).as('is_signed'),
      'wo.signed_by',
      'wo.signed_date',
      'wo.created_date',
      'wo.modified_date',
      'wo.version',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const [technicians, openLabor] = await Promise.all([
    db
      .selectFrom('work_order_technicians as wt')
      .innerJoin('users as u', 'u.id', 'wt.technician_id')
      .select(['wt.technician_id as technicianId', personName('u').as('technicianName')])
      .where('wt.work_order_id', '=', workOrderId)
      .orderBy('technicianName')
      .execute(),
    db
      .selectFrom('work_order_labors')
      .select(['id', 'is_reached_at_site', 'start_time'])
      .where('work_order_id', '=', workOrderId)
      .where('technician_id', '=', principal.userId)
      .where('stop_time', 'is', null)
      .executeTakeFirst(),
  ]);
  return {
    id: row.id,
    workOrderNumber: row.work_order_number,
    subNumber: row.sub_number,
    displayNumber: displayWorkOrderNumber(row.work_order_number, row.sub_number),
    parentWorkOrderId: row.parent_work_order_id,
    parentWorkOrderNumber: row.parent_work_order_number,
    customerId: row.customer_id,
    customerName: row.customer_name,
    billingCustomerId: row.billing_customer_id,
    billingCustomerName: row.billing_customer_name,
    siteAddress: row.site_address,
    problem: row.problem,
    statusId: row.status_id,
    status: row.status,
    flagId: row.flag_id,
    flag: row.flag,
    classId: row.class_id,
    baseCityId: row.base_city_id,
    nteAmount: row.nte_amount,
    customerEstimateId: row.customer_estimate_id,
    serviceChannelWorkOrderId: row.service_channel_work_order_id,
    corrigoWorkOrderId: row.corrigo_work_order_id,
    technicians,
    myOpenLabor: openLabor
      ? { workOrderLaborId: openLabor.id, isReachedAtSite: openLabor.is_reached_at_site, startTime: apiDateTime(openLabor.start_time, principal.timeZone) }
      : null,
    isSigned: Boolean(row.is_signed),
    signedBy: row.signed_by,
    signedDate: apiDateTimeOrNull(row.signed_date, principal.timeZone),
    createdDate: apiDateTime(row.created_date, principal.timeZone),
    modifiedDate: apiDateTime(row.modified_date, principal.timeZone),
    version: row.version,
  };
}
