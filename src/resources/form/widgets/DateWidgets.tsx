import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { FILTER_DATE_FORMAT, formatApiDateTime, isValidDate, parseApiDateTime } from '../../../domain/dateFormats';
import { parseApiDate } from '../../../ui/list/cellFormat';

/**
 * Spec §5's date-time format is "MM/dd/yyyy hh:mm"; the 12-hour clock gets its AM/PM marker
 * so 02:30 and 14:30 read differently.
 */
export const FORM_DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm a';

const pad2 = (n: number) => String(n).padStart(2, '0');
const apiDate = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

const fieldProps = ({ id, required, rawErrors = [], onBlur, value }: WidgetProps) => ({
  id,
  required,
  fullWidth: true,
  variant: 'filled' as const,
  error: rawErrors.length > 0,
  onBlur: () => onBlur(id, value),
});

/** A date ("YYYY-MM-DD" in the record), shown MM/dd/yyyy. */
export function DateWidget(props: WidgetProps) {
  const { label, value, disabled, readonly, onChange } = props;
  return (
    <DatePicker
      label={label}
      value={typeof value === 'string' ? parseApiDate(value) : null}
      format={FILTER_DATE_FORMAT}
      disabled={disabled || readonly}
      onChange={(date) => onChange(date && isValidDate(date) ? apiDate(date) : undefined)}
      slotProps={{ textField: fieldProps(props), field: { clearable: !props.required } }}
    />
  );
}

/** A date and time ("YYYY-MM-DDTHH:mm:ss" in the record), shown MM/dd/yyyy hh:mm AM/PM. */
export function DateTimeWidget(props: WidgetProps) {
  const { label, value, disabled, readonly, onChange } = props;
  return (
    <DateTimePicker
      label={label}
      value={typeof value === 'string' ? parseApiDateTime(value.slice(0, 19)) : null}
      format={FORM_DATE_TIME_FORMAT}
      ampm
      disabled={disabled || readonly}
      onChange={(date) => onChange(date && isValidDate(date) ? formatApiDateTime(date) : undefined)}
      slotProps={{ textField: fieldProps(props), field: { clearable: !props.required } }}
    />
  );
}
