/**
 * /techScheduledRoute: a technician's day in visiting order (issue 9), made for the phone: each
 * stop with its time, customer, address (opens the map app), phone (calls), the kilometres from
 * the stop before, Start/Stop, and a link to the order. It follows the dispatcher's changes live.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useSearchParams } from 'react-router-dom';
import { shiftDay } from '../../domain/subscriberClock';
import { dateOfWallClock } from '../../ui/calendar';
import { subscriberToday as today } from '../../ui/session/subscriberClock';
import { PageHeader } from '../../ui/layout/PageHeader';
import { scheduleKeys } from './queryKeys';
import { RouteStopCard } from './RouteStopCard';
import { getRoute } from './scheduleApi';
import { useLiveSchedule } from './useScheduleEntries';
import { TechnicianOfflineNotice } from '../timeTracking/TechnicianOfflineNotice';

export default function TechRoutePage() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today();
  const technicianId = Number(params.get('technicianId')) || undefined;
  const queryClient = useQueryClient();
  useLiveSchedule();
  const route = useQuery({ queryKey: scheduleKeys.route(date, technicianId), queryFn: () => getRoute(date, technicianId) });
  const go = (day: string) => {
    const next = new URLSearchParams(params);
    next.set('date', day);
    setParams(next, { replace: true });
  };
  const stops = route.data?.stops ?? [];
  const done = stops.filter((s) => s.done).length;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader
        title={technicianId && route.data ? `${route.data.technicianName}'s Route` : 'My Route'}
        subtitle={stops.length ? `${stops.length} ${stops.length === 1 ? 'stop' : 'stops'} · ${done} done · ${route.data?.totalKilometres ?? 0} km between stops` : undefined}
      />
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        <IconButton aria-label="Previous day" onClick={() => go(shiftDay(date, -1))} sx={{ width: 44, height: 44 }}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, textAlign: 'center', fontSize: 18 }} data-testid="route-date">
          {format(dateOfWallClock(date), 'EEEE, MMM d')}
        </Typography>
        <IconButton aria-label="Next day" onClick={() => go(shiftDay(date, 1))} sx={{ width: 44, height: 44 }}>
          <ChevronRight />
        </IconButton>
        {date !== today() && (
          <Button variant="outlined" onClick={() => go(today())} sx={{ minHeight: 44 }}>
            Today
          </Button>
        )}
      </Stack>
      <TechnicianOfflineNotice />
      {route.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {route.isError && <Alert severity="error">The route could not be read. Pull to refresh or try again.</Alert>}
      {route.isSuccess && !stops.length && (
        <Alert severity="info" variant="outlined">
          No visits scheduled for this day.
        </Alert>
      )}
      <Stack spacing={1.5} data-testid="route-stops">
        {stops.map((stop, index) => (
          <RouteStopCard key={`${stop.schedulerId}@${stop.start}`} stop={stop} index={index} onClockAction={() => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all })} />
        ))}
      </Stack>
    </Box>
  );
}
