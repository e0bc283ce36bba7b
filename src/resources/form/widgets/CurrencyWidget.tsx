import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { cleanCurrencyInput, formatMoney, fromCents, parseCurrencyInput, toCents } from '../../../domain/money';

const shown = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? formatMoney(toCents(value)) : '');
const editable = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/**
 * Money (spec §5): "$1,234.50" while not focused; while typing, the plain amount with leading
 * zeros stripped; never below 0 (a minus sign is not accepted).
 */
export function CurrencyWidget({ id, label, value, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus, autofocus }: WidgetProps) {
  const [text, setText] = useState<string | null>(null);
  const focused = text !== null;
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      value={focused ? text : shown(value)}
      onFocus={() => {
        setText(editable(value));
        onFocus(id, value);
      }}
      onBlur={() => {
        setText(null);
        onBlur(id, value);
      }}
      onChange={(event) => {
        const typed = cleanCurrencyInput(event.target.value).replace(/[^\d.,]/g, '');
        setText(typed);
        const cents = parseCurrencyInput(typed);
        onChange(cents === null ? undefined : fromCents(cents));
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
