import { describe, expect, it } from 'vitest';
import { calendarRange, calendarTitle, shiftDate } from '../../src/ui/calendar/calendarRange';
import { dateOfWallClock, wallClockOfDate } from '../../src/ui/calendar/wallClockDates';
import { workHoursFor } from '../../src/ui/calendar/workHours';

const TUESDAY = new Date(2026, 10, 24, 15, 30);

describe('calendar kit', () => {
  it('gives each view its days, Sunday to Saturday, and whole weeks around a month', () => {
    expect(calendarRange('day', TUESDAY)).toEqual({ from: '2026-11-24T00:00:00', to: '2026-11-24T23:59:59' });
    expect(calendarRange('week', TUESDAY)).toEqual({ from: '2026-11-22T00:00:00', to: '2026-11-28T23:59:59' });
    expect(calendarRange('month', TUESDAY)).toEqual({ from: '2026-11-01T00:00:00', to: '2026-12-05T23:59:59' });
  });

  it('titles the days shown', () => {
    expect(calendarTitle('day', TUESDAY)).toBe('Tuesday, November 24, 2026');
    expect(calendarTitle('week', TUESDAY)).toBe('Nov 22 – 28, 2026');
    expect(calendarTitle('week', new Date(2026, 11, 1))).toBe('Nov 29 – Dec 5, 2026');
    expect(calendarTitle('week', new Date(2026, 11, 31))).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(calendarTitle('month', TUESDAY)).toBe('November 2026');
  });

  it('moves by a day, a week or a month, and from the 31st to the next month', () => {
    expect(wallClockOfDate(shiftDate('day', TUESDAY, -1)).slice(0, 10)).toBe('2026-11-23');
    expect(wallClockOfDate(shiftDate('week', TUESDAY, 1)).slice(0, 10)).toBe('2026-12-01');
    expect(wallClockOfDate(shiftDate('month', new Date(2027, 0, 31), 1)).slice(0, 7)).toBe('2027-02');
  });

  it('draws a wall-clock time at the same time of day in the browser', () => {
    expect(wallClockOfDate(dateOfWallClock('2026-03-08T09:15:00'))).toBe('2026-03-08T09:15:00');
    expect(wallClockOfDate(dateOfWallClock('2026-03-08'))).toBe('2026-03-08T00:00:00');
  });

  it('shows the work day, widened to every timed entry on the screen', () => {
    const entry = (start: string, end: string, isAllDay = false) => ({ id: start, title: '', start, end, isAllDay });
    expect(workHoursFor([])).toEqual({ start: 7, end: 19 });
    expect(workHoursFor([entry('2026-11-24T06:30:00', '2026-11-24T07:00:00'), entry('2026-11-24T19:00:00', '2026-11-24T20:15:00')])).toEqual({ start: 6, end: 21 });
    expect(workHoursFor([entry('2026-11-24T00:00:00', '2026-11-25T00:00:00', true)])).toEqual({ start: 7, end: 19 });
    expect(workHoursFor([entry('2026-11-24T22:00:00', '2026-11-25T01:00:00')])).toEqual({ start: 0, end: 24 });
  });
});
