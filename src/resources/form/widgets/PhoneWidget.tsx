import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { PHONE_MASK } from '../../../domain/constants';
import { formatPhone } from '../../../domain/phone';

/** A phone number typed through the mask 000-000-0000 (spec §5). */
export function PhoneWidget({ id, label, value, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus, autofocus }: WidgetProps) {
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      value={typeof value === 'string' ? value : ''}
      error={rawErrors.length > 0}
      placeholder={PHONE_MASK}
      onChange={(event) => {
        const masked = formatPhone(event.target.value);
        onChange(masked === '' ? undefined : masked);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: PHONE_MASK.length } }}
    />
  );
}
