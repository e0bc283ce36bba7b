import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { DIALOG_DEFAULT_WIDTH } from '../../domain/constants';
import { STATUS_DESCRIPTION_MAX } from '../../domain/userStatus/statuses';

/** Asks what company work the user is doing before the status changes to Company Work (spec §4). */
export function CompanyDescriptionDialog({
  open,
  statusName,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  statusName: string;
  onSubmit: (description: string) => void;
  onCancel: () => void;
}) {
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setDescription('');
      setTouched(false);
    }
  }, [open]);
  const trimmed = description.trim();
  const missing = trimmed === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) onSubmit(trimmed);
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="company-description-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: 'calc(100% - 32px)' } } as object }}
    >
      <DialogTitle id="company-description-title">{statusName}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Describe the company work you are doing.</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          rows={4}
          required
          label="Company Description"
          value={description}
          onChange={(event) => setDescription(event.target.value.slice(0, STATUS_DESCRIPTION_MAX))}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={
            touched && missing ? 'The Company Description field is required.' : `${description.length} / ${STATUS_DESCRIPTION_MAX}`
          }
          slotProps={{ htmlInput: { maxLength: STATUS_DESCRIPTION_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained">
          Change status
        </Button>
      </DialogActions>
    </Dialog>
  );
}
