/**
 * The calendar kit: a calendar in FieldDesk's look (TOAST UI, loaded on demand), its toolbar
 * and navigation, and the recurrence editor. Times are the API's wall clock throughout.
 */
export { Calendar, type CalendarProps } from './Calendar';
export { CalendarToolbar } from './CalendarToolbar';
export { calendarRange, calendarTitle, shiftDate } from './calendarRange';
export { CALENDAR_VIEWS, type CalendarEntry, type CalendarRange, type CalendarSlot, type CalendarViewName } from './calendarTypes';
export { RecurrenceEditor, ruleTextOf, type RecurrenceEditorProps } from './RecurrenceEditor';
export { useCalendarNavigation, type CalendarNavigation } from './useCalendarNavigation';
export { dateOfWallClock, wallClockOfDate } from './wallClockDates';
export { DEFAULT_WORK_HOURS, workHoursFor, type WorkHours } from './workHours';
