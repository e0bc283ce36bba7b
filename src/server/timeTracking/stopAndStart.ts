/**
 * Stop-and-start (spec §3.5, §4): clock out of one order and set out for another, in one
 * transaction, so both happen or neither. The new labor starts when the old one stops, as
 * travel: user status En Route, not yet reached at the site.
 */
import { STOP_AND_START_USER_STATUS_ID, type ClockOutAndStartRequest } from '../../domain/timeTracking';
import { badRequest, forbidden } from '../errors';
import { clockIn } from './clockIn';
import { clockOut } from './clockOut';
import type { ClockContext } from './clockTransaction';

export interface StopAndStartResult {
  newWorkOrderId: number;
  changed: boolean;
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
      serviceTechnicianId: request.serviceTechnicianId,
      rateSheetTruckTypeId: request.rateSheetTruckTypeId,
      itemRateTypeId: request.itemRateTypeId,
      perDiemTypeId: request.perDiemTypeId,
      noOfServiceChannelTechs: request.noOfServiceChannelTechs,
      currentLatLong: request.currentLatLong,
      comment: request.comment,
    },
    { startAt: stopped.stop, rateSheetDefaultsForForeignChoices: true },
  );
  return { newWorkOrderId: started.answer.workOrderId, changed: stopped.changed || started.changed };
}
