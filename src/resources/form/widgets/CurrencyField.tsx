import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { cleanCurrencyInput, formatMoney, fromCents, parseCurrencyInput, toCents } from '../../../domain/money';

const shown = (value: number | null | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? formatMoney(toCents(value)) : '');
const editable = (value: number | null | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

export type CurrencyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onFocus' | 'onBlur'> & {
  value: number | null | undefined;
  /** The amount in dollars, or null when the field is emptied. */
  onChange: (value: number | null) => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * Money (spec §5): "$1,234.50" while not focused; while typing, the plain amount with leading
 * zeros stripped; never below 0 (a minus sign is not accepted).
 */
export function CurrencyField({ value, onChange, onFocus, onBlur, slotProps, ...props }: CurrencyFieldProps) {
  const [text, setText] = useState<string | null>(null);
  const focused = text !== null;
  return (
    <TextField
      {...props}
      value={focused ? text : shown(value)}
      onFocus={() => {
        setText(editable(value));
        onFocus?.();
      }}
      onBlur={() => {
        setText(null);
        onBlur?.();
      }}
      onChange={(event) => {
        const typed = cleanCurrencyInput(event.target.value).replace(/[^\d.,]/g, '');
        setText(typed);
        const cents = parseCurrencyInput(typed);
        onChange(cents === null ? null : fromCents(cents));
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput } }}
    />
  );
}
