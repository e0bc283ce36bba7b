/** Chooses the order a visit is for: types a number, customer or problem, picks from the open orders (All Work Orders). */
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants';
import type { WorkOrderListRow } from '../../domain/workOrders/orders';
import { http } from '../../ui/http/httpClient';

export interface PickedOrder {
  id: number;
  label: string;
  /** Status and problem, shown under the label in the list. */
  hint?: string;
}

const searchOrders = (text: string) =>
  http.get<WorkOrderListRow[]>('workOrders', { query: { grid: 'woAll', filter: JSON.stringify(text ? { q: text } : {}), range: '[0,9]', sort: '["workOrderNumber","DESC"]' } });

export function WorkOrderPicker({ value, onChange, error, helperText, disabled }: { value: PickedOrder | null; onChange: (order: PickedOrder | null) => void; error?: boolean; helperText?: string; disabled?: boolean }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({ queryKey: ['scheduling', 'orderSearch', search], queryFn: () => searchOrders(search), staleTime: 30_000 });
  const options: PickedOrder[] = (found.data ?? []).map((row) => ({ id: row.id, label: `${row.displayNumber} · ${row.customerName}`, hint: `${row.status} · ${row.problem}` }));
  return (
    <Autocomplete
      value={value}
      disabled={disabled}
      options={options}
      loading={found.isFetching}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => option.label}
      onChange={(_, chosen) => onChange(chosen ? { id: chosen.id, label: chosen.label } : null)}
      onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
      noOptionsText="No open work orders match"
      renderOption={(props, option) => (
        <Box component="li" {...props} key={option.id}>
          <Box>
            <Typography variant="body2" fontWeight={600}>
              {option.label}
            </Typography>
            {option.hint && (
              <Typography variant="caption" color="text.secondary">
                {option.hint}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Work order" placeholder="Number, customer or problem" error={error} helperText={helperText ?? 'Leave empty for a task without an order.'} />}
    />
  );
}
