/**
 * Recurrence of schedule entries and sales actions (spec §3.8, §9; issue 9): one module the
 * server and the browser share. The pattern the editor edits, its RFC 5545 rule text (and the
 * old product's form), the occurrences in the subscriber's wall clock, the reasons a rule is
 * refused, and its plain-language summary.
 */
export {
  DEFAULT_INTERVAL,
  InvalidRecurrence,
  WEEKDAYS,
  WEEK_INDEXES,
  defaultEndDate,
  isoWeekdayOf,
  newRecurrencePattern,
  recurrencePatternError,
  type DayInMonth,
  type IsoWeekday,
  type RecurrenceFrequency,
  type RecurrencePattern,
  type RecurrenceRange,
  type WeekIndex,
} from './recurrencePattern';
export { parseRecurrenceRule, toRecurrenceRule } from './recurrenceRule';
export { occurrencesBetween, recurrenceRuleError } from './recurrenceOccurrences';
export { describeRecurrence } from './recurrenceSummary';
