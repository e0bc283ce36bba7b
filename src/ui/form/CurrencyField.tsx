import { TextField, type TextFieldProps } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { cleanCurrencyInput, formatMoney, fromCents, readCurrencyInput, toCents } from '../../domain/money';

/** What was typed in a currency field that is not an amount ("-50", "abc"), and why it is refused. */
export interface RefusedAmount {
  typed: string;
  message: string;
}

/** A currency field's value: dollars, null when empty, or a refused entry the form must not save. */
export type CurrencyValue = number | null | RefusedAmount;

export const isRefusedAmount = (value: unknown): value is RefusedAmount => typeof value === 'object' && value !== null && 'typed' in value;

/** The message of a refused entry, for the form's checks before saving; null for an amount or an empty field. */
export const refusedMessage = (value: CurrencyValue): string | null => (isRefusedAmount(value) ? value.message : null);

/** The amount to send; the form's checks refuse a RefusedAmount before it gets here. */
export function savedAmount(value: CurrencyValue): number | null {
  if (isRefusedAmount(value)) throw new Error(value.message);
  return value;
}

const shown = (value: CurrencyValue | undefined): string =>
  isRefusedAmount(value) ? value.typed : typeof value === 'number' && Number.isFinite(value) ? formatMoney(toCents(value)) : '';
const editable = (value: CurrencyValue | undefined): string =>
  isRefusedAmount(value) ? value.typed : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

export type CurrencyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onFocus' | 'onBlur'> & {
  value: CurrencyValue | undefined;
  /** The amount in dollars, null when the field is emptied, or the refused entry. */
  onChange: (value: CurrencyValue) => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * Money (spec §5): "$1,234.50" while not focused; focusing selects the amount so typing
 * replaces it; while typing, the plain amount with leading zeros stripped. A negative or
 * non-numeric entry stays as typed and is refused with a message (minimum 0); the form holds
 * it as a RefusedAmount, which it does not save. The parent's `error`/`helperText` win.
 */
export function CurrencyField({ value, onChange, onFocus, onBlur, slotProps, error, helperText, inputRef, ...props }: CurrencyFieldProps) {
  const [text, setText] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // A click that focuses the field would put the caret where it lands, undoing the selection.
  const keepSelection = useRef(false);
  // Focusing swaps "$50,750.00" for "50750": the selection is made once that text is in the
  // input, before the browser handles the next key, so the first digit typed already replaces it.
  const selectAfterSwap = useRef(false);
  const focused = text !== null;
  const refused = isRefusedAmount(value) ? value.message : null;
  useLayoutEffect(() => {
    if (!focused || !selectAfterSwap.current) return;
    selectAfterSwap.current = false;
    input.current?.select();
  }, [focused]);
  return (
    <TextField
      {...props}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        if (typeof inputRef === 'function') inputRef(element);
        else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element;
      }}
      error={Boolean(error) || refused !== null}
      helperText={error ? helperText : (refused ?? helperText)}
      value={focused ? text : shown(value)}
      onFocus={() => {
        selectAfterSwap.current = true;
        keepSelection.current = true;
        setText(editable(value));
        onFocus?.();
      }}
      onMouseUp={(event) => {
        if (!keepSelection.current) return;
        keepSelection.current = false;
        event.preventDefault();
        input.current?.select();
      }}
      onBlur={() => {
        setText(null);
        keepSelection.current = false;
        onBlur?.();
      }}
      onChange={(event) => {
        keepSelection.current = false;
        const typed = cleanCurrencyInput(event.target.value);
        setText(typed);
        const entry = readCurrencyInput(typed);
        onChange(entry.problem !== null ? { typed, message: entry.problem } : entry.cents === null ? null : fromCents(entry.cents));
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput } }}
    />
  );
}
