/**
 * CorrigoWorkOrders/* (spec §7.1): what the Clock Out Corrigo Work Order wizard reads and sends.
 * Every call goes to Corrigo at once (the wizard shows Corrigo's answer): the §5 rules are
 * checked first, a refusal or failure of Corrigo changes nothing locally, and a success records
 * the order's new Corrigo status.
 */
import {
  CORRIGO_MESSAGES,
  availableCorrigoStatuses,
  corrigoCheckOutErrors,
  stepStatusFor,
  type CorrigoCheckOutStatus,
} from '../../domain/thirdParty/corrigo';
import { CORRIGO_COMMENT_MIN_LENGTH } from '../../domain/constants';
import { THIRD_PARTY_RULES } from '../../domain/thirdParty/access';
import {
  CORRIGO_CUSTOMER_SETTINGS_SCHEMA,
  CORRIGO_IMPORT_SCHEMA,
  CORRIGO_PROCEDURES_SCHEMA,
  CORRIGO_SAVED_SCHEMA,
  CORRIGO_WRAPPER_DATA_SCHEMA,
  PROCEDURE_STEPS_SAVED_SCHEMA,
} from '../../domain/thirdParty/responses';
import { corrigoCheckOutBody, corrigoCustomerParams, corrigoImportBody, corrigoProcedureStepsBody, corrigoStatusChangeBody, corrigoWorkOrderParams } from '../../domain/thirdParty/wire';
import { badRequest, conflict, notFound, type FieldErrors } from '../errors';
import type { AreaApp } from '../http/areaApp';
import { refusals } from '../http/responses';
import { announceWorkOrderChange } from '../workOrders/events';
import { importCorrigoWorkOrders } from './corrigoImport';
import { corrigoCustomerOf, corrigoOf, findCorrigoOrder, recordCorrigoStatus } from './corrigoOrder';
import { NETWORK_REFUSALS, throughNetwork } from './networkRefusals';

const config = { requires: THIRD_PARTY_RULES.canUseCorrigoWorkOrders };
const answers = <T>(schema: T) => ({ 200: schema, ...refusals(404, 409), ...NETWORK_REFUSALS });
const PREFIX = '/api/v1/CorrigoWorkOrders';

/** 400 naming every field in error, the first as title (spec §8). */
function refuseFields(errors: Record<string, string>): never {
  const fields: FieldErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  throw badRequest(Object.values(errors)[0], fields);
}

const commentError = (comment: string) => (comment.trim().length < CORRIGO_COMMENT_MIN_LENGTH ? CORRIGO_MESSAGES.commentTooShort : null);

export default async function corrigoRoutes(app: AreaApp) {
  app.get(
    `${PREFIX}/corrigoCustomerSettings/:customerId`,
    {
      config,
      schema: {
        summary: "A Corrigo customer's completion rules: custom questions, repair categories and codes, priorities (customerId: the Corrigo customer id of one of the caller's customers)",
        params: corrigoCustomerParams,
        response: answers(CORRIGO_CUSTOMER_SETTINGS_SCHEMA),
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const linked = await app.db
        .selectFrom('customers')
        .select('id')
        .where('subscriber_id', '=', request.principal.subscriberId)
        .where('corrigo_customer_id', '=', customerId)
        .executeTakeFirst();
      if (!linked) throw notFound(`No customer is linked to Corrigo customer ${customerId}.`);
      const corrigo = await corrigoOf(app, request.principal.subscriberId);
      return throughNetwork(() => corrigo.customerSettings(String(customerId)));
    },
  );

  app.get(
    `${PREFIX}/getCorrigoWorkorderProcedure/:workOrderId`,
    { config, schema: { summary: "The Corrigo procedures of a work order, with their steps", params: corrigoWorkOrderParams, response: answers(CORRIGO_PROCEDURES_SCHEMA) } },
    async (request) => {
      const order = await findCorrigoOrder(app, request.principal, request.params.workOrderId);
      const corrigo = await corrigoOf(app, request.principal.subscriberId);
      return throughNetwork(() => corrigo.procedures(String(order.corrigoWorkOrderId)));
    },
  );

  app.put(
    `${PREFIX}/updateCorrigoProcedureStep`,
    {
      config,
      schema: {
        summary: 'Saves steps of a Corrigo procedure; each step is Done when its value is non-empty and not "False", else Open (NA stays NA)',
        body: corrigoProcedureStepsBody,
        response: answers(PROCEDURE_STEPS_SAVED_SCHEMA),
      },
    },
    async (request) => {
      const { workorderId, procedureId, steps } = request.body;
      const order = await findCorrigoOrder(app, request.principal, workorderId);
      const corrigo = await corrigoOf(app, request.principal.subscriberId);
      const saved = steps.map((step) => ({
        id: step.id,
        status: step.status === 'NA' ? 'NA' : stepStatusFor(step.value),
        value: step.value ?? null,
        comment: step.comment ?? null,
      }));
      for (const step of saved) await throughNetwork(() => corrigo.updateProcedureStep(String(order.corrigoWorkOrderId), procedureId, step));
      return { workorderId, procedureId, steps: saved.map(({ id, status }) => ({ id, status })) };
    },
  );

  app.get(
    `${PREFIX}/clockOutWorkOrderWrapperData/:workOrderId`,
    {
      config,
      schema: { summary: "The order's Corrigo status as Corrigo has it, and the statuses the wizard offers from it", params: corrigoWorkOrderParams, response: answers(CORRIGO_WRAPPER_DATA_SCHEMA) },
    },
    async (request) => {
      const order = await findCorrigoOrder(app, request.principal, request.params.workOrderId);
      const corrigo = await corrigoOf(app, request.principal.subscriberId);
      const [found] = await throughNetwork(() => corrigo.fetchWorkOrders([String(order.corrigoWorkOrderId)]));
      if (!found) throw conflict(`Corrigo does not know work order ${order.corrigoWorkOrderId}.`);
      if (found.status !== order.corrigoStatus) await recordCorrigoStatus(app, request.principal.subscriberId, order.id, found.status);
      return { workOrderId: order.id, workOrderStatus: found.status, availableWorkOrderStatuses: availableCorrigoStatuses(found.status) };
    },
  );

  app.put(
    `${PREFIX}/changeStatus`,
    {
      config,
      schema: {
        summary: 'Accepts, checks in or pauses the Corrigo order (Paused needs the location); answers its Corrigo state',
        body: corrigoStatusChangeBody,
        response: answers(CORRIGO_SAVED_SCHEMA),
      },
    },
    async (request) => {
      const { workOrderId, workOrderStatus, comment, location } = request.body;
      const errors: Record<string, string> = {};
      const tooShort = commentError(comment);
      if (tooShort) errors.comment = tooShort;
      if (workOrderStatus === 'Paused' && !location) errors.location = CORRIGO_MESSAGES.locationDenied;
      if (Object.keys(errors).length) refuseFields(errors);
      const order = await findCorrigoOrder(app, request.principal, workOrderId);
      const corrigo = await corrigoOf(app, request.principal.subscriberId);
      await throughNetwork(() => corrigo.changeStatus({ networkId: String(order.corrigoWorkOrderId), status: workOrderStatus, comment: comment.trim(), location: location ?? null }));
      await recordCorrigoStatus(app, request.principal.subscriberId, order.id, workOrderStatus);
      await announceWorkOrderChange(app, request.principal.subscriberId, [order.id]);
      return { workOrderId: order.id, corrigoWorkOrderId: order.corrigoWorkOrderId, workOrderStatus, isCorrigoWorkOrderCheckedIn: workOrderStatus === 'CheckedIn', location: location ?? null };
    },
  );

  app.put(
    `${PREFIX}/checkOut`,
    {
      config,
      schema: {
        summary: "Checks out of the Corrigo order (Checked Out or Completed) with the customer's questions answered, the repair code and the location, once every rule of the wizard holds",
        body: corrigoCheckOutBody,
        response: answers(CORRIGO_SAVED_SCHEMA),
      },
    },
    async (request) => {
      const body = request.body;
      const status: CorrigoCheckOutStatus = body.workOrderStatus ?? 'Completed';
      const early: Record<string, string> = {};
      const tooShort = commentError(body.comment);
      if (tooShort) early.comment = tooShort;
      if (!body.coordinates) early.coordinates = CORRIGO_MESSAGES.locationDenied;
      if (Object.keys(early).length) refuseFields(early);
      const order = await findCorrigoOrder(app, request.principal, body.workOrderId);
      const corrigo = await corrigoOf(app, request.principal.subscriberId);
      const networkId = String(order.corrigoWorkOrderId);
      const customerId = await corrigoCustomerOf(corrigo, order);
      const settings = await throughNetwork(() => corrigo.customerSettings(customerId));
      const procedures = await throughNetwork(() => corrigo.procedures(networkId));
      const customFields = (body.customFields ?? []).map((f) => ({ id: f.id, value: f.value ?? null }));
      const repairInfo = body.repairInfo ? { codeId: body.repairInfo.codeId ?? null, categoryId: body.repairInfo.categoryId ?? null } : null;
      const errors = corrigoCheckOutErrors({ comment: body.comment, workOrderStatus: status, customFields, repairInfo }, settings, procedures);
      if (Object.keys(errors).length) refuseFields(errors);
      await throughNetwork(() =>
        corrigo.checkOut({
          networkId,
          status,
          comment: body.comment.trim(),
          location: body.coordinates!,
          customFields: customFields.filter((f) => (f.value ?? '').trim() !== '').map((f) => ({ id: f.id, value: f.value!.trim() })),
          repairInfo: repairInfo?.codeId && repairInfo.categoryId ? { codeId: repairInfo.codeId, categoryId: repairInfo.categoryId } : null,
        }),
      );
      await recordCorrigoStatus(app, request.principal.subscriberId, order.id, status);
      await announceWorkOrderChange(app, request.principal.subscriberId, [order.id]);
      return { workOrderId: order.id, corrigoWorkOrderId: order.corrigoWorkOrderId, workOrderStatus: status, isCorrigoWorkOrderCheckedIn: false, location: body.coordinates! };
    },
  );

  app.post(
    `${PREFIX}/import`,
    {
      config: { requires: THIRD_PARTY_RULES.canImportCorrigoWorkOrders },
      schema: {
        summary: "Imports the subscriber's open Corrigo orders as work orders linked by the Corrigo id; a linked one gets Corrigo's status, never a second order",
        body: corrigoImportBody,
        response: { 200: CORRIGO_IMPORT_SCHEMA, ...refusals(409), ...NETWORK_REFUSALS },
      },
    },
    async (request) => {
      const result = await importCorrigoWorkOrders(app, request.principal, request.body.statuses);
      await announceWorkOrderChange(app, request.principal.subscriberId, [...result.created, ...result.updated].map((o) => o.workOrderId));
      return result;
    },
  );
}
