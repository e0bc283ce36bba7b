/**
 * What a FieldDesk calendar shows and reports, in the API's wall clock ("YYYY-MM-DDTHH:mm:ss",
 * the subscriber's time of day): screens never handle the calendar library's own types.
 */

/** Day, week and month are drawn by the calendar library; the agenda lists the week's entries. */
export type CalendarViewName = 'day' | 'week' | 'month' | 'agenda';

export const CALENDAR_VIEWS: readonly { view: CalendarViewName; label: string }[] = [
  { view: 'day', label: 'Day' },
  { view: 'week', label: 'Week' },
  { view: 'month', label: 'Month' },
  { view: 'agenda', label: 'Agenda' },
];

/** One entry on the calendar. */
export interface CalendarEntry {
  /** Unique among the entries shown (an occurrence of a series needs its own). */
  id: string;
  title: string;
  start: string;
  end: string;
  isAllDay?: boolean;
  /** Background colour "#RRGGBB"; the text colour is chosen to read on it. */
  color?: string;
  /** Outline colour "#RRGGBB" that marks the entry (a conflict); the background colour when absent. */
  outline?: string;
  /** Not moved or resized by dragging. */
  readOnly?: boolean;
  /** A second line in the entry's tooltip (customer, address, ...). */
  detail?: string;
}

/** The days a view shows: `from` at 00:00:00 of its first day, `to` at 23:59:59 of its last. */
export interface CalendarRange {
  from: string;
  to: string;
}

/** A stretch of time the user chose on the grid, or an entry's new time after a drag. */
export interface CalendarSlot {
  start: string;
  end: string;
  isAllDay: boolean;
}
