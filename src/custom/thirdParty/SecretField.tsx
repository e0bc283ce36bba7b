/**
 * A write-only secret (client secret, password): the browser never receives it, so the field
 * starts empty and says whether one is set; left empty, the stored one is kept.
 */
import { Chip, InputAdornment, TextField } from '@mui/material';
import { errorProps, type FieldErrors } from '../../ui/form/fieldErrors';

export function SecretField({ name, label, isSet, value, onChange, errors, disabled }: { name: string; label: string; isSet: boolean; value: string; onChange: (value: string) => void; errors: FieldErrors; disabled?: boolean }) {
  return (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      placeholder={isSet ? 'Leave empty to keep the one set' : ''}
      {...errorProps(errors, name, isSet ? 'Set. Type a new one to replace it.' : 'Not set.')}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Chip size="small" data-testid={`${name}-state`} color={isSet ? 'success' : 'default'} variant={isSet ? 'filled' : 'outlined'} label={isSet ? 'Set' : 'Not set'} />
            </InputAdornment>
          ),
        },
      }}
      fullWidth
    />
  );
}
