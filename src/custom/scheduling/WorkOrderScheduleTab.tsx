/**
 * The work order's `schedule` child route (spec §2.1): the order's visits, past and coming, and
 * scheduling another one for it. Shown on the order's edit page.
 */
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canDispatch } from '../../domain/scheduling/access';
import { SectionTitle } from '../../ui/layout/SectionTitle';
import { useSession } from '../../ui/session/sessionStore';
import { shiftDay } from '../../domain/subscriberClock';
import { subscriberNow, subscriberToday } from '../../ui/session/subscriberClock';
import { useWorkOrderLookups } from '../workOrders/useWorkOrderLookups';
import { EntryDialog, type EntryDialogTarget } from './EntryDialog';
import { entryKey, timeOf } from './entryLook';
import { scheduleKeys } from './queryKeys';
import { getTechnicians } from './scheduleApi';
import { useEntryChanges } from './useEntryChanges';
import { useScheduleEntries } from './useScheduleEntries';

const dayOffset = (days: number) => shiftDay(subscriberToday(), days);

export function WorkOrderScheduleTab({ workOrderId, label }: { workOrderId: number; label: string }) {
  const session = useSession();
  const mayDispatch = session ? canDispatch(session.subject) : false;
  // The last month and the next: the window a dispatcher plans in (the server reads at most 62 days).
  const start = `${dayOffset(-30)}T00:00:00`;
  const end = `${dayOffset(31)}T00:00:00`;
  const entries = useScheduleEntries({ start, end, workOrderId });
  const technicians = useQuery({ queryKey: scheduleKeys.technicians(start, end), queryFn: () => getTechnicians(start, end), enabled: mayDispatch });
  const lookups = useWorkOrderLookups();
  const changes = useEntryChanges(technicians.data ?? []);
  const [opened, setOpened] = useState<EntryDialogTarget | null>(null);
  const rows = entries.data ?? [];
  const now = subscriberNow();

  return (
    <Box>
      <Stack direction="row" alignItems="flex-start" spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <SectionTitle title="Schedule" subtitle="The visits planned for this order, from a month ago to a month ahead." />
        </Box>
        {mayDispatch && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpened({ slot: { start: `${dayOffset(1)}T08:00:00`, order: { id: workOrderId, label } } })}>
            Schedule visit
          </Button>
        )}
      </Stack>
      {entries.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {entries.isSuccess && !rows.length && <Alert severity="info" variant="outlined">No visits are scheduled for this order.</Alert>}
      {rows.length > 0 && (
        <Table size="small" aria-label="Scheduled visits">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Technicians</TableCell>
              <TableCell>Task</TableCell>
              <TableCell>State</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entryKey(entry)} hover sx={{ cursor: 'pointer' }} onClick={() => setOpened({ entry })}>
                <TableCell>
                  <Typography variant="body2" fontWeight={600}>
                    {entry.start.slice(0, 10)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {entry.isAllDay ? 'All day' : `${timeOf(entry.start)}–${timeOf(entry.end)}`}
                  </Typography>
                </TableCell>
                <TableCell>{entry.technicians.map((t) => t.technicianName).join(', ')}</TableCell>
                <TableCell>{entry.task || '—'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                    {entry.isAppointment && <Chip size="small" color="secondary" variant="outlined" label="Appointment" />}
                    {entry.scheduleStatus && <Chip size="small" color="warning" label={entry.scheduleStatus} />}
                    {entry.conflictTechnicianIds.length > 0 && <Chip size="small" color="error" variant="outlined" label="Overlaps" />}
                    {entry.end < now && <Chip size="small" label="Past" />}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {opened && <EntryDialog target={opened} technicians={technicians.data ?? []} baseCities={lookups?.baseCities ?? []} changes={changes} canDispatch={mayDispatch} onClose={() => setOpened(null)} />}
      {changes.dialog}
    </Box>
  );
}
