/**
 * The recurrence pattern of a schedule entry or sales action (spec §3.8 "Recurrence pattern"):
 * what the recurrence editor edits, and what a rule's text is read into. Weekdays are numbered
 * Monday 1 to Sunday 7, the week index is first (1) to fourth (4) or last (-1), and the interval
 * defaults to 1 (spec §9).
 */
import { daysInMonth } from '../dateFormats';
import { isWallClock, readWallClock, wallClockText } from './wallClock';

export type RecurrenceFrequency = 'Never' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';

/** Monday 1 ... Sunday 7 (spec §9). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** First 1 ... fourth 4, or -1 for the last (spec §9). */
export type WeekIndex = 1 | 2 | 3 | 4 | -1;

/** How a series ends (spec §3.8 "Range", §4): never, after a number of occurrences, or on a day. */
export type RecurrenceRange =
  | { type: 'NEVER' }
  | { type: 'AFTER'; numberOfOccurrences: number }
  /** endDate "YYYY-MM-DD": the last day the series may occur on, whatever the time of day. */
  | { type: 'END'; endDate: string };

/**
 * Monthly and yearly series fall on a day of the month (recurrenceType "absolute") or on the nth
 * weekday of the month (recurrenceType "relative", e.g. the 2nd Tuesday or the last Friday).
 * An absent dayOfMonth means the start's day, as in RFC 5545.
 */
export type DayInMonth =
  | { recurrenceType: 'absolute'; dayOfMonth?: number }
  | { recurrenceType: 'relative'; weekIndex: WeekIndex; weekday: IsoWeekday };

interface Repeating {
  interval: number;
  range: RecurrenceRange;
}

/**
 * One recurrence pattern. Weekly weekdays may be several; none means the start's weekday.
 * A yearly month that is absent means the start's month (and then the day is the start's too).
 */
export type RecurrencePattern =
  | { type: 'Never' }
  | ({ type: 'Daily' } & Repeating)
  | ({ type: 'Weekly'; weekdays: IsoWeekday[] } & Repeating)
  | ({ type: 'Monthly' } & Repeating & DayInMonth)
  | ({ type: 'Yearly'; month?: number } & Repeating & DayInMonth);

export const DEFAULT_INTERVAL = 1;
export const WEEK_INDEXES: readonly WeekIndex[] = [1, 2, 3, 4, -1];
export const WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** Thrown for a pattern or rule text FieldDesk cannot use; the message says what is wrong. */
export class InvalidRecurrence extends Error {
  override name = 'InvalidRecurrence';
}

const isWholeIn = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/** The day of the week of a wall-clock date-time, Monday 1 ... Sunday 7. */
export function isoWeekdayOf(start: string): IsoWeekday {
  const day = readWallClock(start).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/**
 * The range end the editor proposes (spec §9: one year ahead of the current date; counted from
 * the entry's start, which is today for a new entry, so an entry planned ahead keeps a full
 * year): the same day a year after the start, or 28 February for a start on 29 February.
 */
export function defaultEndDate(start: string): string {
  const date = readWallClock(start);
  const year = date.getUTCFullYear() + 1;
  const month = date.getUTCMonth() + 1;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return wallClockText(new Date(Date.UTC(year, month - 1, day))).slice(0, 10);
}

/**
 * A new pattern of a type as the editor first shows it for an entry starting at `start`
 * ("YYYY-MM-DDTHH:mm:ss"): interval 1, never ending, on the start's weekday or day.
 */
export function newRecurrencePattern(type: RecurrenceFrequency, start: string): RecurrencePattern {
  const date = readWallClock(start);
  const repeating: Repeating = { interval: DEFAULT_INTERVAL, range: { type: 'NEVER' } };
  const onStartDay = { recurrenceType: 'absolute', dayOfMonth: date.getUTCDate() } as const;
  switch (type) {
    case 'Never':
      return { type };
    case 'Daily':
      return { type, ...repeating };
    case 'Weekly':
      return { type, ...repeating, weekdays: [isoWeekdayOf(start)] };
    case 'Monthly':
      return { type, ...repeating, ...onStartDay };
    case 'Yearly':
      return { type, ...repeating, month: date.getUTCMonth() + 1, ...onStartDay };
  }
}

function rangeError(range: RecurrenceRange): string | null {
  if (range.type === 'AFTER' && !isWholeIn(range.numberOfOccurrences, 1, Number.MAX_SAFE_INTEGER)) {
    return `The number of occurrences must be a whole number from 1, not ${range.numberOfOccurrences}.`;
  }
  if (range.type === 'END' && !(/^\d{4}-\d{2}-\d{2}$/.test(range.endDate) && isWallClock(range.endDate))) {
    return `The end date must be a day YYYY-MM-DD, not "${range.endDate}".`;
  }
  return null;
}

function dayInMonthError(day: DayInMonth, month: number | undefined): string | null {
  if (day.recurrenceType === 'relative') {
    if (!WEEK_INDEXES.includes(day.weekIndex)) return `The week index must be 1 to 4 or -1 (last), not ${day.weekIndex}.`;
    return WEEKDAYS.includes(day.weekday) ? null : `The weekday must be 1 (Monday) to 7 (Sunday), not ${day.weekday}.`;
  }
  if (day.dayOfMonth === undefined) return null;
  // 2000 is a leap year: 29 February occurs, every four years.
  const lastDay = month === undefined ? 31 : daysInMonth(2000, month);
  if (isWholeIn(day.dayOfMonth, 1, lastDay)) return null;
  return `The day of the month must be 1 to ${lastDay}${month === undefined ? '' : ` in month ${month}`}, not ${day.dayOfMonth}.`;
}

/** What makes a pattern unusable, or null when it can be written as a rule. */
export function recurrencePatternError(pattern: RecurrencePattern): string | null {
  if (pattern.type === 'Never') return null;
  if (!isWholeIn(pattern.interval, 1, Number.MAX_SAFE_INTEGER)) return `The interval must be a whole number from 1, not ${pattern.interval}.`;
  const range = rangeError(pattern.range);
  if (range) return range;
  switch (pattern.type) {
    case 'Daily':
      return null;
    case 'Weekly':
      return pattern.weekdays.every((day) => WEEKDAYS.includes(day)) ? null : 'Weekdays must be 1 (Monday) to 7 (Sunday).';
    case 'Monthly':
      return dayInMonthError(pattern, undefined);
    case 'Yearly':
      if (pattern.month !== undefined && !isWholeIn(pattern.month, 1, 12)) return `The month must be 1 to 12, not ${pattern.month}.`;
      if (pattern.month === undefined && (pattern.recurrenceType === 'relative' || pattern.dayOfMonth !== undefined)) {
        return 'A yearly series on a given day needs its month.';
      }
      return dayInMonthError(pattern, pattern.month);
  }
}
