import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { occurrencesBetween } from '../../src/domain/scheduling/recurrence';
import { instantOf } from '../../src/server/http/timeZone';
import { inTimeZone } from './timeZone';

/** rrule's own expansion of RRULE text from a floating DTSTART, both bounds included. */
function rruleExpansion(rule: string, start: string, from: string, to: string): string[] {
  const floating = (wallClock: string) => new Date(`${wallClock.length === 10 ? `${wallClock}T00:00:00` : wallClock}Z`);
  const dtstart = start.replace(/[-:]/g, '');
  return RRule.fromString(`DTSTART:${dtstart}\nRRULE:${rule}`)
    .between(floating(from), floating(to), true)
    .map((date) => date.toISOString().slice(0, 19));
}

const at9 = (...days: string[]) => days.map((day) => `${day}T09:00:00`);

/** The window a series is expanded in unless its case names another. */
const YEAR_2026 = { from: '2026-01-01', to: '2027-01-01' };

/**
 * Every pattern and every range, from a start at 09:00 (times are the subscriber's wall clock),
 * expanded in 2026 unless from and to say otherwise. `expected`, written by hand, is given for
 * at least one case of each pattern.
 */
const SERIES: { name: string; rule: string; start: string; from?: string; to?: string; expected?: string[] }[] = [
  {
    name: 'daily every 2 days, 5 times',
    rule: 'FREQ=DAILY;INTERVAL=2;COUNT=5',
    start: '2026-03-02T09:00:00',
    expected: at9('2026-03-02', '2026-03-04', '2026-03-06', '2026-03-08', '2026-03-10'),
  },
  { name: 'daily, never ending, within a window', rule: 'FREQ=DAILY', start: '2026-03-02T09:00:00', from: '2026-06-29', to: '2026-07-02T09:00:00' },
  { name: 'daily until a day', rule: 'FREQ=DAILY;INTERVAL=3;UNTIL=20260331T235959', start: '2026-03-02T09:00:00' },
  {
    name: 'weekly on Monday, Wednesday and Friday, 6 times',
    rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6',
    start: '2026-03-02T09:00:00',
    expected: at9('2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13'),
  },
  { name: 'every 2 weeks on Tuesday and Thursday until a day', rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20260430T235959', start: '2026-03-03T09:00:00' },
  { name: 'weekly on the start weekday, never ending', rule: 'FREQ=WEEKLY', start: '2026-03-04T09:00:00', from: '2026-03-01', to: '2026-05-01' },
  {
    name: 'monthly on the 31st skips shorter months',
    rule: 'FREQ=MONTHLY;BYMONTHDAY=31',
    start: '2026-01-31T09:00:00',
    to: '2026-08-31T09:00:00',
    expected: at9('2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31'),
  },
  { name: 'monthly on the 15th, 4 times', rule: 'FREQ=MONTHLY;BYMONTHDAY=15;COUNT=4', start: '2026-03-15T09:00:00' },
  {
    name: 'every 2 months on the 2nd Tuesday, 4 times',
    rule: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=TU;BYSETPOS=2;COUNT=4',
    start: '2026-01-13T09:00:00',
    expected: at9('2026-01-13', '2026-03-10', '2026-05-12', '2026-07-14'),
  },
  {
    name: 'monthly on the last Friday until a day',
    rule: 'FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1;UNTIL=20260630T235959',
    start: '2026-03-27T09:00:00',
    expected: at9('2026-03-27', '2026-04-24', '2026-05-29', '2026-06-26'),
  },
  { name: 'monthly on the 4th Saturday, never ending', rule: 'FREQ=MONTHLY;BYDAY=SA;BYSETPOS=4', start: '2026-01-24T09:00:00' },
  {
    name: 'yearly on March 15, 3 times',
    rule: 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15;COUNT=3',
    start: '2026-03-15T09:00:00',
    to: '2035-01-01',
    expected: at9('2026-03-15', '2027-03-15', '2028-03-15'),
  },
  { name: 'yearly on the last Monday of May, never ending', rule: 'FREQ=YEARLY;BYMONTH=5;BYDAY=MO;BYSETPOS=-1', start: '2026-05-25T09:00:00', to: '2030-12-31' },
  { name: 'yearly on 29 February until a day', rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=20370101T235959', start: '2028-02-29T09:00:00', from: '2028-01-01', to: '2040-01-01' },
];

describe('occurrencesBetween', () => {
  it.each(SERIES)('$name: as rrule expands the same rule, and as written by hand', ({ rule, start, expected, ...window }) => {
    const { from, to } = { ...YEAR_2026, ...window };
    const occurrences = occurrencesBetween(rule, start, from, to);
    expect(occurrences.length).toBeGreaterThan(0);
    expect(occurrences).toEqual(rruleExpansion(rule, start, from, to));
    if (expected) expect(occurrences).toEqual(expected);
  });

  it('gives the start alone for an entry that does not repeat', () => {
    expect(occurrencesBetween('', '2026-03-02T09:00:00', '2026-03-01', '2026-03-03')).toEqual(['2026-03-02T09:00:00']);
    expect(occurrencesBetween('freq=none', '2026-03-02T09:00:00', '2026-03-03', '2026-03-04')).toEqual([]);
  });

  it('reads a date-only UNTIL as the whole last day', () => {
    expect(occurrencesBetween('FREQ=DAILY;UNTIL=20260304', '2026-03-02T09:00:00', '2026-01-01', '2027-01-01')).toEqual(at9('2026-03-02', '2026-03-03', '2026-03-04'));
  });
});

describe('occurrencesBetween across daylight-saving changes (America/New_York, 8 March and 1 November 2026)', () => {
  const WEEKLY = 'FREQ=WEEKLY;BYDAY=MO';
  const expand = () => occurrencesBetween(WEEKLY, '2026-02-23T09:00:00', '2026-02-01', '2026-11-30T23:59:59');

  it('keeps every occurrence at 09:00 wall clock while the UTC offset changes under it', () => {
    const occurrences = expand();
    expect(occurrences).toHaveLength(41);
    expect(occurrences.every((dateTime) => dateTime.endsWith('T09:00:00'))).toBe(true);
    const utcHour = (dateTime: string) => instantOf(dateTime.slice(0, 10), dateTime.slice(11), 'America/New_York').getUTCHours();
    expect(['2026-03-02T09:00:00', '2026-03-09T09:00:00', '2026-10-26T09:00:00', '2026-11-02T09:00:00'].map(utcHour)).toEqual([14, 13, 13, 14]);
    expect(occurrences).toEqual(rruleExpansion(WEEKLY, '2026-02-23T09:00:00', '2026-02-01', '2026-11-30T23:59:59'));
  });

  it('does not depend on the time zone of the computer', () => {
    expect(inTimeZone('America/New_York', expand)).toEqual(inTimeZone('Pacific/Auckland', expand));
  });
});

/** A weekly series of four Mondays at 09:00: 2, 9, 16 and 23 March 2026. */
const MONDAYS = ['FREQ=WEEKLY;BYDAY=MO;COUNT=4', '2026-03-02T09:00:00', '2026-03-01', '2026-03-31'] as const;

const EXCEPTIONS: { name: string; exceptions: string | string[]; expected: string[] }[] = [
  { name: 'a list', exceptions: ['2026-03-09T09:00:00', '2026-03-23T09:00:00'], expected: at9('2026-03-02', '2026-03-16') },
  { name: 'comma-separated text', exceptions: '2026-03-02T09:00:00, 2026-03-16T09:00:00', expected: at9('2026-03-09', '2026-03-23') },
  { name: 'a time without seconds', exceptions: '2026-03-09T09:00', expected: at9('2026-03-02', '2026-03-16', '2026-03-23') },
  { name: 'a date-time that is no occurrence', exceptions: ['2026-03-09T10:00:00', '2026-03-10T09:00:00'], expected: at9('2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23') },
  { name: 'empty text', exceptions: '', expected: at9('2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23') },
];

describe('occurrencesBetween with exceptions (recurrenceException)', () => {
  it.each(EXCEPTIONS)('removes exactly the occurrences named by $name', ({ exceptions, expected }) => {
    expect(occurrencesBetween(...MONDAYS, exceptions)).toEqual(expected);
  });

  it('refuses an exception that is no date-time', () => {
    expect(() => occurrencesBetween(...MONDAYS, 'next Monday')).toThrow('"next Monday" is not a date-time YYYY-MM-DDTHH:mm:ss.');
  });
});
