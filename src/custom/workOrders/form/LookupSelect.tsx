import { MenuItem, TextField } from '@mui/material';
import type { LookupOption } from '../../../domain/workOrders/orders';

/** A select of one lookup list; optional ones start with "None". */
export function LookupSelect({
  label,
  options,
  value,
  onChange,
  required,
  disabled,
  error,
  helperText,
}: {
  label: string;
  options: readonly LookupOption[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
}) {
  const known = options ?? [];
  // A value the list no longer offers (deactivated since) still shows until changed.
  const unlisted = value !== null && !known.some((o) => o.id === value);
  return (
    <TextField
      select
      label={label}
      required={required}
      disabled={disabled || !options}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {!required && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {unlisted && (
        <MenuItem value={String(value)} disabled>
          #{value}
        </MenuItem>
      )}
      {known.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
