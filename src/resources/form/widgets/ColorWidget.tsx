import { Box, InputAdornment, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as #RRGGBB: typed, or picked from the swatch. */
export function ColorWidget({ id, label, value, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const locked = disabled || readonly;
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={locked}
      error={rawErrors.length > 0}
      value={text}
      placeholder="#RRGGBB"
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value.trim())}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, style: { fontFamily: 'monospace' } },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="label"
                sx={{
                  position: 'relative',
                  width: 24,
                  height: 24,
                  borderRadius: 1,
                  border: '1px solid rgba(0,0,0,0.2)',
                  bgcolor: HEX.test(text) ? text : 'transparent',
                  backgroundImage: HEX.test(text) ? 'none' : 'linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%)',
                  backgroundSize: '8px 8px',
                  cursor: locked ? 'default' : 'pointer',
                  overflow: 'hidden',
                }}
              >
                <Box
                  component="input"
                  type="color"
                  disabled={locked}
                  aria-label={`Pick ${label}`}
                  value={HEX.test(text) ? text.toLowerCase() : '#337ab7'}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toUpperCase())}
                  sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'inherit', width: '100%', height: '100%' }}
                />
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
