import type { WidgetProps } from '@rjsf/utils';

/**
 * What a text-like widget's field takes from the generated form alike: its id, label and
 * required mark, locked while disabled or read-only, red while the form has errors for it,
 * and its focus and blur reported with the value.
 */
export const widgetFieldProps = ({ id, label, value, required, disabled, readonly, rawErrors = [], onBlur, onFocus, autofocus }: WidgetProps) => ({
  id,
  label,
  required,
  disabled: disabled || readonly,
  autoFocus: autofocus,
  error: rawErrors.length > 0,
  onBlur: () => onBlur(id, value),
  onFocus: () => onFocus(id, value),
});
