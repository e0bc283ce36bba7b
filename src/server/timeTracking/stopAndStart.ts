/**
 * Stop-and-start (spec §3.5, §4): clock out of one order and set out for another, in one
 * transaction, so both happen or neither. The new labor starts when the old one stops, as
 * travel: user status En Route, not yet reached at the site. Its rate-sheet choices are the
 * request's new* fields, made for the new order's customer: an employee type is required when
 * that order bills by rate sheet, as for any clock-in (spec §5).
 */
import { STOP_AND_START_USER_STATUS_ID } from '../../domain/timeTracking/clock';
import type { ClockOutAndStartRequest } from '../../domain/timeTracking/wire';
import { ApiError, badRequest, forbidden, type FieldErrors } from '../errors';
import { clockIn } from './clockIn';
import { clockOut } from './clockOut';
import type { ClockContext } from './clockTransaction';

export interface StopAndStartResult {
  newWorkOrderId: number;
  changed: boolean;
  outboxQueued: boolean;
}

export async function stopAndStart(context: ClockContext, request: ClockOutAndStartRequest): Promise<StopAndStartResult> {
  if (request.newWorkOrderId === request.workOrderId) {
    const message = 'Choose another work order to start.';
    throw badRequest(message, { newWorkOrderId: [message] });
  }
  const stopped = await clockOut(context, request, { skipUserStatus: true });
  if (stopped.technicianId !== context.principal.userId) throw forbidden('You can only stop and start your own labor.');
  const started = await clockIn(
    context,
    {
      clientRequestId: request.newClientRequestId,
      workOrderId: request.newWorkOrderId,
      userStatusId: STOP_AND_START_USER_STATUS_ID,
      isReachedAtSite: false,
      isOvertime: request.isOvertime,
      isApprenticeRateApplied: request.isApprenticeRateApplied,
      serviceTechnicianId: request.newServiceTechnicianId,
      rateSheetTruckTypeId: request.newRateSheetTruckTypeId,
      itemRateTypeId: request.itemRateTypeId,
      perDiemTypeId: request.newPerDiemTypeId,
      noOfServiceChannelTechs: request.noOfServiceChannelTechs,
      currentLatLong: request.currentLatLong,
      comment: request.comment,
      actedAt: request.actedAt,
    },
    { startAt: stopped.stop },
  ).catch((error: unknown) => {
    throw withNewOrderFields(error);
  });
  return { newWorkOrderId: started.answer.workOrderId, changed: stopped.changed || started.changed, outboxQueued: stopped.outboxQueued || started.outboxQueued };
}

/** The new labor's rate-sheet fields are sent as new*: its field errors name those. */
const NEW_ORDER_FIELDS: Record<string, string> = {
  serviceTechnicianId: 'newServiceTechnicianId',
  rateSheetTruckTypeId: 'newRateSheetTruckTypeId',
  perDiemTypeId: 'newPerDiemTypeId',
};

function withNewOrderFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.statusCode !== 400 || !error.body.errors) return error;
  const renamed = Object.entries(error.body.errors as FieldErrors).map(([field, messages]) => [NEW_ORDER_FIELDS[field] ?? field, messages]);
  return badRequest(String(error.body.title), Object.fromEntries(renamed));
}
