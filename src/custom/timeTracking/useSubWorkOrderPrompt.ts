import { useRef } from 'react';
import { askConfirmation } from '../../app/confirm/confirmStore';
import { showError } from '../../app/notifications/showError';
import { toast } from '../../app/notifications/toastStore';
import { TIME_TRACKING_MESSAGES, type StartStopViewData } from '../../domain/timeTracking';
import { WORK_ORDER_STATUS } from '../../domain/workOrders';
import { createSubWorkOrder } from './timeTrackingApi';

/**
 * Choosing COMPLETED on an order billed by rate sheet offers a sub work order for the rest of
 * the job (spec §4), made from the view data's parent and estimate; offered once per dialog.
 */
export function useSubWorkOrderPrompt(view: StartStopViewData) {
  const offered = useRef(false);
  return async (statusId: number | null) => {
    if (statusId !== WORK_ORDER_STATUS.COMPLETED || !view.hasRateSheet || offered.current) return;
    offered.current = true;
    const create = await askConfirmation({ message: TIME_TRACKING_MESSAGES.createSubWorkOrder, yesText: 'Create', noText: 'Cancel' });
    if (!create) {
      offered.current = false;
      return;
    }
    try {
      await createSubWorkOrder({
        parentWorkOrderId: view.parentWorkOrderId,
        parentWorkOrderNumber: view.parentWorkOrderNumber,
        customerEstimateId: view.customerEstimateId,
      });
      toast.success(TIME_TRACKING_MESSAGES.subWorkOrderCreated);
    } catch (error) {
      offered.current = false;
      showError(error);
    }
  };
}
