/**
 * Durations shown as Days, Hours, Mins (spec §9).
 */

export interface DurationParts {
  days: number;
  hours: number;
  mins: number;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * Splits a number of minutes into whole days (24 hours, not working days), hours and
 * minutes. The total is first rounded to the nearest minute; a negative total gives
 * negative parts.
 */
export function durationParts(totalMinutes: number): DurationParts {
  const rounded = Math.round(Math.abs(totalMinutes));
  const sign = totalMinutes < 0 && rounded > 0 ? -1 : 1;
  const days = Math.floor(rounded / MINUTES_PER_DAY);
  const hours = Math.floor((rounded % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const mins = rounded % MINUTES_PER_HOUR;
  return { days: sign * days || 0, hours: sign * hours || 0, mins: sign * mins || 0 };
}

const unit = (n: number, singular: string): string => `${n} ${n === 1 ? singular : `${singular}s`}`;

/**
 * "1 Day 2 Hours 5 Mins": units that are zero are left out, a unit is singular only
 * for exactly 1 ("1 Hour", "2 Hours", "1 Min"), and no time at all reads "0 Mins".
 * A negative duration gets a leading minus; a value that is not a number gives "".
 */
export function formatDuration(totalMinutes: number): string {
  if (!Number.isFinite(totalMinutes)) return '';
  const { days, hours, mins } = durationParts(totalMinutes);
  const parts = [
    days !== 0 ? unit(Math.abs(days), 'Day') : '',
    hours !== 0 ? unit(Math.abs(hours), 'Hour') : '',
    mins !== 0 ? unit(Math.abs(mins), 'Min') : '',
  ].filter(Boolean);
  if (parts.length === 0) return '0 Mins';
  return (days < 0 || hours < 0 || mins < 0 ? '-' : '') + parts.join(' ');
}
