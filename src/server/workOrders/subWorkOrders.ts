/**
 * POST WorkOrder/create: a sub work order (spec §4: a technician completing a rate-sheet order
 * creates it from the stop dialog). It hangs under the main order (a sub of a sub goes under
 * the same main order), copies its customer, billing customer, site, problem and technicians,
 * keeps its number with the next sub number ("10003-1") and starts in status N/A.
 */
import type { Kysely } from 'kysely';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { WORK_ORDER_STATUS, displayWorkOrderNumber } from '../../domain/workOrders/orders';
import { subWorkOrderBody } from '../../domain/workOrders/wire';
import { WORK_ORDER_SCHEMA } from '../../domain/workOrders/responses';
import type { Database } from '../db/schema';
import { refusals } from '../http/responses';
import type { Principal } from '../plugins/auth';
import { type AreaApp } from '../http/areaApp';
import { visibleWorkOrderOr404 } from './guards';
import { loadWorkOrder } from './mapping';
import { nextSubNumber } from './numbering';
import { insertWorkOrder } from './insert';
import { announceWorkOrderChange } from './events';

/**
 * Inserts a sub work order under the main order of `workOrderId` (404 unless the principal sees
 * it); the clock-out of a completed rate-sheet order calls it inside its own transaction.
 */
export async function insertSubWorkOrder(
  trx: Kysely<Database>,
  principal: Principal,
  workOrderId: number,
  customerEstimateId?: number | null,
): Promise<{ id: number; displayNumber: string }> {
  const { subscriberId, userId } = principal;
  const named = await visibleWorkOrderOr404(trx, principal, workOrderId);
  const mainId = named.parent_work_order_id ?? named.id;
  const main = mainId === named.id ? named : await trx.selectFrom('work_orders').selectAll().where('id', '=', mainId).executeTakeFirstOrThrow();
  const subNumber = await nextSubNumber(trx, subscriberId, main.id);
  const technicians = await trx.selectFrom('work_order_technicians').select('technician_id').where('work_order_id', '=', main.id).execute();
  const displayNumber = displayWorkOrderNumber(main.work_order_number, subNumber);
  const id = await insertWorkOrder(trx, {
    subscriberId,
    userId,
    values: {
      customer_id: main.customer_id,
      billing_customer_id: main.billing_customer_id,
      site_address: main.site_address,
      problem: main.problem,
      status_id: WORK_ORDER_STATUS.N_A,
      class_id: main.class_id,
      base_city_id: main.base_city_id,
      customer_estimate_id: customerEstimateId ?? main.customer_estimate_id,
    },
    numbering: { work_order_number: main.work_order_number, sub_number: subNumber, parent_work_order_id: main.id },
    technicianIds: technicians.map((t) => t.technician_id),
    note: `Created as sub work order ${displayNumber}`,
  });
  return { id, displayNumber };
}

export default async function subWorkOrderRoutes(app: AreaApp) {
  const { db } = app;

  app.post(
    '/api/v1/WorkOrder/create',
    {
      config: { requires: WORK_ORDER_RULES.canWorkOnWorkOrders },
      schema: {
        summary: 'Creates a sub work order of a visible order',
        body: subWorkOrderBody,
        response: { 201: WORK_ORDER_SCHEMA, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const { id } = await db.transaction().execute((trx) => insertSubWorkOrder(trx, principal, body.parentWorkOrderId, body.customerEstimateId));
      await announceWorkOrderChange(app, principal.subscriberId, [id, body.parentWorkOrderId]);
      reply.code(201);
      return loadWorkOrder(db, principal, id, false);
    },
  );
}
