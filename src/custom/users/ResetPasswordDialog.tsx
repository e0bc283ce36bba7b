import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { DIALOG_DEFAULT_WIDTH } from '../../domain/constants';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import type { FieldErrors } from '../../ui/form/fieldErrors';
import { PasswordFields } from './PasswordFields';
import { passwordErrors } from './userForm';
import { resetPassword } from './usersApi';

/** Gives a user a new password (at least 8 characters, typed twice). */
export function ResetPasswordDialog({
  userId,
  userName,
  open,
  onClose,
  onChanged,
}: {
  userId: number;
  userName: string;
  open: boolean;
  onClose: () => void;
  /** After the change: the user's record has a new version. */
  onChanged: () => void;
}) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const close = () => {
    setPassword('');
    setConfirm('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const found = passwordErrors(password, confirm);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await resetPassword(userId, password);
      toast.success(`The password of ${userName} was changed.`);
      onChanged();
      close();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={saving ? undefined : close} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}>
      <DialogTitle id={titleId}>Reset Password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Choose a new password for {userName}. Tell them the new password; the old one stops working at once.</DialogContentText>
        <Stack
          component="form"
          id="reset-password-form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
        >
          <PasswordFields label="New Password" autoFocus password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form="reset-password-form" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Change Password
        </Button>
      </DialogActions>
    </Dialog>
  );
}
