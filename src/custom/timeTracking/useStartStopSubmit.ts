import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { askConfirmation } from '../../ui/confirm/confirmStore';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { TIME_TRACKING_MESSAGES, type StartStopForm, type StartStopViewData } from '../../domain/timeTracking/clock';
import { clearNteWarning } from './clockFeedback';
import { currentLatLong, readLocation } from './location';
import { HTTP_CONFLICT, SubmitRequestIds, sendWithRetry, statusOf, type ClockRequestIds } from './requestIds';
import { clockInRequest, clockOutAndStartRequest, clockOutRequest, offersSubWorkOrder, type NextWorkOrderChoice, type StopMoment } from './startStopForm';
import { clockIn, clockOut, clockOutAndStart } from './timeTrackingApi';
import { sendOrKeepClock, type ClockOutcome, type ClockPayload } from './offlineClock';
import { queuedClockOf } from './shownClock';
import { OFFLINE_MESSAGES } from '../../ui/offline';
import { afterStopAndStartPath } from '../../domain/workOrders/paths';

interface SubmitContext {
  view: StartStopViewData;
  form: StartStopForm;
  stopAt: StopMoment | null;
  /** After a clock action that succeeded, or was refused because the page showed an outdated state. */
  onDone: () => void;
  /** Closes the dialog without a clock action. */
  onClose: () => void;
  /** A refused clock-in: go to the open labor elsewhere when that was the reason; answers whether it did. */
  followOpenLabor: () => Promise<boolean>;
}

/**
 * The dialog's three submits (spec §2.3, §4, §8): start, clock out, and stop-and-start. One
 * runs at a time; each keeps its request ids until it is answered, so pressing again after an
 * unknown outcome is recognised by the server as the same request.
 */
export function useStartStopSubmit({ view, form, stopAt, onDone, onClose, followOpenLabor }: SubmitContext) {
  const navigate = useNavigate();
  const ids = useRef(new SubmitRequestIds());
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  async function exclusive(action: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await action();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  /**
   * Sends the action now, or keeps it on the phone when offline (offlineClock.ts). `actedAt` is
   * when the technician pressed the button: a kept action is recorded at that moment.
   */
  async function send<T>(
    actedAt: string,
    label: string,
    build: (taken: ClockRequestIds) => ClockPayload,
    post: (body: never) => Promise<T>,
    after?: string | null,
  ): Promise<ClockOutcome<T>> {
    const taken = ids.current.take();
    const action = build(taken);
    try {
      const outcome = await sendOrKeepClock(action, label, actedAt, () => sendWithRetry(() => post(action.body as never)), after);
      ids.current.settle();
      return outcome;
    } catch (error) {
      ids.current.settle(error);
      throw error;
    }
  }

  /** A kept action: the dialog closes as after a success, and the technician reads what happens next. */
  const kept = (label: string) => {
    toast.info(`${OFFLINE_MESSAGES.kept}: ${label}.`, { id: OFFLINE_MESSAGES.keptToastId });
    clearNteWarning(view.workOrderId);
    onDone();
  };
  const number = view.workOrderNumber;
  const stopShown = () => stopAt?.stopTime ?? view.stopTime ?? '';

  /**
   * Shows why a clock request failed. A conflict means the labor changed elsewhere (another
   * device, a team leader): the dialog closes and the page reloads what it shows.
   */
  const refused = (error: unknown) => {
    showError(error);
    if (statusOf(error) === HTTP_CONFLICT) onDone();
  };

  const flagConfirmed = () =>
    form.workOrderFlagId != null ? Promise.resolve(true) : askConfirmation({ message: TIME_TRACKING_MESSAGES.flagNotSelected });

  const start = () =>
    exclusive(async () => {
      const actedAt = new Date().toISOString();
      const location = await currentLatLong();
      try {
        const label = `Start ${number} at ${form.startTime}`;
        const outcome = await send(
          actedAt,
          label,
          (taken) => ({ endpoint: 'clockIn', body: clockInRequest(view, form, taken.clientRequestId, location), workOrderNumber: number }),
          clockIn,
        );
        if (outcome.kept) return kept(label);
        toast.success(`Clocked in on work order ${view.workOrderNumber}.`);
        onDone();
      } catch (error) {
        if (statusOf(error) === HTTP_CONFLICT && (await followOpenLabor())) return onClose();
        refused(error);
      }
    });

  /** The flag question comes first: the buttons stay usable while it is asked. */
  const afterFlagQuestion = async (action: () => Promise<void>) => {
    if (busy.current || !(await flagConfirmed())) return;
    await exclusive(action);
  };

  const stop = () =>
    afterFlagQuestion(async () => {
      const actedAt = new Date().toISOString();
      const location = await currentLatLong();
      try {
        const label = `Stop ${number} at ${stopShown()}`;
        const outcome = await send(
          actedAt,
          label,
          (taken) => ({ endpoint: 'clockOut', body: clockOutRequest(view, form, taken.clientRequestId, location, stopAt), workOrderNumber: number }),
          clockOut,
          queuedClockOf(view.workOrderId)?.startEntryId,
        );
        if (outcome.kept) return kept(label);
        const answer = outcome.answer;
        const sub = answer.subWorkOrder ? ` ${TIME_TRACKING_MESSAGES.subWorkOrderNamed(answer.subWorkOrder.workOrderNumber)}` : '';
        toast.success(`Clocked out of work order ${view.workOrderNumber}.${sub}`);
        if (answer.subWorkOrder) toast.success(TIME_TRACKING_MESSAGES.subWorkOrderCreated);
        clearNteWarning(view.workOrderId);
        onDone();
      } catch (error) {
        refused(error);
      }
    });

  /**
   * Stop-and-start needs the location (spec §8): the new labor starts the trip to the next
   * order, and where the technician left from is part of that record. A refusal of access
   * blocks it with the spec's message, since the user can allow access and press again; a
   * location that is merely unavailable (no fix within 5 s) does not block, as nobody can fix that.
   */
  const stopAndStart = (next: NextWorkOrderChoice, newWorkOrderNumber: string) =>
    afterFlagQuestion(async () => {
      const actedAt = new Date().toISOString();
      const location = await readLocation();
      if (location.denied) return void toast.error(TIME_TRACKING_MESSAGES.locationDenied);
      try {
        const label = `Stop ${number} at ${stopShown()} / Start ${newWorkOrderNumber}`;
        const outcome = await send(
          actedAt,
          label,
          (taken) => ({
            endpoint: 'clockOutAndStart',
            body: clockOutAndStartRequest(view, form, taken, location.position, stopAt, next),
            workOrderNumber: number,
          }),
          clockOutAndStart,
          queuedClockOf(view.workOrderId)?.startEntryId,
        );
        if (outcome.kept) return kept(label);
        const startedId = outcome.answer;
        // This answer is the new order's id alone (spec §7.1), so the sub work order is not named.
        const createsSub = offersSubWorkOrder(view, form.workOrderStatusId) && form.createSubWorkOrder;
        toast.success(`Clocked out of work order ${view.workOrderNumber} and on the way to ${newWorkOrderNumber}.`);
        if (createsSub) toast.success(TIME_TRACKING_MESSAGES.subWorkOrderCreated);
        clearNteWarning(view.workOrderId);
        onDone();
        navigate(afterStopAndStartPath(startedId));
      } catch (error) {
        refused(error);
      }
    });

  return { submitting, start, stop, stopAndStart };
}
