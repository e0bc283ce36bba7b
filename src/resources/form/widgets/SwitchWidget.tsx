import { FormControlLabel, Switch } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** Yes/no fields as switches. */
export function SwitchWidget({ id, label, value, disabled, readonly, onChange, onBlur, onFocus, autofocus }: WidgetProps) {
  return (
    <FormControlLabel
      sx={{ mt: 1, ml: 0, gap: 1 }}
      control={
        <Switch
          id={id}
          checked={Boolean(value)}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(_, checked) => onChange(checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      }
      label={label}
    />
  );
}
