import { Autocomplete, CircularProgress, TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
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

/**
 * A searchable select of another resource's records, shown by their label property (spec §5):
 * it searches 400 ms after the last key stroke, an empty search offers nothing ("No Options"),
 * and "Loading..." shows while the answer is on its way.
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
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Option | null>(null);

  // The label of the value the field starts with (or is given from outside).
  useEffect(() => {
    if (value === null || value === undefined) {
      setSelected(null);
      return;
    }
    if (selected?.id === value) return;
    const controller = new AbortController();
    fetchLabels(dataProvider, reference, [value], controller.signal).then(
      (labels) => setSelected({ id: value, label: labels.get(value) ?? `#${value}` }),
      () => undefined,
    );
    return () => controller.abort();
  }, [value, reference, dataProvider, selected?.id]);

  const term = input.trim();
  const searching = term !== '' && term !== selected?.label;
  useEffect(() => {
    if (!searching) {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      dataProvider
        .getList(reference.resource, {
          filter: { q: term },
          pagination: { page: 1, perPage: SEARCH_SIZE },
          sort: { field: reference.label, order: 'ASC' },
          signal: controller.signal,
        })
        .then(
          ({ data }) => {
            setOptions(data.map((r) => ({ id: Number(r.id), label: String(r[reference.label] ?? `#${r.id}`) })));
            setLoading(false);
          },
          () => !controller.signal.aborted && setLoading(false),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, searching, reference, dataProvider]);

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
        setSelected(option);
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
