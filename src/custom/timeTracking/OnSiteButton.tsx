import PlaceIcon from '@mui/icons-material/Place';
import { Button, CircularProgress } from '@mui/material';
import { useRef, useState } from 'react';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { clockActionDone } from './clockFeedback';
import { currentLatLong } from './location';
import { SubmitRequestIds, sendWithRetry } from './requestIds';
import { onSiteRequest } from './startStopForm';
import { StopPropagation } from './StopPropagation';
import { clockIn, loadStartViewData } from './timeTrackingApi';
import { sendOrKeepClock } from './offlineClock';
import { OFFLINE_MESSAGES } from '../../ui/offline';

/**
 * "On Site": the technician travelling to this order (an En Route labor) has arrived. One
 * clock-in closes the trip and starts the work on site (spec §3.5, §4); failures show the
 * server's message.
 */
export function OnSiteButton({ workOrderId, onComplete, schedulerId }: { workOrderId: number; onComplete: () => void; schedulerId?: number }) {
  const [busy, setBusy] = useState(false);
  const ids = useRef(new SubmitRequestIds());

  const arrive = async () => {
    const actedAt = new Date().toISOString();
    setBusy(true);
    try {
      const [view, location] = await Promise.all([loadStartViewData({ workOrderId, schedulerId }), currentLatLong()]);
      const { clientRequestId } = ids.current.take();
      const body = onSiteRequest(view, clientRequestId, location);
      const label = `On site at ${view.workOrderNumber} at ${view.startTime}`;
      const outcome = await sendOrKeepClock({ endpoint: 'clockIn', body, workOrderNumber: view.workOrderNumber }, label, actedAt, () =>
        sendWithRetry(() => clockIn(body)),
      );
      ids.current.settle();
      if (outcome.kept) toast.info(`${OFFLINE_MESSAGES.kept}: ${label}.`, { id: OFFLINE_MESSAGES.keptToastId });
      else toast.success(`On site at work order ${view.workOrderNumber}.`);
      clockActionDone(onComplete);
    } catch (error) {
      ids.current.settle(error);
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StopPropagation>
      <Button
        variant="contained"
        size="small"
        color="secondary"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <PlaceIcon />}
        onClick={() => void arrive()}
      >
        On Site
      </Button>
    </StopPropagation>
  );
}
