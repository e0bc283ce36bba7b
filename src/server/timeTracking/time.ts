/**
 * Wall-clock time in the subscriber's time zone. The API's dates carry no zone and mean the
 * subscriber's local time (DESIGN, spec §5): the dialog shows and sends "YYYY-MM-DD" and
 * "HH:mm", and the server turns them into instants with the zone of subscriber settings.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const FALLBACK_ZONE = 'UTC';

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The subscriber's time zone, or UTC when the setting is missing or names no zone. */
export async function subscriberTimeZone(db: Kysely<Database>, subscriberId: number): Promise<string> {
  const settings = await db.selectFrom('subscriber_settings').select('time_zone').where('subscriber_id', '=', subscriberId).executeTakeFirst();
  return isValidTimeZone(settings?.time_zone) ? settings.time_zone : FALLBACK_ZONE;
}

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

export function wallClock(instant: Date, zone: string): WallClock {
  const parts = Object.fromEntries(formatterOf(zone).formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return { date, time, dateTime: `${date}T${time}:${parts.second}` };
}

/** A real calendar day "YYYY-MM-DD" (not 30 February). */
export function isCalendarDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instantMs: number, zone: string): number {
  const { dateTime } = wallClock(new Date(instantMs), zone);
  const asUtc = Date.parse(`${dateTime}Z`);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time ("YYYY-MM-DD", "HH:mm") names in a zone. A time
 * skipped by a daylight-saving change is moved forward by the length of the gap; a repeated
 * one means its first occurrence.
 */
export function instantOf(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // Zones change their offset at most once within a day: the offsets a day before and a day
  // after are the only ones this wall time can have.
  const offsets = [offsetMs(wall - DAY_MS, zone), offsetMs(wall + DAY_MS, zone)];
  const fitting = offsets.map((offset) => wall - offset).filter((instant) => wall - offsetMs(instant, zone) === instant);
  return new Date(fitting.length ? Math.min(...fitting) : wall - offsets[0]);
}

const MS_PER_MINUTE = 60_000;

/**
 * Typed times have minute precision: one within the same minute as `floor` (a stop typed in
 * the minute the labor started) means `floor` itself. A time in an earlier minute gives null.
 */
export function notBefore(instant: Date, floor: Date): Date | null {
  if (instant.getTime() >= floor.getTime()) return instant;
  return instant.getTime() >= Math.floor(floor.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE ? floor : null;
}

/** Beyond the allowed clock skew ahead of the server's clock. */
export const isInFuture = (instant: Date, now: Date, toleranceMinutes: number) => instant.getTime() > now.getTime() + toleranceMinutes * MS_PER_MINUTE;
