/**
 * "Today" is the subscriber's day (its time zone, answered by validateUser), never the browser's:
 * a dispatcher's browser on UTC and the office in Los Angeles open the dispatch board and My Route
 * on the office's day, as the team leader board does.
 */
import { describe, expect, it } from 'vitest';
import { shiftDay, todayIn, wallClockIn } from '../../src/domain/subscriberClock';
import { calendarRange } from '../../src/ui/calendar/calendarRange';
import { calendarToday } from '../../src/ui/calendar/wallClockDates';
import { inTimeZone } from './timeZone';

const OFFICE = 'America/Los_Angeles';
// 05:30 UTC on 10 March 2026 is 22:30 on 9 March in Los Angeles (daylight time began on the 8th).
const LATE_EVENING = new Date('2026-03-10T05:30:00Z');

describe("the subscriber's today in a browser of another zone", () => {
  it("is the office's date, not the browser's", () => {
    inTimeZone('UTC', () => {
      expect(LATE_EVENING.getDate()).toBe(10); // what the browser alone would call today
      expect(todayIn(OFFICE, LATE_EVENING)).toBe('2026-03-09');
      expect(wallClockIn(OFFICE, LATE_EVENING)).toBe('2026-03-09T22:30:00');
    });
    inTimeZone('Asia/Tokyo', () => expect(todayIn(OFFICE, LATE_EVENING)).toBe('2026-03-09'));
  });

  it("opens the dispatch board's calendar on the office's day", () => {
    inTimeZone('UTC', () => {
      const today = calendarToday(OFFICE, LATE_EVENING);
      expect([today.getFullYear(), today.getMonth() + 1, today.getDate(), today.getHours(), today.getMinutes()]).toEqual([2026, 3, 9, 22, 30]);
      expect(calendarRange('day', today)).toEqual({ from: '2026-03-09T00:00:00', to: '2026-03-09T23:59:59' });
    });
    // Ahead of UTC, the browser's day would be the office's tomorrow instead.
    inTimeZone('Pacific/Auckland', () => expect(calendarRange('day', calendarToday(OFFICE, LATE_EVENING)).from).toBe('2026-03-09T00:00:00'));
  });

  it("steps My Route's day on the calendar, whatever the browser's zone and daylight-saving changes", () => {
    inTimeZone('America/New_York', () => {
      expect(shiftDay('2026-03-08', 1)).toBe('2026-03-09');
      expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
      expect(shiftDay('2026-11-01', 1)).toBe('2026-11-02');
    });
  });
});
