import { Alert, Box, Dialog, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSession } from '../../ui/session/sessionStore';
import { isSuperAdminOrAdmin } from '../../domain/permissions/roles';
import { canEditRateSheets } from '../../domain/workOrders/access';
import {
  STOP_AND_START_USER_STATUS_ID,
  firstError,
  validateStartStopForm,
  type StartStopForm,
  type StartStopViewData,
} from '../../domain/timeTracking/clock';
import { ClockOutFields } from './ClockOutFields';
import { DialogHeader } from './DialogHeader';
import type { FormBinding } from './formBinding';
import { NextWorkOrderChip } from './NextWorkOrderChip';
import { RateSheetFields } from './RateSheetFields';
import { SelectNewWorkOrderDialog } from './SelectNewWorkOrderDialog';
import { ServiceChannelStatusFields, ServiceChannelTechsField } from './ServiceChannelFields';
import { StartStopActions } from './StartStopActions';
import type { StartStopLookups } from './startStopLookups';
import { initialForm, offersSubWorkOrder, rulesOf } from './startStopForm';
import { TimeFields } from './TimeFields';
import { useStartStopSubmit } from './useStartStopSubmit';
import { askSubWorkOrder } from './subWorkOrderQuestion';
import type { NextWorkOrder } from './useNextOrderRateSheet';
import { WorkOrderSummary } from './WorkOrderSummary';

export interface StartStopDialogProps {
  view: StartStopViewData;
  lookups: StartStopLookups;
  onClose: () => void;
  /** After a clock action, or a refusal showing the page was out of date. */
  onDone: () => void;
  followOpenLabor: () => Promise<boolean>;
  /** Stopping with a user status already chosen (the status picker's Lunch): the clock-out fields show at once. */
  preselectedUserStatusId?: number;
}

/**
 * The Start Work Order / Stop Work Order dialog (spec §2.3, §4, §5): full screen on phones.
 * Stopping first shows the times; "Clock Out" reveals what clocking out records, "Finish and
 * Start New" picks the next order and turns into "Stop X / Start Y".
 */
export function StartStopDialog({ view, lookups, onClose, onDone, followOpenLabor, preselectedUserStatusId }: StartStopDialogProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const session = useSession();
  const titleId = useId();
  const [form, setForm] = useState(() => {
    const opening = initialForm(view, lookups);
    return preselectedUserStatusId === undefined ? opening : { ...opening, userStatusId: preselectedUserStatusId };
  });
  const [touched, setTouched] = useState<ReadonlySet<keyof StartStopForm>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [revealed, setRevealed] = useState(view.stopMode && preselectedUserStatusId !== undefined);
  const [stopEdited, setStopEdited] = useState(false);
  const [nextOrder, setNextOrder] = useState<NextWorkOrder | null>(null);
  const [picking, setPicking] = useState(false);
  const clockOutRef = useRef<HTMLDivElement>(null);

  const rules = useMemo(() => rulesOf(view, lookups.laborItems), [view, lookups.laborItems]);
  const errors = validateStartStopForm(form, rules);
  const binding: FormBinding = {
    form,
    set: (key, value) => {
      setForm((current) => ({ ...current, [key]: value }));
      setTouched((current) => new Set(current).add(key));
    },
    errorOf: (key) => (submitted || touched.has(key) ? errors[key] : undefined),
  };
  const stopAt = stopEdited && form.stopTime ? { date: form.date, stopTime: form.stopTime } : null;
  const submit = useStartStopSubmit({ view, form, stopAt, onDone, onClose, followOpenLabor });

  useEffect(() => {
    if (revealed) clockOutRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [revealed]);

  /** Shows every field's message and answers whether the form may be sent (spec §5). */
  const validForSubmit = () => {
    setSubmitted(true);
    return firstError(errors) === null;
  };

  const chooseNextOrder = (next: NextWorkOrder) => {
    setNextOrder(next);
    setPicking(false);
    setRevealed(true);
    setForm((current) => (current.userStatusId == null ? { ...current, userStatusId: STOP_AND_START_USER_STATUS_ID } : current));
  };

  const shownError = submitted ? firstError(errors) : null;
  const clockOutShown = view.stopMode && revealed;
  return (
    <Dialog
      open
      onClose={submit.submitting ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogHeader id={titleId} title={view.stopMode ? 'Stop Work Order' : 'Start Work Order'} onClose={onClose} disabled={submit.submitting} />
      <DialogContent dividers>
        <WorkOrderSummary view={view} />
        {view.hasRateSheet && (
          <RateSheetFields
            binding={binding}
            lookups={lookups}
            canAddRateSheetItem={session ? canEditRateSheets(session.subject) : false}
            canAddPerDiemType={isSuperAdminOrAdmin(session?.user.userRoles ?? [])}
          />
        )}
        <TimeFields binding={binding} stopMode={view.stopMode} onStopMomentEdited={() => setStopEdited(true)} />
        {view.isClockInServiceChannelWO && <ServiceChannelTechsField binding={binding} />}
        {clockOutShown && (
          <Box ref={clockOutRef} sx={{ scrollMarginTop: 8 }}>
            {nextOrder && (
              <NextWorkOrderChip order={nextOrder} onChange={() => setPicking(true)} onClear={() => setNextOrder(null)} />
            )}
            <ClockOutFields
              binding={binding}
              view={view}
              flags={lookups.flags}
              onWorkOrderStatusChange={(statusId) => {
                binding.set('workOrderStatusId', statusId);
                if (offersSubWorkOrder(view, statusId)) void askSubWorkOrder().then((create) => binding.set('createSubWorkOrder', create));
              }}
            />
            {view.isClockInServiceChannelWO && <ServiceChannelStatusFields binding={binding} primaries={view.scPrimaryStatuses} />}
          </Box>
        )}
      </DialogContent>
      {shownError && (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {shownError}
        </Alert>
      )}
      <StartStopActions
        view={view}
        revealed={revealed}
        nextOrder={nextOrder?.row ?? null}
        submitting={submit.submitting}
        onCancel={onClose}
        onStart={() => validForSubmit() && submit.start()}
        onRevealClockOut={() => setRevealed(true)}
        onClockOut={() => validForSubmit() && submit.stop()}
        onFinishAndStartNew={() => {
          if (!nextOrder) return setPicking(true);
          if (validForSubmit()) void submit.stopAndStart(nextOrder, nextOrder.row.workOrderNumber);
        }}
      />
      {view.stopMode && (
        <SelectNewWorkOrderDialog
          open={picking}
          currentWorkOrderId={view.workOrderId}
          onClose={() => setPicking(false)}
          onStart={chooseNextOrder}
        />
      )}
    </Dialog>
  );
}
