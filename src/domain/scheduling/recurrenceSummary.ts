/**
 * The plain-language summary of a recurrence pattern the recurrence editor shows (issue 9:
 * "Every 2nd Tuesday, 10 times"), written over the pattern in English, independent of the
 * runtime's locale data.
 */
import type { DayInMonth, IsoWeekday, RecurrencePattern, RecurrenceRange } from './recurrencePattern';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WORKING_DAYS = '1,2,3,4,5';

/** 1st, 2nd, 3rd, 4th, 11th, 21st, ... */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "Monday", "Monday and Friday", "Monday, Wednesday and Friday". */
function listOf(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
}

/** "Every month", "Every 2 months". */
const every = (interval: number, unit: string): string => (interval === 1 ? `Every ${unit}` : `Every ${interval} ${unit}s`);

const weekdayName = (day: IsoWeekday): string => WEEKDAY_NAMES[day - 1];

/** "2nd Tuesday", "last Friday". */
const nthWeekday = (day: Extract<DayInMonth, { recurrenceType: 'relative' }>): string =>
  `${day.weekIndex === -1 ? 'last' : ordinal(day.weekIndex)} ${weekdayName(day.weekday)}`;

function weekly(interval: number, weekdays: IsoWeekday[]): string {
  if (!weekdays.length) return every(interval, 'week');
  const days = [...weekdays].sort((a, b) => a - b);
  const workingDays = days.join(',') === WORKING_DAYS;
  if (interval === 1) return workingDays ? 'Every weekday (Monday to Friday)' : `Every ${listOf(days.map(weekdayName))}`;
  return `${every(interval, 'week')} on ${workingDays ? 'weekdays (Monday to Friday)' : listOf(days.map(weekdayName))}`;
}

function monthly(interval: number, day: DayInMonth): string {
  if (day.recurrenceType === 'relative') {
    return interval === 1 ? `Every ${nthWeekday(day)} of the month` : `${every(interval, 'month')} on the ${nthWeekday(day)}`;
  }
  return day.dayOfMonth === undefined ? every(interval, 'month') : `${every(interval, 'month')} on the ${ordinal(day.dayOfMonth)}`;
}

function yearly(interval: number, month: number | undefined, day: DayInMonth): string {
  if (month === undefined) return every(interval, 'year');
  const monthName = MONTHS[month - 1];
  if (day.recurrenceType === 'relative') return `${every(interval, 'year')} on the ${nthWeekday(day)} of ${monthName}`;
  return day.dayOfMonth === undefined ? `${every(interval, 'year')} in ${monthName}` : `${every(interval, 'year')} on ${monthName} ${day.dayOfMonth}`;
}

/** ", 10 times", " until Dec 31, 2027", or nothing for a series that never ends. */
function rangeText(range: RecurrenceRange): string {
  if (range.type === 'AFTER') return range.numberOfOccurrences === 1 ? ', once' : `, ${range.numberOfOccurrences} times`;
  if (range.type === 'NEVER') return '';
  const [year, month, day] = range.endDate.split('-').map(Number);
  return ` until ${MONTHS[month - 1].slice(0, 3)} ${day}, ${year}`;
}

/**
 * "Every 2nd Tuesday of the month, 10 times", "Every weekday (Monday to Friday) until Dec 31,
 * 2027", "Every 2 days", "Every year on March 15", "Does not repeat".
 */
export function describeRecurrence(pattern: RecurrencePattern): string {
  switch (pattern.type) {
    case 'Never':
      return 'Does not repeat';
    case 'Daily':
      return every(pattern.interval, 'day') + rangeText(pattern.range);
    case 'Weekly':
      return weekly(pattern.interval, pattern.weekdays) + rangeText(pattern.range);
    case 'Monthly':
      return monthly(pattern.interval, pattern) + rangeText(pattern.range);
    case 'Yearly':
      return yearly(pattern.interval, pattern.month, pattern) + rangeText(pattern.range);
  }
}
