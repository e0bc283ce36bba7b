/**
 * The agenda view's days: the entries of a range as a list per day, all-day entries first, then
 * by start. An entry over several days is listed on each of them within the range.
 */
import { addDays, format } from 'date-fns';
import type { CalendarEntry, CalendarRange } from './calendarTypes';
import { dateOfWallClock } from './wallClockDates';

export interface AgendaDay {
  /** "YYYY-MM-DD" */
  day: string;
  entries: CalendarEntry[];
}

const byAllDayThenStart = (a: CalendarEntry, b: CalendarEntry) =>
  Number(Boolean(b.isAllDay)) - Number(Boolean(a.isAllDay)) || (a.start < b.start ? -1 : a.start > b.start ? 1 : a.title.localeCompare(b.title));

export function agendaDays(entries: readonly CalendarEntry[], range: CalendarRange): AgendaDay[] {
  const days: AgendaDay[] = [];
  const last = range.to.slice(0, 10);
  for (let date = dateOfWallClock(range.from.slice(0, 10)); format(date, 'yyyy-MM-dd') <= last; date = addDays(date, 1)) {
    const day = format(date, 'yyyy-MM-dd');
    const onDay = entries.filter((entry) => entry.start.slice(0, 10) <= day && entry.end.slice(0, 10) >= day && !endsAtMidnightOf(entry, day));
    if (onDay.length) days.push({ day, entries: [...onDay].sort(byAllDayThenStart) });
  }
  return days;
}

/** A timed entry ending at 00:00 of `day` does not reach into it. */
const endsAtMidnightOf = (entry: CalendarEntry, day: string) => !entry.isAllDay && entry.end === `${day}T00:00:00` && entry.start.slice(0, 10) < day;

/** "08:00–09:30", "All day", or with the other day named when the entry starts or ends on another. */
export function agendaTimeOf(entry: CalendarEntry, day: string): string {
  if (entry.isAllDay) return 'All day';
  const time = (dateTime: string) => (dateTime.slice(0, 10) === day ? dateTime.slice(11, 16) : format(dateOfWallClock(dateTime), 'EEE HH:mm'));
  return `${time(entry.start)}–${time(entry.end)}`;
}
