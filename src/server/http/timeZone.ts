/**
 * The subscriber's wall clock. Every date-time the API answers or reads is
 * "YYYY-MM-DDTHH:mm:ss" with no zone and means the time of day in the subscriber's time zone
 * (subscriber settings, loaded with the principal; UTC when it names no zone). Instants the
 * database keeps as timestamptz go out through `apiDateTime` and come in through `instantOf`
 * or `instantOfApiDateTime`; `timestamp` and `date` columns already hold wall-clock text.
 */

export const FALLBACK_TIME_ZONE = 'UTC';

/** Zone names found valid (there are a few hundred; invalid names are not kept). */
const validZones = new Set<string>();

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  // Building a formatter costs more than many requests' own work; a zone name's validity never changes.
  if (validZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  validZones.add(zone);
  return true;
}

/** The zone a subscriber setting names, or UTC when it is missing or names no zone. */
export const timeZoneOrFallback = (zone: string | null | undefined): string => (isValidTimeZone(zone) ? zone : FALLBACK_TIME_ZONE);

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** YYYY-MM-DDTHH:mm:ss, how dates travel on the API */
  dateTime: string;
}

/** The formatter's en-US text for a four-digit year: "MM/DD/YYYY, HH:mm:ss". */
const EN_US_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/** Year, month, day, hour, minute and second as the zone's clock shows them at the instant, as Intl formats them. */
function formattedClockParts(formatter: Intl.DateTimeFormat, instant: Date): string[] {
  // format() takes a third of the time of formatToParts().
  const match = EN_US_DATE_TIME.exec(formatter.format(instant));
  if (match) {
    const [, month, day, year, hour, minute, second] = match;
    return [year, month, day, hour, minute, second];
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second];
}

const HOUR_MS = 3_600_000;
/** Hours kept per zone before its offsets are read afresh (a few years of hours). */
const MAX_HOURS_KEPT = 50_000;

/**
 * For each zone, its offset from UTC (ms) through each whole UTC hour, by the hour's number since
 * the epoch: null when the offset at the hour's last second is not the one at its first (a
 * change within the hour, such as Nepal's at 18:30 UTC on 31 December 1985).
 */
const hourOffsets = new Map<string, Map<number, number | null>>();

/** How far the zone's clock is ahead of UTC at a whole-second instant, as Intl reads it. */
function formattedOffset(formatter: Intl.DateTimeFormat, instantMs: number): number {
  const [year, month, day, hour, minute, second] = formattedClockParts(formatter, new Date(instantMs)).map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second) - instantMs;
}

function offsetThroughHour(zone: string, formatter: Intl.DateTimeFormat, hour: number): number | null {
  let offsets = hourOffsets.get(zone);
  if (!offsets) hourOffsets.set(zone, (offsets = new Map()));
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const first = formattedOffset(formatter, hour * HOUR_MS);
    offset = first === formattedOffset(formatter, (hour + 1) * HOUR_MS - 1000) ? first : null;
    if (offsets.size >= MAX_HOURS_KEPT) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The first instants of the years 1000 and 10000, between which an ISO date-time has a plain four-digit year. */
const YEAR_1000_MS = Date.UTC(1000, 0, 1);
const YEAR_10000_MS = Date.UTC(10000, 0, 1);

/**
 * The zone's wall clock at the instant as if it were a UTC instant (ms), from the zone's offset
 * through the instant's hour: null where the offset changes within the hour, and outside the
 * years 1000 to 9999, where Intl must format the instant itself.
 */
function wallMs(zone: string, formatter: Intl.DateTimeFormat, ms: number): number | null {
  if (!Number.isFinite(ms)) return null;
  const offset = offsetThroughHour(zone, formatter, Math.floor(ms / HOUR_MS));
  if (offset === null) return null;
  const wall = ms + offset;
  return wall >= YEAR_1000_MS && wall < YEAR_10000_MS ? wall : null;
}

/**
 * Year, month, day, hour, minute and second as the zone's clock shows them at the instant.
 * Lists answer this for every row, so the zone's offset is read through Intl once per hour of
 * instants and the clock is worked out from it (wallMs).
 */
function clockParts(zone: string, instant: Date): string[] {
  const formatter = formatterOf(zone);
  const wall = wallMs(zone, formatter, instant.getTime());
  if (wall === null) return formattedClockParts(formatter, instant);
  const iso = new Date(wall).toISOString();
  return [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10), iso.slice(11, 13), iso.slice(14, 16), iso.slice(17, 19)];
}

export function wallClock(instant: Date, zone: string): WallClock {
  const [year, month, day, hour, minute, second] = clockParts(zone, instant);
  const date = `${year}-${month}-${day}`;
  const time = `${hour}:${minute}`;
  return { date, time, dateTime: `${date}T${time}:${second}` };
}

/** An instant (as the database driver gives it) as the API sends it: the zone's wall clock. */
export function apiDateTime(instant: Date | string, zone: string): string {
  // Two per row of a list: straight from the ISO text, without the parts wallClock builds.
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const wall = wallMs(zone, formatterOf(zone), ms);
  return wall === null ? wallClock(new Date(ms), zone).dateTime : new Date(wall).toISOString().slice(0, 19);
}

export const apiDateTimeOrNull = (instant: Date | string | null, zone: string): string | null =>
  instant === null ? null : apiDateTime(instant, zone);

/** A real calendar day "YYYY-MM-DD" (not 30 February). */
export function isCalendarDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** The calendar day after "YYYY-MM-DD". */
export const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instantMs: number, zone: string): number {
  const { dateTime } = wallClock(new Date(instantMs), zone);
  const asUtc = Date.parse(`${dateTime}Z`);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time ("YYYY-MM-DD", "HH:mm" or "HH:mm:ss") names in a
 * zone. A time skipped by a daylight-saving change is moved forward by the length of the gap;
 * a repeated one means its first occurrence.
 */
export function instantOf(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  // Zones change their offset at most once within a day: the offsets a day before and a day
  // after are the only ones this wall time can have.
  const offsets = [offsetMs(wall - DAY_MS, zone), offsetMs(wall + DAY_MS, zone)];
  const fitting = offsets.map((offset) => wall - offset).filter((instant) => wall - offsetMs(instant, zone) === instant);
  return new Date(fitting.length ? Math.min(...fitting) : wall - offsets[0]);
}

const API_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The wall-clock day and time ("HH:mm:ss") of an API date-time: "YYYY-MM-DDTHH:mm:ss",
 * "YYYY-MM-DDTHH:mm", or a day alone (its midnight); null when the text is none of these or
 * names no real day and time.
 */
export function readApiDateTime(text: string): { date: string; time: string } | null {
  const match = API_DATE_TIME.exec(text);
  if (!match || !isCalendarDate(match[1])) return null;
  const [hours, minutes, seconds] = [match[2] ?? '00', match[3] ?? '00', match[4] ?? '00'];
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return { date: match[1], time: `${hours}:${minutes}:${seconds}` };
}

/** The instant an API date-time names in the zone, or null as readApiDateTime. */
export function instantOfApiDateTime(text: string, zone: string): Date | null {
  const wall = readApiDateTime(text);
  return wall && instantOf(wall.date, wall.time, zone);
}
