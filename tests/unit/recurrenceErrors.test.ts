import { describe, expect, it } from 'vitest';
import { recurrencePatternError, recurrenceRuleError, type RecurrencePattern } from '../../src/domain/scheduling/recurrence';

const START = '2026-03-02T09:00:00';

/** Rules for an entry starting at START, and the message each is refused with (null: accepted). */
const RULES: { rule: string; message: string | null; start?: string }[] = [
  { rule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3', message: null },
  { rule: '', message: null },
  { rule: 'FREQ=SOMETIMES', message: 'FREQ=SOMETIMES is not a frequency: use DAILY, WEEKLY, MONTHLY or YEARLY.' },
  { rule: 'FREQ=HOURLY', message: 'FREQ=HOURLY is not a frequency: use DAILY, WEEKLY, MONTHLY or YEARLY.' },
  { rule: 'INTERVAL=0;FREQ=DAILY', message: 'INTERVAL must be a whole number from 1, not "0".' },
  { rule: 'FREQ=DAILY;COUNT=two', message: 'COUNT must be a whole number from 1, not "TWO".' },
  {
    rule: 'FREQ=DAILY;UNTIL=20260101T235959',
    message: 'The rule never occurs: it ends on 2026-01-01, before any occurrence from the start 2026-03-02T09:00:00.',
  },
  {
    rule: 'FREQ=YEARLY;INTERVAL=2;BYMONTH=2;BYMONTHDAY=29',
    start: '2025-02-28T09:00:00',
    message: 'The rule never occurs on or after the start 2025-02-28T09:00:00.',
  },
  { rule: 'INTERVAL=2', message: 'The rule has no FREQ.' },
  { rule: 'FREQ', message: '"FREQ" is not a KEY=value part.' },
  { rule: 'FREQ=DAILY;FREQ=WEEKLY', message: 'FREQ appears more than once.' },
  { rule: 'FREQ=DAILY;BYHOUR=9', message: 'BYHOUR is not supported in a recurrence rule.' },
  { rule: 'FREQ=DAILY;BYDAY=MO', message: 'FREQ=DAILY takes no BYDAY.' },
  { rule: 'FREQ=MONTHLY;BYMONTH=3', message: 'FREQ=MONTHLY takes no BYMONTH.' },
  { rule: 'FREQ=DAILY;COUNT=3;UNTIL=20261231', message: 'COUNT and UNTIL cannot both end the rule.' },
  { rule: 'FREQ=DAILY;UNTIL=20260231', message: 'UNTIL=20260231 is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHmmss).' },
  { rule: 'FREQ=WEEKLY;WKST=SU', message: 'WKST=SU: FieldDesk weeks start on Monday (WKST=MO).' },
  { rule: 'FREQ=WEEKLY;BYDAY=MO,XX', message: 'BYDAY=MO,XX: "XX" is not a weekday (MO, TU, WE, TH, FR, SA, SU), optionally numbered (2TU, -1FR).' },
  { rule: 'FREQ=WEEKLY;BYDAY=2TU', message: 'BYDAY=2TU: a weekly rule takes plain weekdays (MO,WE).' },
  { rule: 'FREQ=MONTHLY;BYDAY=MO', message: 'BYDAY=MO needs a week index, as 2TU or as BYSETPOS=2.' },
  { rule: 'FREQ=MONTHLY;BYDAY=2MO;BYSETPOS=2', message: 'BYDAY=2MO and BYSETPOS=2 both give the week index.' },
  { rule: 'FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1', message: 'BYDAY=MO,TU: a monthly or yearly rule falls on one weekday.' },
  { rule: 'FREQ=MONTHLY;BYDAY=5FR', message: 'The week index must be 1 to 4 (first to fourth) or -1 (last), not 5.' },
  { rule: 'FREQ=MONTHLY;BYSETPOS=2', message: 'BYSETPOS needs a BYDAY weekday.' },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=15;BYDAY=2TU', message: 'BYDAY and BYMONTHDAY cannot both give the day.' },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=32', message: 'The day of the month must be 1 to 31, not 32.' },
  { rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', message: 'The day of the month must be 1 to 29 in month 2, not 30.' },
  { rule: 'FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=1', message: 'The month must be 1 to 12, not 13.' },
  { rule: 'FREQ=YEARLY;BYMONTHDAY=15', message: 'A yearly series on a given day needs its month.' },
];

describe('recurrenceRuleError', () => {
  it.each(RULES)('$rule: $message', ({ rule, message, start }) => {
    expect(recurrenceRuleError(rule, start ?? START)).toBe(message);
  });
});

const NEVER = { type: 'NEVER' } as const;

/** Patterns the editor could build that cannot be written as a rule. */
const PATTERNS: { pattern: RecurrencePattern; message: string }[] = [
  { pattern: { type: 'Daily', interval: 1.5, range: NEVER }, message: 'The interval must be a whole number from 1, not 1.5.' },
  { pattern: { type: 'Daily', interval: 1, range: { type: 'AFTER', numberOfOccurrences: 0 } }, message: 'The number of occurrences must be a whole number from 1, not 0.' },
  { pattern: { type: 'Daily', interval: 1, range: { type: 'END', endDate: '2026-02-30' } }, message: 'The end date must be a day YYYY-MM-DD, not "2026-02-30".' },
  { pattern: { type: 'Weekly', interval: 1, weekdays: [0 as 1], range: NEVER }, message: 'Weekdays must be 1 (Monday) to 7 (Sunday).' },
  {
    pattern: { type: 'Monthly', interval: 1, recurrenceType: 'relative', weekIndex: 1, weekday: 8 as 1, range: NEVER },
    message: 'The weekday must be 1 (Monday) to 7 (Sunday), not 8.',
  },
];

describe('recurrencePatternError', () => {
  it.each(PATTERNS)('$message', ({ pattern, message }) => {
    expect(recurrencePatternError(pattern)).toBe(message);
  });
});
