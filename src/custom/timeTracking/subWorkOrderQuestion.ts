import { askConfirmation } from '../../ui/confirm/confirmStore';
import { TIME_TRACKING_MESSAGES } from '../../domain/timeTracking/clock';

/**
 * Choosing COMPLETED on an order billed by rate sheet asks whether the clock-out creates a sub
 * work order for further visits (spec §4). Nothing is created by answering: the answer goes with
 * the clock-out, which creates the sub work order in its own transaction, once.
 */
export const askSubWorkOrder = () =>
  askConfirmation({
    message: TIME_TRACKING_MESSAGES.createSubWorkOrder,
    detail: TIME_TRACKING_MESSAGES.createSubWorkOrderExplained,
    yesText: 'Create', noText: "Don't create" });
