import { TextField } from '@mui/material';
import { Wide } from './AddItemPage';

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** An item's quantity, typed as a decimal. */
export function QuantityField({ label = 'Quantity', value, onChange, error }: TextFieldProps & { label?: string }) {
  return (
    <TextField
      label={label}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** An item's description over both columns of an add form. */
export function DescriptionField({ required = false, value, onChange, error }: TextFieldProps & { required?: boolean }) {
  return (
    <Wide>
      <TextField
        label="Description"
        required={required}
        fullWidth
        multiline
        minRows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Wide>
  );
}
