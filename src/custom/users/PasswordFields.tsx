import { TextField } from '@mui/material';
import type { FieldErrors } from '../../ui/form/fieldErrors';
import { PASSWORD_MIN_LENGTH } from './usersApi';

/**
 * A new password typed twice, as passwordErrors (userForm.ts) checks it: its errors are those of
 * `password` and `confirmPassword`.
 */
export function PasswordFields({
  label,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  disabled = false,
  autoFocus = false,
}: {
  /** The first field's label ("Password", "New Password"); the second is always "Confirm Password". */
  label: string;
  password: string;
  confirm: string;
  onPassword: (password: string) => void;
  onConfirm: (confirm: string) => void;
  errors: FieldErrors;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const field = (fieldLabel: string, value: string, onValue: (value: string) => void, error: string | undefined, hint?: string, focus = false) => (
    <TextField
      label={fieldLabel}
      type="password"
      required
      autoFocus={focus}
      disabled={disabled}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
    />
  );
  return (
    <>
      {field(label, password, onPassword, errors.password, `At least ${PASSWORD_MIN_LENGTH} characters.`, autoFocus)}
      {field('Confirm Password', confirm, onConfirm, errors.confirmPassword)}
    </>
  );
}
