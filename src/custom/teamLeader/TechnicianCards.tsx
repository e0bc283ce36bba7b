/** The technicians on a phone: one card each, status and order first. */
import { Box, Card, Divider } from '@mui/material';
import type { BoardTechnician } from '../../domain/teamLeader/responses';
import { ClockedInCell, ConflictMarker, StatusCell, TechnicianName, VisitsCell, type BoardClock } from './TechnicianParts';

export function TechnicianCards({ technicians, clock }: { technicians: readonly BoardTechnician[]; clock: BoardClock }) {
  return (
    <Box component="ul" aria-label="Technicians" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {technicians.map((technician) => (
        <Box component="li" key={technician.technicianId} data-technician-id={technician.technicianId} data-testid="technician-row">
          <Card sx={{ p: 1.75 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <TechnicianName technician={technician} />
              <ConflictMarker technician={technician} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1.5, mt: 1.5, alignItems: 'start' }}>
              <StatusCell technician={technician} clock={clock} />
              <VisitsCell technician={technician} />
            </Box>
            <Divider sx={{ my: 1.25 }} />
            <ClockedInCell technician={technician} clock={clock} />
          </Card>
        </Box>
      ))}
    </Box>
  );
}
