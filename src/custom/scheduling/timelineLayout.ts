/**
 * Where entries sit on the timeline (one row per technician, hours across): the minutes of a
 * wall-clock time within the day, the lanes overlapping entries of one row stack into, and the
 * 15-minute steps a drag snaps to (spec §9: four slots an hour).
 */
import { SCHEDULER_SLOT_DIVISIONS } from '../../domain/constants';

export const SLOT_MINUTES = 60 / SCHEDULER_SLOT_DIVISIONS;

/** Minutes since midnight of "YYYY-MM-DDTHH:mm:ss" on `day`; before the day 0, after it 1440. */
export function minuteOfDay(dateTime: string, day: string): number {
  const date = dateTime.slice(0, 10);
  if (date < day) return 0;
  if (date > day) return 24 * 60;
  return Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16));
}

/** "YYYY-MM-DDTHH:mm:00" of a minute of the day (1440 is the next midnight). */
export function dateTimeAt(day: string, minute: number): string {
  const base = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  return new Date(base).toISOString().slice(0, 19);
}

export const snapToSlot = (minutes: number) => Math.round(minutes / SLOT_MINUTES) * SLOT_MINUTES;

export interface Placed<T> {
  item: T;
  startMinute: number;
  endMinute: number;
  lane: number;
}

/** Each entry's minutes and lane: an entry takes the first lane free at its start. */
export function placeInLanes<T extends { start: string; end: string }>(items: readonly T[], day: string): { placed: Placed<T>[]; lanes: number } {
  const sorted = [...items]
    .map((item) => ({ item, startMinute: minuteOfDay(item.start, day), endMinute: Math.max(minuteOfDay(item.end, day), minuteOfDay(item.start, day) + SLOT_MINUTES) }))
    .sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  const laneEnds: number[] = [];
  const placed = sorted.map((entry) => {
    let lane = laneEnds.findIndex((end) => end <= entry.startMinute);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = entry.endMinute;
    return { ...entry, lane };
  });
  return { placed, lanes: Math.max(1, laneEnds.length) };
}
