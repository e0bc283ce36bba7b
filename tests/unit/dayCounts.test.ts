import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_WEEK } from '../../src/domain/constants';
import { countWeekdays, dayDifference, weekDifference, weekdaysInMonthUpTo } from '../../src/domain/dayCounts';
import { inTimeZone } from './timeZone';

/** Day-by-day reference count, slow but obviously right. */
function weekdaysByWalking(start: Date, end: Date): number {
  let count = 0;
  const day = new Date(start.getFullYear(), start.getMonth(), start.getDate());
  const last = new Date(end.getFullYear(), end.getMonth(), end.getDate());
  while (day <= last) {
    if (day.getDay() !== 0 && day.getDay() !== 6) count += 1;
    day.setDate(day.getDate() + 1);
  }
  return count;
}

describe('day and week lengths (spec §9)', () => {
  it('are 86,400,000 and 604,800,000 ms', () => {
    expect(MS_PER_DAY).toBe(86_400_000);
    expect(MS_PER_WEEK).toBe(604_800_000);
  });
});

describe('dayDifference', () => {
  it('counts calendar days, ignoring the time of day', () => {
    expect(dayDifference(new Date(2024, 0, 1, 0, 0), new Date(2024, 0, 1, 23, 59))).toBe(0);
    expect(dayDifference(new Date(2024, 0, 1, 23, 59), new Date(2024, 0, 2, 0, 1))).toBe(1);
    expect(dayDifference(new Date(2024, 0, 1), new Date(2024, 0, 31))).toBe(30);
  });

  it('is negative when the end is earlier', () => {
    expect(dayDifference(new Date(2024, 0, 10), new Date(2024, 0, 3))).toBe(-7);
  });

  it('crosses month, leap day and year ends', () => {
    expect(dayDifference(new Date(2024, 1, 28), new Date(2024, 2, 1))).toBe(2);
    expect(dayDifference(new Date(2023, 1, 28), new Date(2023, 2, 1))).toBe(1);
    expect(dayDifference(new Date(2023, 11, 31), new Date(2024, 0, 1))).toBe(1);
    expect(dayDifference(new Date(2024, 0, 1), new Date(2025, 0, 1))).toBe(366);
  });

  it('gives whole days across daylight-saving changes', () => {
    inTimeZone('America/New_York', () => {
      expect(dayDifference(new Date(2024, 2, 9), new Date(2024, 2, 11))).toBe(2);
      expect(dayDifference(new Date(2024, 10, 2), new Date(2024, 10, 4))).toBe(2);
      expect(dayDifference(new Date(2024, 0, 1), new Date(2024, 11, 31))).toBe(365);
    });
  });

  it('refuses invalid dates', () => {
    expect(() => dayDifference(new Date(Number.NaN), new Date())).toThrow(RangeError);
  });
});

describe('weekDifference', () => {
  const monday = new Date(2024, 2, 4);
  const plus = (days: number) => new Date(2024, 2, 4 + days);

  it('counts whole weeks, rounding toward zero', () => {
    expect(weekDifference(monday, plus(0))).toBe(0);
    expect(weekDifference(monday, plus(6))).toBe(0);
    expect(weekDifference(monday, plus(7))).toBe(1);
    expect(weekDifference(monday, plus(13))).toBe(1);
    expect(weekDifference(monday, plus(14))).toBe(2);
    expect(weekDifference(monday, plus(-13))).toBe(-1);
    expect(Object.is(weekDifference(monday, plus(-6)), 0)).toBe(true);
  });

  it('counts a week that contains a daylight-saving change as a week', () => {
    inTimeZone('America/New_York', () => {
      // 4 to 11 March 2024 holds the spring change: only 167 hours pass.
      expect(weekDifference(new Date(2024, 2, 4), new Date(2024, 2, 11))).toBe(1);
    });
  });
});

describe('countWeekdays (Monday to Friday, both ends included)', () => {
  it('counts a working week and skips a weekend', () => {
    expect(countWeekdays(new Date(2024, 2, 4), new Date(2024, 2, 8))).toBe(5);
    expect(countWeekdays(new Date(2024, 2, 9), new Date(2024, 2, 10))).toBe(0);
    expect(countWeekdays(new Date(2024, 2, 8), new Date(2024, 2, 11))).toBe(2);
  });

  it('counts a single day', () => {
    expect(countWeekdays(new Date(2024, 2, 6), new Date(2024, 2, 6))).toBe(1);
    expect(countWeekdays(new Date(2024, 2, 9), new Date(2024, 2, 9))).toBe(0);
  });

  it('is 0 when the end is before the start', () => {
    expect(countWeekdays(new Date(2024, 2, 8), new Date(2024, 2, 4))).toBe(0);
  });

  it('ignores the time of day', () => {
    expect(countWeekdays(new Date(2024, 2, 4, 23, 0), new Date(2024, 2, 5, 1, 0))).toBe(2);
  });

  it('counts a month and a leap year', () => {
    expect(countWeekdays(new Date(2024, 2, 1), new Date(2024, 2, 31))).toBe(21);
    expect(countWeekdays(new Date(2024, 0, 1), new Date(2024, 11, 31))).toBe(262);
  });

  it('agrees with a day-by-day count for every start weekday and many lengths', () => {
    for (let startOffset = 0; startOffset < 7; startOffset += 1) {
      for (let length = 0; length < 40; length += 1) {
        const start = new Date(2024, 0, 1 + startOffset);
        const end = new Date(2024, 0, 1 + startOffset + length);
        expect(countWeekdays(start, end), `${start.toDateString()} +${length}`).toBe(weekdaysByWalking(start, end));
      }
    }
  });

  it('is the same in a time zone with daylight saving', () => {
    inTimeZone('America/New_York', () => {
      expect(countWeekdays(new Date(2024, 2, 1), new Date(2024, 2, 31))).toBe(21);
      expect(countWeekdays(new Date(2024, 10, 1), new Date(2024, 10, 30))).toBe(21);
    });
  });
});

describe('weekdaysInMonthUpTo (the month so far)', () => {
  const now = new Date(2024, 2, 13, 15, 0); // Wednesday 13 March 2024

  it('counts from the 1st through today when there is no end date', () => {
    expect(weekdaysInMonthUpTo(null, now)).toBe(9);
    expect(weekdaysInMonthUpTo(undefined, now)).toBe(9);
  });

  it('counts through the end date when there is one', () => {
    expect(weekdaysInMonthUpTo(new Date(2024, 2, 8), now)).toBe(6);
    expect(weekdaysInMonthUpTo(new Date(2024, 2, 31), now)).toBe(21);
  });

  it('uses the month of the end date', () => {
    expect(weekdaysInMonthUpTo(new Date(2024, 1, 29), now)).toBe(21);
  });

  it('is 0 on a 1st that falls on a weekend', () => {
    expect(weekdaysInMonthUpTo(new Date(2024, 5, 1), now)).toBe(0);
  });

  it('refuses an invalid date', () => {
    expect(() => weekdaysInMonthUpTo(null, new Date(Number.NaN))).toThrow(RangeError);
  });
});
