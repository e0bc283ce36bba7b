/**
 * Which days each view shows around a date, the title the toolbar gives them, and where Today,
 * previous and next go. Computed here rather than asked of the calendar, so a screen can read
 * its entries before the calendar's code has loaded. Weeks start on Sunday.
 */
import { addDays, addMonths, addWeeks, endOfMonth, endOfWeek, format, isSameMonth, isSameYear, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import type { CalendarRange, CalendarViewName } from './calendarTypes';
import { wallClockOfDate } from './wallClockDates';

const WEEK = { weekStartsOn: 0 } as const;

function bounds(view: CalendarViewName, date: Date): [Date, Date] {
  if (view === 'day') return [startOfDay(date), startOfDay(date)];
  // The agenda lists the week.
  if (view === 'week' || view === 'agenda') return [startOfWeek(date, WEEK), startOfDay(endOfWeek(date, WEEK))];
  // The month grid shows whole weeks around the month.
  return [startOfWeek(startOfMonth(date), WEEK), startOfDay(endOfWeek(endOfMonth(date), WEEK))];
}

/** The first and last moment a view around `date` shows. */
export function calendarRange(view: CalendarViewName, date: Date): CalendarRange {
  const [first, last] = bounds(view, date);
  return { from: wallClockOfDate(first), to: `${wallClockOfDate(last).slice(0, 10)}T23:59:59` };
}

/** "Tuesday, November 24, 2026", "Nov 22 – 28, 2026", "Nov 29 – Dec 5, 2026", "November 2026". */
export function calendarTitle(view: CalendarViewName, date: Date): string {
  if (view === 'day') return format(date, 'EEEE, MMMM d, yyyy');
  if (view === 'month') return format(date, 'MMMM yyyy');
  const [first, last] = bounds('week', date);
  if (isSameMonth(first, last)) return `${format(first, 'MMM d')} – ${format(last, 'd, yyyy')}`;
  if (isSameYear(first, last)) return `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
  return `${format(first, 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
}

/** The date one view-length before (-1) or after (+1). */
export function shiftDate(view: CalendarViewName, date: Date, step: -1 | 1): Date {
  if (view === 'day') return addDays(date, step);
  if (view === 'week' || view === 'agenda') return addWeeks(date, step);
  return addMonths(startOfMonth(date), step);
}
