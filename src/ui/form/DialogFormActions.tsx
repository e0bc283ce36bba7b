import { Button, DialogActions } from '@mui/material';
import { SubmitButton } from './SubmitButton';

/** A form dialog's buttons: Cancel, and the save that submits the form `formId`. */
export function DialogFormActions({ formId, saving, onCancel, saveLabel = 'Save' }: { formId: string; saving: boolean; onCancel: () => void; saveLabel?: string }) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <SubmitButton formId={formId} saving={saving} label={saveLabel} />
    </DialogActions>
  );
}
