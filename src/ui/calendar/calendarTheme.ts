/**
 * FieldDesk's look for the TOAST UI calendar: the primary colour #337ab7 (spec §9) for today
 * and the selection (today's date and name in its dark shade, which reads on the header's grey),
 * the app's greys for lines and weekends.
 */
import { THEME_PRIMARY_COLOUR } from '../../domain/constants';
import { PRIMARY_TEXT } from '../theme';

const LINE = '1px solid #e3e7ed';
const MUTED = '#5b6776';
/** Days of the next and previous months in the month view: paler than this month's, still 4.5:1 (WCAG AA). */
const OTHER_MONTH = '#66717f';

export const calendarTheme = {
  common: {
    backgroundColor: '#ffffff',
    border: LINE,
    gridSelection: { backgroundColor: 'rgba(51, 122, 183, 0.12)', border: `1px solid ${THEME_PRIMARY_COLOUR}` },
    dayName: { color: '#1d2733' },
    // Sundays read like other days (the library marks them as holidays, in red).
    holiday: { color: '#1d2733' },
    saturday: { color: '#1d2733' },
    today: { color: PRIMARY_TEXT },
  },
  week: {
    dayName: { borderLeft: 'none', borderTop: LINE, borderBottom: LINE, backgroundColor: '#f8f9fb' },
    // Day columns stay see-through, or they would hide the time grid's hour lines beneath them.
    dayGrid: { borderRight: LINE, backgroundColor: 'transparent' },
    dayGridLeft: { borderRight: LINE, backgroundColor: '#f8f9fb', width: '64px' },
    timeGrid: { borderRight: LINE },
    timeGridLeft: { borderRight: LINE, backgroundColor: '#f8f9fb', width: '64px' },
    timeGridHalfHourLine: { borderBottom: '1px dotted #e3e7ed' },
    timeGridHourLine: { borderBottom: LINE },
    nowIndicatorLabel: { color: PRIMARY_TEXT },
    nowIndicatorPast: { border: `1px dashed ${THEME_PRIMARY_COLOUR}` },
    nowIndicatorBullet: { backgroundColor: THEME_PRIMARY_COLOUR },
    nowIndicatorToday: { border: `1px solid ${THEME_PRIMARY_COLOUR}` },
    nowIndicatorFuture: { border: 'none' },
    pastTime: { color: MUTED },
    futureTime: { color: '#1d2733' },
    weekend: { backgroundColor: 'rgba(16, 37, 58, 0.02)' },
    today: { color: PRIMARY_TEXT, backgroundColor: 'rgba(51, 122, 183, 0.05)' },
    pastDay: { color: MUTED },
    panelResizer: { border: LINE },
    gridSelection: { color: PRIMARY_TEXT },
  },
  month: {
    dayExceptThisMonth: { color: OTHER_MONTH },
    dayName: { borderLeft: 'none', backgroundColor: '#f8f9fb' },
    holidayExceptThisMonth: { color: OTHER_MONTH },
    moreView: { backgroundColor: '#ffffff', border: LINE, boxShadow: '0 4px 16px rgba(16,37,58,0.16)', width: null, height: null },
    moreViewTitle: { backgroundColor: '#f8f9fb' },
    weekend: { backgroundColor: '#fafbfc' },
  },
};
