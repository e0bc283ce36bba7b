import CloseIcon from '@mui/icons-material/Close';
import { DialogTitle, IconButton } from '@mui/material';

/** A dialog title with a close button, so a full-screen dialog on a phone can be left. */
export function DialogHeader({ id, title, onClose, disabled }: { id: string; title: string; onClose: () => void; disabled?: boolean }) {
  return (
    <DialogTitle id={id} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
      <span style={{ flexGrow: 1 }}>{title}</span>
      <IconButton aria-label="Close" onClick={onClose} disabled={disabled} size="small">
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
