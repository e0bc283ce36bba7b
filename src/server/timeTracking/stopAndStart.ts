/**
 * Stop-and-start (spec §3.5, §4): clock out of one order and set out for another, so both
 * happen or neither. The new labor starts when the old one stops, as travel: user status En
 * Route, not yet reached at the site. Its rate-sheet choices are the request's new* fields, made
 * for the new order's customer: an employee type is required when that order bills by rate
 * sheet, as for any clock-in (spec §5).
 *
 * Runs under clockAttempts (clockTransaction.ts). It reads and checks both halves, then writes
 * them in one statement (stopAndStartStatement.ts) that holds only if the old labor is still at
 * the version read; otherwise the request runs again. A retried request, and one that queues a
 * Service Channel check-in or check-out or creates a sub work order, runs both halves one after
 * the other in a transaction instead, where the clock-out's read locks the labor.
 */
import { STOP_AND_START_USER_STATUS_ID } from '../../domain/timeTracking/clock';
import type { ClockOutAndStartRequest } from '../../domain/timeTracking/wire';
import { ApiError, badRequest, forbidden, type FieldErrors } from '../errors';
import { clockIn, planClockIn } from './clockIn';
import { clockOut, LABOR_CLOSED_MEANWHILE, planClockOut } from './clockOut';
import { ChangedMeanwhile, type ClockContext } from './clockTransaction';
import { writeStopAndStart } from './stopAndStartStatement';

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
  const { db, principal } = context;
  const inTransaction = () => db.transaction().execute((trx) => oneAfterTheOther({ ...context, db: trx }, request));
  const stopping = await planClockOut(context, request, { skipUserStatus: true });
  if ('done' in stopping || stopping.severalStatements) return inTransaction();
  if (stopping.write.labor.technician_id !== principal.userId) throw forbidden(OWN_LABOR_ONLY);
  const starting = await planClockIn(context, newOrderClockIn(request), { startAt: stopping.stop, closingLaborId: stopping.write.labor.id, startSetBy: stopping.stopSetBy }).catch(renamed);
  if ('done' in starting || starting.clockOrder.isServiceChannel) return inTransaction();
  const opened = await writeStopAndStart(db, stopping.write, starting.row);
  if (!opened) throw new ChangedMeanwhile(LABOR_CLOSED_MEANWHILE);
  return { newWorkOrderId: opened.work_order_id, changed: true, outboxQueued: false };
}

const OWN_LABOR_ONLY = 'You can only stop and start your own labor.';

/** The clock-out, then the clock-in after it, in the caller's transaction. */
async function oneAfterTheOther(context: ClockContext, request: ClockOutAndStartRequest): Promise<StopAndStartResult> {
  const stopped = await clockOut(context, request, { skipUserStatus: true });
  if (stopped.technicianId !== context.principal.userId) throw forbidden(OWN_LABOR_ONLY);
  const started = await clockIn(context, newOrderClockIn(request), { startAt: stopped.stop, startSetBy: stopped.stopSetBy }).catch(renamed);
  return { newWorkOrderId: started.answer.workOrderId, changed: stopped.changed || started.changed, outboxQueued: stopped.outboxQueued || started.outboxQueued };
}

/** The new order's clock-in: En Route, with the request's new* choices. */
const newOrderClockIn = (request: ClockOutAndStartRequest) => ({
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
});

const renamed = (error: unknown): never => {
  throw withNewOrderFields(error);
};

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
