/**
 * Clock-out (spec §3.5, §4, §5): closes exactly the labor it names, on the order it names. Its
 * technician closes it, or a team leader or administrator for them (mayCloseLaborOf). The
 * order's status and flag change with history rows; the technician's user status changes when
 * they close their own labor. Completing an order billed by rate sheet may create its sub work
 * order in the same transaction.
 *
 * Runs under clockAttempts (clockTransaction.ts): it reads the labor without a lock and closes
 * it, with the order's and the technician's status, in one statement that holds only if the
 * labor is still at the version read; otherwise the request runs again (ChangedMeanwhile). A
 * Service Channel check-out or a sub work order makes it a transaction. Stop-and-start plans it
 * the same way (planClockOut) and writes it together with the new labor (stopAndStart.ts).
 */
import { canChangeWorkOrderStatus, mayCloseLaborOf, workOrderScope, type WorkOrderScope } from '../../domain/workOrders/access';
import {
  FUTURE_TOLERANCE_MINUTES,
  PER_DIEM_NONE,
  SC_PRIMARY_COMPLETED,
  SERVICE_CHANNEL_STATUSES,
  SERVICE_CHANNEL_TECHS_DEFAULT,
  TIME_TRACKING_MESSAGES,
  validateStartStopForm,
  type ClockOutAnswer,
} from '../../domain/timeTracking/clock';
import type { ClockOutRequest } from '../../domain/timeTracking/wire';
import { requiresCompanyDescription } from '../../domain/userStatus/statuses';
import { WORK_ORDER_STATUS } from '../../domain/workOrders/orders';
import { conflict, forbidden, notFound } from '../errors';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { instantOf, isCalendarDate, wallClock } from '../http/timeZone';
import { queueCheckOut } from '../serviceChannel/outbox';
import { insertSubWorkOrder } from '../workOrders/subWorkOrders';
import { checkedFields, choiceErrorsOf, choiceOfferSelections, type ClockChoices, type StatusesOnOffer } from './clockChoices';
import { statementTemplate } from '../db/statementTemplates';
import { clockOrderOr404, clockOrderQuery, findClockOrder, workOrderNumberOf, type ClockOrder } from './clockOrder';
import { schedulerIdErrors } from '../scheduling/clockReference';
import { atomically, ChangedMeanwhile, throwIfFieldErrors, type ClockContext } from './clockTransaction';
import { actionMoment, type ActionMoment } from './delayed';
import { clockOutAnswer, type Labor } from './labors';
import { writeClockOut, type ClockOutWrite, type OrderStatusChange } from './clockOutStatement';
import { activeRateSheetItems } from './rateSheet';
import { isInFuture, notBefore } from './time';
import { CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES, initialReview, overtimeReview, timeSetBy, type TimeSetBy } from '../../domain/timeTracking/evidence';

export interface ClockOutResult {
  answer: ClockOutAnswer;
  technicianId: number;
  /** The stop instant (a stop-and-start's new labor starts at it). */
  stop: Date;
  /** False when the request was a retry answered from the first time. */
  changed: boolean;
  /** A Service Channel check-out was queued. */
  outboxQueued: boolean;
  /** How the stop time was set (a stop-and-start's new labor starts the same way). */
  stopSetBy: TimeSetBy;
}

export interface ClockOutOptions {
  /** Stop-and-start sets the technician's status once, for the new order. */
  skipUserStatus?: boolean;
}

/** What a clock-out writes, once read and checked. */
export interface PlannedClockOut {
  clockOrder: ClockOrder;
  write: ClockOutWrite;
  stop: Date;
  stopSetBy: TimeSetBy;
  createSubWorkOrder: boolean;
  /** It queues a Service Channel check-out or creates a sub work order: more than one statement. */
  severalStatements: boolean;
}

/** A retried request's answer, or what the clock-out writes. */
export type ClockOutPlan = { done: ClockOutResult } | PlannedClockOut;

export async function clockOut(context: ClockContext, sent: ClockOutRequest, options: ClockOutOptions = {}): Promise<ClockOutResult> {
  const plan = await planClockOut(context, sent, options);
  if ('done' in plan) return plan.done;
  const { clockOrder, write: closing, stop, stopSetBy, createSubWorkOrder, severalStatements } = plan;
  const write = async (db: Kysely<Database>) => {
    // The labor, the order's status with its history row and the technician's status, in one statement.
    const closed = await writeClockOut(db, closing);
    if (!closed) throw new ChangedMeanwhile(LABOR_CLOSED_MEANWHILE);
    const outboxQueued = clockOrder.isServiceChannel && (await queueCheckOut(db, closed, clockOrder.order.service_channel_work_order_id!));
    const subWorkOrder = createSubWorkOrder ? await subWorkOrderOf({ ...context, db }, clockOrder, closed.id) : undefined;
    return { closed, outboxQueued, subWorkOrder };
  };
  const { closed, outboxQueued, subWorkOrder } = await atomically(context.db, severalStatements, write);
  return {
    answer: clockOutAnswer(subWorkOrder ? { ...closed, sub_work_order_id: subWorkOrder.id } : closed, context.zone, subWorkOrder?.displayNumber),
    technicianId: closing.labor.technician_id,
    stop,
    changed: true,
    outboxQueued,
    stopSetBy,
  };
}

export const LABOR_CLOSED_MEANWHILE = 'This labor was clocked out meanwhile. Reload and try again.';

/** Reads the labor and checks the request: a retry's answer, a refusal (thrown), or what to write. */
export async function planClockOut(context: ClockContext, sent: ClockOutRequest, options: ClockOutOptions = {}): Promise<ClockOutPlan> {
  const { db, principal, zone } = context;
  // 0 is what the dialog sends for a chooser left empty.
  const request = { ...sent, workOrderStatusId: sent.workOrderStatusId || null, userStatusId: sent.userStatusId || 0 };
  const moment = actionMoment(request.actedAt, context.now, zone);
  const locked = await laborOnOrder(context, request.workOrderId, request.workOrderLaborId, choicesSent(request));
  // Without the labor, the order decides the answer: 404 when the caller may not see it.
  const clockOrder = locked ? clockOrderOr404(locked.clockOrder) : await findClockOrder(db, principal, request.workOrderId);
  if (!locked) {
    throw notFound(
      moment.delayed
        ? TIME_TRACKING_MESSAGES.laborGoneMeanwhile(clockOrder.displayNumber)
        : `Labor ${request.workOrderLaborId} is not on work order ${clockOrder.displayNumber}.`,
    );
  }
  const { labor } = locked;
  if (!mayCloseLaborOf(principal, labor.technician_id)) throw forbidden("Only a team leader or an administrator may clock out another technician's labor.");
  if (labor.stop_time !== null) {
    if (labor.stop_request_id === request.clientRequestId) {
      const subNumber = labor.sub_work_order_id === null ? undefined : await workOrderNumberOf(db, principal.subscriberId, labor.sub_work_order_id);
      const answer = clockOutAnswer(labor, zone, subNumber);
      const stopSetBy = labor.stop_set_by ?? 'live';
      return { done: { answer, technicianId: labor.technician_id, stop: new Date(labor.stop_time), changed: false, outboxQueued: false, stopSetBy } };
    }
    throw conflict(`This labor was already clocked out at ${wallClock(new Date(labor.stop_time), zone).dateTime.replace('T', ' ')}${await byWhom(context, labor)}.`);
  }

  const stop = await validatedStop(context, clockOrder, locked, request, moment);
  const stopSetBy = request.stopTime === undefined && !moment.delayed ? 'live' : timeSetBy({ delayed: moment.delayed, time: stop, moment: moment.at });
  const tolerance = principal.clockToleranceMinutes ?? CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES;
  const scPrimaryStatus = clockOrder.isServiceChannel ? request.scPrimaryStatus || null : null;
  const scExtendedStatus = scPrimaryStatus && scPrimaryStatus !== SC_PRIMARY_COMPLETED ? request.scExtendedStatus || null : null;
  const cDescription = request.cDescription?.trim() || null;
  const orderStatus = await orderStatusChange(context, clockOrder, request, moment);
  const userStatus =
    labor.technician_id === principal.userId && !options.skipUserStatus
      ? {
          subscriberId: principal.subscriberId,
          userId: principal.userId,
          statusId: request.userStatusId,
          description: requiresCompanyDescription(request.userStatusId) ? cDescription : null,
        }
      : null;
  const changes = {
    stop_time: stop,
    stop_request_id: request.clientRequestId,
    stop_user_status_id: request.userStatusId,
    // validatedStop refused a blank description.
    description: request.description?.trim() ?? '',
    company_description: cDescription,
    work_order_status_id: request.workOrderStatusId,
    work_order_flag_id: request.workOrderFlagId ?? labor.work_order_flag_id,
    sc_primary_status: scPrimaryStatus,
    sc_extended_status: scExtendedStatus,
    stop_latitude: request.currentLatLong?.latitude ?? null,
    stop_longitude: request.currentLatLong?.longitude ?? null,
    ...(request.isOvertime !== undefined && { is_overtime: request.isOvertime }),
    ...(request.serviceTechnicianId !== undefined && { rate_sheet_labor_item_id: request.serviceTechnicianId }),
    ...(request.rateSheetTruckTypeId !== undefined && { rate_sheet_truck_item_id: request.rateSheetTruckTypeId }),
    ...(request.itemRateTypeId !== undefined && { item_rate_type_id: request.itemRateTypeId }),
    ...(request.perDiemTypeId !== undefined && {
      per_diem_type_id: request.perDiemTypeId && request.perDiemTypeId !== PER_DIEM_NONE.id ? request.perDiemTypeId : null,
    }),
    ...(request.schedulerId !== undefined && { scheduler_id: request.schedulerId }),
    closed_by: principal.userId,
    // Clock-time evidence: how the stop was set, when the server received it, who entered it, and its marks.
    stop_set_by: stopSetBy,
    stop_received_at: context.now,
    stop_entered_by: principal.userId,
    stop_review: initialReview(stopSetBy, stop, context.now, tolerance),
    ...(request.isOvertime !== undefined && { overtime_review: overtimeReview(request.isOvertime, labor.overtime_review) }),
    modified_by: principal.userId,
    modified_date: context.now,
  };
  const createSubWorkOrder = !!request.createSubWorkOrder;
  return {
    clockOrder,
    write: { labor, changes, userStatus, orderStatus },
    stop,
    stopSetBy,
    createSubWorkOrder,
    severalStatements: clockOrder.isServiceChannel || createSubWorkOrder,
  };
}

/** The choices a clock-out names, as it names them (clockChoices.ts checks they are on offer). */
const choicesSent = (request: ClockOutRequest): ClockChoices => ({
  serviceTechnicianId: request.serviceTechnicianId,
  rateSheetTruckTypeId: request.rateSheetTruckTypeId,
  itemRateTypeId: request.itemRateTypeId,
  perDiemTypeId: request.perDiemTypeId,
  workOrderFlagId: request.workOrderFlagId,
  workOrderStatusId: request.workOrderStatusId,
  userStatusId: request.userStatusId || null,
});

interface LaborReadValues extends ClockChoices {
  subscriberId: number;
  userId: number;
  workOrderId: number;
  laborId: number;
}

/** What changes the labor read's text: the caller's scope, whether it locks, which choices it checks, which statuses the caller may set. */
interface LaborReadShape {
  scope: WorkOrderScope;
  locked: boolean;
  checked: Array<keyof ClockChoices>;
  statuses: StatusesOnOffer;
}

const laborReadStatement = statementTemplate((db, values: LaborReadValues, { scope, locked, checked, statuses }: LaborReadShape) => {
  const { subscriberId, userId, workOrderId, laborId } = values;
  const billingCustomer = db.selectFrom('work_orders').select('billing_customer_id').where('subscriber_id', '=', subscriberId).where('id', '=', workOrderId).$asScalar();
  const choices: ClockChoices = Object.fromEntries(checked.map((field) => [field, values[field]]));
  const offerChecks = choiceOfferSelections(db, subscriberId, billingCustomer, choices, {}, checked, statuses);
  return db
    .selectFrom('work_order_labors as l')
    .selectAll('l')
    .select((eb) => [
      jsonObjectFrom(clockOrderQuery(db, { subscriberId, userId, scope }, workOrderId)).as('clock_order'),
      (offerChecks.length ? jsonObjectFrom(db.selectNoFrom(offerChecks)) : sql<null>`null`).as('offered'),
      // The others are filtered in the count, as in labors.ts' otherOpenLaborsQuery (migration 0011_open_labor_indexes).
      eb
        .selectFrom('work_order_labors as other')
        .select((eb) => eb.fn.countAll<number | string>().filterWhereRef('other.technician_id', '<>', 'l.technician_id').as('n'))
        .whereRef('other.work_order_id', '=', 'l.work_order_id')
        .where('other.stop_time', 'is', null)
        .as('others_open'),
    ])
    .where('l.subscriber_id', '=', subscriberId)
    .where('l.work_order_id', '=', workOrderId)
    .where('l.id', '=', laborId)
    .$if(locked, (select) => select.forUpdate(['l']));
});

/**
 * In one query: the labor named on the order named (locked until the transaction ends, when
 * there is one), the order when the caller may see it, how many other technicians are clocked
 * in on it, and whether each choice sent is on offer. Undefined when the order has no such labor.
 */
async function laborOnOrder({ db, principal }: ClockContext, workOrderId: number, laborId: number, choices: ClockChoices) {
  const shape: LaborReadShape = {
    scope: workOrderScope(principal),
    locked: db.isTransaction,
    checked: checkedFields(choices),
    statuses: canChangeWorkOrderStatus(principal) ? 'every' : 'technician',
  };
  const values = { ...choices, subscriberId: principal.subscriberId, userId: principal.userId, workOrderId, laborId };
  const [row] = await laborReadStatement(db, shape, values);
  if (!row) return undefined;
  const { clock_order, others_open, offered, ...labor } = row;
  return { labor, clockOrder: clock_order, othersOpen: Number(others_open), offered: (offered ?? {}) as Record<string, unknown> };
}

/** Every §5 rule of the stop form, the choices offered, and a stop time not before the start. */
async function validatedStop(
  context: ClockContext,
  clockOrder: ClockOrder,
  { labor, othersOpen, offered }: { labor: Labor; othersOpen: number; offered: Record<string, unknown> },
  request: ClockOutRequest,
  moment: ActionMoment,
): Promise<Date> {
  const { db, principal, zone, now } = context;
  const { order, hasRateSheet, isServiceChannel } = clockOrder;
  const laborItems = hasRateSheet ? await activeRateSheetItems(db, principal.subscriberId, order.billing_customer_id, 'Labor') : [];
  const start = new Date(labor.start_time);
  const nowWall = wallClock(moment.at, zone);
  const date = request.date ?? nowWall.date;
  const serviceTechnicianId = request.serviceTechnicianId === undefined ? labor.rate_sheet_labor_item_id : request.serviceTechnicianId;
  const errors: Record<string, string | undefined> = validateStartStopForm(
    {
      date,
      startTime: wallClock(start, zone).time,
      stopTime: request.stopTime,
      serviceTechnicianId,
      noOfServiceChannelTechs: labor.no_of_service_channel_techs ?? SERVICE_CHANNEL_TECHS_DEFAULT,
      description: request.description ?? '',
      workOrderStatusId: request.workOrderStatusId,
      userStatusId: request.userStatusId || null,
      cDescription: request.cDescription ?? '',
      scPrimaryStatus: request.scPrimaryStatus ?? null,
    },
    {
      stopMode: true,
      hasRateSheetLaborItems: laborItems.length > 0,
      // The last technician clocked in on the order says where it stands.
      isWorkOrderStatusFieldRequired: othersOpen === 0,
      isServiceChannelWorkOrder: isServiceChannel,
      corrigoFieldsRequired: false,
    },
  );
  if (!errors.date && !isCalendarDate(date)) errors.date = 'Date is not a valid date.';
  // The Corrigo check-out wizard, which the stop flow opens first, sends Corrigo's status (README).
  if (request.corrigoWorkOrderStatus) errors.corrigoWorkOrderStatus = TIME_TRACKING_MESSAGES.corrigoStatusInWizard;
  let stop: Date | null = moment.at;
  if (moment.delayed && request.stopTime === undefined) {
    // Stopped on the phone before this labor's start as the server now has it (a correction meanwhile).
    stop = notBefore(moment.at, start);
    if (!stop) errors.stopTime = `Stop Time cannot be before the Start Time (${wallClock(start, zone).dateTime.replace('T', ' ')}).`;
  } else if (request.stopTime !== undefined && !errors.date && !errors.stopTime) {
    const typed = instantOf(date, request.stopTime, zone);
    stop = notBefore(typed, start);
    if (!stop) errors.stopTime = `Stop Time cannot be before the Start Time (${wallClock(start, zone).dateTime.replace('T', ' ')}).`;
    else if (isInFuture(stop, now, FUTURE_TOLERANCE_MINUTES)) errors.stopTime = 'Stop Time cannot be in the future.';
  } else if (stop.getTime() < start.getTime()) {
    // A start typed a little ahead of the clock (within the tolerance) ends no earlier than it began.
    stop = start;
  }
  if (request.createSubWorkOrder) {
    if (!hasRateSheet) errors.createSubWorkOrder = TIME_TRACKING_MESSAGES.subWorkOrderNotRateSheet;
    else if (request.workOrderStatusId !== WORK_ORDER_STATUS.COMPLETED) errors.createSubWorkOrder = TIME_TRACKING_MESSAGES.subWorkOrderNotCompleting;
  }
  if (isServiceChannel && request.scPrimaryStatus && !errors.scPrimaryStatus) {
    const primary = SERVICE_CHANNEL_STATUSES.find((s) => s.name === request.scPrimaryStatus);
    if (!primary) errors.scPrimaryStatus = 'Choose one of the listed Primary Statuses.';
    else if (primary.name !== SC_PRIMARY_COMPLETED && request.scExtendedStatus && !primary.extended.includes(request.scExtendedStatus)) {
      errors.scExtendedStatus = 'Choose one of the listed Extended Statuses.';
    }
  }
  throwIfFieldErrors(errors);
  const choices = { ...choicesSent(request), serviceTechnicianId };
  const kept = {
    serviceTechnicianId: labor.rate_sheet_labor_item_id,
    rateSheetTruckTypeId: labor.rate_sheet_truck_item_id,
    itemRateTypeId: labor.item_rate_type_id,
    perDiemTypeId: labor.per_diem_type_id,
    workOrderFlagId: labor.work_order_flag_id,
  };
  // Checked by laborOnOrder's read; a value the labor already holds is fine even if deactivated since.
  throwIfFieldErrors(choiceErrorsOf(choices, offered, kept));
  if (request.schedulerId !== labor.scheduler_id) throwIfFieldErrors(await schedulerIdErrors(db, principal.subscriberId, request.schedulerId, order.id));
  return stop!;
}

/** The sub work order completing a rate-sheet order creates (spec §4), linked to the labor so a retry finds it. */
async function subWorkOrderOf({ db, principal }: ClockContext, { order }: ClockOrder, laborId: number) {
  const sub = await insertSubWorkOrder(db, principal, order.id, order.customer_estimate_id);
  await db.updateTable('work_order_labors').set({ sub_work_order_id: sub.id }).where('id', '=', laborId).execute();
  return sub;
}

/**
 * The status and flag chosen at clock-out become the order's, with a status-history row. A stop
 * kept on the phone while offline does not overwrite a status set after the technician acted
 * (the office's later decision stands); the labor still records the technician's choice.
 * Null when the order keeps its status and flag.
 */
async function orderStatusChange(
  context: ClockContext,
  { order }: ClockOrder,
  request: ClockOutRequest,
  moment: ActionMoment,
): Promise<OrderStatusChange | null> {
  const { db, principal } = context;
  if (moment.delayed && (await statusChangedSince(db, order.id, moment.at, principal.userId))) return null;
  const statusId = request.workOrderStatusId ?? order.status_id;
  const flagId = request.workOrderFlagId ?? order.flag_id;
  if (statusId === order.status_id && flagId === order.flag_id) return null;
  return { orderId: order.id, statusId, flagId, changedBy: principal.userId, note: `Clock-out by ${principal.userName}`, at: context.now };
}

/** Someone else changed the order's status or flag after `since` (the technician's own queued stops do not count). */
async function statusChangedSince(db: ClockContext['db'], workOrderId: number, since: Date, technicianId: number): Promise<boolean> {
  const later = await db
    .selectFrom('work_order_status_history')
    .select('id')
    .where('work_order_id', '=', workOrderId)
    .where('changed_by', '<>', technicianId)
    .where('changed_date', '>', since)
    .limit(1)
    .executeTakeFirst();
  return later !== undefined;
}

/** " by <name>" when someone other than the labor's technician closed it (a team leader's correction). */
async function byWhom({ db }: ClockContext, labor: Labor): Promise<string> {
  if (labor.closed_by === null || labor.closed_by === labor.technician_id) return '';
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', labor.closed_by).executeTakeFirst();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return name ? ` by ${name}` : '';
}
