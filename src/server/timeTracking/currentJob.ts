/**
 * The caller's current job (GET WOStartStop/currentJob): their open labor (at most one, the
 * database guarantees it) with the order's number, customer and site, for the current-job bar.
 */
import { sql, type Kysely } from 'kysely';
import type { CurrentJobAnswer } from '../../domain/timeTracking/responses';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import type { Database } from '../db/schema';
import { apiDateTime } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { displayNumberSql } from '../workOrders/mapping';

export async function currentJobOf(db: Kysely<Database>, principal: Principal): Promise<CurrentJobAnswer> {
  const row = await db
    .selectFrom('work_order_labors as l')
    .innerJoin('work_orders as wo', (j) => j.onRef('wo.subscriber_id', '=', 'l.subscriber_id').onRef('wo.id', '=', 'l.work_order_id'))
    .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .select([
      'l.id as workOrderLaborId',
      'l.work_order_id as workOrderId',
      displayNumberSql('wo').as('workOrderNumber'),
      'c.name as customerName',
      'wo.site_address as siteAddress',
      'l.start_time as startTime',
      'l.user_status_id as userStatusId',
      sql<string>`greatest(0, floor(extract(epoch from (now() - l.start_time))))::integer`.as('elapsedSeconds'),
    ])
    .where('l.subscriber_id', '=', principal.subscriberId)
    .where('l.technician_id', '=', principal.userId)
    .where('l.stop_time', 'is', null)
    .executeTakeFirst();
  if (!row) return { job: null };
  return {
    job: {
      workOrderLaborId: row.workOrderLaborId,
      workOrderId: row.workOrderId,
      workOrderNumber: row.workOrderNumber,
      customerName: row.customerName,
      siteAddress: row.siteAddress,
      startTime: apiDateTime(row.startTime, principal.timeZone),
      elapsedSeconds: Number(row.elapsedSeconds),
      isEnRoute: row.userStatusId === USER_STATUS.EN_ROUTE,
    },
  };
}
