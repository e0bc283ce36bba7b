/** How an entry reads at a glance on every view: its colour, its title line and its details line. */
import type { ScheduleEntry } from '../../domain/scheduling/responses';

export const ENTRY_COLOURS = {
  clockedIn: '#2e7d32',
  enRoute: '#e08a00',
  appointment: '#7b4fb3',
  noVisit: '#546e7a',
  visit: '#2e6da4',
} as const;

/** The outline of a visit that overlaps another of the same technician, on every view. */
export const CONFLICT_OUTLINE = '#d32f2f';

/** Someone is working on it (green), travelling to it (amber), an appointment (purple), no visit (grey), else blue. */
export function entryColour(entry: ScheduleEntry): string {
  if (entry.anyOpenLabor && !entry.scheduleStatus) return ENTRY_COLOURS.clockedIn;
  if (entry.scheduleStatus) return ENTRY_COLOURS.enRoute;
  if (entry.noVisitRequired) return ENTRY_COLOURS.noVisit;
  if (entry.isAppointment) return ENTRY_COLOURS.appointment;
  return ENTRY_COLOURS.visit;
}

/** "10003-1 · Harbor Fresh Market", or the task of an entry without an order. */
export function entryTitle(entry: ScheduleEntry): string {
  if (!entry.workOrderNumber) return entry.task || 'Task';
  return [entry.workOrderNumber, entry.workOrderCustomer].filter(Boolean).join(' · ');
}

/** City, phone, problem, status and who goes: the rest of what the office needs. */
export function entryDetail(entry: ScheduleEntry): string {
  return [
    entry.scheduleStatus,
    entry.anyOpenLabor && !entry.scheduleStatus ? 'Clocked in' : null,
    entry.workOrderStatus,
    entry.customerCity,
    entry.phone,
    entry.workOrderProblem,
    entry.task && entry.workOrderNumber ? entry.task : null,
    entry.technicians.map((t) => t.technicianName).join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The key of one entry or occurrence on a calendar. */
export const entryKey = (entry: Pick<ScheduleEntry, 'schedulerId' | 'start'>) => `${entry.schedulerId}@${entry.start}`;

/** "09:00" of "YYYY-MM-DDTHH:mm:ss". */
export const timeOf = (dateTime: string) => dateTime.slice(11, 16);

/** The site's address with its city, unless the address already names it. */
export function placeOf(address: string | null, city: string | null): string {
  if (!address) return city ?? '';
  return city && !address.toLowerCase().includes(city.toLowerCase()) ? `${address}, ${city}` : address;
}
