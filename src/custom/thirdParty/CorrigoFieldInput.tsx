/**
 * One answer in the type Corrigo asks for (spec §3.7 field types): a True/False choice, a list
 * of the allowed values, a date, a time, a number, money, a phone number, a web address or text.
 * Used by the wizard's questions and by the Update Step dialog.
 */
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { PHONE_MASK } from '../../domain/constants';
import type { CorrigoFieldType } from '../../domain/thirdParty/corrigo';

interface Props {
  label: string;
  type: CorrigoFieldType;
  values: readonly string[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  disabled?: boolean;
}

const INPUT_TYPES: Partial<Record<CorrigoFieldType, { type: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'url'; placeholder?: string }>> = {
  Integer: { type: 'text', inputMode: 'numeric' },
  Float: { type: 'text', inputMode: 'decimal' },
  Money: { type: 'text', inputMode: 'decimal', placeholder: '0.00' },
  PhoneNumber: { type: 'tel', inputMode: 'tel', placeholder: PHONE_MASK },
  Date: { type: 'date' },
  Time: { type: 'time' },
  Url: { type: 'url', inputMode: 'url', placeholder: 'https://' },
};

export function CorrigoFieldInput({ label, type, values, value, onChange, required, error, disabled }: Props) {
  if (type === 'Bool') {
    return (
      <FormControlLabel
        sx={{ ml: 0, gap: 1, minHeight: 44 }}
        control={<Switch checked={value === 'True'} disabled={disabled} onChange={(_, checked) => onChange(checked ? 'True' : 'False')} />}
        label={`${label}${required ? ' *' : ''}`}
      />
    );
  }
  if (values.length) {
    return (
      <TextField select fullWidth label={label} required={required} value={value} disabled={disabled} error={Boolean(error)} helperText={error} onChange={(e) => onChange(e.target.value)}>
        {values.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const input = INPUT_TYPES[type];
  return (
    <TextField
      fullWidth
      label={label}
      required={required}
      value={value}
      disabled={disabled}
      type={input?.type ?? 'text'}
      placeholder={input?.placeholder}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: input?.type === 'date' || input?.type === 'time' ? { shrink: true } : undefined, htmlInput: { inputMode: input?.inputMode } }}
    />
  );
}
