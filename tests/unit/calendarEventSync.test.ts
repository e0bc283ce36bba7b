import type Calendar from '@toast-ui/calendar';
import type { EventObject } from '@toast-ui/calendar';
import { describe, expect, it } from 'vitest';
import { syncEvents, type DrawnEvents } from '../../src/ui/calendar/eventSync';

/** Stands in for the drawn calendar: holds its events and counts what was redrawn. */
function drawnCalendar() {
  const events = new Map<string, EventObject>();
  const log = { cleared: 0, created: [] as string[], deleted: [] as string[] };
  const calendar = {
    clear: () => { log.cleared += 1; events.clear(); },
    createEvents: (list: EventObject[]) => list.forEach((e) => { log.created.push(String(e.id)); events.set(String(e.id), e); }),
    deleteEvent: (id: string) => { log.deleted.push(id); events.delete(id); },
  } as unknown as Calendar;
  return { calendar, events, log, reset: () => Object.assign(log, { cleared: 0, created: [], deleted: [] }) };
}

const event = (id: string, title = `Visit ${id}`): EventObject => ({ id, calendarId: 'c', title, start: '2026-11-23T08:00:00', end: '2026-11-23T09:00:00' });
const visits = (n: number) => Array.from({ length: n }, (_, i) => event(String(i + 1)));

describe('syncEvents: the calendar follows new entries without redrawing what did not change', () => {
  it('leaves every drawn event in place when a refetch brings the same entries', () => {
    const { calendar, log, reset } = drawnCalendar();
    const drawn = syncEvents(calendar, 'c', new Map(), visits(10));
    reset();
    syncEvents(calendar, 'c', drawn, visits(10));
    expect(log).toEqual({ cleared: 0, created: [], deleted: [] });
  });

  it('redraws only the changed, added and removed entries of a live change', () => {
    const { calendar, events, log, reset } = drawnCalendar();
    const drawn = syncEvents(calendar, 'c', new Map(), visits(10));
    reset();
    const next = [...visits(10).slice(1), event('11')];
    next[0] = event('2', 'Visit 2 · En Route');
    syncEvents(calendar, 'c', drawn, next);
    expect(log.cleared).toBe(0);
    expect(log.deleted.sort()).toEqual(['1', '2']);
    expect(log.created.sort()).toEqual(['11', '2']);
    expect(events.get('2')?.title).toBe('Visit 2 · En Route');
    expect([...events.keys()].sort()).toEqual(next.map((e) => String(e.id)).sort());
  });

  it('draws back an event marked moved by a drag that was not saved', () => {
    const { calendar, log, reset } = drawnCalendar();
    const drawn: DrawnEvents = syncEvents(calendar, 'c', new Map(), visits(4));
    drawn.set('3', 'moved');
    reset();
    syncEvents(calendar, 'c', drawn, visits(4));
    expect(log).toEqual({ cleared: 0, created: ['3'], deleted: ['3'] });
  });

  it('clears and draws once when most of the entries changed (another week)', () => {
    const { calendar, events, log, reset } = drawnCalendar();
    const drawn = syncEvents(calendar, 'c', new Map(), visits(10));
    reset();
    const otherWeek = Array.from({ length: 10 }, (_, i) => event(`w${i}`));
    syncEvents(calendar, 'c', drawn, otherWeek);
    expect(log.cleared).toBe(1);
    expect(events.size).toBe(10);
  });
});
