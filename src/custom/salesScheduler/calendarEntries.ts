/** Sales actions as calendar entries: coloured by their sales person, titled with the customer. */
import { occurrenceKey, type SalesAction } from '../../domain/salesScheduler/actions';
import { SALES_COLOR_HEX, type SalesColor } from '../../domain/salesScheduler/colors';
import type { CalendarEntry } from '../../ui/calendar';

export const isSeriesOccurrence = (action: SalesAction) => action.recurrenceId === null && action.occurrenceStart !== null;

export function entryOf(action: SalesAction, mayMove: boolean): CalendarEntry {
  const marks = [action.isStarted ? '▶' : '', action.isAppointment ? '★' : '', action.recurrenceRule || action.recurrenceId ? '↻' : ''].filter(Boolean).join(' ');
  return {
    id: occurrenceKey(action),
    title: `${marks ? `${marks} ` : ''}${action.title} · ${action.customer.name}`,
    start: action.start,
    end: action.endDate,
    isAllDay: action.isAllDay,
    color: SALES_COLOR_HEX[action.color as SalesColor] ?? SALES_COLOR_HEX.blue,
    readOnly: !mayMove,
    detail: `${action.customer.name} · ${action.salesPersonName}`,
  };
}
