/**
 * Rules of dispatch schedule entries (spec §3.8, §2.3, §5 "Reschedule/delete appointment", §8),
 * shared by the calendar, which checks before it asks, and the server, which refuses.
 */
import { recurrenceRuleError } from './recurrence';
import { isWallClock, readWallClock, wallClockText } from './wallClock';

export const SCHEDULE_MESSAGES = {
  /** §8: asked before an appointment is rescheduled or deleted; the answer (the reason) is required. */
  appointmentPrompt:
    'This has been already scheduled with the Customer. Do you accept the responsibility to delete/reschedule, notify the customer and technician about deleting/rescheduling',
  reasonRequired: 'Reason is required: this visit was scheduled with the customer.',
  endBeforeStart: 'The end must be after the start.',
  badDateTime: 'Enter a date and time as YYYY-MM-DDTHH:mm.',
  technicianRequired: 'Choose at least one technician.',
  stale: 'This entry was changed by someone else meanwhile. Reload it and try again.',
  notFound: (id: number) => `Schedule entry ${id} does not exist.`,
  occurrenceUnknown: 'This date is not an occurrence of the series.',
  technicianOff: (name: string, date: string, status: string) => `${name} is off on ${date} (${status}). Schedule anyway?`,
} as const;

type Errors = Record<string, string[]>;

export interface EntryTimes {
  start: string;
  end: string;
  recurrenceRule?: string | null;
}

/** The field errors of an entry's times and rule: end after start, a rule that reads and occurs. */
export function scheduleEntryErrors(entry: EntryTimes): Errors {
  const errors: Errors = {};
  if (!isWallClock(entry.start)) errors.start = [SCHEDULE_MESSAGES.badDateTime];
  if (!isWallClock(entry.end)) errors.end = [SCHEDULE_MESSAGES.badDateTime];
  if (errors.start || errors.end) return errors;
  if (readWallClock(entry.end) <= readWallClock(entry.start)) errors.end = [SCHEDULE_MESSAGES.endBeforeStart];
  const rule = entry.recurrenceRule?.trim();
  const ruleError = rule ? recurrenceRuleError(rule, entry.start) : null;
  if (ruleError) errors.recurrenceRule = [ruleError];
  return errors;
}

/** The reason error when an appointment is rescheduled or deleted without one (spec §2.3, §5). */
export function appointmentReasonErrors(wasAppointment: boolean, changesVisit: boolean, reason: string | null | undefined): Errors {
  if (!wasAppointment || !changesVisit || reason?.trim()) return {};
  return { appointmentChangedReason: [SCHEDULE_MESSAGES.reasonRequired] };
}

/** Hours between two wall-clock date-times, to the hundredth. */
export const hoursBetween = (start: string, end: string): number =>
  Math.round(((readWallClock(end).getTime() - readWallClock(start).getTime()) / 3_600_000) * 100) / 100;

/** The wall-clock end of an occurrence that starts at `occurrenceStart` and lasts as its series' first does. */
export function occurrenceEnd(seriesStart: string, seriesEnd: string, occurrenceStart: string): string {
  const length = readWallClock(seriesEnd).getTime() - readWallClock(seriesStart).getTime();
  return wallClockText(new Date(readWallClock(occurrenceStart).getTime() + length));
}

export interface TimedAssignment {
  key: string;
  start: string;
  end: string;
  technicianIds: readonly number[];
}

/**
 * The technicians each entry shares with another entry overlapping it in time: two visits of one
 * technician at once. Touching ends (one ends at 10:00, the next starts at 10:00) do not overlap.
 */
export function scheduleConflicts(entries: readonly TimedAssignment[]): Map<string, number[]> {
  const byTechnician = new Map<number, { key: string; start: number; end: number }[]>();
  for (const entry of entries) {
    const span = { key: entry.key, start: readWallClock(entry.start).getTime(), end: readWallClock(entry.end).getTime() };
    for (const technicianId of entry.technicianIds) {
      const list = byTechnician.get(technicianId) ?? [];
      list.push(span);
      byTechnician.set(technicianId, list);
    }
  }
  const conflicts = new Map<string, Set<number>>();
  const mark = (key: string, technicianId: number) => conflicts.set(key, (conflicts.get(key) ?? new Set()).add(technicianId));
  for (const [technicianId, spans] of byTechnician) {
    spans.sort((a, b) => a.start - b.start);
    let latest: { key: string; end: number } | null = null;
    for (const span of spans) {
      if (latest && span.start < latest.end) {
        mark(span.key, technicianId);
        mark(latest.key, technicianId);
      }
      if (!latest || span.end > latest.end) latest = span;
    }
  }
  return new Map([...conflicts].map(([key, ids]) => [key, [...ids].sort((a, b) => a - b)]));
}
