import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import IndeterminateCheckBox from '@mui/icons-material/IndeterminateCheckBox';
import { Autocomplete, Box, Checkbox, Chip, TextField } from '@mui/material';
import { multiSelectSummary } from './multiSelectSummary';

export interface MultiSelectOption {
  id: number;
  name: string;
  disabled?: boolean;
}

const SELECT_ALL: MultiSelectOption = { id: -1, name: 'Select all' };

/** A multi-select with "Select all" and the "N / M selected" summary (spec §2.3, §5). */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  disabled,
  required,
  error,
  helperText,
  placeholder,
}: {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  placeholder?: string;
}) {
  const selectable = options.filter((o) => !o.disabled);
  const chosen = options.filter((o) => value.includes(o.id));
  const allChosen = selectable.length > 0 && selectable.every((o) => value.includes(o.id));
  const someChosen = selectable.some((o) => value.includes(o.id));
  const summary = multiSelectSummary(chosen.length, options.length);
  return (
    <Autocomplete<MultiSelectOption, true, false, false>
      multiple
      disableCloseOnSelect
      disabled={disabled}
      options={[SELECT_ALL, ...options]}
      value={chosen}
      getOptionLabel={(o) => o.name}
      getOptionDisabled={(o) => Boolean(o.disabled)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="No Options"
      onChange={(_, next, reason, details) => {
        if (details?.option.id === SELECT_ALL.id) {
          // Disabled options keep their state either way.
          const locked = options.filter((o) => o.disabled && value.includes(o.id)).map((o) => o.id);
          onChange(allChosen ? locked : [...new Set([...locked, ...selectable.map((o) => o.id)])]);
          return;
        }
        if (reason === 'clear') {
          onChange(options.filter((o) => o.disabled && value.includes(o.id)).map((o) => o.id));
          return;
        }
        onChange(next.filter((o) => o.id !== SELECT_ALL.id).map((o) => o.id));
      }}
      renderOption={({ key, ...props }, option, { selected }) => {
        const isAll = option.id === SELECT_ALL.id;
        return (
          <Box component="li" key={key} {...props} sx={isAll ? { borderBottom: 1, borderColor: 'divider', fontWeight: 600 } : undefined}>
            <Checkbox
              size="small"
              icon={<CheckBoxOutlineBlank fontSize="small" />}
              checkedIcon={<CheckBox fontSize="small" />}
              indeterminateIcon={<IndeterminateCheckBox fontSize="small" />}
              checked={isAll ? allChosen : selected}
              indeterminate={isAll && someChosen && !allChosen}
              sx={{ mr: 1, p: 0.5 }}
            />
            {option.name}
          </Box>
        );
      }}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.name} {...itemProps} disabled={disabled || option.disabled} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} placeholder={chosen.length ? undefined : placeholder} helperText={helperText ?? summary} />
      )}
    />
  );
}
