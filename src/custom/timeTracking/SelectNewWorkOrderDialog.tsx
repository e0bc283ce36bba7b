import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  LinearProgress,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { SearchField } from '../../ui/form/SearchField';
import { DialogHeader } from './DialogHeader';
import { NextOrderRateSheetFields } from './NextOrderRateSheetFields';
import { PickerPager } from './PickerPager';
import { PickerCards, PickerTable } from './PickerRows';
import { useNextOrderRateSheet, type NextWorkOrder } from './useNextOrderRateSheet';
import { useTechnicianWorkOrders } from './useTechnicianWorkOrders';

/**
 * The technician's open orders to go to next after a stop (spec §2.3 "Select New Work Order");
 * an order billed by rate sheet then asks how its labor is billed.
 */
export function SelectNewWorkOrderDialog({
  open,
  currentWorkOrderId,
  onClose,
  onStart,
}: {
  open: boolean;
  currentWorkOrderId: number;
  onClose: () => void;
  onStart: (next: NextWorkOrder) => void;
}) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const grid = useTechnicianWorkOrders(open);
  const next = useNextOrderRateSheet((picked) => {
    next.reset();
    onStart(picked);
  });
  const close = () => {
    next.reset();
    onClose();
  };
  const Rows = phone ? PickerCards : PickerTable;
  const { step } = next;
  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogHeader id={titleId} title="Select New Work Order" onClose={close} />
      <Box sx={{ height: 4 }}>{(grid.loading || next.loading) && <LinearProgress />}</Box>
      {step ? (
        <>
          <DialogContent sx={{ pt: 1 }}>
            <NextOrderRateSheetFields
              row={step.row}
              lookups={step.lookups}
              choices={next.choices}
              onChange={next.setChoices}
              problem={next.problem}
              setUpPath={step.setUpPath}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button color="inherit" onClick={next.reset}>
              Back
            </Button>
            <Button variant="contained" onClick={next.confirm}>
              Continue
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogContent sx={{ pt: 1 }}>
          <SearchField type="search" value={grid.search} onChange={grid.setSearch} placeholder="Search work orders" fullWidth sx={{ mb: 1.5 }} />
          {(grid.error || next.error) && (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {grid.error || next.error}
            </Alert>
          )}
          {!grid.loading && !grid.error && grid.rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {grid.search.trim() ? 'No open work order matches the search.' : 'You have no other open work orders.'}
            </Typography>
          ) : (
            <Rows rows={grid.rows} currentWorkOrderId={currentWorkOrderId} onStart={(row) => void next.pick(row)} />
          )}
          <PickerPager page={grid.page} pageSize={grid.pageSize} total={grid.total} onPage={grid.setPage} onPageSize={grid.setPageSize} />
        </DialogContent>
      )}
    </Dialog>
  );
}
