/**
 * Day, week and weekday counts (spec §9). Counts are by local calendar date, so a
 * daylight-saving change (a 23- or 25-hour day) never turns one day into 0.96 or 1.04.
 */
import { MS_PER_DAY, MS_PER_WEEK } from './constants';
import { isValidDate } from './dateFormats';

/** The calendar date of a local Date as a UTC instant, where every day is exactly MS_PER_DAY long. */
function calendarMs(date: Date): number {
  if (!isValidDate(date)) throw new RangeError('Invalid date');
  const utc = new Date(0);
  utc.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  return utc.getTime();
}

/** Whole calendar days from start to end (negative when end is earlier); times of day are ignored. */
export const dayDifference = (start: Date, end: Date): number => (calendarMs(end) - calendarMs(start)) / MS_PER_DAY;

/** Whole weeks from start to end by calendar date, rounded toward zero (13 days is 1 week, -13 days is -1). */
export const weekDifference = (start: Date, end: Date): number =>
  Math.trunc((calendarMs(end) - calendarMs(start)) / MS_PER_WEEK) || 0;

const isWeekday = (dayOfWeek: number): boolean => dayOfWeek !== 0 && dayOfWeek !== 6;

/** Monday-to-Friday days from start to end, both included; 0 when end is before start. */
export function countWeekdays(start: Date, end: Date): number {
  const days = dayDifference(start, end) + 1;
  if (days <= 0) return 0;
  let count = Math.floor(days / 7) * 5;
  const first = start.getDay();
  for (let i = 0; i < days % 7; i += 1) if (isWeekday((first + i) % 7)) count += 1;
  return count;
}

/**
 * Monday-to-Friday days of a month so far: from the 1st of the month of the end date
 * (or of today when there is no end date) through that day, both included.
 */
export function weekdaysInMonthUpTo(endDate: Date | null | undefined, now: Date): number {
  const last = endDate ?? now;
  if (!isValidDate(last)) throw new RangeError('Invalid date');
  const first = new Date(last.getTime());
  first.setDate(1);
  return countWeekdays(first, last);
}
