/**
 * The agenda view: the week's entries as a list per day, for reading on a phone or printing a
 * week's plan. Click an entry to open it, as on the calendar.
 */
import { Box, ButtonBase, Typography } from '@mui/material';
import { format } from 'date-fns';
import { THEME_PRIMARY_COLOUR } from '../../domain/constants';
import { agendaDays, agendaTimeOf } from './agendaDays';
import type { CalendarEntry, CalendarRange } from './calendarTypes';
import { dateOfWallClock } from './wallClockDates';

export interface AgendaViewProps {
  entries: readonly CalendarEntry[];
  range: CalendarRange;
  height: string;
  onOpenEntry?: (id: string) => void;
}

export function AgendaView({ entries, range, height, onOpenEntry }: AgendaViewProps) {
  const days = agendaDays(entries, range);
  return (
    <Box data-testid="agenda" sx={{ maxHeight: height, overflowY: 'auto' }}>
      {days.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          Nothing is scheduled in these days.
        </Typography>
      )}
      {days.map(({ day, entries: onDay }) => (
        <Box component="section" key={day} aria-label={format(dateOfWallClock(day), 'EEEE, MMMM d')}>
          <Typography component="h3" variant="subtitle2" sx={{ px: 2, py: 1, bgcolor: '#f8f9fb', borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, zIndex: 1 }}>
            {format(dateOfWallClock(day), 'EEEE, MMMM d')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {onDay.map((entry) => (
              <Box component="li" key={entry.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <ButtonBase
                  onClick={() => onOpenEntry?.(entry.id)}
                  disabled={!onOpenEntry}
                  sx={{ width: '100%', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.5, px: 2, py: 1.25, minHeight: 48, textAlign: 'left', '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <Typography variant="body2" sx={{ width: { xs: 92, sm: 120 }, flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: 'text.secondary', pt: '1px' }}>
                    {agendaTimeOf(entry, day)}
                  </Typography>
                  <Box sx={{ width: 4, alignSelf: 'stretch', borderRadius: 2, flexShrink: 0, bgcolor: entry.color ?? THEME_PRIMARY_COLOUR, outline: entry.outline ? `2px solid ${entry.outline}` : undefined }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {entry.title}
                    </Typography>
                    {entry.detail && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                        {entry.detail}
                      </Typography>
                    )}
                  </Box>
                </ButtonBase>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
