/**
 * The date and time formats of spec §5, written out by hand so they are exact and do
 * not depend on the runtime's locale data. Everything is local time: the API's
 * date-time carries no time zone and means the wall-clock time of the subscriber.
 */

/** Format strings in the date-picker token style, for the widgets that take one. */
export const FILTER_DATE_FORMAT = 'MM/dd/yyyy';
export const FILTER_DATE_FORMAT_DASHED = 'MM-dd-yyyy';
export const TIME_FORMAT = 'HH:mm';
export const DEFAULT_DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm';

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

export const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/**
 * A local date from calendar fields (month 1-12), or null when a field is out of range
 * (31 April, 29 February of a common year, 24:00). A wall-clock time skipped by a
 * daylight-saving change is moved forward by the runtime, as every date library does.
 */
export function localDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds, ms);
  // The Date constructor reads years 0-99 as 1900-1999.
  if (year < 100) date.setFullYear(year);
  return date;
}

/** Local midnight of the same calendar day: how filter dates are compared (spec §5). */
export function startOfDay(date: Date): Date {
  const midnight = new Date(date.getTime());
  midnight.setHours(0, 0, 0, 0);
  return midnight;
}

const ymd = (date: Date) => ({ y: pad4(date.getFullYear()), m: pad2(date.getMonth() + 1), d: pad2(date.getDate()) });

/** "MM/dd/yyyy", the filter format; "" for an invalid date. */
export function formatFilterDate(date: Date): string {
  if (!isValidDate(date)) return '';
  const { y, m, d } = ymd(date);
  return `${m}/${d}/${y}`;
}

/**
 * Reads a filter date typed as MM/dd/yyyy or MM-dd-yyyy (one separator throughout,
 * two-digit month and day, four-digit year) into local midnight; null otherwise.
 */
export function parseFilterDate(text: string): Date | null {
  const match = /^(\d{2})([/-])(\d{2})\2(\d{4})$/.exec(text.trim());
  return match ? localDate(Number(match[4]), Number(match[1]), Number(match[3])) : null;
}

/** "HH:mm", 24-hour clock; "" for an invalid date. */
export const formatTime = (date: Date): string => (isValidDate(date) ? `${pad2(date.getHours())}:${pad2(date.getMinutes())}` : '');

/** "YYYY-MM-DDTHH:mm:ss" in local time with no zone suffix, how dates travel to and from the API; "" for an invalid date. */
export function formatApiDateTime(date: Date): string {
  if (!isValidDate(date)) return '';
  const { y, m, d } = ymd(date);
  return `${y}-${m}-${d}T${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}

/**
 * Reads "YYYY-MM-DDTHH:mm:ss" as local time. A fraction of a second (as databases
 * return it) is accepted and kept to the millisecond; a zone suffix ("Z", "+02:00")
 * is refused because the API never sends one and honouring it would shift the time.
 */
export function parseApiDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map(Number);
  const ms = match[7] ? Number(match[7].padEnd(3, '0').slice(0, 3)) : 0;
  return localDate(year, month, day, hours, minutes, seconds, ms);
}

/** "MM/DD/YYYY"; "" for an invalid date. */
export const formatMonthFirstDate = (date: Date): string => formatFilterDate(date);

/** "DD/MM/YYYY"; "" for an invalid date. */
export function formatDayFirstDate(date: Date): string {
  if (!isValidDate(date)) return '';
  const { y, m, d } = ymd(date);
  return `${d}/${m}/${y}`;
}

const twelveHour = (hours: number): number => hours % 12 || 12;

/** "MM/DD/YYYY, h:mm A", e.g. "03/05/2024, 2:30 PM"; "" for an invalid date. */
export function formatDisplayDateTime(date: Date): string {
  if (!isValidDate(date)) return '';
  const hours = date.getHours();
  return `${formatFilterDate(date)}, ${twelveHour(hours)}:${pad2(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The default date-time format "MM/dd/yyyy hh:mm". In that token style `hh` is the
 * 12-hour clock (01-12) and the format has no AM/PM marker, so 02:30 and 14:30 look
 * the same; it is kept as specified so it matches what a picker given the same format
 * string shows. Prefer formatDisplayDateTime where the time of day matters.
 */
export function formatDefaultDateTime(date: Date): string {
  if (!isValidDate(date)) return '';
  return `${formatFilterDate(date)} ${pad2(twelveHour(date.getHours()))}:${pad2(date.getMinutes())}`;
}
