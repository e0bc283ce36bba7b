/**
 * Sales actions as both sides type them, and how a series becomes the occurrences a calendar
 * shows (issue 9): every occurrence between two moments, without the series' exceptions, a
 * changed occurrence being an action of its own.
 */
import type { Wire } from '../wire';
import { occurrencesBetween } from '../scheduling/recurrence';
import type { DELETED_TASK_SCHEMA, SALES_ACTION_SCHEMA, SCHEDULER_CHOICES_SCHEMA } from './responses';

export type SalesAction = Wire<typeof SALES_ACTION_SCHEMA>;
export type DeletedTask = Wire<typeof DELETED_TASK_SCHEMA>;
export type SchedulerChoices = Wire<typeof SCHEDULER_CHOICES_SCHEMA>;

/** spec §9: a new action lasts a quarter of an hour. */
export const DEFAULT_DURATION_HOURS = 0.25;

const MS_PER_HOUR = 3_600_000;

/** Floating wall-clock arithmetic: "YYYY-MM-DDTHH:mm:ss" plus milliseconds, as wall clock. */
export const addToWallClock = (dateTime: string, ms: number): string => new Date(Date.parse(`${dateTime}Z`) + ms).toISOString().slice(0, 19);

/** Milliseconds from one wall-clock date-time to another. */
export const wallClockSpan = (from: string, to: string): number => Date.parse(`${to}Z`) - Date.parse(`${from}Z`);

export const hoursBetween = (from: string, to: string): number => Math.round((wallClockSpan(from, to) / MS_PER_HOUR) * 100) / 100;

export const isRecurring = (action: Pick<SalesAction, 'recurrenceRule' | 'recurrenceId'>): boolean =>
  Boolean(action.recurrenceRule?.trim()) && action.recurrenceId === null;

/**
 * The actions between `from` and `to` (wall clock): single actions and changed occurrences as
 * they are, each series as its occurrences overlapping the range (an occurrence that started
 * before `from` and is still going counts), each with occurrenceStart and its own start and end.
 */
export function expandActions(actions: readonly SalesAction[], from: string, to: string): SalesAction[] {
  const shown: SalesAction[] = [];
  for (const action of actions) {
    if (!isRecurring(action)) {
      if (action.start <= to && action.endDate > from) shown.push(action);
      continue;
    }
    const length = wallClockSpan(action.start, action.endDate);
    const starts = occurrencesBetween(action.recurrenceRule ?? '', action.start, addToWallClock(from, -length + 1000), to, action.recurrenceException);
    for (const start of starts) shown.push({ ...action, start, endDate: addToWallClock(start, length), occurrenceStart: start, seriesStart: action.start });
  }
  return shown.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}

/** The calendar's key of an action or occurrence: unique among those shown. */
export const occurrenceKey = (action: Pick<SalesAction, 'id' | 'occurrenceStart' | 'recurrenceId'>): string =>
  action.occurrenceStart && action.recurrenceId === null ? `${action.id}@${action.occurrenceStart}` : String(action.id);
