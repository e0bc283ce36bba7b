/**
 * The TOAST UI calendar in a React component (loaded on demand through ./Calendar.tsx). The
 * library's own React wrapper is not used: it bundles a React 18 JSX runtime that fails under
 * React 19. The calendar is made once; its view, date, hours and entries follow the props.
 * Its own pop-ups stay off: screens open FieldDesk dialogs from the callbacks instead.
 */
import Calendar, { type EventObject, type Options } from '@toast-ui/calendar';
import '@toast-ui/calendar/dist/toastui-calendar.min.css';
import './quarterHourLines.css';
import { useEffect, useRef } from 'react';
import { readableTextOn } from '../../domain/colors';
import { THEME_PRIMARY_COLOUR } from '../../domain/constants';
import { keepCalendarAccessible } from './calendarAccessibility';
import { calendarTheme } from './calendarTheme';
import { syncEvents, type DrawnEvents } from './eventSync';
import { WEEK_VIEW_LANES, condenseCrowdedDays, dayOfMoreEntry } from './crowdedDays';
import type { CalendarEntry, CalendarSlot, CalendarViewName } from './calendarTypes';

/** The views the library draws (the agenda is FieldDesk's own, ./AgendaView.tsx). */
export type DrawnViewName = Exclude<CalendarViewName, 'agenda'>;
import { dateOfWallClock, wallClockOfDate } from './wallClockDates';
import { workHoursFor, type WorkHours } from './workHours';

export interface ToastCalendarProps {
  view: DrawnViewName;
  date: Date;
  entries: readonly CalendarEntry[];
  /** The hours the day and week views show when no entry falls outside them. */
  workHours?: WorkHours;
  /** CSS height of the calendar. */
  height: string;
  readOnly?: boolean;
  onSelectSlot?: (slot: CalendarSlot) => void;
  onOpenEntry?: (id: string) => void;
  onMoveEntry?: (id: string, slot: CalendarSlot) => void;
  /** Opens a day in the day view: a crowded hour of the week view ("+N more") was clicked. */
  onShowDay?: (day: Date) => void;
}

const DEFAULT_COLOUR = THEME_PRIMARY_COLOUR;
const CALENDAR_ID = 'fielddesk';

type TimeLike = Date | { toDate(): Date };
const toDate = (value: TimeLike): Date => (value instanceof Date ? value : value.toDate());

function eventOf(entry: CalendarEntry): EventObject {
  const colour = entry.color ?? DEFAULT_COLOUR;
  return {
    id: entry.id,
    calendarId: CALENDAR_ID,
    title: entry.title,
    body: entry.detail,
    start: dateOfWallClock(entry.start),
    end: dateOfWallClock(entry.end),
    isAllday: Boolean(entry.isAllDay),
    category: entry.isAllDay ? 'allday' : 'time',
    backgroundColor: colour,
    borderColor: entry.outline ?? colour,
    dragBackgroundColor: colour,
    color: readableTextOn(colour),
    isReadOnly: Boolean(entry.readOnly),
  };
}

/**
 * The options that follow the props. The theme is given once, when the calendar is made: the
 * library merges it into its own module-wide default theme, and a theme given again (setOptions)
 * freezes those defaults, so that the next calendar made in the page fails to merge into them.
 */
function optionsOf(hours: WorkHours, readOnly: boolean): Omit<Options, 'theme'> {
  return {
    usageStatistics: false,
    useFormPopup: false,
    useDetailPopup: false,
    isReadOnly: readOnly,
    gridSelection: { enableClick: true, enableDblClick: false },
    week: {
      startDayOfWeek: 0,
      hourStart: hours.start,
      hourEnd: hours.end,
      taskView: false,
      eventView: ['allday', 'time'],
      showNowIndicator: true,
    },
    month: { startDayOfWeek: 0, visibleEventCount: 4 },
  };
}

export default function ToastCalendar(props: ToastCalendarProps) {
  const { view, date, entries, height, readOnly = false } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<Calendar | null>(null);
  const drawnRef = useRef<DrawnEvents>(new Map());
  const latest = useRef(props);
  latest.current = props;
  const hours = workHoursFor(entries, props.workHours);

  useEffect(() => {
    if (!containerRef.current) return undefined;
    const calendar = new Calendar(containerRef.current, { ...optionsOf(hours, readOnly), theme: calendarTheme, defaultView: view });
    calendar.setDate(date);
    const stopRepairs = keepCalendarAccessible(containerRef.current);
    calendar.on('selectDateTime', (info: { start: Date; end: Date; isAllday: boolean }) => {
      calendar.clearGridSelections();
      latest.current.onSelectSlot?.({ start: wallClockOfDate(info.start), end: wallClockOfDate(info.end), isAllDay: info.isAllday });
    });
    calendar.on('clickEvent', ({ event }: { event: { id: string } }) => {
      const day = dayOfMoreEntry(event.id);
      if (day) latest.current.onShowDay?.(dateOfWallClock(`${day}T00:00:00`));
      else latest.current.onOpenEntry?.(event.id);
    });
    calendar.on('beforeUpdateEvent', ({ event, changes }: { event: EventObject & { start: TimeLike; end: TimeLike }; changes: EventObject }) => {
      const start = toDate((changes.start as TimeLike | undefined) ?? event.start);
      const end = toDate((changes.end as TimeLike | undefined) ?? event.end);
      const isAllDay = changes.isAllday ?? Boolean(event.isAllday);
      calendar.updateEvent(String(event.id), CALENDAR_ID, changes);
      // Drawn where it was dropped: if the move is not saved, the next entries draw it back.
      drawnRef.current.set(String(event.id), 'moved');
      latest.current.onMoveEntry?.(String(event.id), { start: wallClockOfDate(start), end: wallClockOfDate(end), isAllDay });
    });
    calendarRef.current = calendar;
    return () => {
      stopRepairs();
      calendar.destroy();
      calendarRef.current = null;
      drawnRef.current = new Map();
    };
    // Made once; the effects below follow the props.
  }, []);

  useEffect(() => {
    calendarRef.current?.setOptions(optionsOf(hours, readOnly));
  }, [hours.start, hours.end, readOnly]);

  const time = date.getTime();
  useEffect(() => {
    const calendar = calendarRef.current;
    if (!calendar) return;
    calendar.changeView(view);
    calendar.setDate(new Date(time));
  }, [view, time]);

  useEffect(() => {
    const calendar = calendarRef.current;
    if (!calendar) return;
    drawnRef.current = syncEvents(calendar, CALENDAR_ID, drawnRef.current, (view === 'week' ? condenseCrowdedDays(entries, WEEK_VIEW_LANES) : entries).map(eventOf));
  }, [entries, view]);

  return <div ref={containerRef} data-testid="calendar" style={{ height }} />;
}
