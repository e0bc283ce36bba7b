/**
 * Approve or correct a labor's clock time or overtime claim marked for approval (issue 33): the
 * recorded time, how it was set, when the server received it and who entered it, then the
 * decision with a reason. A correction is kept beside the recorded time, never over it.
 * Used from the work order's labor tab and from the team leader board.
 */
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import type { ClockMarkSubject, TimeSetBy } from '../../../domain/timeTracking/evidence';
import { DialogFormActions } from '../../../ui/form/DialogFormActions';
import { errorProps, type FieldErrors } from '../../../ui/form/fieldErrors';
import { useFormSave } from '../../../ui/form/useFormSave';
import { formatCell } from '../../../ui/list/cellFormat';
import { toast } from '../../../ui/notifications/toastStore';
import { reviewLabor, type ClockMark, type LaborRow } from '../workOrdersApi';

/** What the dialog decides on: one marked subject of one labor, as recorded. */
export type ClockReviewTarget = Pick<
  ClockMark,
  'workOrderId' | 'workOrderLaborId' | 'technicianName' | 'subject' | 'setBy' | 'recordedTime' | 'receivedAt' | 'enteredBy' | 'isOvertime'
>;

export const SET_BY_LABELS: Record<TimeSetBy, string> = {
  live: 'Live',
  typed: 'Typed',
  late: 'Sent late from the phone',
  corrected: 'Corrected by the office',
};

const SUBJECT_LABELS: Record<ClockMarkSubject, string> = { start: 'Start time', stop: 'Stop time', overtime: 'Overtime claim' };

export const subjectLabel = (subject: ClockMarkSubject) => SUBJECT_LABELS[subject];

const dateTime = (value: string | null) => (value ? formatCell('dateTime', value) : '—');

/** The marked subjects of a labor row, as targets. */
export function pendingTargets(workOrderId: number, labor: LaborRow): ClockReviewTarget[] {
  const base = { workOrderId, workOrderLaborId: labor.workOrderLaborId, technicianName: labor.technicianName, isOvertime: labor.overtimeClaimed };
  const targets: ClockReviewTarget[] = [];
  if (labor.startReview === 'pending') {
    targets.push({ ...base, subject: 'start', setBy: labor.startSetBy, recordedTime: labor.startRecordedTime, receivedAt: labor.startReceivedAt, enteredBy: labor.startEnteredBy });
  }
  if (labor.stopReview === 'pending') {
    targets.push({ ...base, subject: 'stop', setBy: labor.stopSetBy, recordedTime: labor.stopRecordedTime, receivedAt: labor.stopReceivedAt, enteredBy: labor.stopEnteredBy });
  }
  if (labor.overtimeReview === 'pending') {
    targets.push({ ...base, subject: 'overtime', setBy: null, recordedTime: null, receivedAt: labor.stopReceivedAt ?? labor.startReceivedAt, enteredBy: labor.stopEnteredBy ?? labor.startEnteredBy });
  }
  return targets;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** "YYYY-MM-DDTHH:mm" of an API date-time, for a datetime-local field. */
const localValue = (value: string | null) => (value ? value.slice(0, 16) : '');

export function ClockReviewDialog({ target, onClose, onDecided }: { target: ClockReviewTarget | null; onClose: () => void; onDecided: (labor: LaborRow) => void }) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [decision, setDecision] = useState<'approve' | 'correct'>('approve');
  const [time, setTime] = useState('');
  const [isOvertime, setIsOvertime] = useState(false);
  const [reason, setReason] = useState('');
  const { errors, setErrors, saving, submit } = useFormSave();
  const [shownFor, setShownFor] = useState<ClockReviewTarget | null>(null);
  if (target !== shownFor) {
    // A new target: the form starts from what was recorded.
    setShownFor(target);
    setDecision('approve');
    setTime(localValue(target?.recordedTime ?? null));
    setIsOvertime(target?.isOvertime ?? false);
    setReason('');
    setErrors({});
  }
  if (!target) return null;
  const isTime = target.subject !== 'overtime';

  const save = async () => {
    const found: FieldErrors = {};
    if (!reason.trim()) found.reason = 'Enter a reason for the decision.';
    if (decision === 'correct' && isTime && !time) found.time = 'Enter the corrected time.';
    await submit(found, async () => {
      const labor = await reviewLabor(target.workOrderId, target.workOrderLaborId, {
        subject: target.subject,
        decision,
        reason: reason.trim(),
        ...(decision === 'correct' && isTime && { time }),
        ...(decision === 'correct' && !isTime && { isOvertime }),
      });
      toast.success(`${subjectLabel(target.subject)} of ${target.technicianName} ${decision === 'approve' ? 'approved' : 'corrected'}.`);
      onDecided(labor);
    });
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="clock-review-title">
      <DialogTitle id="clock-review-title">
        Review {subjectLabel(target.subject).toLowerCase()} · {target.technicianName}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="clock-review-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 2.25, pt: 1, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            {isTime ? <Fact label="Recorded" value={dateTime(target.recordedTime)} /> : <Fact label="Claimed" value={target.isOvertime ? 'Overtime' : 'Regular'} />}
            <Fact label="Set" value={target.setBy ? SET_BY_LABELS[target.setBy] : 'Overtime claim'} />
            <Fact label="Received" value={dateTime(target.receivedAt)} />
            <Fact label="Entered by" value={target.enteredBy ?? '—'} />
          </Box>
          <RadioGroup row value={decision} onChange={(event) => setDecision(event.target.value as 'approve' | 'correct')} aria-label="Decision">
            <FormControlLabel value="approve" control={<Radio />} label={isTime ? 'Approve as recorded' : 'Approve the claim'} />
            <FormControlLabel value="correct" control={<Radio />} label="Correct" />
          </RadioGroup>
          {decision === 'correct' &&
            (isTime ? (
              <TextField
                label={`Corrected ${subjectLabel(target.subject).toLowerCase()}`}
                type="datetime-local"
                required
                value={time}
                onChange={(event) => {
                  setTime(event.target.value);
                  setErrors({});
                }}
                {...errorProps(errors, 'time', 'The recorded time is kept beside the correction.')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : (
              <FormControlLabel control={<Switch checked={isOvertime} onChange={(event) => setIsOvertime(event.target.checked)} />} label={isOvertime ? 'Overtime hours' : 'Regular hours'} />
            ))}
          <TextField
            label="Reason"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors({});
            }}
            {...errorProps(errors, 'reason', `${reason.length} / 500`)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Box>
      </DialogContent>
      <DialogFormActions formId="clock-review-form" saving={saving} onCancel={onClose} saveLabel={decision === 'approve' ? 'Approve' : 'Save correction'} />
    </Dialog>
  );
}
