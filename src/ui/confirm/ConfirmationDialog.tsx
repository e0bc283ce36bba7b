import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { CONFIRM_DIALOG_SIZE } from '../../domain/constants';

export interface ConfirmationDialogProps {
  open: boolean;
  title?: string;
  message?: string;
  /** A smaller line beneath the message: FieldDesk's explanation of a question the spec words tersely. */
  detail?: string;
  yesText?: string;
  noText?: string;
  width?: number;
  height?: number;
  onYes: () => void;
  onNo: () => void;
}

/** The shared confirmation dialog (spec §2.3): Please Confirm / Are You Sure? / Yes, No; 500x200. */
export function ConfirmationDialog({
  open,
  title = 'Please Confirm',
  message = 'Are You Sure?',
  detail,
  yesText = 'Yes',
  noText = 'No',
  width = CONFIRM_DIALOG_SIZE.width,
  height = CONFIRM_DIALOG_SIZE.height,
  onYes,
  onNo,
}: ConfirmationDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onNo}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{
        paper: { sx: { width, maxWidth: 'calc(100% - 32px)', minHeight: height, display: 'flex', flexDirection: 'column' } },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ flexGrow: 1 }}>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {detail && (
          <DialogContentText variant="body2" sx={{ mt: 1.5 }}>
            {detail}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onNo} color="inherit">
          {noText}
        </Button>
        <Button onClick={onYes} variant="contained" autoFocus>
          {yesText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
