import { Button, CircularProgress, DialogActions } from '@mui/material';
import type { StartStopViewData } from '../../domain/timeTracking/clock';
import type { TechnicianWorkOrderRow } from '../../domain/workOrders/orders';
import { stopAndStartLabel } from './startStopForm';

/**
 * The dialog's buttons (spec §2.3): Start; or Clock Out (revealing the clock-out fields, then
 * Continue Clock Out) and Finish and Start New (then "Stop X / Start Y"). Stacked on phones.
 */
export function StartStopActions({
  view,
  revealed,
  nextOrder,
  submitting,
  onCancel,
  onStart,
  onRevealClockOut,
  onClockOut,
  onFinishAndStartNew,
}: {
  view: StartStopViewData;
  revealed: boolean;
  nextOrder: TechnicianWorkOrderRow | null;
  submitting: boolean;
  onCancel: () => void;
  onStart: () => void;
  onRevealClockOut: () => void;
  onClockOut: () => void;
  onFinishAndStartNew: () => void;
}) {
  const progress = submitting ? <CircularProgress size={16} color="inherit" /> : undefined;
  const finishAndStartNew = (
    <Button key="next" variant={nextOrder ? 'contained' : 'outlined'} onClick={onFinishAndStartNew} disabled={submitting} startIcon={nextOrder && progress}>
      {nextOrder ? stopAndStartLabel(view.workOrderNumber, nextOrder.workOrderNumber) : 'Finish and Start New'}
    </Button>
  );
  const clockOut = revealed ? (
    <Button key="out" variant={nextOrder ? 'outlined' : 'contained'} onClick={onClockOut} disabled={submitting} startIcon={!nextOrder && progress}>
      Continue Clock Out
    </Button>
  ) : (
    <Button key="out" variant="contained" onClick={onRevealClockOut} disabled={submitting}>
      Clock Out
    </Button>
  );
  // The contained (main) button goes last: rightmost on wide screens, on top on phones.
  const stopButtons = nextOrder ? [clockOut, finishAndStartNew] : [finishAndStartNew, clockOut];
  return (
    <DialogActions
      sx={{
        px: 3,
        py: 1.5,
        gap: { xs: 1, sm: 0 },
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
      }}
    >
      <Button color="inherit" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      {view.stopMode ? (
        stopButtons
      ) : (
        <Button variant="contained" onClick={onStart} disabled={submitting} startIcon={progress}>
          Start
        </Button>
      )}
    </DialogActions>
  );
}
