/**
 * Times of day (spec §5): "HH:mm" strings and Date values compared by the clock alone.
 */
import { isValidDate } from './dateFormats';

/** Minutes since midnight of a strict "HH:mm" (00:00 to 23:59), or null. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const minutesOfDay = (value: string | Date): number | null =>
  typeof value === 'string' ? parseTimeOfDay(value) : isValidDate(value) ? value.getHours() * 60 + value.getMinutes() : null;

/**
 * True when start is strictly earlier than end by time of day, whatever the dates.
 * The form edits HH:mm, so the comparison is to the minute and seconds a Date carries
 * are ignored. Equal times, a range across midnight (22:00 to 02:00) and anything
 * unreadable give false.
 */
export function isStartBeforeEnd(start: string | Date, end: string | Date): boolean {
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  return from !== null && to !== null && from < to;
}
