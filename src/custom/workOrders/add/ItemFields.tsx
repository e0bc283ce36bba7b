import { TextField } from '@mui/material';
import { CurrencyField, type CurrencyValue } from '../../../ui/form/CurrencyField';
import { lineTotal } from '../items/money';
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

/** A line's price; under it the line's total once quantity and price are known, else `hint`. */
export function PriceField({ label, value, onChange, error, quantity, hint }: { label: string; value: CurrencyValue; onChange: (value: CurrencyValue) => void; error: string | undefined; quantity: number | null; hint: string }) {
  const total = quantity !== null && typeof value === 'number' ? `Total ${lineTotal(quantity, value)}` : null;
  return <CurrencyField label={label} value={value} onChange={onChange} error={Boolean(error)} helperText={error ?? total ?? hint} />;
}
