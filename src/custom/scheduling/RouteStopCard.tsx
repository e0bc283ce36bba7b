/**
 * One stop of a technician's route: order, time, where, how far from the last stop, and what they
 * can do there. Clock actions waiting offline show as done.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DirectionsIcon from '@mui/icons-material/Directions';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { RouteStop } from '../../domain/scheduling/responses';
import { editPath } from '../../domain/workOrders/paths';
import { OnSiteButton } from '../timeTracking/OnSiteButton';
import { useShownClock } from '../timeTracking/shownClock';
import { StartStopButton } from '../timeTracking/StartStopButton';
import { placeOf, timeOf } from './entryLook';

const mapLink = (stop: RouteStop) =>
  stop.latitude !== null && stop.longitude !== null
    ? `https://www.google.com/maps/dir/?api=1&destination=${stop.latitude},${stop.longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(placeOf(stop.address, stop.city))}`;

export function RouteStopCard({ stop, index, onClockAction }: { stop: RouteStop; index: number; onClockAction: () => void }) {
  const where = placeOf(stop.address, stop.city);
  const clock = useShownClock({ id: stop.workOrderId, clockedIn: stop.isOpenLaborMine, enRoute: stop.anyEnrouteLaborMine });
  return (
    <Box>
      {stop.kilometresFromPrevious !== null && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pl: 2, mb: 0.5 }}>
          ↓ {stop.kilometresFromPrevious} km
        </Typography>
      )}
      <Card variant="outlined" sx={{ borderLeft: 4, borderLeftColor: stop.done ? 'success.main' : stop.isAppointment ? 'secondary.main' : 'primary.main' }} data-testid="route-stop">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Chip size="small" label={index + 1} sx={{ fontWeight: 700 }} />
            <Typography fontWeight={600}>{stop.isAllDay ? 'All day' : `${timeOf(stop.start)}–${timeOf(stop.end)}`}</Typography>
            {stop.isAppointment && <Chip size="small" color="secondary" variant="outlined" label="Appointment" />}
            {clock.enRoute && <Chip size="small" color="warning" label="En Route" />}
            {clock.clockedIn && !clock.enRoute && <Chip size="small" color="success" label="Clocked in" />}
            {stop.done && <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label="Done" />}
          </Stack>
          <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {stop.workOrderNumber ? (
              <Link component={RouterLink} to={editPath(stop.workOrderId)} underline="hover">
                {stop.workOrderNumber}
              </Link>
            ) : null}
            {stop.workOrderNumber && stop.customerName ? ' · ' : ''}
            {stop.customerName ?? stop.task}
          </Typography>
          {stop.workOrderProblem && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {stop.workOrderProblem}
            </Typography>
          )}
          {stop.task && stop.workOrderNumber && (
            <Typography variant="body2" color="text.secondary">
              {stop.task}
            </Typography>
          )}
          {where && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {where}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
            {where && (
              <Button variant="outlined" size="small" startIcon={<DirectionsIcon />} href={mapLink(stop)} target="_blank" rel="noopener" sx={{ minHeight: 44 }}>
                Directions
              </Button>
            )}
            {stop.phone && (
              <Button variant="outlined" size="small" startIcon={<PhoneIcon />} href={`tel:${stop.phone}`} sx={{ minHeight: 44 }}>
                Call
              </Button>
            )}
            {stop.isShowStartStop && (
              <Box sx={{ '& .MuiButton-root': { minHeight: 44 } }}>
                <StartStopButton workOrderId={stop.workOrderId} workOrderNumber={stop.workOrderNumber ?? String(stop.workOrderId)} isClockedIn={stop.isOpenLaborMine} onComplete={onClockAction} schedulerId={stop.schedulerId} />
              </Box>
            )}
            {stop.isShowStartStop && clock.enRoute && (
              <Box sx={{ '& .MuiButton-root': { minHeight: 44 } }}>
                <OnSiteButton workOrderId={stop.workOrderId} onComplete={onClockAction} schedulerId={stop.schedulerId} />
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
