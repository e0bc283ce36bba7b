/**
 * Keeps the calendar's events in step with the entries by changing only what changed. Clearing
 * and redrawing every event on each new list (a refetch, a live change from another office)
 * replaced the element under a pressed mouse button, and the click or drag in progress was lost.
 */
import type Calendar from '@toast-ui/calendar';
import type { EventObject } from '@toast-ui/calendar';

/** What is drawn: each event's id and a fingerprint of how it was drawn. */
export type DrawnEvents = Map<string, string>;

/** Beyond this share of changed events one clear-and-draw is cheaper than one change at a time. */
const REDRAW_SHARE = 0.5;

const fingerprintOf = (event: EventObject) => JSON.stringify(event);

export function syncEvents(calendar: Calendar, calendarId: string, drawn: DrawnEvents, events: readonly EventObject[]): DrawnEvents {
  const next: DrawnEvents = new Map(events.map((event) => [String(event.id), fingerprintOf(event)]));
  const added = events.filter((event) => drawn.get(String(event.id)) !== next.get(String(event.id)));
  const removed = [...drawn.keys()].filter((id) => !next.has(id));
  if (added.length + removed.length > Math.max(1, drawn.size) * REDRAW_SHARE) {
    calendar.clear();
    calendar.createEvents([...events]);
    return next;
  }
  for (const id of removed) calendar.deleteEvent(id, calendarId);
  for (const event of added) if (drawn.has(String(event.id))) calendar.deleteEvent(String(event.id), calendarId);
  if (added.length) calendar.createEvents(added);
  return next;
}
