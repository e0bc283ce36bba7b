/** Today, previous and next, the title of the days shown, and the Day / Week / Month switch. */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CALENDAR_VIEWS } from './calendarTypes';
import type { CalendarNavigation } from './useCalendarNavigation';

export function CalendarToolbar({ navigation, children }: { navigation: CalendarNavigation; children?: ReactNode }) {
  const { view, title, setView, today, previous, next } = navigation;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
      <Button variant="outlined" size="small" onClick={today}>
        Today
      </Button>
      <IconButton size="small" aria-label="Previous" onClick={previous}>
        <ChevronLeft />
      </IconButton>
      <IconButton size="small" aria-label="Next" onClick={next}>
        <ChevronRight />
      </IconButton>
      <Typography component="h2" variant="h6" data-testid="calendar-title" sx={{ fontSize: { xs: 16, sm: 18 }, mr: 'auto', minWidth: 0 }}>
        {title}
      </Typography>
      {children}
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={view}
        aria-label="Calendar view"
        onChange={(_, chosen) => chosen && setView(chosen)}
      >
        {CALENDAR_VIEWS.map(({ view: name, label }) => (
          <ToggleButton key={name} value={name} sx={{ px: 1.5 }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
