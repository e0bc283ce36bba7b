/**
 * Clock-in (spec §3.5, §4, §5): opens a labor for the caller on a work order they may see.
 * Runs under clockAttempts (clockTransaction.ts): it reads and decides first (planClockIn), so
 * a retried request or a refused one opens no transaction, then writes the labor, the
 * technician's assignment and their status in one statement (clockInStatement.ts), in a
 * transaction only when it also queues a ServiceChannel check-in. Stop-and-start plans its
 * clock-in the same way and writes it in its own statement or transaction (stopAndStart.ts).
 */
import {
  CLOCK_IN_USER_STATUS_ID,
  FUTURE_TOLERANCE_MINUTES,
  PER_DIEM_NONE,
  SERVICE_CHANNEL_TECHS_DEFAULT,
  TIME_TRACKING_MESSAGES,
  validateStartStopForm,
  type ClockInAnswer,
} from '../../domain/timeTracking/clock';
import type { Kysely } from 'kysely';
import type { ClockInRequest } from '../../domain/timeTracking/wire';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import { isClosedStatus } from '../../domain/workOrders/orders';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { instantOf, isCalendarDate, wallClock } from '../http/timeZone';
import { schedulerIdErrors } from '../scheduling/clockReference';
import { queueCheckIn } from '../serviceChannel/outbox';
import { clockChoiceErrors } from './clockChoices';
import { clockOrderOr404, type ClockOrder } from './clockOrder';
import { atomically, ChangedMeanwhile, throwIfFieldErrors, type ClockContext } from './clockTransaction';
import { actionMoment, type ActionMoment } from './delayed';
import { insertLabor, type NewLaborRow } from './clockInStatement';
import { clockInAnswer, clockInState, type ClockInState } from './labors';
import { activeRateSheetItems, type RateSheetChoices } from './rateSheet';
import { RateSheetMissingError } from './rateSheetMissing';
import { isInFuture, notBefore } from './time';
import { CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES, initialReview, overtimeReview, timeSetBy, type TimeSetBy } from '../../domain/timeTracking/evidence';

const REQUEST_ID_REUSED = 'This clientRequestId was already used for another clock request. Send a new one.';
const OTHER_CLOCK_REQUEST_FIRST = 'Another clock request of yours was saved meanwhile. Try again.';
const TRAVEL_CLOCKED_OUT_MEANWHILE = 'Your travel to this work order was clocked out meanwhile. Try again.';
const CLOCK_IN_STATUSES: readonly number[] = [USER_STATUS.ON_SITE, USER_STATUS.EN_ROUTE];

export interface ClockInOptions {
  /** The start instant, instead of the request's date and start time (stop-and-start). */
  startAt?: Date;
  /**
   * The technician's open labor that is closed at startAt before this one starts, in the same
   * statement (stop-and-start): the clock-in reads it still open.
   */
  closingLaborId?: number;
  /** How startAt was set: the stop's own evidence (stop-and-start). */
  startSetBy?: TimeSetBy;
}

export interface ClockInResult {
  answer: ClockInAnswer;
  /** False when the request was a retry answered from the first time. */
  changed: boolean;
  /** The labor is on site (not travel): a Corrigo order is checked in once it commits. */
  reachedSite: boolean;
  /** The order is linked to a Corrigo work order (false for a retry, which checks nothing in). */
  isCorrigoOrder: boolean;
  /** A Service Channel check-in was queued. */
  outboxQueued: boolean;
}

/** What a clock-in writes, once read and checked: the labor, and the travel labor an arrival ends. */
export interface PlannedClockIn {
  row: NewLaborRow;
  clockOrder: ClockOrder;
  travel: TravelLabor | null;
}

/** A retried request's answer, or what the clock-in writes. */
export type ClockInPlan = { done: ClockInResult } | PlannedClockIn;

export async function clockIn(context: ClockContext, request: ClockInRequest, options: ClockInOptions = {}): Promise<ClockInResult> {
  const plan = await planClockIn(context, request, options);
  if ('done' in plan) return plan.done;
  const { row, clockOrder, travel } = plan;
  const writeLabor = async (db: Kysely<Database>) => {
    const labor = await insertLabor(db, row, travel);
    if (!labor) throw new ChangedMeanwhile(travel === null ? OTHER_CLOCK_REQUEST_FIRST : TRAVEL_CLOCKED_OUT_MEANWHILE);
    const outboxQueued = clockOrder.isServiceChannel && (await queueCheckIn(db, labor, clockOrder.order.service_channel_work_order_id!));
    return { labor, outboxQueued };
  };
  const { labor, outboxQueued } = await atomically(context.db, clockOrder.isServiceChannel, writeLabor);
  return {
    answer: clockInAnswer(labor, context.zone),
    changed: true,
    reachedSite: labor.is_reached_at_site,
    isCorrigoOrder: clockOrder.order.corrigo_work_order_id !== null,
    outboxQueued,
  };
}

/** Reads what the clock-in decides on and checks the request: a retry's answer, a refusal (thrown), or what to write. */
export async function planClockIn(context: ClockContext, request: ClockInRequest, options: ClockInOptions = {}): Promise<ClockInPlan> {
  const { db, principal, zone } = context;
  // Read without a lock: a concurrent clock request of this technician that commits first
  // trips a constraint on insert, and clockAttempts runs this one again.
  const state = await clockInState(db, principal, request.workOrderId, request.clientRequestId);
  const { done } = state;
  if (done) {
    if (done.work_order_id !== request.workOrderId) throw conflict(REQUEST_ID_REUSED);
    return { done: { answer: clockInAnswer(done, zone), changed: false, reachedSite: done.is_reached_at_site, isCorrigoOrder: false, outboxQueued: false } };
  }
  const moment = actionMoment(request.actedAt, context.now, zone);
  const clockOrder = clockOrderOr404(state.order);
  if (moment.delayed) await refuseIfClosedMeanwhile(context, clockOrder, moment);
  const form = await validatedClockIn(context, clockOrder, request, options, moment);
  const { start, travel } = startAfterEarlierLabor(context, clockOrder, afterClosing(state, options), form);
  return { row: laborValues(context, { request, clockOrder, start, form }), clockOrder, travel };
}

/** The state as it is once the labor a stop-and-start closes has stopped (at the new start). */
function afterClosing(state: ClockInState, { closingLaborId, startAt }: ClockInOptions): ClockInState {
  if (closingLaborId === undefined || state.open?.id !== closingLaborId || !startAt) return state;
  return { ...state, open: null, lastStop: state.lastStop && state.lastStop > startAt ? state.lastStop : startAt };
}

/** The open travel labor an on-site arrival ends, at the version the clock-in read. */
interface TravelLabor {
  id: number;
  version: number;
}

/** The new labor's columns, as the request and its form decide them. */
function laborValues(
  { principal, now }: ClockContext,
  { request, clockOrder, start, form }: { request: ClockInRequest; clockOrder: ClockOrder; start: Date; form: ClockInForm },
): NewLaborRow {
  const isOvertime = request.isOvertime ?? false;
  const tolerance = principal.clockToleranceMinutes ?? CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES;
  return {
    subscriber_id: principal.subscriberId,
    work_order_id: clockOrder.order.id,
    technician_id: principal.userId,
    client_request_id: request.clientRequestId,
    stop_request_id: null,
    start_time: start,
    stop_time: null,
    user_status_id: form.userStatusId,
    stop_user_status_id: null,
    is_overtime: isOvertime,
    is_apprentice_rate_applied: request.isApprenticeRateApplied ?? false,
    is_reached_at_site: form.isReachedAtSite,
    rate_sheet_labor_item_id: form.rateSheet.serviceTechnicianId,
    rate_sheet_truck_item_id: form.rateSheet.rateSheetTruckTypeId,
    item_rate_type_id: request.itemRateTypeId ?? null,
    per_diem_type_id: request.perDiemTypeId && request.perDiemTypeId !== PER_DIEM_NONE.id ? request.perDiemTypeId : null,
    work_order_flag_id: request.workOrderFlagId ?? null,
    work_order_status_id: null,
    description: null,
    company_description: null,
    comment: request.comment?.trim() || null,
    start_latitude: request.currentLatLong?.latitude ?? null,
    start_longitude: request.currentLatLong?.longitude ?? null,
    stop_latitude: null,
    stop_longitude: null,
    no_of_service_channel_techs: clockOrder.isServiceChannel ? form.noOfServiceChannelTechs : null,
    sc_primary_status: null,
    sc_extended_status: null,
    scheduler_id: request.schedulerId ?? null,
    closed_by: null,
    // Clock-time evidence: how the start was set, when the server received it, who entered it, and its marks.
    start_set_by: form.setBy,
    start_received_at: now,
    start_entered_by: principal.userId,
    start_review: initialReview(form.setBy, start, now, tolerance),
    overtime_review: overtimeReview(isOvertime, null),
    created_by: principal.userId,
    modified_by: principal.userId,
    modified_date: now,
  };
}

interface ClockInForm {
  /** The start the request asks for, before the earlier labor is taken into account. */
  start: Date;
  rateSheet: RateSheetChoices;
  userStatusId: number;
  isReachedAtSite: boolean;
  noOfServiceChannelTechs: number;
  /** How the start time was set. */
  setBy: TimeSetBy;
}

/** Every §5 rule of the start form, a start not in the future, and the choices offered. */
async function validatedClockIn(
  context: ClockContext,
  clockOrder: ClockOrder,
  request: ClockInRequest,
  options: ClockInOptions,
  moment: ActionMoment,
): Promise<ClockInForm> {
  const { db, principal, zone, now } = context;
  const { order, hasRateSheet, isServiceChannel } = clockOrder;
  const laborItems = hasRateSheet ? await activeRateSheetItems(db, principal.subscriberId, order.billing_customer_id, 'Labor') : [];
  if (hasRateSheet && laborItems.length === 0) throw new RateSheetMissingError(clockOrder);
  const rateSheet: RateSheetChoices = {
    serviceTechnicianId: request.serviceTechnicianId ?? null,
    rateSheetTruckTypeId: request.rateSheetTruckTypeId ?? null,
  };

  const typed = options.startAt ? wallClock(options.startAt, zone) : null;
  const nowWall = wallClock(moment.at, zone);
  const date = typed?.date ?? request.date ?? nowWall.date;
  const startTime = typed?.time ?? request.startTime ?? nowWall.time;
  const userStatusId = request.userStatusId ?? CLOCK_IN_USER_STATUS_ID;
  const noOfServiceChannelTechs = request.noOfServiceChannelTechs ?? SERVICE_CHANNEL_TECHS_DEFAULT;
  const errors: Record<string, string | undefined> = validateStartStopForm(
    { date, startTime, ...rateSheet, noOfServiceChannelTechs },
    {
      stopMode: false,
      hasRateSheetLaborItems: laborItems.length > 0,
      isWorkOrderStatusFieldRequired: false,
      isServiceChannelWorkOrder: isServiceChannel,
      corrigoFieldsRequired: false,
    },
  );
  if (!errors.date && !isCalendarDate(date)) errors.date = 'Date is not a valid date.';
  let start = moment.at;
  if (!errors.date && !errors.startTime) {
    start = options.startAt ?? (request.date === undefined && request.startTime === undefined ? moment.at : instantOf(date, startTime, zone));
    if (isInFuture(start, now, FUTURE_TOLERANCE_MINUTES)) errors.startTime = 'Start Time cannot be in the future.';
  }
  if (!CLOCK_IN_STATUSES.includes(userStatusId)) errors.userStatusId = 'A clock-in sets the user status On Site or En Route.';
  throwIfFieldErrors(errors);
  const choices = {
    ...rateSheet,
    itemRateTypeId: request.itemRateTypeId,
    perDiemTypeId: request.perDiemTypeId,
    workOrderFlagId: request.workOrderFlagId,
  };
  throwIfFieldErrors(await clockChoiceErrors(db, principal.subscriberId, order.billing_customer_id, choices));
  throwIfFieldErrors(await schedulerIdErrors(db, principal.subscriberId, request.schedulerId, order.id));
  return {
    start,
    rateSheet,
    userStatusId,
    isReachedAtSite: request.isReachedAtSite ?? userStatusId === USER_STATUS.ON_SITE,
    noOfServiceChannelTechs,
    setBy: options.startSetBy ?? timeSetBy({ delayed: moment.delayed, time: start, moment: moment.at }),
  };
}

/**
 * Labors never overlap: with no open labor, the start may not be before the last clock-out;
 * an open one elsewhere must be finished first (409), except the on-site shortcut: arriving at
 * the order the technician is travelling to ends the travel labor when the on-site one starts.
 */
function startAfterEarlierLabor(
  { zone }: ClockContext,
  { order }: ClockOrder,
  { open, lastStop }: ClockInState,
  form: ClockInForm,
): { start: Date; travel: TravelLabor | null } {
  const refuse = (message: string) => badRequest(message, { startTime: [message] });
  if (!open) {
    if (!lastStop) return { start: form.start, travel: null };
    const start = notBefore(form.start, lastStop);
    if (!start) throw refuse(`Start Time cannot be before your last clock-out (${wallClock(lastStop, zone).dateTime.replace('T', ' ')}).`);
    return { start, travel: null };
  }
  const isArrival = open.work_order_id === order.id && !open.is_reached_at_site && form.isReachedAtSite && form.userStatusId === USER_STATUS.ON_SITE;
  if (!isArrival) {
    throw conflict(
      open.work_order_id === order.id
        ? `You are already clocked in on work order ${open.display_number}.`
        : TIME_TRACKING_MESSAGES.finishOpenLaborFirst(open.display_number),
    );
  }
  const travelStart = new Date(open.start_time);
  const start = notBefore(form.start, travelStart);
  if (!start) throw refuse(`Start Time cannot be before you set out for this work order (${wallClock(travelStart, zone).time}).`);
  return { start, travel: { id: open.id, version: open.version } };
}

/**
 * A start kept on the phone while offline is refused when its order was closed (Completed,
 * Billed, Canceled...) by the time it arrives: nobody works on a closed order.
 */
async function refuseIfClosedMeanwhile({ db, principal, zone }: ClockContext, clockOrder: ClockOrder, moment: ActionMoment): Promise<void> {
  if (!isClosedStatus(clockOrder.order.status_id)) return;
  const status = await db
    .selectFrom('work_order_statuses')
    .select('name')
    .where('subscriber_id', '=', principal.subscriberId)
    .where('id', '=', clockOrder.order.status_id)
    .executeTakeFirst();
  const when = wallClock(moment.at, zone).dateTime.replace('T', ' ').slice(0, 16);
  throw conflict(TIME_TRACKING_MESSAGES.closedMeanwhile(clockOrder.displayNumber, status?.name ?? 'closed', when));
}
