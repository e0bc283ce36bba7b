import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { askConfirmation } from '../../../ui/confirm/confirmStore';
import { showError } from '../../../ui/notifications/showError';
import { toast } from '../../../ui/notifications/toastStore';

/** Deletes one row after "Are you sure?" (spec §2.3 confirmation), then tells the list to reload. */
export function DeleteItemButton({ what, remove, onDeleted }: { what: string; remove: () => Promise<unknown>; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!(await askConfirmation({ message: `Delete ${what}? This cannot be undone.`, yesText: 'Yes', noText: 'No' }))) return;
    setBusy(true);
    try {
      await remove();
      toast.success(`Deleted ${what}.`);
      onDeleted();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title="Delete">
      <span>
        <IconButton aria-label={`Delete ${what}`} size="small" color="error" disabled={busy} onClick={() => void run()}>
          {busy ? <CircularProgress size={18} color="inherit" /> : <DeleteOutline fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
