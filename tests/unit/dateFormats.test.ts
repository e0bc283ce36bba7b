import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_TIME_FORMAT,
  FILTER_DATE_FORMAT,
  FILTER_DATE_FORMAT_DASHED,
  TIME_FORMAT,
  daysInMonth,
  formatApiDateTime,
  formatDayFirstDate,
  formatDefaultDateTime,
  formatDisplayDateTime,
  formatFilterDate,
  formatMonthFirstDate,
  formatTime,
  isValidDate,
  localDate,
  parseApiDateTime,
  parseFilterDate,
  startOfDay,
} from '../../src/domain/dateFormats';
import { eachCase } from '../support/cases';
import { inTimeZone } from './timeZone';

const afternoon = new Date(2024, 2, 5, 14, 7, 9, 450); // 5 March 2024 14:07:09.450 local
const invalid = new Date(Number.NaN);

describe('format strings of spec §5', () => {
  it('are the spec\'s', () => {
    expect([FILTER_DATE_FORMAT, FILTER_DATE_FORMAT_DASHED, TIME_FORMAT, DEFAULT_DATE_TIME_FORMAT]).toEqual([
      'MM/dd/yyyy',
      'MM-dd-yyyy',
      'HH:mm',
      'MM/dd/yyyy hh:mm',
    ]);
  });
});

describe('calendar helpers', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it('builds local dates and refuses impossible ones', () => {
    expect(localDate(2024, 2, 29)?.getTime()).toBe(new Date(2024, 1, 29).getTime());
    expect(localDate(2023, 2, 29)).toBeNull();
    expect(localDate(2024, 4, 31)).toBeNull();
    expect(localDate(2024, 13, 1)).toBeNull();
    expect(localDate(2024, 0, 1)).toBeNull();
    expect(localDate(2024, 1, 0)).toBeNull();
    expect(localDate(2024, 1, 1, 24)).toBeNull();
    expect(localDate(2024, 1, 1, 23, 60)).toBeNull();
    expect(localDate(2024, 1, 1, 23, 59, 60)).toBeNull();
  });

  it('keeps years below 100 as they are', () => {
    expect(localDate(50, 6, 1)?.getFullYear()).toBe(50);
  });

  it('tells valid dates', () => {
    expect(isValidDate(afternoon)).toBe(true);
    expect(isValidDate(invalid)).toBe(false);
    expect(isValidDate('2024-03-05')).toBe(false);
  });

  it('normalises to local midnight without changing the input', () => {
    const midnight = startOfDay(afternoon);
    expect(midnight.getTime()).toBe(new Date(2024, 2, 5).getTime());
    expect(afternoon.getHours()).toBe(14);
  });
});

describe('filter dates MM/dd/yyyy and MM-dd-yyyy', () => {
  it('formats with slashes and zero padding', () => {
    expect(formatFilterDate(afternoon)).toBe('03/05/2024');
    expect(formatFilterDate(new Date(2024, 11, 31))).toBe('12/31/2024');
    expect(formatFilterDate(invalid)).toBe('');
  });

  describe('parses both separators, month first, to local midnight', () => {
    eachCase(parseFilterDate, [
      ['03/05/2024', new Date(2024, 2, 5)],
      ['03-05-2024', new Date(2024, 2, 5)],
      [' 12/31/2024 ', new Date(2024, 11, 31)],
      ['12/01/2024', new Date(2024, 11, 1)],
      ['02/29/2024', new Date(2024, 1, 29)],
      // impossible dates, day first, mixed separators and other shapes
      ['13/01/2024', null],
      ['02/30/2024', null],
      ['02/29/2023', null],
      ['00/10/2024', null],
      ['03/00/2024', null],
      ['03/05-2024', null],
      ['3/5/2024', null],
      ['03/05/24', null],
      ['2024-03-05', null],
      ['', null],
      ['today', null],
    ]);
  });

  it('round-trips', () => {
    expect(formatFilterDate(parseFilterDate('07/04/2026') ?? invalid)).toBe('07/04/2026');
  });
});

describe('time HH:mm', () => {
  it('is 24-hour and zero padded', () => {
    expect(formatTime(afternoon)).toBe('14:07');
    expect(formatTime(new Date(2024, 0, 1, 0, 0))).toBe('00:00');
    expect(formatTime(new Date(2024, 0, 1, 9, 5))).toBe('09:05');
    expect(formatTime(invalid)).toBe('');
  });
});

describe('API date-time YYYY-MM-DDTHH:mm:ss (local, no zone)', () => {
  it('formats local time without a zone or milliseconds', () => {
    expect(formatApiDateTime(afternoon)).toBe('2024-03-05T14:07:09');
    expect(formatApiDateTime(new Date(2024, 0, 1))).toBe('2024-01-01T00:00:00');
    expect(formatApiDateTime(invalid)).toBe('');
  });

  it('parses as local time', () => {
    expect(parseApiDateTime('2024-03-05T14:07:09')?.getTime()).toBe(new Date(2024, 2, 5, 14, 7, 9).getTime());
  });

  it('accepts a fraction of a second, kept to the millisecond', () => {
    expect(parseApiDateTime('2024-03-05T14:07:09.45')?.getMilliseconds()).toBe(450);
    expect(parseApiDateTime('2024-03-05T14:07:09.1234567')?.getMilliseconds()).toBe(123);
  });

  it('refuses a zone suffix, impossible values and other shapes', () => {
    for (const text of [
      '2024-03-05T14:07:09Z',
      '2024-03-05T14:07:09+02:00',
      '2024-02-30T10:00:00',
      '2024-03-05T24:00:00',
      '2024-03-05T14:60:00',
      '2024-03-05 14:07:09',
      '2024-03-05T14:07',
      '2024-03-05',
      '',
    ]) {
      expect(parseApiDateTime(text), text).toBeNull();
    }
  });

  it('round-trips in a time zone with daylight saving', () => {
    inTimeZone('America/New_York', () => {
      for (const text of ['2024-03-10T01:59:59', '2024-03-10T03:00:00', '2024-11-03T01:30:00', '2024-07-01T12:00:00']) {
        expect(formatApiDateTime(parseApiDateTime(text) ?? invalid)).toBe(text);
      }
    });
  });

  it('moves a wall-clock time skipped by daylight saving forward instead of refusing it', () => {
    inTimeZone('America/New_York', () => {
      expect(formatApiDateTime(parseApiDateTime('2024-03-10T02:30:00') ?? invalid)).toBe('2024-03-10T03:30:00');
    });
  });
});

describe('display formats', () => {
  it('MM/DD/YYYY and DD/MM/YYYY', () => {
    expect(formatMonthFirstDate(afternoon)).toBe('03/05/2024');
    expect(formatDayFirstDate(afternoon)).toBe('05/03/2024');
    expect(formatDayFirstDate(invalid)).toBe('');
  });

  it('"MM/DD/YYYY, h:mm A" on the 12-hour clock', () => {
    expect(formatDisplayDateTime(afternoon)).toBe('03/05/2024, 2:07 PM');
    expect(formatDisplayDateTime(new Date(2024, 2, 5, 0, 5))).toBe('03/05/2024, 12:05 AM');
    expect(formatDisplayDateTime(new Date(2024, 2, 5, 11, 59))).toBe('03/05/2024, 11:59 AM');
    expect(formatDisplayDateTime(new Date(2024, 2, 5, 12, 0))).toBe('03/05/2024, 12:00 PM');
    expect(formatDisplayDateTime(new Date(2024, 2, 5, 23, 30))).toBe('03/05/2024, 11:30 PM');
    expect(formatDisplayDateTime(invalid)).toBe('');
  });

  it('default "MM/dd/yyyy hh:mm" pads the 12-hour clock', () => {
    expect(formatDefaultDateTime(afternoon)).toBe('03/05/2024 02:07');
    expect(formatDefaultDateTime(new Date(2024, 2, 5, 9, 7))).toBe('03/05/2024 09:07');
    expect(formatDefaultDateTime(new Date(2024, 2, 5, 0, 7))).toBe('03/05/2024 12:07');
    expect(formatDefaultDateTime(invalid)).toBe('');
  });
});
