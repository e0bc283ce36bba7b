import { describe, expect, it } from 'vitest';
import { agendaDays, agendaTimeOf } from '../../src/ui/calendar/agendaDays';
import { calendarRange, calendarTitle, shiftDate } from '../../src/ui/calendar/calendarRange';
import type { CalendarEntry } from '../../src/ui/calendar/calendarTypes';

const entry = (id: string, start: string, end: string, extra: Partial<CalendarEntry> = {}): CalendarEntry => ({ id, title: `Entry ${id}`, start, end, ...extra });
const WEEK = { from: '2026-11-22T00:00:00', to: '2026-11-28T23:59:59' };

describe('the agenda view', () => {
  it('lists the week of the date, titled and stepped as the week view', () => {
    const thursday = new Date(2026, 10, 26, 15, 0);
    expect(calendarRange('agenda', thursday)).toEqual(WEEK);
    expect(calendarTitle('agenda', thursday)).toBe('Nov 22 – 28, 2026');
    expect(shiftDate('agenda', thursday, 1).getDate()).toBe(3);
  });

  it('lists only the days with entries, all-day entries first and then by start', () => {
    const days = agendaDays(
      [
        entry('late', '2026-11-24T15:00:00', '2026-11-24T16:00:00'),
        entry('early', '2026-11-24T08:00:00', '2026-11-24T09:00:00'),
        entry('holiday', '2026-11-24T00:00:00', '2026-11-24T23:59:59', { isAllDay: true }),
        entry('friday', '2026-11-27T10:00:00', '2026-11-27T11:00:00'),
      ],
      WEEK,
    );
    expect(days.map((d) => [d.day, d.entries.map((e) => e.id)])).toEqual([
      ['2026-11-24', ['holiday', 'early', 'late']],
      ['2026-11-27', ['friday']],
    ]);
  });

  it('lists an entry over several days on each of them within the week, naming the other day in its time', () => {
    const overnight = entry('overnight', '2026-11-27T22:00:00', '2026-11-29T02:00:00');
    const days = agendaDays([overnight], WEEK);
    expect(days.map((d) => d.day)).toEqual(['2026-11-27', '2026-11-28']);
    expect(agendaTimeOf(overnight, '2026-11-27')).toBe('22:00–Sun 02:00');
    expect(agendaTimeOf(overnight, '2026-11-28')).toBe('Fri 22:00–Sun 02:00');
  });

  it('does not list a visit ending at midnight on the next day', () => {
    expect(agendaDays([entry('evening', '2026-11-23T22:00:00', '2026-11-24T00:00:00')], WEEK).map((d) => d.day)).toEqual(['2026-11-23']);
  });

  it('reads "All day" for all-day entries and the times of the day for the others', () => {
    expect(agendaTimeOf(entry('a', '2026-11-24T00:00:00', '2026-11-24T23:59:59', { isAllDay: true }), '2026-11-24')).toBe('All day');
    expect(agendaTimeOf(entry('b', '2026-11-24T08:15:00', '2026-11-24T08:30:00'), '2026-11-24')).toBe('08:15–08:30');
  });
});
