/**
 * The dispatch schedule (spec §3.8, §2.1 schedule routes, §7.2 scheduler calls, §7.4 events):
 * entries in a range with the board's filters, one entry, create, change, move (a drag) and
 * delete, the timeline's technicians and a technician's route for a day. Whole-schedule readers
 * see every entry of the subscriber; a technician sees the entries assigned to them.
 */
import { DISPATCH_BOARD_REQUIRES, SCHEDULE_READ_REQUIRES, SCHEDULE_RULES, TECH_ROUTE_REQUIRES, scheduleScope } from '../../domain/scheduling/access';
import { SCHEDULE_MESSAGES } from '../../domain/scheduling/entries';
import {
  SCHEDULE_DELETED_SCHEMA,
  SCHEDULE_ENTRIES_SCHEMA,
  SCHEDULE_ENTRY_SCHEMA,
  SCHEDULE_TECHNICIANS_SCHEMA,
  TECHNICIAN_ROUTE_SCHEMA,
} from '../../domain/scheduling/responses';
import {
  idsOf,
  scheduleEntriesQuery,
  scheduleEntryCreateBody,
  scheduleEntryDeleteBody,
  scheduleEntryMoveBody,
  scheduleEntryUpdateBody,
  scheduleTechniciansQuery,
  technicianRouteQuery,
} from '../../domain/scheduling/wire';
import { idParams } from '../../domain/wire';
import { badRequest, notFound } from '../errors';
import { areaPlugin, type AreaApp } from '../http/areaApp';
import { refusals } from '../http/responses';
import { instantOfApiDateTime, isCalendarDate } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { personName } from '../workOrders/mapping';
import { scheduleEntries, scheduleEntry, type WallRange } from './entries';
import { announceScheduleChange } from './events';
import { technicianRoute } from './technicianRoute';
import { scheduleTechnicians } from './technicians';
import { createEntry, deleteEntry, moveEntry, updateEntry, type WriteResult } from './write';

const MAX_RANGE_DAYS = 62;

function rangeOf(principal: Principal, start: string, end: string): WallRange {
  const after = instantOfApiDateTime(start, principal.timeZone);
  const before = instantOfApiDateTime(end, principal.timeZone);
  if (!after) throw badRequest(SCHEDULE_MESSAGES.badDateTime, { start: [SCHEDULE_MESSAGES.badDateTime] });
  if (!before) throw badRequest(SCHEDULE_MESSAGES.badDateTime, { end: [SCHEDULE_MESSAGES.badDateTime] });
  if (before <= after) throw badRequest(SCHEDULE_MESSAGES.endBeforeStart, { end: [SCHEDULE_MESSAGES.endBeforeStart] });
  if (before.getTime() - after.getTime() > MAX_RANGE_DAYS * 86_400_000) {
    const message = `Ask for at most ${MAX_RANGE_DAYS} days at a time.`;
    throw badRequest(message, { end: [message] });
  }
  return { start, end, after, before };
}

/** A technician only ever reads their own entries. */
const assignedToFor = (principal: Principal) => (scheduleScope(principal) === 'all' ? undefined : principal.userId);

async function schedulingRoutes(app: AreaApp) {
  const { db } = app;
  const dispatch = { requires: SCHEDULE_RULES.canDispatch };
  const entryAnswer = { 200: SCHEDULE_ENTRY_SCHEMA, ...refusals(404, 409) };

  /** Tells the open calendars, then answers the entry as the caller now sees it. */
  const announced = async (principal: Principal, result: WriteResult) => {
    await announceScheduleChange(app, principal, result);
    const entry = await scheduleEntry(db, principal, result.schedulerId);
    if (!entry) throw notFound(SCHEDULE_MESSAGES.notFound(result.schedulerId));
    return entry;
  };

  app.get(
    '/api/v1/scheduler/entries',
    {
      config: { requires: SCHEDULE_READ_REQUIRES },
      schema: {
        summary: 'Schedule entries overlapping [start, end), recurring ones as their occurrences; filters by technician, base city, order status and class',
        querystring: scheduleEntriesQuery,
        response: { 200: SCHEDULE_ENTRIES_SCHEMA },
      },
    },
    async (request) => {
      const query = request.query;
      return scheduleEntries(db, request.principal, rangeOf(request.principal, query.start, query.end), {
        technicianIds: idsOf(query.technicianIds),
        baseCityIds: idsOf(query.baseCityIds),
        workOrderStatusIds: idsOf(query.workOrderStatusIds),
        workOrderClassIds: idsOf(query.workOrderClassIds),
        workOrderId: query.workOrderId,
        assignedTo: assignedToFor(request.principal),
      });
    },
  );

  app.get(
    '/api/v1/scheduler/entries/:id',
    { config: { requires: SCHEDULE_READ_REQUIRES }, schema: { summary: 'One schedule entry (a series as its first occurrence)', params: idParams, response: { 200: SCHEDULE_ENTRY_SCHEMA, ...refusals(404) } } },
    async (request) => {
      const entry = await scheduleEntry(db, request.principal, request.params.id, assignedToFor(request.principal));
      if (!entry) throw notFound(SCHEDULE_MESSAGES.notFound(request.params.id));
      return entry;
    },
  );

  app.post(
    '/api/v1/scheduler/entries',
    { config: dispatch, schema: { summary: 'Schedules a visit (workOrderId 0 for none) for one or more technicians', body: scheduleEntryCreateBody, response: entryAnswer } },
    async (request) => announced(request.principal, await createEntry(db, request.principal, request.body)),
  );

  app.put(
    '/api/v1/scheduler/entries/:id',
    {
      config: dispatch,
      schema: {
        summary: "Changes an entry; rescheduling an appointment needs appointmentChangedReason; 409 when it changed since `version`",
        params: idParams,
        body: scheduleEntryUpdateBody,
        response: entryAnswer,
      },
    },
    async (request) => announced(request.principal, await updateEntry(db, request.principal, request.params.id, request.body)),
  );

  app.patch(
    '/api/v1/scheduler/entries/:id/move',
    {
      config: dispatch,
      schema: {
        summary: 'A drag on the calendar: new times, another technician (timeline), one occurrence out of its series',
        params: idParams,
        body: scheduleEntryMoveBody,
        response: entryAnswer,
      },
    },
    async (request) => announced(request.principal, await moveEntry(db, request.principal, request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/scheduler/entries/:id',
    {
      config: dispatch,
      schema: {
        summary: 'Deletes an entry, or one occurrence of a series (occurrenceStart); an appointment needs appointmentChangedReason',
        params: idParams,
        body: scheduleEntryDeleteBody,
        response: { 200: { anyOf: [SCHEDULE_DELETED_SCHEMA, SCHEDULE_ENTRY_SCHEMA] }, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const result = await deleteEntry(db, request.principal, request.params.id, request.body);
      if (!result.deleted) return announced(request.principal, result);
      await announceScheduleChange(app, request.principal, result);
      return { deleted: true, schedulerId: result.schedulerId };
    },
  );

  app.get(
    '/api/v1/scheduler/technicians',
    {
      config: { requires: DISPATCH_BOARD_REQUIRES },
      schema: { summary: 'The timeline rows: field technicians, their status now and their days off in [start, end)', querystring: scheduleTechniciansQuery, response: { 200: SCHEDULE_TECHNICIANS_SCHEMA } },
    },
    async (request) => scheduleTechnicians(db, request.principal.subscriberId, request.principal.timeZone, rangeOf(request.principal, request.query.start, request.query.end)),
  );

  app.get(
    '/api/v1/scheduler/route',
    {
      config: { requires: TECH_ROUTE_REQUIRES },
      schema: { summary: "A technician's visits of a day in order, with the kilometres between stops (the caller's own unless technicianId)", querystring: technicianRouteQuery, response: { 200: TECHNICIAN_ROUTE_SCHEMA, ...refusals(404) } },
    },
    async (request) => {
      const { principal } = request;
      const { date } = request.query;
      if (!isCalendarDate(date)) throw badRequest(SCHEDULE_MESSAGES.badDateTime, { date: ['Enter a real day as YYYY-MM-DD.'] });
      const technicianId = request.query.technicianId ?? principal.userId;
      if (technicianId !== principal.userId && scheduleScope(principal) !== 'all') throw notFound(`There is no technician with id ${technicianId}.`);
      const technician = await db
        .selectFrom('users as u')
        .select(['u.id', personName('u').as('name')])
        .where('u.subscriber_id', '=', principal.subscriberId)
        .where('u.id', '=', technicianId)
        .executeTakeFirst();
      if (!technician) throw notFound(`There is no technician with id ${technicianId}.`);
      return technicianRoute(db, principal, technician, date);
    },
  );
}

export default areaPlugin('scheduling', schedulingRoutes);
