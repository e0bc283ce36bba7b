import type { WidgetProps } from '@rjsf/utils';
import type { PropertyReference } from '../../../domain/resources/meta';
import { ReferenceAutocomplete } from '../../../ui/reference/ReferenceAutocomplete';

/** A reference to another resource's record: the searchable select of spec §5. */
export function ReferenceWidget({ id, label, value, required, disabled, readonly, rawErrors = [], onChange, onBlur, options }: WidgetProps) {
  const reference = options.reference as PropertyReference;
  return (
    <ReferenceAutocomplete
      id={id}
      reference={reference}
      label={label}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
    />
  );
}
