import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Dialog, DialogContent, InputAdornment, LinearProgress, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useId } from 'react';
import type { TechnicianWorkOrderRow } from '../../domain/workOrders';
import { DialogHeader } from './DialogHeader';
import { PickerPager } from './PickerPager';
import { PickerCards, PickerTable } from './PickerRows';
import { useTechnicianWorkOrders } from './useTechnicianWorkOrders';

/** The technician's open orders to go to next after a stop (spec §2.3 "Select New Work Order"). */
export function SelectNewWorkOrderDialog({
  open,
  currentWorkOrderId,
  onClose,
  onStart,
}: {
  open: boolean;
  currentWorkOrderId: number;
  onClose: () => void;
  onStart: (row: TechnicianWorkOrderRow) => void;
}) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const grid = useTechnicianWorkOrders(open);
  const Rows = phone ? PickerCards : PickerTable;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogHeader id={titleId} title="Select New Work Order" onClose={onClose} />
      <Box sx={{ height: 4 }}>{grid.loading && <LinearProgress />}</Box>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          placeholder="Search work orders"
          value={grid.search}
          onChange={(event) => grid.setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search work orders' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 1.5 }}
        />
        {grid.error && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {grid.error}
          </Alert>
        )}
        {!grid.loading && !grid.error && grid.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {grid.search.trim() ? 'No open work order matches the search.' : 'You have no other open work orders.'}
          </Typography>
        ) : (
          <Rows rows={grid.rows} currentWorkOrderId={currentWorkOrderId} onStart={onStart} />
        )}
        <PickerPager
          page={grid.page}
          pageSize={grid.pageSize}
          total={grid.total}
          onPage={grid.setPage}
          onPageSize={grid.setPageSize}
        />
      </DialogContent>
    </Dialog>
  );
}
