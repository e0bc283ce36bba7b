/**
 * Clock-time evidence (issue 33, item 12): how each start and stop of a labor was set, and
 * which of them wait for a team leader's or payroll manager's approval. The server applies
 * these rules when it records a clock action; the timesheets and payroll read the marks.
 */

/**
 * How a labor's start or stop time was set: `live` the server's clock when the request came,
 * `typed` a date and time the user typed, `late` an action the phone kept offline and sent
 * later (its `actedAt`), `corrected` by the office on review.
 */
export const TIME_SET_BY = ['live', 'typed', 'late', 'corrected'] as const;
export type TimeSetBy = (typeof TIME_SET_BY)[number];

/** A mark's state: waiting for a decision, approved as recorded, or corrected (the correction is kept beside the original). */
export type ClockReview = 'pending' | 'approved' | 'corrected';

/** What a mark is about. */
export const CLOCK_MARK_SUBJECTS = ['start', 'stop', 'overtime'] as const;
export type ClockMarkSubject = (typeof CLOCK_MARK_SUBJECTS)[number];

/** The subscriber setting's default (Subscriber Settings, "Clock Time Tolerance (minutes)"). */
export const CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES = 15;

const MS_PER_MINUTE = 60_000;

/**
 * How a clock time was set: late when the phone kept the action and sent it later; typed when
 * the request names a time that is not the minute of the action itself (a time typed equal to
 * the clock's own minute is what the dialog showed, untouched); live otherwise.
 */
export function timeSetBy({ delayed, time, moment }: { delayed: boolean; time: Date; moment: Date }): TimeSetBy {
  if (delayed) return 'late';
  return Math.floor(time.getTime() / MS_PER_MINUTE) === Math.floor(moment.getTime() / MS_PER_MINUTE) ? 'live' : 'typed';
}

/**
 * A typed or late time further than the tolerance (in either direction) from when the server
 * received it waits for approval; a live one never does.
 */
export function timeNeedsApproval(setBy: TimeSetBy, time: Date, receivedAt: Date, toleranceMinutes: number): boolean {
  if (setBy !== 'typed' && setBy !== 'late') return false;
  return Math.abs(time.getTime() - receivedAt.getTime()) > toleranceMinutes * MS_PER_MINUTE;
}

/** The review a newly recorded time starts with: pending when it needs approval, none otherwise. */
export const initialReview = (setBy: TimeSetBy, time: Date, receivedAt: Date, toleranceMinutes: number): ClockReview | null =>
  timeNeedsApproval(setBy, time, receivedAt, toleranceMinutes) ? 'pending' : null;

/** An overtime claim always waits for approval; once decided it stays decided. */
export const overtimeReview = (isOvertime: boolean, current: ClockReview | null): ClockReview | null =>
  current === 'approved' || current === 'corrected' ? current : isOvertime ? 'pending' : null;

/** The tolerance of a subscriber's settings, the default when unset or out of range. */
export const toleranceOrDefault = (minutes: number | null | undefined): number =>
  typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 0 && minutes <= 1440 ? minutes : CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES;

export const CLOCK_REVIEW_MESSAGES = {
  reasonRequired: 'Enter a reason for the decision.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  timeRequired: 'Enter the corrected time.',
  notMarked: (subject: ClockMarkSubject) => `This labor's ${subject === 'overtime' ? 'overtime claim' : `${subject} time`} is not marked for approval.`,
  stillOpen: 'This labor is still open: its stop time can be reviewed once it is clocked out.',
  stopBeforeStart: 'The corrected stop time cannot be before the start time.',
  startAfterStop: 'The corrected start time cannot be after the stop time.',
  inFuture: 'The corrected time cannot be in the future.',
} as const;
