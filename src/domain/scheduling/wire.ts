/**
 * The dispatch schedule's requests (spec §3.8 "Schedule save payload") as the server validates
 * them and both sides type them. Date-times are the subscriber's wall clock,
 * "YYYY-MM-DDTHH:mm[:ss]" (DESIGN.md "Dates"); the entry rules (end after start, a rule that
 * occurs, the appointment reason) are scheduleEntryErrors', so the server answers them with the
 * messages the browser shows.
 */
import { INT4_MAX, closedObject, idSchema, nullableIdSchema, type Wire } from '../wire';

export const WALL_CLOCK_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2})?$';
const wallClock = { type: 'string', pattern: WALL_CLOCK_PATTERN, maxLength: 19 } as const;
const nullableWallClock = { type: ['string', 'null'], pattern: WALL_CLOCK_PATTERN, maxLength: 19 } as const;
const flag = { type: 'boolean' } as const;
const idList = { type: 'string', pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,199}$', description: 'Comma-separated ids' } as const;

/** GET scheduler/entries: the entries (and occurrences of series) that overlap [start, end). */
export const scheduleEntriesQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'end'],
  properties: {
    start: wallClock,
    end: wallClock,
    technicianIds: idList,
    baseCityIds: idList,
    workOrderStatusIds: idList,
    workOrderClassIds: idList,
    workOrderId: idSchema,
  },
} as const;
export type ScheduleEntriesQuery = Wire<typeof scheduleEntriesQuery>;

const entryFields = {
  task: { type: 'string', maxLength: 500 },
  /** 0 when the entry has no work order (spec §3.8). */
  workOrderId: { type: 'integer', minimum: 0, maximum: INT4_MAX },
  start: wallClock,
  /** The spec's payload sends the end as `end` (its endTimezone). */
  end: wallClock,
  isAllDay: flag,
  durationHours: { type: 'number', exclusiveMinimum: 0, maximum: 10_000 },
  /** The spec's single technician; FieldDesk assigns several through technicianIds. Either names who goes. */
  technicianId: nullableIdSchema,
  technicianIds: { type: 'array', items: idSchema, maxItems: 50 },
  /** Minutes east of UTC the browser was in; informational: the subscriber's time zone rules govern. */
  timeZoneOffset: { type: ['integer', 'null'], minimum: -900, maximum: 900 },
  baseCityId: nullableIdSchema,
  recurrenceRule: { type: ['string', 'null'], maxLength: 500 },
  recurrenceException: { type: 'array', items: wallClock, maxItems: 1000 },
  due: nullableWallClock,
  isAppointment: flag,
  noVisitRequired: flag,
  appointmentChangedReason: { type: ['string', 'null'], maxLength: 1000 },
} as const;

/** POST scheduler/entries. */
export const scheduleEntryCreateBody = closedObject(['start', 'end'], entryFields);
export type ScheduleEntryCreate = Wire<typeof scheduleEntryCreateBody>;

/** PUT scheduler/entries/{id}: the whole entry again, with the version it was read at. */
export const scheduleEntryUpdateBody = closedObject(['start', 'end', 'version'], { ...entryFields, version: idSchema });
export type ScheduleEntryUpdate = Wire<typeof scheduleEntryUpdateBody>;

/** PATCH scheduler/entries/{id}/move: a drag on the calendar (new times, and new technicians when dropped on another row). */
export const scheduleEntryMoveBody = closedObject(['start', 'end', 'version'], {
  start: wallClock,
  end: wallClock,
  version: idSchema,
  /** The technician row the entry left, and the one it was dropped on (timeline). */
  fromTechnicianId: nullableIdSchema,
  toTechnicianId: nullableIdSchema,
  appointmentChangedReason: entryFields.appointmentChangedReason,
  /** The start of the one occurrence of a series that was dragged: it leaves the series as an entry of its own. */
  occurrenceStart: wallClock,
});
export type ScheduleEntryMove = Wire<typeof scheduleEntryMoveBody>;

/** DELETE scheduler/entries/{id}: the version read, the reason when it is an appointment, one occurrence of a series or all. */
export const scheduleEntryDeleteBody = closedObject(['version'], {
  version: idSchema,
  appointmentChangedReason: entryFields.appointmentChangedReason,
  /** The start of the one occurrence to drop from a series; absent deletes the entry (or the whole series). */
  occurrenceStart: wallClock,
});
export type ScheduleEntryDelete = Wire<typeof scheduleEntryDeleteBody>;

/** GET scheduler/technicians: the rows of the timeline, with who is off on the days shown. */
export const scheduleTechniciansQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'end'],
  properties: { start: wallClock, end: wallClock },
} as const;
export type ScheduleTechniciansQuery = Wire<typeof scheduleTechniciansQuery>;

/** GET scheduler/route: a technician's day in visiting order (/techScheduledRoute). */
export const technicianRouteQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['date'],
  properties: {
    date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    /** Someone else's route: needs the whole schedule. Absent: the caller's own. */
    technicianId: idSchema,
  },
} as const;
export type TechnicianRouteQuery = Wire<typeof technicianRouteQuery>;

export const idsOf = (list: string | undefined): number[] => (list ? [...new Set(list.split(',').map(Number))] : []);
