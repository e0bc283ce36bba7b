import { TextField } from '@mui/material';
import type { ReactNode } from 'react';

export interface Option<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

interface OptionSelectProps<V extends string | number> {
  label: string;
  value: V | null;
  options: readonly Option<V>[];
  onChange: (value: V | null) => void;
  /** The text of the empty choice; without it a value must be chosen. */
  emptyLabel?: string;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

/**
 * A labelled select of the dialog. Native, so phones show their own picker (spec: everything a
 * technician does works on a phone).
 */
export function OptionSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  required,
  error,
  helperText,
  disabled,
}: OptionSelectProps<V>) {
  const numeric = typeof options[0]?.value === 'number';
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      required={required}
      disabled={disabled}
      value={value == null ? '' : String(value)}
      onChange={(event) => {
        const text = event.target.value;
        if (text === '') onChange(null);
        else onChange((numeric ? Number(text) : text) as V);
      }}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {(emptyLabel !== undefined || value == null) && <option value="">{emptyLabel ?? ''}</option>}
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
