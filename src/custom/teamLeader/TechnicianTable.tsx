/** The technicians on a desktop: one row each. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { BoardTechnician } from '../../domain/teamLeader/responses';
import { ClockedInCell, ConflictMarker, StatusCell, TechnicianName, VisitsCell, type BoardClock } from './TechnicianParts';

export function TechnicianTable({ technicians, clock }: { technicians: readonly BoardTechnician[]; clock: BoardClock }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Technicians" sx={{ '& td': { py: 1.25, verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '25%' }}>Technician</TableCell>
            <TableCell sx={{ width: '19%' }}>Status</TableCell>
            <TableCell>Clocked in on</TableCell>
            <TableCell sx={{ width: 128 }}>Today's visits</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {technicians.map((technician) => (
            <TableRow key={technician.technicianId} hover data-technician-id={technician.technicianId} data-testid="technician-row">
              <TableCell>
                <TechnicianName technician={technician} />
              </TableCell>
              <TableCell>
                <StatusCell technician={technician} clock={clock} />
              </TableCell>
              <TableCell sx={{ maxWidth: 0 }}>
                <ClockedInCell technician={technician} clock={clock} />
              </TableCell>
              <TableCell>
                <VisitsCell technician={technician} />
                {technician.hasConflict && (
                  <div style={{ marginTop: 6 }}>
                    <ConflictMarker technician={technician} />
                  </div>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
