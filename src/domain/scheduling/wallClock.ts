/**
 * Floating wall-clock time for recurrence. FieldDesk's API speaks the subscriber's wall clock
 * ("YYYY-MM-DDTHH:mm:ss", no zone). Recurrence is expanded on that clock, not on instants: a
 * wall-clock date-time is held in a Date whose UTC fields are the wall-clock fields, so
 * arithmetic on it never meets a daylight-saving change and 09:00 stays 09:00 all year
 * (rrule's documented way to work in "floating" time).
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The floating Date of "YYYY-MM-DDTHH:mm:ss", "YYYY-MM-DDTHH:mm" or a day alone (its midnight).
 * Throws a RangeError naming the text when it is none of these or names no real day and time.
 */
export function readWallClock(text: string): Date {
  const match = WALL_CLOCK.exec(text.trim());
  if (match) {
    const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
    const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
    // Date.UTC rolls 31 April over to 1 May and 24:00 to the next day: only exact fields count.
    const exact = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    if (exact && hours < 24 && minutes < 60 && seconds < 60) return date;
  }
  throw new RangeError(`"${text}" is not a date-time YYYY-MM-DDTHH:mm:ss.`);
}

/** "YYYY-MM-DDTHH:mm:ss" of a floating Date. */
export const wallClockText = (date: Date): string => date.toISOString().slice(0, 19);

/** Whether text is a wall-clock date-time or day readWallClock reads. */
export function isWallClock(text: string): boolean {
  try {
    readWallClock(text);
    return true;
  } catch {
    return false;
  }
}
