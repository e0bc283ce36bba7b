/**
 * The customer's sign-off (issue 11): GET workOrders/{id}/signOff is what the customer signs
 * for (the sign-off page shows it, the PDF keeps it); GET workOrders/{id}/signOffs lists the
 * signed PDFs, newest first (re-signing adds one, earlier ones stay); GET .../signOffs/{signOffId}/pdf
 * serves one. Reading needs Work Orders read and the order visible to the caller (404 otherwise,
 * another subscriber's order included).
 */
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { SIGN_OFF_ID_PARAMS, SIGN_OFF_RECORDS_SCHEMA, SIGN_OFF_SUMMARY_SCHEMA } from '../../domain/workOrders/signOff';
import { workOrderIdParams } from '../../domain/workOrders/wire';
import { displayWorkOrderNumber } from '../../domain/workOrders/orders';
import { notFound } from '../errors';
import { fileStorageOf } from '../files/storage';
import { REFUSAL_SCHEMA, refusals } from '../http/responses';
import { type AreaApp } from '../http/areaApp';
import { visibleWorkOrderOr404 } from './guards';
import { SignOffPdfAltered, signOffPdfOf, signOffRecordOf, signOffRows } from './signOffStore';
import { signOffSummaryOf } from './signOffSummary';

/** The PDF bytes: sent as they are stored, never through a serializer. */
const SIGN_OFF_PDF = { description: 'The signed sign-off summary', content: { 'application/pdf': { schema: { format: 'binary' } } } } as const;

export default async function signOffRoutes(app: AreaApp) {
  const { db } = app;
  const readsOrders = { requires: needs.read(MODULES.WORK_ORDERS) };

  app.get(
    '/api/v1/workOrders/:id/signOff',
    {
      config: readsOrders,
      schema: {
        summary: 'What the customer signs for: the labor with its descriptions, time on site, materials and items used, photos tagged after',
        params: workOrderIdParams,
        response: { 200: SIGN_OFF_SUMMARY_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.params.id);
      return (await signOffSummaryOf(db, order, request.principal, app.config.jwtSecret)).summary;
    },
  );

  app.get(
    '/api/v1/workOrders/:id/signOffs',
    {
      config: readsOrders,
      schema: {
        summary: "The order's signed sign-off PDFs, newest first",
        params: workOrderIdParams,
        response: { 200: SIGN_OFF_RECORDS_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.params.id);
      const displayNumber = displayWorkOrderNumber(order.work_order_number, order.sub_number);
      const rows = await signOffRows(db, order.subscriber_id, order.id).execute();
      return rows.map((row) => signOffRecordOf(row, displayNumber, request.principal.timeZone));
    },
  );

  app.get(
    '/api/v1/workOrders/:id/signOffs/:signOffId/pdf',
    {
      config: readsOrders,
      schema: {
        summary: 'One signed sign-off summary as application/pdf',
        params: SIGN_OFF_ID_PARAMS,
        response: { 200: SIGN_OFF_PDF, 500: { $ref: `${REFUSAL_SCHEMA.$id}#` }, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      const order = await visibleWorkOrderOr404(db, principal, params.id);
      const kept = await signOffPdfOf(db, fileStorageOf(app.config), { subscriberId: order.subscriber_id, workOrderId: order.id, signOffId: params.signOffId, timeZone: principal.timeZone }).catch(
        (error: unknown) => {
          if (error instanceof SignOffPdfAltered) {
            request.log.error({ signOffId: error.signOffId, workOrderId: order.id, storageKey: error.storageKey }, `sign-off PDF does not match its SHA-256 (sign-off ${error.signOffId})`);
          }
          throw error;
        },
      );
      if (!kept) throw notFound(`Sign-off ${params.signOffId} was not found on this work order.`);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${kept.record.fileName}"`)
        .send(kept.pdf);
    },
  );
}
