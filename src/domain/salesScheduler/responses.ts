/** Answer schemas of the sales scheduler. */
import { boolean, complete, integer, nullable, number, string, strings } from '../answerSchemas';

/**
 * One sales action as the calendar shows it (spec §3.8 "Sales scheduler action"). An
 * occurrence of a series carries the series' id with occurrenceStart, its start in the series;
 * a changed occurrence is an action of its own whose recurrenceId is the series (and whose
 * occurrenceStart is the start it replaces).
 */
export const SALES_ACTION_SCHEMA = complete({
  id: integer,
  subscriberId: integer,
  title: string,
  customer: complete({ id: integer, name: string }),
  start: string,
  endDate: string,
  due: nullable('string'),
  durationHours: number,
  isAllDay: boolean,
  isAppointment: boolean,
  isStarted: integer,
  salesPersonId: integer,
  salesPersonName: string,
  color: string,
  recurrenceRule: nullable('string'),
  recurrenceException: strings,
  recurrenceId: nullable('integer'),
  occurrenceStart: nullable('string'),
  /** The start of the series an action or occurrence belongs to (editing the whole series starts from it); null for a single action. */
  seriesStart: nullable('string'),
  guidRecurrence: string,
  version: integer,
});

export const SALES_ACTIONS_SCHEMA = { type: 'array', items: SALES_ACTION_SCHEMA } as const;

/** What a deletion removed: the action, or one occurrence of the series `id`. */
export const DELETED_TASK_SCHEMA = complete({ id: integer, occurrenceStart: nullable('string'), version: nullable('integer') });

/** The filters' and the dialog's choices: who plans (with their colour) and for which customers. */
export const SCHEDULER_CHOICES_SCHEMA = complete({
  salesPersons: { type: 'array', items: complete({ id: integer, name: string, color: string }) },
  customers: { type: 'array', items: complete({ id: integer, name: string }) },
  /** The caller may plan for and change every sales person's actions. */
  mayPlanForOthers: boolean,
});
