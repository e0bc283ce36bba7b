import { describe, expect, it } from 'vitest';
import { occurrencesBetween, parseRecurrenceRule, toRecurrenceRule, type RecurrencePattern } from '../../src/domain/scheduling/recurrence';

const NEVER = { type: 'NEVER' } as const;

/** Every pattern and every range, with the RFC 5545 text FieldDesk writes for it. */
const WRITTEN: { pattern: RecurrencePattern; rule: string }[] = [
  { pattern: { type: 'Never' }, rule: '' },
  { pattern: { type: 'Daily', interval: 1, range: NEVER }, rule: 'FREQ=DAILY' },
  { pattern: { type: 'Daily', interval: 2, range: { type: 'AFTER', numberOfOccurrences: 5 } }, rule: 'FREQ=DAILY;INTERVAL=2;COUNT=5' },
  { pattern: { type: 'Weekly', interval: 1, weekdays: [], range: NEVER }, rule: 'FREQ=WEEKLY' },
  {
    pattern: { type: 'Weekly', interval: 2, weekdays: [1, 3, 5], range: { type: 'END', endDate: '2027-12-31' } },
    rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;UNTIL=20271231T235959',
  },
  { pattern: { type: 'Weekly', interval: 1, weekdays: [6, 7], range: NEVER }, rule: 'FREQ=WEEKLY;BYDAY=SA,SU' },
  { pattern: { type: 'Monthly', interval: 1, recurrenceType: 'absolute', range: NEVER }, rule: 'FREQ=MONTHLY' },
  { pattern: { type: 'Monthly', interval: 3, recurrenceType: 'absolute', dayOfMonth: 15, range: NEVER }, rule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15' },
  {
    pattern: { type: 'Monthly', interval: 2, recurrenceType: 'relative', weekIndex: 2, weekday: 2, range: { type: 'AFTER', numberOfOccurrences: 10 } },
    rule: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=TU;BYSETPOS=2;COUNT=10',
  },
  {
    pattern: { type: 'Monthly', interval: 1, recurrenceType: 'relative', weekIndex: -1, weekday: 5, range: { type: 'END', endDate: '2026-06-30' } },
    rule: 'FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1;UNTIL=20260630T235959',
  },
  { pattern: { type: 'Yearly', interval: 1, recurrenceType: 'absolute', range: NEVER }, rule: 'FREQ=YEARLY' },
  { pattern: { type: 'Yearly', interval: 1, month: 3, recurrenceType: 'absolute', dayOfMonth: 15, range: NEVER }, rule: 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15' },
  {
    pattern: { type: 'Yearly', interval: 2, month: 5, recurrenceType: 'relative', weekIndex: 4, weekday: 1, range: { type: 'AFTER', numberOfOccurrences: 3 } },
    rule: 'FREQ=YEARLY;INTERVAL=2;BYMONTH=5;BYDAY=MO;BYSETPOS=4;COUNT=3',
  },
];

describe('toRecurrenceRule', () => {
  it.each(WRITTEN)('writes $rule and reads it back to the same pattern', ({ pattern, rule }) => {
    expect(toRecurrenceRule(pattern)).toBe(rule);
    expect(parseRecurrenceRule(rule)).toEqual(pattern);
  });

  it('refuses a pattern it cannot write, saying why', () => {
    expect(() => toRecurrenceRule({ type: 'Daily', interval: 0, range: NEVER })).toThrow('The interval must be a whole number from 1, not 0.');
  });
});

/** Other ways to write a rule, and the pattern each reads as. */
const READ: { rule: string; pattern: RecurrencePattern }[] = [
  { rule: 'RRULE:FREQ=DAILY;INTERVAL=4', pattern: { type: 'Daily', interval: 4, range: NEVER } },
  { rule: ' rrule:freq=daily;interval=1; ', pattern: { type: 'Daily', interval: 1, range: NEVER } },
  { rule: 'FREQ=WEEKLY;WKST=MO;BYDAY=TU,TH', pattern: { type: 'Weekly', interval: 1, weekdays: [2, 4], range: NEVER } },
  {
    rule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=10',
    pattern: { type: 'Monthly', interval: 1, recurrenceType: 'relative', weekIndex: 2, weekday: 2, range: { type: 'AFTER', numberOfOccurrences: 10 } },
  },
  {
    rule: 'FREQ=MONTHLY;BYDAY=+1SU;UNTIL=20261231T050000Z',
    pattern: { type: 'Monthly', interval: 1, recurrenceType: 'relative', weekIndex: 1, weekday: 7, range: { type: 'END', endDate: '2026-12-31' } },
  },
  { rule: 'FREQ=YEARLY;BYMONTH=7', pattern: { type: 'Yearly', interval: 1, month: 7, recurrenceType: 'absolute', range: NEVER } },
];

describe('parseRecurrenceRule', () => {
  it.each(READ)('reads $rule', ({ rule, pattern }) => {
    expect(parseRecurrenceRule(rule)).toEqual(pattern);
  });
});

/**
 * The old product's form (spec §3.8: semicolon-separated key=value pairs for freq, interval,
 * bymonth, bymonthday, byday, count, until) beside the RFC 5545 rule that means the same.
 */
const OLD_FORM: { old: string; rfc: string; start: string }[] = [
  { old: 'freq=monthly;interval=1;byday=2TU;count=10', rfc: 'FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=10', start: '2026-01-13T10:30:00' },
  { old: 'Freq=Monthly;Interval=2;ByDay=-1FR;Until=2027-12-31T00:00:00', rfc: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=FR;BYSETPOS=-1;UNTIL=20271231T235959', start: '2026-01-30T08:00:00' },
  { old: 'freq=monthly;bymonthday=31;until=2026-12-31', rfc: 'FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=20261231T235959', start: '2026-01-31T09:00:00' },
  { old: 'freq=weekly;byday=mo,we;count=8', rfc: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8', start: '2026-03-02T07:15:00' },
  { old: 'freq=daily;interval=3;until=20260601', rfc: 'FREQ=DAILY;INTERVAL=3;UNTIL=20260601T235959', start: '2026-03-02T09:00:00' },
  { old: 'freq=yearly;bymonth=3;bymonthday=15;count=3', rfc: 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15;COUNT=3', start: '2026-03-15T09:00:00' },
  { old: 'freq=none', rfc: '', start: '2026-03-02T09:00:00' },
];

describe('old-form rules', () => {
  it.each(OLD_FORM)('$old reads back to the occurrences of $rfc', ({ old, rfc, start }) => {
    expect(parseRecurrenceRule(old)).toEqual(parseRecurrenceRule(rfc));
    const occurrences = occurrencesBetween(old, start, '2026-01-01', '2028-12-31');
    expect(occurrences.length).toBeGreaterThan(0);
    expect(occurrences).toEqual(occurrencesBetween(rfc, start, '2026-01-01', '2028-12-31'));
  });
});
