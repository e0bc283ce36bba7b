/**
 * Status history: every status or flag an order takes, who set it and when
 * (GET workOrders/{id}/statusHistory, the Status History named permission).
 */
import type { Kysely } from 'kysely';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { workOrderIdParams } from '../../domain/workOrders/wire';
import { STATUS_HISTORY_SCHEMA } from '../../domain/workOrders/responses';
import type { Database } from '../db/schema';
import { apiDateTime } from '../http/timeZone';
import { refusals } from '../http/responses';
import { type AreaApp } from '../http/areaApp';
import { visibleWorkOrderOr404 } from './guards';
import { personName } from './mapping';

export interface StatusChange {
  subscriberId: number;
  workOrderId: number;
  statusId: number;
  flagId: number | null;
  note: string | null;
  changedBy: number;
}

export async function recordStatusChange(db: Kysely<Database>, change: StatusChange) {
  await db
    .insertInto('work_order_status_history')
    .values({
      subscriber_id: change.subscriberId,
      work_order_id: change.workOrderId,
      status_id: change.statusId,
      flag_id: change.flagId,
      note: change.note,
      changed_by: change.changedBy,
    })
    .execute();
}

export default async function statusHistoryRoutes(app: AreaApp) {
  const { db } = app;
  app.get(
    '/api/v1/workOrders/:id/statusHistory',
    {
      config: { requires: WORK_ORDER_RULES.canSeeStatusHistory },
      schema: {
        summary: "An order's status and flag changes, newest first",
        params: workOrderIdParams,
        response: { 200: STATUS_HISTORY_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const order = await visibleWorkOrderOr404(db, principal, request.params.id);
      const rows = await db
        .selectFrom('work_order_status_history as h')
        .innerJoin('work_order_statuses as st', (j) => j.onRef('st.subscriber_id', '=', 'h.subscriber_id').onRef('st.id', '=', 'h.status_id'))
        .leftJoin('work_order_flags as fl', (j) => j.onRef('fl.subscriber_id', '=', 'h.subscriber_id').onRef('fl.id', '=', 'h.flag_id'))
        .leftJoin('users as u', 'u.id', 'h.changed_by')
        .select([
          'h.id',
          'h.status_id as statusId',
          'st.name as status',
          'h.flag_id as flagId',
          'fl.name as flag',
          'h.note',
          'h.changed_by as changedBy',
          personName('u').as('changedByName'),
          'h.changed_date as changedDate',
        ])
        .where('h.subscriber_id', '=', principal.subscriberId)
        .where('h.work_order_id', '=', order.id)
        .orderBy('h.changed_date', 'desc')
        .orderBy('h.id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, changedByName: row.changedBy === null ? null : row.changedByName, changedDate: apiDateTime(row.changedDate, principal.timeZone) }));
    },
  );
}
