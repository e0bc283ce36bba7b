/**
 * The occurrences of a recurring schedule entry or sales action (spec §3.8 recurrenceRule,
 * recurrenceException), expanded by the rrule package, the same on the server and in the browser.
 *
 * Everything is the subscriber's wall clock ("YYYY-MM-DDTHH:mm:ss", src/server/http/timeZone.ts):
 * the series is expanded in floating time (./wallClock.ts), so an entry at 09:00 is at 09:00 on
 * every day of the series, before and after a daylight-saving change in the subscriber's zone.
 * Expanding on instants instead would move it to 08:00 or 10:00 after the change.
 *
 * As in rrule (and unlike RFC 5545's DTSTART), the start counts only when it matches the pattern.
 */
import { InvalidRecurrence, type RecurrencePattern } from './recurrencePattern';
import { parseRecurrenceRule, toRecurrenceRule } from './recurrenceRule';
import { RRule } from './rruleLibrary';
import { readWallClock, wallClockText } from './wallClock';

type Recurring = Exclude<RecurrencePattern, { type: 'Never' }>;

/** rrule's reading of the pattern's RRULE text, starting at a floating start. */
const rruleOf = (pattern: Recurring, start: Date) => new RRule({ ...RRule.parseString(toRecurrenceRule(pattern)), dtstart: start });

const patternOf = (rule: string | RecurrencePattern): RecurrencePattern => (typeof rule === 'string' ? parseRecurrenceRule(rule) : rule);

/** recurrenceException as a list or as comma-separated text, each read as a wall-clock date-time. */
function exceptionSet(exceptions: string | readonly string[]): Set<string> {
  const list = typeof exceptions === 'string' ? exceptions.split(',') : exceptions;
  return new Set(list.filter((each) => each.trim()).map((each) => wallClockText(readWallClock(each))));
}

/**
 * The occurrences from `from` to `to` (both included; a day alone means its midnight) of a
 * series starting at `start`, as wall-clock date-times in order, without the exceptions. A rule
 * is RRULE or old-form text (parseRecurrenceRule) or a pattern; with no recurrence ("" or
 * Never) the start is the one occurrence. Throws InvalidRecurrence for a rule that does not parse
 * and RangeError for a date-time that does not read.
 */
export function occurrencesBetween(
  rule: string | RecurrencePattern,
  start: string,
  from: string,
  to: string,
  exceptions: string | readonly string[] = [],
): string[] {
  const pattern = patternOf(rule);
  const [first, after, before] = [start, from, to].map(readWallClock);
  const removed = exceptionSet(exceptions);
  const dates = pattern.type === 'Never' ? [first].filter((date) => date >= after && date <= before) : rruleOf(pattern, first).between(after, before, true);
  return dates.map(wallClockText).filter((dateTime) => !removed.has(dateTime));
}

/**
 * Why a rule cannot be saved for an entry starting at `start`, or null: the message of a rule
 * that does not parse, or of one that never occurs (the server answers it as a 400 naming the
 * field recurrenceRule, spec "Bad input" of issue 9).
 */
export function recurrenceRuleError(text: string, start: string): string | null {
  let pattern: RecurrencePattern;
  try {
    pattern = parseRecurrenceRule(text);
  } catch (error) {
    if (error instanceof InvalidRecurrence) return error.message;
    throw error;
  }
  const first = readWallClock(start);
  if (pattern.type === 'Never' || rruleOf(pattern, first).after(first, true)) return null;
  return pattern.range.type === 'END'
    ? `The rule never occurs: it ends on ${pattern.range.endDate}, before any occurrence from the start ${start}.`
    : `The rule never occurs on or after the start ${start}.`;
}
