/**
 * A crowded week, readable: in the week view a day column is a seventh of the screen, so
 * overlapping entries beyond a few side by side are too thin to read or click (and a week of a
 * large team's visits, thousands of them, takes the calendar seconds to draw). Entries are laid
 * out in lanes per day, first come first placed; those beyond `maxLanes` are summed up per hour
 * in one "+N more" entry, which opens that day in the day view.
 */
import type { CalendarEntry } from './calendarTypes';

export const MORE_ENTRY_PREFIX = 'more:';
/** Entries side by side in a day of the week view before the rest are summed up. */
export const WEEK_VIEW_LANES = 4;
const MORE_COLOUR = '#5b6776';
const NAMES_IN_DETAIL = 5;

/** The day a "+N more" entry stands for ("YYYY-MM-DD"), or null for any other entry. */
export const dayOfMoreEntry = (id: string): string | null => (id.startsWith(MORE_ENTRY_PREFIX) ? id.slice(MORE_ENTRY_PREFIX.length, MORE_ENTRY_PREFIX.length + 10) : null);

const dayOf = (dateTime: string) => dateTime.slice(0, 10);
const hourOf = (dateTime: string) => dateTime.slice(11, 13);

function moreEntry(key: string, hidden: readonly CalendarEntry[]): CalendarEntry {
  const [day, hour] = [key.slice(0, 10), key.slice(11, 13)];
  const next = Number(hour) + 1;
  const names = hidden.slice(0, NAMES_IN_DETAIL).map((entry) => entry.title);
  const rest = hidden.length - names.length;
  return {
    id: `${MORE_ENTRY_PREFIX}${key}`,
    title: `+${hidden.length} more`,
    start: `${day}T${hour}:00:00`,
    end: next === 24 ? `${day}T23:59:59` : `${day}T${String(next).padStart(2, '0')}:00:00`,
    color: MORE_COLOUR,
    readOnly: true,
    detail: `${names.join('\n')}${rest > 0 ? `\nand ${rest} more` : ''}\nOpen the day to see them all.`,
  };
}

export function condenseCrowdedDays(entries: readonly CalendarEntry[], maxLanes: number): CalendarEntry[] {
  const shown: CalendarEntry[] = [];
  const timed: CalendarEntry[] = [];
  // All-day entries and entries running past midnight have rows and spans of their own.
  for (const entry of entries) (entry.isAllDay || dayOf(entry.start) !== dayOf(entry.end) ? shown : timed).push(entry);
  timed.sort((a, b) => (a.start === b.start ? (a.end < b.end ? -1 : a.end > b.end ? 1 : 0) : a.start < b.start ? -1 : 1));

  const laneEndsByDay = new Map<string, string[]>();
  const hiddenByHour = new Map<string, CalendarEntry[]>();
  for (const entry of timed) {
    const day = dayOf(entry.start);
    const laneEnds = laneEndsByDay.get(day) ?? [];
    laneEndsByDay.set(day, laneEnds);
    const free = laneEnds.findIndex((end) => end <= entry.start);
    if (free >= 0) laneEnds[free] = entry.end;
    else if (laneEnds.length < maxLanes) laneEnds.push(entry.end);
    else {
      const key = `${day}T${hourOf(entry.start)}`;
      const hidden = hiddenByHour.get(key) ?? [];
      hidden.push(entry);
      hiddenByHour.set(key, hidden);
      continue;
    }
    shown.push(entry);
  }
  for (const [key, hidden] of hiddenByHour) shown.push(moreEntry(key, hidden));
  return shown;
}
