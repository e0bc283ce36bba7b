/**
 * POST workOrders (Create Work Order) and PUT workOrders/{id} (edit, with the version read:
 * a stale one answers 409). A new order takes the next number; a status or flag change is
 * written to the status history; changing the status also needs Change Status.
 */
import { WORK_ORDER_RULES, canChangeWorkOrderStatus } from '../../domain/workOrders/access';
import { workOrderCreateBody, workOrderIdParams, workOrderUpdateBody } from '../../domain/workOrders/wire';
import { WORK_ORDER_SCHEMA } from '../../domain/workOrders/responses';
import { conflict, forbidden } from '../errors';
import { refusals } from '../http/responses';
import { type AreaApp } from '../http/areaApp';
import { announceWorkOrderChange } from './events';
import { workOrderNotFound } from './guards';
import { workOrderValues } from './input';
import { loadWorkOrder } from './mapping';
import { nextWorkOrderNumber } from './numbering';
import { insertWorkOrder } from './insert';
import { recordStatusChange } from './statusHistory';
import { assignTechnicians } from './technicians';
import { visibleTo } from './visibility';

export default async function workOrderWriteRoutes(app: AreaApp) {
  const { db } = app;

  app.post(
    '/api/v1/workOrders',
    {
      config: { requires: WORK_ORDER_RULES.canCreateWorkOrders },
      schema: {
        summary: 'Creates a work order with the next number',
        body: workOrderCreateBody,
        response: { 201: WORK_ORDER_SCHEMA },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const { subscriberId, userId } = principal;
      const id = await db.transaction().execute(async (trx) =>
        insertWorkOrder(trx, {
          subscriberId,
          userId,
          values: await workOrderValues(trx, subscriberId, body),
          numbering: { work_order_number: await nextWorkOrderNumber(trx, subscriberId), sub_number: null, parent_work_order_id: null },
          technicianIds: body.technicianIds ?? [],
          note: 'Created',
        }),
      );
      await announceWorkOrderChange(app, subscriberId, [id]);
      reply.code(201);
      return loadWorkOrder(db, principal, id, false);
    },
  );

  app.put(
    '/api/v1/workOrders/:id',
    {
      config: { requires: WORK_ORDER_RULES.canEditWorkOrders },
      schema: {
        summary: 'Changes a work order (send the version you read; fields left out keep their value)',
        response: { 200: WORK_ORDER_SCHEMA, ...refusals(404, 409) },
        params: workOrderIdParams,
        body: workOrderUpdateBody,
      },
    },
    async (request) => {
      const { principal, body } = request;
      const { subscriberId, userId } = principal;
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('work_orders as wo').selectAll('wo').where('wo.id', '=', id).where(visibleTo(principal)).forUpdate().executeTakeFirst();
        if (!current) throw workOrderNotFound(id);
        if (current.version !== body.version) throw conflict('This work order was changed by someone else. Reload it and try again.');
        if (body.statusId !== undefined && body.statusId !== current.status_id && !canChangeWorkOrderStatus(principal)) {
          throw forbidden('Changing the status of a work order needs the Change Status permission.');
        }
        const values = await workOrderValues(trx, subscriberId, body, current);
        await trx
          .updateTable('work_orders')
          .set((eb) => ({ ...values, version: eb('version', '+', 1), modified_by: userId, modified_date: new Date() }))
          .where('id', '=', id)
          .execute();
        if (body.technicianIds) await assignTechnicians(trx, subscriberId, id, body.technicianIds);
        if (values.status_id !== current.status_id || values.flag_id !== current.flag_id) {
          await recordStatusChange(trx, { subscriberId, workOrderId: id, statusId: values.status_id, flagId: values.flag_id, note: null, changedBy: userId });
        }
      });
      await announceWorkOrderChange(app, subscriberId, [id]);
      return loadWorkOrder(db, principal, id);
    },
  );
}
