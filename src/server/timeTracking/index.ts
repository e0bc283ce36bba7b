/**
 * Technician time tracking: the start/stop view data, clock-in, clock-out and
 * stop-and-start, and the lookups of the Start/Stop dialog (spec §3.4–§3.6, §7.1, §7.2).
 * Every route needs write on Work Orders (canWorkOnWorkOrders).
 */
import { clockInBody, clockOutAndStartBody, clockOutBody, viewDataBody } from '../../domain/timeTracking/wire';
import {
  CLOCK_IN_ANSWER_SCHEMA,
  CLOCK_OUT_ANSWER_SCHEMA,
  CURRENT_JOB_SCHEMA,
  NEW_WORK_ORDER_ID_SCHEMA,
  RATE_SHEET_MISSING_ANSWER_SCHEMA,
  START_STOP_VIEW_DATA_SCHEMA,
} from '../../domain/timeTracking/responses';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { refusals, type RefusalStatus } from '../http/responses';
import type { Principal } from '../plugins/auth';
import { wakeServiceChannelOutbox } from '../serviceChannel/outbox';
import { checkInBeforeStop, checkInToCorrigo } from '../thirdParty/corrigoArrival';
import { areaPlugin, type AreaApp } from '../http/areaApp';
import { clockAnnouncer } from './announcements';
import { clockIn, type ClockInResult } from './clockIn';
import { clockOut } from './clockOut';
import { clockAttempts, type ClockContext } from './clockTransaction';
import { oneAtATime } from './oneAtATime';
import { retriesInFlight } from './retriesInFlight';
import { currentJobOf } from './currentJob';
import timeTrackingLookupRoutes from './lookups';
import { stopAndStart } from './stopAndStart';
import { startViewData, stopViewData } from './viewData';
import { findClockOrder, type ClockOrder } from './clockOrder';
import { RateSheetMissingError, isRateSheetMissing, reportRateSheetMissing } from './rateSheetMissing';
import { TIME_TRACKING_MESSAGES } from '../../domain/timeTracking/clock';

const config = { requires: WORK_ORDER_RULES.canWorkOnWorkOrders };
const REFUSALS: RefusalStatus[] = [404, 409];
const viewDataResponse = { 200: START_STOP_VIEW_DATA_SCHEMA, ...refusals(...REFUSALS) };

async function timeTrackingRoutes(app: AreaApp) {
  const { db } = app;

  await app.register(timeTrackingLookupRoutes);

  app.get(
    '/api/v1/WOStartStop/currentJob',
    {
      config,
      schema: {
        summary: "The caller's open labor with its order's number, customer and site (job: null when not clocked in): the current-job bar",
        response: { 200: CURRENT_JOB_SCHEMA },
      },
    },
    async (request) => currentJobOf(db, request.principal),
  );

  app.post(
    '/api/v1/WOStartStop/getStartWOViewData',
    { config, schema: { summary: 'View data of the Start Work Order dialog', body: viewDataBody, response: viewDataResponse } },
    async (request) => startViewData(db, request.principal, request.body),
  );

  app.post(
    '/api/v1/WOStartStop/getStopWOViewData',
    {
      config,
      schema: {
        summary: "View data of the Stop Work Order dialog (409 when the caller is not clocked in on the order)",
        body: viewDataBody,
        response: viewDataResponse,
      },
    },
    async (request) => {
      await checkInBeforeStop(app, request.principal, request.body.workOrderId);
      return stopViewData(db, request.principal, request.body);
    },
  );

  const announcer = clockAnnouncer(app);
  app.addHook('onClose', () => announcer.drained());

  const callerAtATime = oneAtATime<number>();

  /**
   * Runs a clock write (again when a concurrent request got in its way: clockAttempts), after
   * the caller's earlier clock writes in this process (oneAtATime.ts); once committed, tells the
   * team leader's map and the grids about the technician whose labor changed (not when a
   * retried request changed nothing).
   */
  const clockWrite = async <T extends { changed: boolean; outboxQueued: boolean }>(
    principal: Principal,
    workOrderIds: number[],
    work: (context: ClockContext) => Promise<T>,
    technicianOf: (result: T) => number = () => principal.userId,
  ): Promise<T> => {
    const result = await callerAtATime(principal.userId, () => clockAttempts(db, { principal, zone: principal.timeZone }, work)).catch((error: unknown) => {
      // Refused for a missing rate sheet (a phone's queued start among them): the dispatchers hear of it.
      if (error instanceof RateSheetMissingError) reportLater(principal, error.clockOrder);
      throw error;
    });
    if (result.outboxQueued) wakeServiceChannelOutbox(db);
    if (result.changed) announcer.announce({ subscriberId: principal.subscriberId, technicianId: technicianOf(result), workOrderIds });
    return result;
  };

  /** Refusals for a missing rate sheet, told after the answer; a closing server lets them finish. */
  const reports = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(reports);
  });
  const reportLater = (principal: Principal, clockOrder: ClockOrder) => {
    const report = reportRateSheetMissing(app, principal, clockOrder)
      .catch((error: unknown) => app.log.error({ err: error }, 'Reporting a missing rate sheet failed'))
      .finally(() => reports.delete(report));
    reports.add(report);
  };

  /** A clock-in's retry that arrives while its first try is under way answers what that one answers (retriesInFlight.ts). */
  const clockInRetries = retriesInFlight<ClockInResult>();
  const asClockInRetry = (first: ClockInResult): ClockInResult => ({ ...first, changed: false, isCorrigoOrder: false, outboxQueued: false });

  /** Corrigo check-ins sent after a clock-in answered (corrigoArrival.ts); a closing server lets them finish. */
  const arrivals = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(arrivals);
  });
  const checkInLater = (principal: Principal, workOrderId: number, location: { latitude: number; longitude: number } | null | undefined) => {
    const arrival = checkInToCorrigo(app, { subscriberId: principal.subscriberId, workOrderId, location: location ?? null }).finally(() => arrivals.delete(arrival));
    arrivals.add(arrival);
  };

  app.post(
    '/api/v1/WOStartStop/rateSheetMissing',
    {
      config,
      schema: {
        summary:
          'The caller was refused a start for a customer billed by rate sheet without one: kept for the team leader board and told to the dispatchers (rateSheetMissing on TeamLeaderHub and FieldDeskHub). Answers whether it was so, with the message',
        body: viewDataBody,
        response: { 200: RATE_SHEET_MISSING_ANSWER_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const clockOrder = await findClockOrder(db, request.principal, request.body.workOrderId);
      if (!(await isRateSheetMissing(db, clockOrder))) return { reported: false, message: null };
      await reportRateSheetMissing(app, request.principal, clockOrder);
      return { reported: true, message: TIME_TRACKING_MESSAGES.rateSheetMissing };
    },
  );

  app.post(
    '/api/v1/WOStartStop/clockInWorkOrder',
    {
      config,
      schema: {
        summary: 'Clocks the caller in on a work order; answers {workOrderLaborId, workOrderId, startTime}',
        body: clockInBody,
        response: { 200: CLOCK_IN_ANSWER_SCHEMA, ...refusals(...REFUSALS) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const result = await clockInRetries(
        `${principal.userId}:${body.clientRequestId}:${body.workOrderId}`,
        () => clockWrite(principal, [body.workOrderId], (context) => clockIn(context, body)),
        asClockInRetry,
      );
      if (result.changed && result.reachedSite && result.isCorrigoOrder) checkInLater(principal, body.workOrderId, body.currentLatLong);
      return result.answer;
    },
  );

  app.post(
    '/api/v1/WOStartStop/clockOutWorkOrder',
    {
      config,
      schema: {
        summary: 'Clocks out of the named labor; answers {workOrderLaborId, stopTime, hours}',
        body: clockOutBody,
        response: { 200: CLOCK_OUT_ANSWER_SCHEMA, ...refusals(...REFUSALS) },
      },
    },
    async (request) =>
      (
        await clockWrite(request.principal, [request.body.workOrderId], (context) => clockOut(context, request.body), (result) => result.technicianId)
      ).answer,
  );

  app.post(
    '/api/v1/WOStartStop/clockOutAndStartWorkOrder',
    {
      config,
      schema: {
        summary: 'Clocks out of one order and sets out for another (En Route) in one step; answers the new work order id',
        body: clockOutAndStartBody,
        response: { 200: NEW_WORK_ORDER_ID_SCHEMA, ...refusals(...REFUSALS) },
      },
    },
    async (request) =>
      (await clockWrite(request.principal, [request.body.workOrderId, request.body.newWorkOrderId], (context) => stopAndStart(context, request.body))).newWorkOrderId,
  );
}

export default areaPlugin('timeTracking', timeTrackingRoutes);
