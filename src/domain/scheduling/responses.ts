/** Answer schemas of the dispatch schedule (spec §3.8 "Schedule entry"), typed with Wire<typeof ...>. */
import { boolean, closed, complete, integer, integers, nullable, number, string, strings } from '../answerSchemas';
import type { Wire } from '../wire';

const technician = complete({ technicianId: integer, technicianName: string });

/**
 * One entry, or one occurrence of a recurring entry (then `occurrenceStart` names it and start
 * and end are the occurrence's). Work-order fields are empty when the entry has no order.
 */
export const SCHEDULE_ENTRY_SCHEMA = complete({
  schedulerId: integer,
  version: integer,
  start: string,
  end: string,
  occurrenceStart: nullable('string'),
  /** The start of the series an occurrence belongs to (null for an entry that does not repeat). */
  seriesStart: nullable('string'),
  task: string,
  totalHours: number,
  durationHours: number,
  startTimezone: string,
  endTimezone: string,
  recurrenceRule: nullable('string'),
  recurrenceId: nullable('integer'),
  recurrenceException: strings,
  isAllDay: boolean,
  due: nullable('string'),
  technicians: { type: 'array', items: technician },
  technician: { type: ['object', 'null'], additionalProperties: false, required: ['technicianId', 'technicianName'], properties: technician.properties },
  createdDate: string,
  createdBy: nullable('integer'),
  workOrderId: integer,
  workOrderNumber: nullable('string'),
  parentWorkOrderNumber: nullable('string'),
  isSubWO: boolean,
  subWONumber: nullable('integer'),
  workOrderProblem: nullable('string'),
  workOrderCustomer: nullable('string'),
  customer: { type: ['object', 'null'], additionalProperties: false, required: ['customerID', 'customerName'], properties: { customerID: integer, customerName: string } },
  workOrderStatus: nullable('string'),
  workOrderStatusId: nullable('integer'),
  workOrderClassId: nullable('integer'),
  baseCityId: nullable('integer'),
  customerAddress: nullable('string'),
  customerCity: nullable('string'),
  phone: nullable('string'),
  /** "En Route" while one of the entry's technicians is travelling to its order. */
  scheduleStatus: nullable('string'),
  anyOpenLabor: boolean,
  isOpenLaborMine: boolean,
  anyEnrouteLaborMine: boolean,
  /** The caller is one of the entry's technicians, it has an order and the caller may clock in. */
  isShowStartStop: boolean,
  isAppointment: boolean,
  appointmentChangedReason: nullable('string'),
  noVisitRequired: boolean,
  /** Technicians of this entry who have another entry overlapping it. */
  conflictTechnicianIds: integers,
});
export type ScheduleEntry = Wire<typeof SCHEDULE_ENTRY_SCHEMA>;
export const SCHEDULE_ENTRIES_SCHEMA = { type: 'array', items: SCHEDULE_ENTRY_SCHEMA } as const;

/** A timeline row: a technician, their status now and the days (YYYY-MM-DD) they are off (Vacation or Sick). */
export const SCHEDULE_TECHNICIANS_SCHEMA = {
  type: 'array',
  items: complete({
    technicianId: integer,
    technicianName: string,
    userStatus: nullable('string'),
    offDays: { type: 'array', items: complete({ date: string, status: string }) },
  }),
} as const;
export type ScheduleTechnician = Wire<typeof SCHEDULE_TECHNICIANS_SCHEMA>[number];

const stop = complete({
  schedulerId: integer,
  start: string,
  end: string,
  isAllDay: boolean,
  task: string,
  workOrderId: integer,
  workOrderNumber: nullable('string'),
  workOrderProblem: nullable('string'),
  customerName: nullable('string'),
  address: nullable('string'),
  city: nullable('string'),
  phone: nullable('string'),
  latitude: nullable('number'),
  longitude: nullable('number'),
  /** Straight-line kilometres from the stop before (spec §9 kilometres); null for the first or without coordinates. */
  kilometresFromPrevious: nullable('number'),
  isAppointment: boolean,
  isShowStartStop: boolean,
  isOpenLaborMine: boolean,
  anyEnrouteLaborMine: boolean,
  done: boolean,
});

export const TECHNICIAN_ROUTE_SCHEMA = complete({
  technicianId: integer,
  technicianName: string,
  date: string,
  stops: { type: 'array', items: stop },
  totalKilometres: number,
});
export type TechnicianRoute = Wire<typeof TECHNICIAN_ROUTE_SCHEMA>;
export type RouteStop = TechnicianRoute['stops'][number];

export const SCHEDULE_DELETED_SCHEMA = closed({ deleted: boolean, schedulerId: integer });
