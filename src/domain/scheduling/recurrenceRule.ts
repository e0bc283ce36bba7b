/**
 * Recurrence rule text (spec §3.8 recurrenceRule) to and from the pattern. FieldDesk writes
 * RFC 5545 RRULE text ("FREQ=MONTHLY;INTERVAL=2;BYDAY=TU;BYSETPOS=2;COUNT=10") and reads it with
 * or without the "RRULE:" prefix, and also reads the old product's form: semicolon-separated
 * key=value pairs with keys and values in any case ("freq=monthly;interval=1;byday=2TU;
 * until=2027-12-31"), where freq may be "none" (no recurrence).
 */
import {
  DEFAULT_INTERVAL,
  InvalidRecurrence,
  WEEK_INDEXES,
  recurrencePatternError,
  type DayInMonth,
  type IsoWeekday,
  type RecurrencePattern,
  type RecurrenceRange,
  type WeekIndex,
} from './recurrencePattern';
import { isWallClock } from './wallClock';

const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

type RepeatingType = Exclude<RecurrencePattern['type'], 'Never'>;

/** FREQ of each pattern type. */
const RULE_FREQUENCY = { Daily: 'DAILY', Weekly: 'WEEKLY', Monthly: 'MONTHLY', Yearly: 'YEARLY' } as const satisfies Record<RepeatingType, string>;

/** The parts each pattern type may carry besides FREQ, INTERVAL, COUNT, UNTIL and WKST. */
const DAY_PARTS: Record<RepeatingType, readonly string[]> = {
  Daily: [],
  Weekly: ['BYDAY'],
  Monthly: ['BYMONTHDAY', 'BYDAY', 'BYSETPOS'],
  Yearly: ['BYMONTH', 'BYMONTHDAY', 'BYDAY', 'BYSETPOS'],
};
const COMMON_PARTS = ['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'WKST'];
const KNOWN_PARTS = new Set([...COMMON_PARTS, ...DAY_PARTS.Yearly]);

const weekdayCode = (day: IsoWeekday): string => WEEKDAY_CODES[day - 1];

function rangeParts(range: RecurrenceRange): string[] {
  if (range.type === 'AFTER') return [`COUNT=${range.numberOfOccurrences}`];
  // The whole last day counts: the series may still occur at 23:59:59 of it.
  if (range.type === 'END') return [`UNTIL=${range.endDate.replaceAll('-', '')}T235959`];
  return [];
}

function dayParts(day: DayInMonth): string[] {
  if (day.recurrenceType === 'relative') return [`BYDAY=${weekdayCode(day.weekday)}`, `BYSETPOS=${day.weekIndex}`];
  return day.dayOfMonth === undefined ? [] : [`BYMONTHDAY=${day.dayOfMonth}`];
}

/** The RFC 5545 RRULE text of a pattern, without the "RRULE:" prefix; "" for Never. */
export function toRecurrenceRule(pattern: RecurrencePattern): string {
  const error = recurrencePatternError(pattern);
  if (error) throw new InvalidRecurrence(error);
  if (pattern.type === 'Never') return '';
  const parts = [`FREQ=${RULE_FREQUENCY[pattern.type]}`];
  if (pattern.interval !== DEFAULT_INTERVAL) parts.push(`INTERVAL=${pattern.interval}`);
  if (pattern.type === 'Weekly' && pattern.weekdays.length) parts.push(`BYDAY=${pattern.weekdays.map(weekdayCode).join(',')}`);
  if (pattern.type === 'Yearly' && pattern.month !== undefined) parts.push(`BYMONTH=${pattern.month}`);
  if (pattern.type === 'Monthly' || pattern.type === 'Yearly') parts.push(...dayParts(pattern));
  return [...parts, ...rangeParts(pattern.range)].join(';');
}

/** The rule's KEY=value parts, keys and values upper-cased. */
function readParts(text: string): Map<string, string> {
  const parts = new Map<string, string>();
  const body = text.trim().replace(/^RRULE:/i, '');
  for (const part of body.split(';').map((each) => each.trim())) {
    if (!part) continue;
    const [key, value, ...rest] = part.split('=').map((each) => each.trim().toUpperCase());
    if (!key || !value || rest.length) throw new InvalidRecurrence(`"${part}" is not a KEY=value part.`);
    if (!KNOWN_PARTS.has(key)) throw new InvalidRecurrence(`${key} is not supported in a recurrence rule.`);
    if (parts.has(key)) throw new InvalidRecurrence(`${key} appears more than once.`);
    parts.set(key, value);
  }
  return parts;
}

/** A whole-number part (BYMONTH, BYMONTHDAY, BYSETPOS); its range is checked on the pattern. */
function integerPart(key: string, value: string): number {
  if (!/^[+-]?\d+$/.test(value)) throw new InvalidRecurrence(`${key} must be a whole number, not "${value}".`);
  return Number(value);
}

/** INTERVAL or COUNT: 1 or more. */
function countingPart(key: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidRecurrence(`${key} must be a whole number from 1, not "${value}".`);
  return Number(value);
}

/**
 * UNTIL as a date or date-time, basic (20271231T235959Z) or extended (2027-12-31T23:59:59):
 * its day "YYYY-MM-DD", the last day of the series (see RecurrenceRange).
 */
function untilDate(value: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})(?:T\d{2}:?\d{2}(?::?\d{2}(?:\.\d+)?)?Z?)?$/.exec(value);
  const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  if (!isWallClock(date)) throw new InvalidRecurrence(`UNTIL=${value} is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHmmss).`);
  return date;
}

function readRange(parts: Map<string, string>): RecurrenceRange {
  const [count, until] = [parts.get('COUNT'), parts.get('UNTIL')];
  if (count && until) throw new InvalidRecurrence('COUNT and UNTIL cannot both end the rule.');
  if (count) return { type: 'AFTER', numberOfOccurrences: countingPart('COUNT', count) };
  return until ? { type: 'END', endDate: untilDate(until) } : { type: 'NEVER' };
}

/** BYDAY items: [week index or null, weekday]. */
function readWeekdays(value: string): [number | null, IsoWeekday][] {
  return value.split(',').map((item) => {
    const match = /^([+-]?\d+)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item.trim());
    if (!match) throw new InvalidRecurrence(`BYDAY=${value}: "${item}" is not a weekday (MO, TU, WE, TH, FR, SA, SU), optionally numbered (2TU, -1FR).`);
    return [match[1] === undefined ? null : Number(match[1]), (WEEKDAY_CODES.indexOf(match[2] as 'MO') + 1) as IsoWeekday];
  });
}

function readDayInMonth(parts: Map<string, string>): DayInMonth {
  const [byDay, monthDay, setPos] = [parts.get('BYDAY'), parts.get('BYMONTHDAY'), parts.get('BYSETPOS')];
  if (byDay && monthDay) throw new InvalidRecurrence('BYDAY and BYMONTHDAY cannot both give the day.');
  if (!byDay) {
    if (setPos) throw new InvalidRecurrence('BYSETPOS needs a BYDAY weekday.');
    return monthDay ? { recurrenceType: 'absolute', dayOfMonth: integerPart('BYMONTHDAY', monthDay) } : { recurrenceType: 'absolute' };
  }
  const days = readWeekdays(byDay);
  if (days.length !== 1) throw new InvalidRecurrence(`BYDAY=${byDay}: a monthly or yearly rule falls on one weekday.`);
  const [index, weekday] = days[0];
  if (index === null && !setPos) throw new InvalidRecurrence(`BYDAY=${byDay} needs a week index, as 2TU or as BYSETPOS=2.`);
  if (index !== null && setPos) throw new InvalidRecurrence(`BYDAY=${byDay} and BYSETPOS=${setPos} both give the week index.`);
  const weekIndex = index ?? integerPart('BYSETPOS', setPos!);
  if (!WEEK_INDEXES.includes(weekIndex as WeekIndex)) {
    throw new InvalidRecurrence(`The week index must be 1 to 4 (first to fourth) or -1 (last), not ${weekIndex}.`);
  }
  return { recurrenceType: 'relative', weekIndex: weekIndex as WeekIndex, weekday };
}

function readPattern(type: RepeatingType, parts: Map<string, string>): RecurrencePattern {
  const interval = parts.has('INTERVAL') ? countingPart('INTERVAL', parts.get('INTERVAL')!) : DEFAULT_INTERVAL;
  const repeating = { interval, range: readRange(parts) };
  switch (type) {
    case 'Daily':
      return { type: 'Daily', ...repeating };
    case 'Weekly': {
      const days = parts.has('BYDAY') ? readWeekdays(parts.get('BYDAY')!) : [];
      if (days.some(([index]) => index !== null)) throw new InvalidRecurrence(`BYDAY=${parts.get('BYDAY')}: a weekly rule takes plain weekdays (MO,WE).`);
      return { type: 'Weekly', ...repeating, weekdays: days.map(([, day]) => day) };
    }
    case 'Monthly':
      return { type: 'Monthly', ...repeating, ...readDayInMonth(parts) };
    case 'Yearly': {
      const month = parts.has('BYMONTH') ? { month: integerPart('BYMONTH', parts.get('BYMONTH')!) } : {};
      return { type: 'Yearly', ...repeating, ...month, ...readDayInMonth(parts) };
    }
  }
}

/**
 * The pattern of a rule's text: RFC 5545 RRULE text or the old product's form; "" (or
 * freq=none) is Never. Throws InvalidRecurrence naming what is wrong for anything else,
 * including rules outside FieldDesk's patterns (BYHOUR, several monthly weekdays, ...).
 */
export function parseRecurrenceRule(text: string): RecurrencePattern {
  const parts = readParts(text);
  if (!parts.size) return { type: 'Never' };
  const freq = parts.get('FREQ');
  if (!freq) throw new InvalidRecurrence('The rule has no FREQ.');
  if (freq === 'NONE') return { type: 'Never' };
  const type = (Object.keys(RULE_FREQUENCY) as RepeatingType[]).find((each) => RULE_FREQUENCY[each] === freq);
  if (!type) throw new InvalidRecurrence(`FREQ=${freq} is not a frequency: use DAILY, WEEKLY, MONTHLY or YEARLY.`);
  const extra = [...parts.keys()].find((key) => !COMMON_PARTS.includes(key) && !DAY_PARTS[type].includes(key));
  if (extra) throw new InvalidRecurrence(`FREQ=${freq} takes no ${extra}.`);
  if (parts.has('WKST') && parts.get('WKST') !== 'MO') throw new InvalidRecurrence(`WKST=${parts.get('WKST')}: FieldDesk weeks start on Monday (WKST=MO).`);
  const pattern = readPattern(type, parts);
  const error = recurrencePatternError(pattern);
  if (error) throw new InvalidRecurrence(error);
  return pattern;
}
