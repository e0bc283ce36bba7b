/** The view and date a calendar shows, with the toolbar's moves and the range to read entries for. */
import { useCallback, useMemo, useState } from 'react';
import { calendarRange, calendarTitle, shiftDate } from './calendarRange';
import type { CalendarRange, CalendarViewName } from './calendarTypes';
import { subscriberTimeZone } from '../session/subscriberClock';
import { calendarToday } from './wallClockDates';

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

/** The subscriber's today as the calendar holds it: Today goes to the office's day, not the browser's. */
const today = () => calendarToday(subscriberTimeZone());

export function useCalendarNavigation(initialView: CalendarViewName = 'week', initialDate?: Date): CalendarNavigation {
  const [view, setView] = useState<CalendarViewName>(initialView);
  const [date, goTo] = useState<Date>(() => initialDate ?? today());
  const range = useMemo(() => calendarRange(view, date), [view, date]);
  const title = calendarTitle(view, date);
  const goToday = useCallback(() => goTo(today()), []);
  const previous = useCallback(() => goTo((current) => shiftDate(view, current, -1)), [view]);
  const next = useCallback(() => goTo((current) => shiftDate(view, current, 1)), [view]);
  const showDay = useCallback((day: Date) => {
    goTo(day);
    setView('day');
  }, []);
  return { view, date, range, title, setView, goTo, showDay, today: goToday, previous, next };
}
