import { describe, expect, it } from 'vitest';
import { condenseCrowdedDays, dayOfMoreEntry } from '../../src/ui/calendar/crowdedDays';
import type { CalendarEntry } from '../../src/ui/calendar/calendarTypes';

const visit = (id: string, start: string, end: string, extra: Partial<CalendarEntry> = {}): CalendarEntry => ({ id, title: `Visit ${id}`, start: `2026-11-23T${start}:00`, end: `2026-11-23T${end}:00`, ...extra });
const ids = (entries: CalendarEntry[]) => entries.map((e) => e.id).sort();

describe('condenseCrowdedDays: a crowded day of the week view', () => {
  it('shows every entry while no more than the lanes overlap', () => {
    const entries = [visit('a', '08:00', '09:00'), visit('b', '08:30', '09:30'), visit('c', '09:00', '10:00'), visit('d', '09:30', '09:45')];
    expect(ids(condenseCrowdedDays(entries, 2))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sums up the entries beyond the lanes per hour in a "+N more" entry that names them', () => {
    const entries = [visit('a', '08:00', '10:00'), visit('b', '08:00', '10:00'), visit('c', '08:10', '08:40'), visit('d', '08:50', '09:20'), visit('e', '09:05', '09:35')];
    const shown = condenseCrowdedDays(entries, 2);
    expect(ids(shown)).toEqual(['a', 'b', 'more:2026-11-23T08', 'more:2026-11-23T09']);
    const eight = shown.find((e) => e.id === 'more:2026-11-23T08')!;
    expect(eight).toMatchObject({ title: '+2 more', start: '2026-11-23T08:00:00', end: '2026-11-23T09:00:00', readOnly: true });
    expect(eight.detail).toBe('Visit c\nVisit d\nOpen the day to see them all.');
    expect(shown.find((e) => e.id === 'more:2026-11-23T09')!.title).toBe('+1 more');
  });

  it('frees a lane when its entry has ended', () => {
    const entries = [visit('a', '08:00', '09:00'), visit('b', '08:00', '12:00'), visit('c', '09:00', '10:00'), visit('d', '10:00', '11:00')];
    expect(ids(condenseCrowdedDays(entries, 2))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps all-day entries and entries past midnight, and counts each day on its own', () => {
    const entries = [
      visit('a', '08:00', '09:00'),
      visit('b', '08:00', '09:00', { isAllDay: true }),
      { ...visit('c', '22:00', '23:00'), end: '2026-11-24T02:00:00' },
      { ...visit('d', '08:00', '09:00'), start: '2026-11-24T08:00:00', end: '2026-11-24T09:00:00' },
    ];
    expect(ids(condenseCrowdedDays(entries, 1))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ends the summary of the last hour at the end of the day', () => {
    const entries = [visit('a', '23:00', '23:50'), visit('b', '23:10', '23:40')];
    expect(condenseCrowdedDays(entries, 1).find((e) => e.id.startsWith('more:'))).toMatchObject({ start: '2026-11-23T23:00:00', end: '2026-11-23T23:59:59' });
  });

  it('tells the day a summary opens, and nothing for a visit', () => {
    expect(dayOfMoreEntry('more:2026-11-23T08')).toBe('2026-11-23');
    expect(dayOfMoreEntry('42')).toBeNull();
  });

  it('lists at most five names and counts the rest', () => {
    const entries = [visit('x', '08:00', '09:00'), ...Array.from({ length: 7 }, (_, i) => visit(`h${i}`, '08:00', '08:30'))];
    const more = condenseCrowdedDays(entries, 1).find((e) => e.id.startsWith('more:'))!;
    expect(more.title).toBe('+7 more');
    expect(more.detail?.split('\n')).toHaveLength(7);
    expect(more.detail).toContain('and 2 more');
  });
});
