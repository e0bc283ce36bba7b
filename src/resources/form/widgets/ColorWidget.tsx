import { Box, InputAdornment, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, type ChangeEvent } from 'react';
import { COLOR_HINT, normalizeColor } from '../../../domain/colors';

const PICKER_START = '#1E88E5';

/**
 * A colour: a swatch that opens the system colour picker, beside the #RRGGBB text. A colour
 * stored by name ("green") or as #RGB is turned into #RRGGBB when the form opens, so saving
 * keeps the same colour in the form every list expects.
 */
export function ColorWidget({ id, label, value, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const color = normalizeColor(text);
  const locked = disabled || readonly;

  useEffect(() => {
    if (color && color !== text && !locked) onChange(color);
  }, [color, text, locked, onChange]);

  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={locked}
      error={rawErrors.length > 0}
      value={text}
      placeholder={PICKER_START}
      helperText={rawErrors.length ? undefined : 'Pick from the swatch or type a colour like #1E88E5.'}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value.trim())}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, style: { fontFamily: 'monospace' }, title: COLOR_HINT },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="label"
                title={locked ? undefined : `Pick ${label}`}
                sx={{
                  position: 'relative',
                  width: 28,
                  height: 28,
                  borderRadius: 1,
                  border: '1px solid rgba(0,0,0,0.25)',
                  bgcolor: color ?? 'transparent',
                  backgroundImage: color ? 'none' : 'linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%)',
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
                  value={(color ?? PICKER_START).toLowerCase()}
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
