/**
 * The calendar draws in the browser's clock; the API speaks the subscriber's wall clock. A
 * wall-clock text is shown as the same time of day in the browser (9:00 is drawn at 9:00
 * wherever the browser is), so the calendar never converts between zones.
 * "Now" and "today" are the subscriber's: calendarToday is its wall clock as such a Date.
 */
import { wallClockIn } from '../../domain/subscriberClock';

const pad = (value: number) => String(value).padStart(2, '0');

/** "YYYY-MM-DDTHH:mm:ss" (or a day alone) as a browser Date with the same fields. */
export function dateOfWallClock(text: string): Date {
  const [day, time = '00:00:00'] = text.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes, seconds = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes, seconds);
}

/** A browser Date's fields as "YYYY-MM-DDTHH:mm:ss". */
export function wallClockOfDate(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The subscriber's now as the calendar holds it: a browser Date whose fields are the zone's wall clock. */
export const calendarToday = (timeZone: string, instant: Date = new Date()): Date => dateOfWallClock(wallClockIn(timeZone, instant));
