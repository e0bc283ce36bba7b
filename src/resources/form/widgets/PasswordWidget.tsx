import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

/**
 * A secret (passwords, access tokens), hidden unless the eye is pressed. A writeOnly secret is
 * never sent back by the server: left empty, the stored one is kept.
 */
export function PasswordWidget({ id, label, value, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus, autofocus, schema }: WidgetProps) {
  const [visible, setVisible] = useState(false);
  const keeps = schema.writeOnly === true;
  return (
    <TextField
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      value={typeof value === 'string' ? value : ''}
      placeholder={keeps ? 'Unchanged unless you type a new one' : undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { autoComplete: 'new-password' },
        inputLabel: keeps ? { shrink: true } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={visible ? `Hide ${label}` : `Show ${label}`} onClick={() => setVisible(!visible)} edge="end" size="small">
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
