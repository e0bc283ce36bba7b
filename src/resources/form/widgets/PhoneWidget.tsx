import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { PHONE_MASK } from '../../../domain/constants';
import { formatPhone } from '../../../domain/phone';
import { widgetFieldProps } from './widgetFieldProps';

/** A phone number typed through the mask 000-000-0000 (spec §5). */
export function PhoneWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return (
    <TextField
      {...widgetFieldProps(props)}
      value={typeof value === 'string' ? value : ''}
      placeholder={PHONE_MASK}
      onChange={(event) => {
        const masked = formatPhone(event.target.value);
        onChange(masked === '' ? undefined : masked);
      }}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: PHONE_MASK.length } }}
    />
  );
}
