/** The react-query keys of what the schedule screens read; each starts with 'scheduling' so a change can refresh them all. */
import type { EntriesQuery } from './scheduleApi';

export const scheduleKeys = {
  all: ['scheduling'] as const,
  entries: (query: EntriesQuery) => ['scheduling', 'entries', query] as const,
  entryLists: ['scheduling', 'entries'] as const,
  technicians: (start: string, end: string) => ['scheduling', 'technicians', start, end] as const,
  route: (date: string, technicianId?: number) => ['scheduling', 'route', date, technicianId ?? 0] as const,
};
