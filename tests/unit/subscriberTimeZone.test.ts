import { describe, expect, it } from 'vitest';
import {
  apiDateTime,
  instantOf,
  instantOfApiDateTime,
  isCalendarDate,
  isValidTimeZone,
  nextDay,
  readApiDateTime,
  timeZoneOrFallback,
  wallClock,
} from '../../src/server/http/timeZone';
import { inTimeZone } from './timeZone';

describe("wall-clock time in the subscriber's zone", () => {
  it('reads an instant as date, time and API date-time, whatever zone the computer is in', () => {
    const instant = new Date('2024-06-03T12:34:56Z');
    for (const local of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      inTimeZone(local, () => {
        expect(wallClock(instant, 'America/New_York')).toEqual({ date: '2024-06-03', time: '08:34', dateTime: '2024-06-03T08:34:56' });
        expect(wallClock(instant, 'Asia/Kolkata').dateTime).toBe('2024-06-03T18:04:56');
        expect(wallClock(new Date('2024-06-03T23:30:00Z'), 'Asia/Tokyo').date).toBe('2024-06-04');
      });
    }
  });

  it('reads the clock as Intl does, to the second, around offset changes, in zones with odd offsets and changes within an hour, and in early years', () => {
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const intl = (instant: Date, zone: string) => {
      if (!formatters.has(zone)) {
        const options = { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
        formatters.set(zone, new Intl.DateTimeFormat('en-US', options));
      }
      const parts = Object.fromEntries(formatters.get(zone)!.formatToParts(instant).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const differing = (zone: string, instants: Date[]) =>
      instants
        .filter((instant) => wallClock(instant, zone).dateTime !== intl(instant, zone) || apiDateTime(instant, zone) !== intl(instant, zone))
        .map((instant) => `${zone} ${instant.toISOString()}`);
    const zones = ['America/New_York', 'Europe/Dublin', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Africa/Monrovia', 'UTC'];
    // Every 1 h 1 min 1.25 s through 2024 (so within the hour after both changes of every zone above, at ever-moving
    // minutes and seconds), then instants of 1880-1990.
    const instants = [
      ...Array.from({ length: 8_640 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 3_661_250)),
      ...Array.from({ length: 1_000 }, (_, i) => new Date(Date.UTC(1880, 0, 1) + i * 3_472_001_554)),
    ];
    for (const zone of zones) expect(differing(zone, instants).slice(0, 3)).toEqual([]);
    // Nepal moved from +5:30 to +5:45 at 1986-01-01 00:00 local (18:30 UTC): within a UTC hour. Every second of that hour:
    const nepalHour = Array.from({ length: 3_600 }, (_, i) => new Date(Date.UTC(1985, 11, 31, 18) + i * 1000));
    expect(differing('Asia/Kathmandu', nepalHour)).toEqual([]);
    expect(wallClock(new Date('1985-12-31T18:29:59Z'), 'Asia/Kathmandu').dateTime).toBe('1985-12-31T23:59:59');
    expect(wallClock(new Date('1985-12-31T18:30:00Z'), 'Asia/Kathmandu').dateTime).toBe('1986-01-01T00:15:00');
    expect(wallClock(new Date('0999-06-01T12:00:00Z'), 'UTC').date).toBe(intl(new Date('0999-06-01T12:00:00Z'), 'UTC').slice(0, -9));
    expect(apiDateTime(new Date('0999-06-01T12:00:00Z'), 'UTC')).toBe(intl(new Date('0999-06-01T12:00:00Z'), 'UTC'));
  }, 60_000); // 240,000 zone conversions: over a second alone, several on a two-core machine running the API tests

  it('turns a typed date and time into the instant it names in the zone', () => {
    expect(instantOf('2024-06-03', '08:34', 'America/New_York').toISOString()).toBe('2024-06-03T12:34:00.000Z');
    expect(instantOf('2024-01-15', '08:00', 'America/New_York').toISOString()).toBe('2024-01-15T13:00:00.000Z');
    expect(instantOf('2024-06-03', '00:00', 'Asia/Kolkata').toISOString()).toBe('2024-06-02T18:30:00.000Z');
    expect(instantOf('2024-06-03', '23:59', 'UTC').toISOString()).toBe('2024-06-03T23:59:00.000Z');
  });

  it('moves a time skipped by the spring-forward change forward by the gap', () => {
    // New York 2024-03-10: 02:00 EST became 03:00 EDT.
    expect(instantOf('2024-03-10', '02:30', 'America/New_York').toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(instantOf('2024-03-10', '03:00', 'America/New_York').toISOString()).toBe('2024-03-10T07:00:00.000Z');
  });

  it('reads a time repeated by the fall-back change as its first occurrence', () => {
    // New York 2024-11-03: 01:00-02:00 happens twice (EDT, then EST).
    expect(instantOf('2024-11-03', '01:30', 'America/New_York').toISOString()).toBe('2024-11-03T05:30:00.000Z');
    expect(instantOf('2024-11-03', '02:30', 'America/New_York').toISOString()).toBe('2024-11-03T07:30:00.000Z');
    // Berlin 2024-10-27: 02:00-03:00 happens twice (CEST, then CET).
    expect(instantOf('2024-10-27', '02:30', 'Europe/Berlin').toISOString()).toBe('2024-10-27T00:30:00.000Z');
    expect(instantOf('2024-10-27', '03:30', 'Europe/Berlin').toISOString()).toBe('2024-10-27T02:30:00.000Z');
  });

  it('round-trips every quarter hour of a year with both changes', () => {
    for (let ms = Date.parse('2024-01-01T00:00:00Z'); ms < Date.parse('2025-01-01T00:00:00Z'); ms += 15 * 60_000) {
      const wall = wallClock(new Date(ms), 'America/Chicago');
      const back = instantOf(wall.date, wall.time, 'America/Chicago');
      // A repeated hour maps back to its first occurrence, an hour earlier at most.
      expect(ms - back.getTime()).toBeGreaterThanOrEqual(0);
      expect(ms - back.getTime()).toBeLessThanOrEqual(3_600_000);
      expect(wallClock(back, 'America/Chicago')).toEqual(wall);
    }
  }, 60_000); // 35,000 zone conversions: seconds on a busy two-core machine

  it('knows real zones and real calendar days', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
  });
});

describe('API date-times are the subscriber\'s wall clock', () => {
  it('answers an instant as YYYY-MM-DDTHH:mm:ss in the zone, from a Date or the text a driver gives', () => {
    expect(apiDateTime(new Date('2024-06-03T12:34:56.789Z'), 'America/New_York')).toBe('2024-06-03T08:34:56');
    expect(apiDateTime('2024-06-03T23:30:00Z', 'Asia/Kolkata')).toBe('2024-06-04T05:00:00');
    expect(apiDateTime(new Date('2024-06-03T12:34:56Z'), 'UTC')).toBe('2024-06-03T12:34:56');
  });

  it('reads an API date-time, with or without seconds, or a day alone as its midnight', () => {
    expect(readApiDateTime('2024-06-03T08:34:56')).toEqual({ date: '2024-06-03', time: '08:34:56' });
    expect(readApiDateTime('2024-06-03T08:34')).toEqual({ date: '2024-06-03', time: '08:34:00' });
    expect(readApiDateTime('2024-06-03')).toEqual({ date: '2024-06-03', time: '00:00:00' });
    for (const bad of ['2024-02-30', '2024-06-03T24:00', '2024-06-03T08:60', '2024-06-03T08:34:56Z', '2024-06-03 08:34', '06/03/2024', '']) {
      expect(readApiDateTime(bad)).toBeNull();
    }
  });

  it('turns an API date-time into the instant it names in the zone, to the second', () => {
    expect(instantOfApiDateTime('2024-06-03T08:34:56', 'America/New_York')?.toISOString()).toBe('2024-06-03T12:34:56.000Z');
    expect(instantOfApiDateTime('2024-06-03', 'Asia/Kolkata')?.toISOString()).toBe('2024-06-02T18:30:00.000Z');
    expect(instantOfApiDateTime('2024-06-31', 'UTC')).toBeNull();
  });

  it('steps to the next calendar day across months, years and leap days', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2023-02-28')).toBe('2023-03-01');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });

  it('falls back to UTC when the setting names no zone', () => {
    expect(timeZoneOrFallback('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(timeZoneOrFallback('Mars/Olympus')).toBe('UTC');
    expect(timeZoneOrFallback(null)).toBe('UTC');
  });
});
