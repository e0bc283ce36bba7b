/** The words the recurrence editor shows for weekdays, week indexes and months. */
import type { IsoWeekday, WeekIndex } from '../../domain/scheduling/recurrence';

export const WEEKDAY_LABELS: Record<IsoWeekday, { short: string; name: string }> = {
  1: { short: 'Mon', name: 'Monday' },
  2: { short: 'Tue', name: 'Tuesday' },
  3: { short: 'Wed', name: 'Wednesday' },
  4: { short: 'Thu', name: 'Thursday' },
  5: { short: 'Fri', name: 'Friday' },
  6: { short: 'Sat', name: 'Saturday' },
  7: { short: 'Sun', name: 'Sunday' },
};

export const WEEK_INDEX_LABELS: Record<WeekIndex, string> = { 1: 'First', 2: 'Second', 3: 'Third', 4: 'Fourth', [-1]: 'Last' };

export const MONTH_LABELS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const UNIT_LABELS = { Daily: 'day', Weekly: 'week', Monthly: 'month', Yearly: 'year' } as const;
