/** The view and date a calendar shows, with the toolbar's moves and the range to read entries for. */
import { useCallback, useMemo, useState } from 'react';
import { calendarRange, calendarTitle, shiftDate } from './calendarRange';
import type { CalendarRange, CalendarViewName } from './calendarTypes';

export interface CalendarNavigation {
  view: CalendarViewName;
  date: Date;
  range: CalendarRange;
  title: string;
  setView: (view: CalendarViewName) => void;
  /** Shows the day of a date in the current view. */
  goTo: (date: Date) => void;
  /** Shows one day in the day view. */
  showDay: (date: Date) => void;
  today: () => void;
  previous: () => void;
  next: () => void;
}

export function useCalendarNavigation(initialView: CalendarViewName = 'week', initialDate: Date = new Date()): CalendarNavigation {
  const [view, setView] = useState<CalendarViewName>(initialView);
  const [date, goTo] = useState<Date>(initialDate);
  const range = useMemo(() => calendarRange(view, date), [view, date]);
  const title = calendarTitle(view, date);
  const today = useCallback(() => goTo(new Date()), []);
  const previous = useCallback(() => goTo((current) => shiftDate(view, current, -1)), [view]);
  const next = useCallback(() => goTo((current) => shiftDate(view, current, 1)), [view]);
  const showDay = useCallback((day: Date) => {
    goTo(day);
    setView('day');
  }, []);
  return { view, date, range, title, setView, goTo, showDay, today, previous, next };
}
