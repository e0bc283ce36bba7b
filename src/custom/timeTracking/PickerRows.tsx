import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Card, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TechnicianWorkOrderRow } from '../../domain/workOrders/orders';
import { editPath } from '../../domain/workOrders/paths';

interface RowsProps {
  rows: readonly TechnicianWorkOrderRow[];
  currentWorkOrderId: number;
  onStart: (row: TechnicianWorkOrderRow) => void;
}

const customerAddress = (row: TechnicianWorkOrderRow) => `${row.customerName} - ${row.address}`;

/** The number opens the order's edit page in a new tab (spec §2.3). */
const NumberLink = ({ row }: { row: TechnicianWorkOrderRow }) => (
  <Link href={editPath(row.workOrderId)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
    {row.workOrderNumber}
  </Link>
);

/** No Start for the order being stopped (spec §2.3); it is marked as the current one instead. */
const StartButton = ({ row, currentWorkOrderId, onStart }: RowsProps & { row: TechnicianWorkOrderRow }) =>
  row.workOrderId === currentWorkOrderId ? (
    <Chip size="small" variant="outlined" color="primary" label="Current" />
  ) : (
    <Button
      size="small"
      variant="contained"
      startIcon={<PlayArrowIcon />}
      aria-label={`Start ${row.workOrderNumber}`}
      onClick={() => onStart(row)}
    >
      Start
    </Button>
  );

export function PickerTable(props: RowsProps) {
  return (
    <Table size="small" aria-label="Your open work orders">
      <TableHead>
        <TableRow>
          <TableCell>Number</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Customer Address</TableCell>
          <TableCell>Problem</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.workOrderId} hover>
            <TableCell>
              <NumberLink row={row} />
            </TableCell>
            <TableCell>
              <StartButton {...props} row={row} />
            </TableCell>
            <TableCell>{row.status}</TableCell>
            <TableCell>{customerAddress(row)}</TableCell>
            <TableCell sx={{ maxWidth: 260 }}>{row.problem}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The same rows as cards, for phones. */
export function PickerCards(props: RowsProps) {
  return (
    <Stack component="ul" aria-label="Your open work orders" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {props.rows.map((row) => (
        <Card component="li" key={row.workOrderId} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <NumberLink row={row} />
              <Chip size="small" label={row.status} />
            </Box>
            <StartButton {...props} row={row} />
          </Box>
          <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 500 }}>
            {customerAddress(row)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.problem}
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
