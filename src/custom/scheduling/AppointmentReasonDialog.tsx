/**
 * The reschedule-or-delete-appointment dialog (spec §2.3, §5, §8): the visit was agreed with the
 * customer, so whoever moves or deletes it says why; the reason is required.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { SCHEDULE_MESSAGES } from '../../domain/scheduling/entries';

export function AppointmentReasonDialog({ action, onCancel, onConfirm }: { action: 'reschedule' | 'delete'; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!reason.trim()) {
      setError(SCHEDULE_MESSAGES.reasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="appointment-reason-title">
      <DialogTitle id="appointment-reason-title">{action === 'delete' ? 'Delete Appointment' : 'Reschedule Appointment'}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SCHEDULE_MESSAGES.appointmentPrompt}
        </Alert>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={3}
          label="Reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Say why, for the customer and the technician.'}
          inputProps={{ maxLength: 1000 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel}>
          No
        </Button>
        <Button variant="contained" color={action === 'delete' ? 'error' : 'primary'} onClick={confirm}>
          Yes, {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
