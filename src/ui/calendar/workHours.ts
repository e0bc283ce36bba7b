/**
 * The hours the day and week views show (spec §9: "work hours shown"): the work day, widened
 * to whole hours so that no timed entry on the screen falls outside it.
 */
import type { CalendarEntry } from './calendarTypes';

export interface WorkHours {
  /** First hour shown, 0 to 23. */
  start: number;
  /** Hour the view ends at, 1 to 24. */
  end: number;
}

export const DEFAULT_WORK_HOURS: WorkHours = { start: 7, end: 19 };

const hourOf = (dateTime: string): number => Number(dateTime.slice(11, 13)) + Number(dateTime.slice(14, 16)) / 60;

export function workHoursFor(entries: readonly CalendarEntry[], base: WorkHours = DEFAULT_WORK_HOURS): WorkHours {
  let { start, end } = base;
  for (const entry of entries) {
    if (entry.isAllDay) continue;
    const sameDay = entry.start.slice(0, 10) === entry.end.slice(0, 10);
    start = Math.min(start, sameDay ? Math.floor(hourOf(entry.start)) : 0);
    end = Math.max(end, sameDay ? Math.ceil(hourOf(entry.end)) : 24);
  }
  return { start, end: Math.max(end, start + 1) };
}
