import { describe, expect, it } from 'vitest';
import {
  defaultEndDate,
  describeRecurrence,
  newRecurrencePattern,
  parseRecurrenceRule,
  type RecurrenceFrequency,
  type RecurrencePattern,
} from '../../src/domain/scheduling/recurrence';

/** Rules and how the recurrence editor sums them up. */
const SUMMARIES: { rule: string; summary: string }[] = [
  { rule: '', summary: 'Does not repeat' },
  { rule: 'FREQ=DAILY', summary: 'Every day' },
  { rule: 'FREQ=DAILY;INTERVAL=2', summary: 'Every 2 days' },
  { rule: 'FREQ=DAILY;COUNT=1', summary: 'Every day, once' },
  { rule: 'FREQ=WEEKLY', summary: 'Every week' },
  { rule: 'FREQ=WEEKLY;BYDAY=WE,MO', summary: 'Every Monday and Wednesday' },
  { rule: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,WE,FR;COUNT=6', summary: 'Every 3 weeks on Monday, Wednesday and Friday, 6 times' },
  { rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20271231T235959', summary: 'Every weekday (Monday to Friday) until Dec 31, 2027' },
  { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR', summary: 'Every 2 weeks on weekdays (Monday to Friday)' },
  { rule: 'FREQ=MONTHLY', summary: 'Every month' },
  { rule: 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1', summary: 'Every 2 months on the 1st' },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=22;UNTIL=20260705', summary: 'Every month on the 22nd until Jul 5, 2026' },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=13', summary: 'Every month on the 13th' },
  { rule: 'FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=10', summary: 'Every 2nd Tuesday of the month, 10 times' },
  { rule: 'FREQ=MONTHLY;BYDAY=-1FR', summary: 'Every last Friday of the month' },
  { rule: 'FREQ=MONTHLY;INTERVAL=3;BYDAY=3TH', summary: 'Every 3 months on the 3rd Thursday' },
  { rule: 'FREQ=YEARLY', summary: 'Every year' },
  { rule: 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15', summary: 'Every year on March 15' },
  { rule: 'FREQ=YEARLY;INTERVAL=2;BYMONTH=9', summary: 'Every 2 years in September' },
  { rule: 'FREQ=YEARLY;BYMONTH=5;BYDAY=MO;BYSETPOS=-1', summary: 'Every year on the last Monday of May' },
];

describe('describeRecurrence', () => {
  it.each(SUMMARIES)('$rule: $summary', ({ rule, summary }) => {
    expect(describeRecurrence(parseRecurrenceRule(rule))).toBe(summary);
  });
});

/** What the editor first shows for each type, for an entry starting on Tuesday 31 March 2026. */
const NEW_PATTERNS: { type: RecurrenceFrequency; pattern: RecurrencePattern }[] = [
  { type: 'Never', pattern: { type: 'Never' } },
  { type: 'Daily', pattern: { type: 'Daily', interval: 1, range: { type: 'NEVER' } } },
  { type: 'Weekly', pattern: { type: 'Weekly', interval: 1, weekdays: [2], range: { type: 'NEVER' } } },
  { type: 'Monthly', pattern: { type: 'Monthly', interval: 1, recurrenceType: 'absolute', dayOfMonth: 31, range: { type: 'NEVER' } } },
  { type: 'Yearly', pattern: { type: 'Yearly', interval: 1, month: 3, recurrenceType: 'absolute', dayOfMonth: 31, range: { type: 'NEVER' } } },
];

describe('newRecurrencePattern (spec §9: interval 1)', () => {
  it.each(NEW_PATTERNS)('$type', ({ type, pattern }) => {
    expect(newRecurrencePattern(type, '2026-03-31T09:00:00')).toEqual(pattern);
  });
});

const END_DATES: { start: string; endDate: string }[] = [
  { start: '2026-03-31T09:00:00', endDate: '2027-03-31' },
  { start: '2026-12-31', endDate: '2027-12-31' },
  { start: '2028-02-29T23:30:00', endDate: '2029-02-28' },
];

describe('defaultEndDate (spec §9: one year ahead)', () => {
  it.each(END_DATES)('$start ends by default on $endDate', ({ start, endDate }) => {
    expect(defaultEndDate(start)).toBe(endDate);
  });
});
