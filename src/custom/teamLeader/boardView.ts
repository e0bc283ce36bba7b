/**
 * What the page derives from the board: how long something has been going on (counting on
 * from the moment the board was read), the technician filter, and the order technicians show in.
 */
import { elapsedMinutes, statusGroupOf, type StatusGroup } from '../../domain/teamLeader/board';
import type { BoardTechnician } from '../../domain/teamLeader/responses';

/** Minutes from a wall-clock `since` to now, where `asOf` was the server's now when the board was read at `readAt` (ms). */
export const minutesSince = (since: string, asOf: string, readAt: number, now: number) => elapsedMinutes(since, asOf, now - readAt);

export type TechnicianFilter = 'all' | StatusGroup;

export const TECHNICIAN_FILTERS: ReadonlyArray<{ value: TechnicianFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'onSite', label: 'On site' },
  { value: 'enRoute', label: 'En route' },
  { value: 'onBreak', label: 'Lunch / break' },
  { value: 'elsewhere', label: 'Available / shop' },
  { value: 'off', label: 'Off' },
];

const GROUP_ORDER: StatusGroup[] = ['onSite', 'enRoute', 'onBreak', 'elsewhere', 'off'];

/** Working technicians first (on site, en route, break, elsewhere, off), then by name. */
export function visibleTechnicians(technicians: readonly BoardTechnician[], filter: TechnicianFilter, search: string): BoardTechnician[] {
  const needle = search.trim().toLowerCase();
  return technicians
    .filter((t) => filter === 'all' || statusGroupOf(t) === filter)
    .filter(
      (t) =>
        !needle ||
        t.technicianName.toLowerCase().includes(needle) ||
        (t.clockedIn && `${t.clockedIn.workOrderNumber} ${t.clockedIn.customerName}`.toLowerCase().includes(needle)),
    )
    .sort((a, b) => GROUP_ORDER.indexOf(statusGroupOf(a)) - GROUP_ORDER.indexOf(statusGroupOf(b)) || a.technicianName.localeCompare(b.technicianName));
}

/** "08:15" of a wall-clock date-time. */
export const timeOf = (dateTime: string) => dateTime.slice(11, 16);

/** "Thursday, November 26" of a "YYYY-MM-DD" day, whatever the browser's zone. */
export function dayTitle(date: string): string {
  const ms = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return new Date(ms).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
