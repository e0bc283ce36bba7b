import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { askConfirmation } from '../../../ui/confirm/confirmStore';
import { useBusyAction } from '../../../ui/notifications/useBusyAction';
import { toast } from '../../../ui/notifications/toastStore';

/** Deletes one row after "Are you sure?" (spec §2.3 confirmation), then tells the list to reload. */
export function DeleteItemButton({
  what,
  remove,
  onDeleted,
  note = 'This cannot be undone.',
}: {
  what: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
  note?: string;
}) {
  const { busy, run } = useBusyAction();
  const confirmAndDelete = async () => {
    if (!(await askConfirmation({ message: `Delete ${what}? ${note}`, yesText: 'Yes', noText: 'No' }))) return;
    await run(async () => {
      await remove();
      toast.success(`Deleted ${what}.`);
      onDeleted();
    });
  };
  return (
    <Tooltip title="Delete">
      <span>
        <IconButton aria-label={`Delete ${what}`} size="small" color="error" disabled={busy} onClick={() => void confirmAndDelete()}>
          {busy ? <CircularProgress size={18} color="inherit" /> : <DeleteOutline fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
