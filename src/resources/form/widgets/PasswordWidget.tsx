import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { widgetFieldProps } from './widgetFieldProps';

/**
 * A secret (passwords, access tokens), hidden unless the eye is pressed. A writeOnly secret is
 * never sent back by the server: left empty, the stored one is kept.
 */
export function PasswordWidget(props: WidgetProps) {
  const { label, value, onChange, schema } = props;
  const [visible, setVisible] = useState(false);
  const keeps = schema.writeOnly === true;
  return (
    <TextField
      {...widgetFieldProps(props)}
      type={visible ? 'text' : 'password'}
      value={typeof value === 'string' ? value : ''}
      placeholder={keeps ? 'Unchanged unless you type a new one' : undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
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
