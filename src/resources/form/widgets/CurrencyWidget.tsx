import type { WidgetProps } from '@rjsf/utils';
import { CurrencyField } from './CurrencyField';

/** The money field of generated forms. */
export function CurrencyWidget({ id, label, value, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus, autofocus }: WidgetProps) {
  return (
    <CurrencyField
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      value={typeof value === 'number' ? value : null}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
      onChange={(amount) => onChange(amount ?? undefined)}
    />
  );
}
