/**
 * The Start Work Order / Stop Work Order dialog's pure rules (spec §2.3, §3.4, §3.5, §4, §5):
 * the form a view data opens with, and the clock requests a filled form becomes. What a tap
 * decides before the dialog opens is in startDecision.ts.
 */
import { PRODUCT_NAME } from '../../ui/product';
import {
  CLOCK_IN_USER_STATUS_ID,
  ITEM_RATE_TYPE,
  PER_DIEM_NONE,
  SC_PRIMARY_IN_PROGRESS,
  SERVICE_CHANNEL_TECHS_DEFAULT,
  TIME_TRACKING_MESSAGES,
  showsExtendedStatus,
  type LatLong,
  type RateSheetItem,
  type ServiceChannelPrimaryStatus,
  type StartStopForm,
  type StartStopRules,
  type StartStopViewData,
} from '../../domain/timeTracking/clock';
import type { ClockInRequest, ClockOutAndStartRequest, ClockOutRequest } from '../../domain/timeTracking/wire';
import { requiresCompanyDescription } from '../../domain/userStatus/statuses';
import { WORK_ORDER_STATUS } from '../../domain/workOrders/orders';
import type { ClockRequestIds } from './requestIds';

const knownId = (id: number | null | undefined, ids: readonly number[]) => (id != null && ids.includes(id) ? id : null);

export interface StartStopChoices {
  laborItems: readonly RateSheetItem[];
  trucks: readonly RateSheetItem[];
}

/** The form the dialog opens with: the view data's values and the defaults of spec §4 and §9. */
export function initialForm(view: StartStopViewData, choices: StartStopChoices): StartStopForm {
  const statusDefault = view.isWorkOrderStatusFieldRequired ? null : WORK_ORDER_STATUS.ONSITE;
  return {
    date: view.date,
    startTime: view.startTime,
    stopTime: view.stopTime ?? undefined,
    isOvertime: view.isOvertime,
    isApprenticeRateApplied: view.isApprenticeRateApplied,
    serviceTechnicianId: knownId(view.serviceTechnicianId, choices.laborItems.map((i) => i.customerRateSheetId)),
    rateSheetTruckTypeId: knownId(view.rateSheetTruckTypeId, choices.trucks.map((i) => i.customerRateSheetId)),
    itemRateTypeId: view.itemRateTypeId ?? ITEM_RATE_TYPE.REGULAR,
    perDiemTypeId: view.perDiemTypeId ?? PER_DIEM_NONE.id,
    description: view.description ?? '',
    workOrderFlagId: null,
    workOrderStatusId: view.workOrderStatus ?? statusDefault,
    userStatusId: null,
    cDescription: view.cDescription ?? '',
    scPrimaryStatus: view.isClockInServiceChannelWO ? SC_PRIMARY_IN_PROGRESS : null,
    scExtendedStatus: null,
    noOfServiceChannelTechs: Math.max(SERVICE_CHANNEL_TECHS_DEFAULT, view.noOfServiceChannelTechs || 0),
    corrigoWorkOrderStatus: null,
    corrigoComment: '',
    createSubWorkOrder: false,
  };
}

export const rulesOf = (view: StartStopViewData, laborItems: readonly RateSheetItem[]): StartStopRules => ({
  stopMode: view.stopMode,
  hasRateSheetLaborItems: view.hasRateSheet && laborItems.length > 0,
  isWorkOrderStatusFieldRequired: view.isWorkOrderStatusFieldRequired,
  isServiceChannelWorkOrder: view.isClockInServiceChannelWO,
  corrigoFieldsRequired: false,
});

/** The extended statuses of the chosen primary status; none when the primary is COMPLETED. */
export function extendedStatusesOf(primaries: readonly ServiceChannelPrimaryStatus[], primary: string | null): string[] {
  if (!primary || !showsExtendedStatus(primary)) return [];
  return primaries.find((p) => p.name === primary)?.extended ?? [];
}

export const stopAndStartLabel = (current: string, next: string) => `Stop ${current} / Start ${next}`;

/** Choosing this status on this order asks whether the clock-out creates a sub work order (spec §4). */
export const offersSubWorkOrder = (view: Pick<StartStopViewData, 'hasRateSheet'>, statusId: number | null) =>
  view.hasRateSheet && statusId === WORK_ORDER_STATUS.COMPLETED;

/** The new labor's rate-sheet choices, made for the next order's billing customer. */
export interface NextOrderRateSheet {
  serviceTechnicianId: number | null;
  rateSheetTruckTypeId: number | null;
  perDiemTypeId: number;
}

/** The order a stop-and-start goes to; `rateSheet` when that order bills by rate sheet. */
export interface NextWorkOrderChoice {
  workOrderId: number;
  rateSheet: NextOrderRateSheet | null;
}

/** Why the next order's rate-sheet choices cannot be sent yet (spec §5, §8), or null. */
export function nextOrderRateSheetError(choices: NextOrderRateSheet, laborItems: readonly RateSheetItem[]): string | null {
  if (laborItems.length === 0) return TIME_TRACKING_MESSAGES.rateSheetMissing;
  return choices.serviceTechnicianId ? null : TIME_TRACKING_MESSAGES.employeeTypeRequired;
}

/** The rate-sheet choices are sent only where the selectors were shown. */
function rateSheetChoices(view: StartStopViewData, form: StartStopForm) {
  if (!view.hasRateSheet) return { serviceTechnicianId: null, itemRateTypeId: null, perDiemTypeId: null };
  return { serviceTechnicianId: form.serviceTechnicianId, itemRateTypeId: form.itemRateTypeId, perDiemTypeId: form.perDiemTypeId };
}

const serviceChannelTechs = (view: StartStopViewData, form: StartStopForm) =>
  view.isClockInServiceChannelWO ? form.noOfServiceChannelTechs : undefined;

/** What every clock-in says: this request, this order's schedule, arrived on site. */
const arrival = (view: StartStopViewData, clientRequestId: string) => ({
  clientRequestId,
  workOrderId: view.workOrderId,
  schedulerId: view.schedulerId,
  isReachedAtSite: true,
  userStatusId: CLOCK_IN_USER_STATUS_ID,
});

export function clockInRequest(view: StartStopViewData, form: StartStopForm, clientRequestId: string, location: LatLong | null): ClockInRequest {
  return {
    ...arrival(view, clientRequestId),
    noOfServiceChannelTechs: serviceChannelTechs(view, form),
    isOvertime: form.isOvertime,
    date: form.date,
    startTime: form.startTime,
    currentLatLong: location,
    isApprenticeRateApplied: form.isApprenticeRateApplied,
    ...rateSheetChoices(view, form),
    rateSheetTruckTypeId: view.hasRateSheet ? form.rateSheetTruckTypeId : null,
  };
}

/**
 * The on-site shortcut (spec §3.5, §4): arrived at the order now, On Site, with the start view
 * data's time and rate-sheet defaults, since no dialog asks for them.
 */
export function onSiteRequest(view: StartStopViewData, clientRequestId: string, location: LatLong | null): ClockInRequest {
  return {
    ...arrival(view, clientRequestId),
    date: view.date,
    startTime: view.startTime,
    currentLatLong: location,
    comment: TIME_TRACKING_MESSAGES.onSiteComment(PRODUCT_NAME),
    ...(view.hasRateSheet && {
      serviceTechnicianId: view.serviceTechnicianId,
      rateSheetTruckTypeId: view.rateSheetTruckTypeId,
      itemRateTypeId: view.itemRateTypeId,
      perDiemTypeId: view.perDiemTypeId,
    }),
  };
}

/** The stop moment is sent only when the user changed it; otherwise the server's clock stops the labor. */
export interface StopMoment {
  date: string;
  stopTime: string;
}

export function clockOutRequest(
  view: StartStopViewData,
  form: StartStopForm,
  clientRequestId: string,
  location: LatLong | null,
  stopAt: StopMoment | null,
): ClockOutRequest {
  const serviceChannel = view.isClockInServiceChannelWO;
  return {
    clientRequestId,
    workOrderId: view.workOrderId,
    workOrderLaborId: view.workOrderLaborId ?? 0,
    schedulerId: view.schedulerId,
    userStatusId: form.userStatusId ?? 0,
    description: form.description.trim(),
    workOrderStatusId: form.workOrderStatusId,
    workOrderFlagId: form.workOrderFlagId,
    cDescription: requiresCompanyDescription(form.userStatusId) ? form.cDescription.trim() : null,
    scPrimaryStatus: serviceChannel ? form.scPrimaryStatus : null,
    scExtendedStatus: serviceChannel && showsExtendedStatus(form.scPrimaryStatus) ? form.scExtendedStatus : null,
    isOvertime: form.isOvertime,
    currentLatLong: location,
    ...rateSheetChoices(view, form),
    ...(stopAt ?? {}),
    ...(offersSubWorkOrder(view, form.workOrderStatusId) && form.createSubWorkOrder && { createSubWorkOrder: true }),
  };
}

/** Clock out of this order and in on the chosen one, travelling to it (En Route, not yet on site) with the choices made for it. */
export function clockOutAndStartRequest(
  view: StartStopViewData,
  form: StartStopForm,
  ids: ClockRequestIds,
  location: LatLong | null,
  stopAt: StopMoment | null,
  next: NextWorkOrderChoice,
): ClockOutAndStartRequest {
  return {
    ...clockOutRequest(view, form, ids.clientRequestId, location, stopAt),
    newWorkOrderId: next.workOrderId,
    newClientRequestId: ids.newClientRequestId,
    isReachedAtSite: false,
    isApprenticeRateApplied: form.isApprenticeRateApplied,
    rateSheetTruckTypeId: view.hasRateSheet ? form.rateSheetTruckTypeId : null,
    comment: null,
    ...(next.rateSheet && {
      newServiceTechnicianId: next.rateSheet.serviceTechnicianId,
      newRateSheetTruckTypeId: next.rateSheet.rateSheetTruckTypeId,
      newPerDiemTypeId: next.rateSheet.perDiemTypeId,
    }),
  };
}
