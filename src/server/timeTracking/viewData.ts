/**
 * The Start / Stop Work Order dialog's view data (spec §3.4, §4, §7.1): the order, the user,
 * the choices and their defaults, the rules the form applies (rate sheet, status field
 * required, Service Channel) and the order's standing against its NTE.
 */
import { availableCorrigoStatuses } from '../../domain/thirdParty/corrigo';
import type { Kysely } from 'kysely';
import {
  ITEM_RATE_TYPE,
  PER_DIEM_NONE,
  SC_PRIMARY_IN_PROGRESS,
  SERVICE_CHANNEL_STATUSES,
  SERVICE_CHANNEL_TECHS_DEFAULT,
  type StartStopViewData,
} from '../../domain/timeTracking/clock';
import type { ViewDataRequest } from '../../domain/timeTracking/wire';
import { canChangeWorkOrderStatus } from '../../domain/workOrders/access';
import { WORK_ORDER_STATUS, displayWorkOrderNumber } from '../../domain/workOrders/orders';
import type { Database } from '../db/schema';
import { conflict } from '../errors';
import { wallClock } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { findClockOrder, workOrderNumberOf, type ClockOrder } from './clockOrder';
import { openLaborOf, otherOpenLaborCount, type Labor } from './labors';
import { nteStandings } from '../workOrders/nteStandings';
import { canSetUpRateSheets } from '../../domain/timeTracking/rateSheetMissing';
import { rateSheetsOfCustomer } from '../../domain/resources/paths';
import { isRateSheetMissing } from './rateSheetMissing';
import { fromCents } from '../../domain/money';
import { defaultRateSheetChoices } from './rateSheet';

export async function startViewData(db: Kysely<Database>, principal: Principal, request: ViewDataRequest): Promise<StartStopViewData> {
  const clockOrder = await findClockOrder(db, principal, request.workOrderId);
  const open = await openLaborOf(db, principal.userId);
  const openElsewhere = open && open.work_order_id !== clockOrder.order.id ? open : null;
  // Already clocked in here (another tab or device): the browser turns to stopping, and that labor is counted.
  const data = await commonViewData(db, principal, clockOrder, request, null, open?.work_order_id !== clockOrder.order.id);
  return {
    ...data,
    hasOpenWorkOrderLabor: openElsewhere !== null,
    openWorkOrderId: openElsewhere?.work_order_id ?? null,
    openWorkOrderNumber: openElsewhere ? await workOrderNumberOf(db, principal.subscriberId, openElsewhere.work_order_id) : null,
    workOrderLaborId: open && !openElsewhere ? open.id : null,
  };
}

export async function stopViewData(db: Kysely<Database>, principal: Principal, request: ViewDataRequest): Promise<StartStopViewData> {
  const clockOrder = await findClockOrder(db, principal, request.workOrderId);
  const open = await openLaborOf(db, principal.userId);
  if (!open || open.work_order_id !== clockOrder.order.id) {
    throw conflict(`You are not clocked in on work order ${clockOrder.displayNumber}.`);
  }
  return commonViewData(db, principal, clockOrder, request, open);
}

async function commonViewData(
  db: Kysely<Database>,
  principal: Principal,
  clockOrder: ClockOrder,
  request: ViewDataRequest,
  openLabor: Labor | null,
  countStartingLabor = false,
): Promise<StartStopViewData> {
  const { order, hasRateSheet, isServiceChannel } = clockOrder;
  const stopMode = openLabor !== null;
  const now = new Date();
  const zone = principal.timeZone;
  const [user, userStatuses, workOrderStatuses, otherOpen, defaults, parent, site] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('user_statuses as st', (join) => join.onRef('st.id', '=', 'u.user_status_id').onRef('st.subscriber_id', '=', 'u.subscriber_id'))
      .select(['u.first_name', 'u.last_name', 'st.name as userStatus'])
      .where('u.id', '=', principal.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_statuses')
      .select(['id as userStatusId', 'name'])
      .where('subscriber_id', '=', principal.subscriberId)
      .where('is_disabled', '=', false)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    workOrderStatusesFor(db, principal, order.status_id),
    otherOpenLaborCount(db, order.id, principal.userId),
    hasRateSheet
      ? defaultRateSheetChoices(db, principal.subscriberId, principal.userId, order.billing_customer_id)
      : { serviceTechnicianId: null, rateSheetTruckTypeId: null },
    order.parent_work_order_id === null
      ? null
      : db.selectFrom('work_orders').select(['id', 'work_order_number']).where('id', '=', order.parent_work_order_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('work_orders as wo')
      .innerJoin('customers as c', (join) => join.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
      .select(['c.name as customerName', 'wo.site_address as siteAddress'])
      .where('wo.subscriber_id', '=', order.subscriber_id)
      .where('wo.id', '=', order.id)
      .executeTakeFirstOrThrow(),
  ]);
  const serviceTechnicianId = openLabor ? openLabor.rate_sheet_labor_item_id : defaults.serviceTechnicianId;
  const [nte, rateSheetMissing] = await Promise.all([
    nteOf(db, clockOrder, now, countStartingLabor ? { rateSheetLaborItemId: serviceTechnicianId } : null),
    isRateSheetMissing(db, clockOrder),
  ]);
  const isWorkOrderStatusFieldRequired = stopMode && otherOpen === 0;
  const defaultStatus = stopMode ? (isWorkOrderStatusFieldRequired ? null : WORK_ORDER_STATUS.ONSITE) : order.status_id;
  const clock = wallClock(now, zone);
  const openStart = openLabor ? wallClock(new Date(openLabor.start_time), zone) : null;
  return {
    workOrderId: order.id,
    workOrderNumber: clockOrder.displayNumber,
    customerName: site.customerName,
    siteAddress: site.siteAddress,
    workOrderLaborId: openLabor?.id ?? null,
    newWorkOrderId: null,
    newWorkOrderNumber: null,
    newWorkOrderLabor: null,
    stopMode,
    hasOpenWorkOrderLabor: false,
    openWorkOrderId: null,
    openWorkOrderNumber: null,
    openTechsLaborCount: otherOpen + (stopMode ? 1 : 0),
    isOvertime: openLabor?.is_overtime ?? false,
    description: openLabor?.description ?? '',
    cDescription: openLabor?.company_description ?? '',
    isReachedAtSite: openLabor?.is_reached_at_site ?? true,
    isClockInServiceChannelWO: isServiceChannel,
    scPrimaryStatuses: SERVICE_CHANNEL_STATUSES,
    scExtendedStatuses: SERVICE_CHANNEL_STATUSES.find((s) => s.name === SC_PRIMARY_IN_PROGRESS)!.extended,
    noOfServiceChannelTechs: openLabor?.no_of_service_channel_techs ?? SERVICE_CHANNEL_TECHS_DEFAULT,
    currentLatLong: null,
    corrigoWorkOrderId: order.corrigo_work_order_id ?? 0,
    corrigoCustomerId: order.corrigo_customer_id ?? 0,
    isCorrigoWorkOrderCheckedIn: order.is_corrigo_checked_in,
    userStatuses,
    // What Corrigo takes next from the status FieldDesk last saw (the wizard reads it afresh).
    corrigoWorkOrderStatuses: order.corrigo_work_order_id && order.corrigo_status ? availableCorrigoStatuses(order.corrigo_status) : [],
    workOrderStatuses: workOrderStatuses.map((s) => ({
      workOrderStatusId: s.id,
      workOrderStatus: s.name,
      selected: s.id === order.status_id,
      disabled: !s.is_active,
    })),
    workOrderStatus: defaultStatus,
    isWorkOrderStatusFieldRequired,
    isApprenticeRateApplied: openLabor?.is_apprentice_rate_applied ?? false,
    billingCustomerId: order.billing_customer_id,
    serviceTechnicianId,
    perDiemTypeId: openLabor?.per_diem_type_id ?? PER_DIEM_NONE.id,
    itemRateTypeId: openLabor?.item_rate_type_id ?? ITEM_RATE_TYPE.REGULAR,
    rateSheetTruckTypeId: openLabor ? openLabor.rate_sheet_truck_item_id : defaults.rateSheetTruckTypeId,
    parentWorkOrderId: parent?.id ?? order.id,
    parentWorkOrderNumber: parent ? displayWorkOrderNumber(parent.work_order_number, null) : clockOrder.displayNumber,
    customerEstimateId: order.customer_estimate_id,
    date: clock.date,
    startTime: openStart?.time ?? clock.time,
    stopTime: stopMode ? clock.time : null,
    currentUser: { userId: principal.userId, userName: principal.userName, name: `${user.first_name} ${user.last_name}`.trim() },
    userStatus: user.userStatus ?? '',
    schedulerId: request.schedulerId ?? openLabor?.scheduler_id ?? null,
    hasRateSheet,
    nteWarningAmount: nte?.isOver ? nte.projectedTotal : null,
    rateSheetMissing,
    rateSheetSetUpPath: rateSheetMissing && canSetUpRateSheets(principal) ? rateSheetsOfCustomer(order.billing_customer_id) : null,
    nteStanding: nte && { nteAmount: nte.nteAmount, runningTotal: nte.runningTotal, projectedTotal: nte.projectedTotal },
  };
}

/**
 * The order's standing against its NTE, in dollars, or null without one (spec §8). The start
 * dialog also counts the labor it is about to open, so starting and stopping a minute later warn alike.
 */
async function nteOf(db: Kysely<Database>, { order, billingLaborRate }: ClockOrder, now: Date, starting: { rateSheetLaborItemId: number | null } | null) {
  if (order.nte_amount === null) return null;
  const standings = await nteStandings(
    db,
    order.subscriber_id,
    [{ id: order.id, nteAmount: order.nte_amount, billingLaborRate }],
    now,
    starting ? { workOrderId: order.id, labor: starting } : undefined,
  );
  const standing = standings.get(order.id)!;
  return {
    isOver: standing.isOver,
    nteAmount: fromCents(standing.nteCents),
    runningTotal: fromCents(standing.runningTotalCents),
    projectedTotal: fromCents(standing.projectedTotalCents),
  };
}

/**
 * The statuses the dialog offers, in their sort order (issue 34): a technician the active ones
 * marked "Technician May Set"; whoever may change an order's status (the office, team leaders)
 * every active one, and the order's own status even when inactive, marked as selected. The
 * clock-out refuses the others (clockChoices.ts).
 */
function workOrderStatusesFor(db: Kysely<Database>, principal: Principal, currentStatusId: number) {
  const office = canChangeWorkOrderStatus(principal);
  return db
    .selectFrom('work_order_statuses')
    .select(['id', 'name', 'is_active'])
    .where('subscriber_id', '=', principal.subscriberId)
    .where((eb) =>
      office ? eb.or([eb('is_active', '=', true), eb('id', '=', currentStatusId)]) : eb.and([eb('is_active', '=', true), eb('technician_may_set', '=', true)]),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
