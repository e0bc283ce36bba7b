/**
 * A FieldDesk calendar: the TOAST UI calendar, loaded on demand (its code is large and only
 * the schedulers need it), in FieldDesk's theme. Put a CalendarToolbar above it and keep the
 * view and date in useCalendarNavigation.
 */
import { Box, CircularProgress } from '@mui/material';
import { Suspense, lazy } from 'react';
import { loadChunk } from '../lazy/loadChunk';
import { AgendaView } from './AgendaView';
import { calendarRange } from './calendarRange';
import type { CalendarViewName } from './calendarTypes';
import type { ToastCalendarProps } from './ToastCalendar';

const ToastCalendar = lazy(() => loadChunk('calendar', () => import('./ToastCalendar')));

export type CalendarProps = Omit<ToastCalendarProps, 'view'> & { view: CalendarViewName };

export function Calendar({ view, ...props }: CalendarProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        // The entries' times and titles in the app's type, slightly denser than the body text.
        '& .toastui-calendar-layout': { fontSize: 13 },
        '& .toastui-calendar-event-time, & .toastui-calendar-weekday-event': { borderRadius: '4px', cursor: 'pointer' },
        // Today's date in the month view: the primary colour, as in the day and week views.
        '& .toastui-calendar-grid-cell-date .toastui-calendar-weekday-grid-date.toastui-calendar-weekday-grid-date-decorator': { backgroundColor: 'primary.main' },
        // A day's "N more" in the month view: the library's #aaa reads at 2.3:1.
        '& .toastui-calendar-grid-cell-more-events': { color: 'text.secondary' },
        // A phone's week gives a day about 40 px: its date above its name, smaller, so that they fit.
        '@media (max-width: 599.95px)': {
          '& .toastui-calendar-day-name-item.toastui-calendar-week': { px: '2px', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', lineHeight: 1.15 },
          '& .toastui-calendar-day-name-item.toastui-calendar-week .toastui-calendar-day-name__date': { fontSize: 16 },
          '& .toastui-calendar-day-name-item.toastui-calendar-week .toastui-calendar-day-name__name': { fontSize: 10 },
        },
      }}
    >
      {view === 'agenda' ? (
        <AgendaView entries={props.entries} range={calendarRange('agenda', props.date)} height={props.height} onOpenEntry={props.onOpenEntry} />
      ) : (
        <Suspense
          fallback={
            <Box sx={{ height: props.height, display: 'grid', placeItems: 'center' }} role="status" aria-label="Loading the calendar">
              <CircularProgress size={32} />
            </Box>
          }
        >
          <ToastCalendar {...props} view={view} />
        </Suspense>
      )}
    </Box>
  );
}
