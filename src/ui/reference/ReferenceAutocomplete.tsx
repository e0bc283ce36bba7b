import { Autocomplete, CircularProgress, TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetMany } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants';
import type { PropertyReference } from '../../domain/resources/meta';
import { fetchLabels } from './referenceLabels';

export const NO_OPTIONS_TEXT = 'No Options';
export const LOADING_TEXT = 'Loading...';
const SEARCH_SIZE = 25;

interface Option {
  id: number;
  label: string;
}

export interface ReferenceAutocompleteProps {
  reference: PropertyReference;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  label?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: TextFieldProps['helperText'];
  size?: 'small' | 'medium';
  id?: string;
  onBlur?: () => void;
  ariaLabel?: string;
  variant?: TextFieldProps['variant'];
}

/** `text` once it has stayed the same for the search delay. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

const labelOf = (record: Record<string, unknown>, field: string) => String(record[field] ?? `#${String(record.id)}`);

/**
 * A searchable select of another resource's records, shown by their label property (spec §5):
 * it searches 400 ms after the last key stroke, an empty search offers nothing ("No Options"),
 * and "Loading..." shows while the answer is on its way. Both the search and the label of the
 * value are read with react-admin's data hooks, so fields showing the same record share one call.
 */
export function ReferenceAutocomplete({
  reference,
  value,
  onChange,
  label,
  placeholder = 'Type to search',
  required,
  disabled,
  error,
  helperText,
  size = 'medium',
  id,
  onBlur,
  ariaLabel,
  variant,
}: ReferenceAutocompleteProps) {
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);

  // The label of the value the field starts with (or is given from outside).
  // Read through the list's labels endpoint when the server names one (referenceLabels.ts).
  const needsLabel = value !== null && value !== undefined && picked?.id !== value;
  const viaList = Boolean(reference.labelsPath);
  const dataProvider = useDataProvider();
  const { data: valueRecords } = useGetMany(reference.resource, { ids: needsLabel ? [value] : [] }, { enabled: needsLabel && !viaList });
  const { data: listedLabels } = useQuery({
    queryKey: ['referenceLabels', reference.resource, reference.label, reference.labelsPath ?? null, [value]],
    queryFn: ({ signal }) => fetchLabels(dataProvider, reference, [value!], signal),
    enabled: needsLabel && viaList,
  });
  const selected = useMemo<Option | null>(() => {
    if (value === null || value === undefined) return null;
    if (picked?.id === value) return picked;
    if (viaList) return listedLabels ? { id: value, label: listedLabels.get(value) ?? `#${value}` } : null;
    if (!valueRecords) return null;
    const record = valueRecords.find((r) => Number(r.id) === value);
    return { id: value, label: record ? labelOf(record, reference.label) : `#${value}` };
  }, [value, picked, viaList, listedLabels, valueRecords, reference.label]);

  const term = input.trim();
  const searching = term !== '' && term !== selected?.label;
  const settled = useSettledText(term);
  const { data: found, isFetching } = useGetList(
    reference.resource,
    { filter: { q: settled }, pagination: { page: 1, perPage: SEARCH_SIZE }, sort: { field: reference.label, order: 'ASC' } },
    { enabled: searching && settled === term },
  );
  const options = useMemo<Option[]>(
    () => (searching && settled === term && found ? found.map((r) => ({ id: Number(r.id), label: labelOf(r, reference.label) })) : []),
    [searching, settled, term, found, reference.label],
  );
  const loading = searching && (settled !== term || isFetching);

  const shown = useMemo(() => {
    if (!selected || options.some((o) => o.id === selected.id)) return options;
    return [selected, ...options];
  }, [options, selected]);

  return (
    <Autocomplete<Option>
      id={id}
      value={selected}
      options={shown}
      filterOptions={() => (searching ? options : [])}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText={LOADING_TEXT}
      noOptionsText={NO_OPTIONS_TEXT}
      disabled={disabled}
      size={size}
      fullWidth
      onChange={(_, option) => {
        setPicked(option);
        onChange(option ? option.id : null);
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          variant={variant}
          label={label}
          placeholder={selected ? undefined : placeholder}
          required={required}
          error={error}
          helperText={helperText}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': ariaLabel ?? label },
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={16} />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
