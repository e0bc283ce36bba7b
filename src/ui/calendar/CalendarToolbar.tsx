/**
 * Today, previous and next, the title of the days shown, and the Day / Week / Month switch. A
 * screen with a view of its own (the dispatch timeline) adds it through `views`, `view` and
 * `onViewChange`.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CALENDAR_VIEWS, type CalendarViewName } from './calendarTypes';
import type { CalendarNavigation } from './useCalendarNavigation';

export interface CalendarToolbarProps<View extends string> {
  navigation: CalendarNavigation;
  children?: ReactNode;
  views?: readonly { view: View; label: string }[];
  view?: View;
  onViewChange?: (view: View) => void;
}

export function CalendarToolbar<View extends string = CalendarViewName>({ navigation, children, views, view: shownView, onViewChange }: CalendarToolbarProps<View>) {
  const { title, today, previous, next } = navigation;
  const view = shownView ?? navigation.view;
  const setView = onViewChange ?? ((chosen: View) => navigation.setView(chosen as unknown as CalendarViewName));
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
        {(views ?? CALENDAR_VIEWS).map(({ view: name, label }) => (
          <ToggleButton key={name} value={name} sx={{ px: 1.5 }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
