/** What the office needs to know of a scheduled visit at a glance (spec §3.8), with Start/Stop for its technician. */
import EventIcon from '@mui/icons-material/Event';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ScheduleEntry } from '../../domain/scheduling/responses';
import { editPath } from '../../domain/workOrders/paths';
import { OnSiteButton } from '../timeTracking/OnSiteButton';
import { StartStopButton } from '../timeTracking/StartStopButton';
import { entryTitle, placeOf } from './entryLook';

export function EntrySummary({ entry, onClockAction }: { entry: ScheduleEntry; onClockAction: () => void }) {
  return (
    <Box sx={{ p: 1.5, mb: 2, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }} data-testid="entry-summary">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography fontWeight={600}>{entryTitle(entry)}</Typography>
        {entry.workOrderStatus && <Chip size="small" label={entry.workOrderStatus} />}
        {entry.scheduleStatus && <Chip size="small" color="warning" label={entry.scheduleStatus} />}
        {entry.anyOpenLabor && !entry.scheduleStatus && <Chip size="small" color="success" label="Clocked in" />}
        {entry.isAppointment && <Chip size="small" icon={<EventIcon />} color="secondary" variant="outlined" label="Appointment" />}
      </Stack>
      {entry.workOrderProblem && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {entry.workOrderProblem}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {placeOf(entry.customerAddress, entry.customerCity)}
        {entry.phone && (
          <>
            {' · '}
            <Link href={`tel:${entry.phone}`} underline="hover">
              <PhoneIcon sx={{ fontSize: 14, verticalAlign: 'middle', mr: 0.25 }} />
              {entry.phone}
            </Link>
          </>
        )}
      </Typography>
      {entry.appointmentChangedReason && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          Last change: {entry.appointmentChangedReason}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }} alignItems="center" flexWrap="wrap" useFlexGap>
        {entry.isShowStartStop && (
          <StartStopButton
            workOrderId={entry.workOrderId}
            workOrderNumber={entry.workOrderNumber ?? String(entry.workOrderId)}
            isClockedIn={entry.isOpenLaborMine}
            onComplete={onClockAction}
            schedulerId={entry.schedulerId}
          />
        )}
        {entry.isShowStartStop && entry.anyEnrouteLaborMine && <OnSiteButton workOrderId={entry.workOrderId} onComplete={onClockAction} schedulerId={entry.schedulerId} />}
        {entry.workOrderId > 0 && (
          <Link href={editPath(entry.workOrderId)} target="_blank" rel="noopener" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            Open work order <OpenInNewIcon sx={{ fontSize: 16 }} />
          </Link>
        )}
      </Stack>
    </Box>
  );
}
