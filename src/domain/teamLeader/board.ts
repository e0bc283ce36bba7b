/**
 * The team leader board's rules, shared by server and browser: which status counts as on site,
 * en route, on a break or off; the day's summary; why an order needs attention; the hub event
 * that tells open boards to read again (spec §3.8 grid context "tl", §7.4 gridUpdate).
 */
import { USER_STATUS } from '../userStatus/statuses';
import type { AttentionReason, BoardSummary } from './responses';

/** The grid context of the team leader board (spec §3.8): the first argument of its gridUpdate events. */
export const TEAM_LEADER_GRID_CONTEXT = 'tl';

/** What a gridUpdate of the board carries: the context and the technician whose day changed. */
export type TeamLeaderGridUpdate = [context: typeof TEAM_LEADER_GRID_CONTEXT, change: { technicianId: number }];

export const teamLeaderGridUpdate = (technicianId: number): TeamLeaderGridUpdate => [TEAM_LEADER_GRID_CONTEXT, { technicianId }];

/** At most this many orders or visits of each reason are listed; the counts say how many there are. */
export const ATTENTION_LIMIT = 100;

export type StatusGroup = 'onSite' | 'enRoute' | 'onBreak' | 'off' | 'elsewhere';

const GROUP_OF: Record<number, StatusGroup> = {
  [USER_STATUS.ON_SITE]: 'onSite',
  [USER_STATUS.EN_ROUTE]: 'enRoute',
  [USER_STATUS.LUNCH]: 'onBreak',
  [USER_STATUS.BREAK]: 'onBreak',
  [USER_STATUS.OFF_DUTY]: 'off',
  [USER_STATUS.SICK]: 'off',
  [USER_STATUS.VACATION]: 'off',
};

/**
 * A technician's group: open labor decides first (clocked in is on site, or en route after a
 * stop-and-start), then the status; no status yet counts as off. Available, Shop, Supply House,
 * Training and Company Work are "elsewhere": working, not at a customer's.
 */
export function statusGroupOf(technician: { userStatusId: number | null; clockedIn: { userStatusId: number } | null }): StatusGroup {
  if (technician.clockedIn) return technician.clockedIn.userStatusId === USER_STATUS.EN_ROUTE ? 'enRoute' : 'onSite';
  if (technician.userStatusId === null) return 'off';
  return GROUP_OF[technician.userStatusId] ?? 'elsewhere';
}

export function boardSummary(
  technicians: ReadonlyArray<{ userStatusId: number | null; clockedIn: { userStatusId: number } | null; visitsDone: number; visitsLeft: number }>,
  attentionCounts: Record<AttentionReason, number>,
): BoardSummary {
  const summary: BoardSummary = {
    technicians: technicians.length,
    onSite: 0,
    enRoute: 0,
    onBreak: 0,
    off: 0,
    elsewhere: 0,
    visitsDone: 0,
    visitsLeft: 0,
    attention: Object.values(attentionCounts).reduce((sum, n) => sum + n, 0),
  };
  for (const technician of technicians) {
    summary[statusGroupOf(technician)] += 1;
    summary.visitsDone += technician.visitsDone;
    summary.visitsLeft += technician.visitsLeft;
  }
  return summary;
}

/** The attention list's groups, in the order the board shows them. */
export const ATTENTION_REASONS: ReadonlyArray<{ reason: AttentionReason; title: string; hint: string }> = [
  { reason: 'rateSheetMissing', title: 'No rate sheet', hint: 'Technicians refused a start: the customer is billed by rate sheet and has none set up.' },
  { reason: 'overNte', title: 'Over NTE', hint: 'The total 30 minutes from now exceeds the not-to-exceed amount.' },
  { reason: 'conflict', title: 'Schedule conflicts', hint: 'Technicians booked on two visits at the same time today.' },
  { reason: 'unassigned', title: 'No technician', hint: 'Open orders nobody is assigned to.' },
  { reason: 'flagged', title: 'Flagged', hint: 'Open orders carrying a flag.' },
];

/** "45 min", "1 h 12 min", "3 h", "2 d 4 h": how long something has been going on. */
export function elapsedText(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours ? `${days} d ${hours} h` : `${days} d`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * Minutes from a wall-clock `since` to a wall-clock `asOf` of the same zone ("YYYY-MM-DDTHH:mm:ss",
 * read as if UTC: the zone's offset cancels out, up to a DST change between them), plus
 * `laterMs` that passed since `asOf` (the browser counting on after reading the board).
 */
export function elapsedMinutes(since: string, asOf: string, laterMs = 0): number {
  const start = Date.parse(`${since}Z`);
  const then = Date.parse(`${asOf}Z`);
  if (Number.isNaN(start) || Number.isNaN(then)) return 0;
  return Math.max(0, Math.floor((then - start + Math.max(0, laterMs)) / 60_000));
}
