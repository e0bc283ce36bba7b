/**
 * The work performed, written on the sign-off page before the technician hands the phone to the
 * customer (issue 34): PUT workOrders/{id}/signOff/workPerformed keeps it as the description of
 * the caller's open labor on the order, so the customer reads it in the summary, the signed PDF
 * prints it, and the stop dialog offers it as the clock-out's description (the stop view data
 * carries the open labor's description), which the technician may still change there. Only the
 * technician clocked in on the order writes it (409 otherwise); the order must be one they see.
 * It answers the summary as it now reads, with its new digest.
 */
import { descriptionError } from '../../domain/timeTracking/clock';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { displayWorkOrderNumber } from '../../domain/workOrders/orders';
import { SIGN_OFF_SUMMARY_SCHEMA } from '../../domain/workOrders/signOff';
import { workOrderIdParams, workPerformedBody } from '../../domain/workOrders/wire';
import { badRequest, conflict } from '../errors';
import { refusals } from '../http/responses';
import { type AreaApp } from '../http/areaApp';
import { visibleWorkOrderOr404 } from './guards';
import { signOffSummaryOf } from './signOffSummary';

export default async function signOffWorkRoutes(app: AreaApp) {
  const { db } = app;
  app.put(
    '/api/v1/workOrders/:id/signOff/workPerformed',
    {
      config: { requires: WORK_ORDER_RULES.canWorkOnWorkOrders },
      schema: {
        summary: "Writes what was done on this visit on the caller's open labor of the order, before the customer signs; answers the summary",
        params: workOrderIdParams,
        body: workPerformedBody,
        response: { 200: SIGN_OFF_SUMMARY_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { principal } = request;
      const order = await visibleWorkOrderOr404(db, principal, request.params.id);
      const error = descriptionError(request.body.description);
      if (error) throw badRequest(error, { description: [error] });
      const now = new Date();
      const written = await db
        .updateTable('work_order_labors')
        .set((eb) => ({ description: request.body.description.trim(), version: eb('version', '+', 1), modified_by: principal.userId, modified_date: now }))
        .where('subscriber_id', '=', order.subscriber_id)
        .where('work_order_id', '=', order.id)
        .where('technician_id', '=', principal.userId)
        .where('stop_time', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!written) throw conflict(`You are not clocked in on work order ${displayWorkOrderNumber(order.work_order_number, order.sub_number)}.`);
      return (await signOffSummaryOf(db, order, principal, app.config.jwtSecret)).summary;
    },
  );
}
