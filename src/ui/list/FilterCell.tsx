import ClearIcon from '@mui/icons-material/Clear';
import { Box, Button, IconButton, InputAdornment, Menu, MenuItem, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import { FILTER_DATE_FORMAT, formatFilterDate, parseFilterDate } from '../../domain/dateFormats';
import { defaultFilterOperator, filterOperators, type GridOperator } from '../../domain/lists/gridFilters';
import { ReferenceAutocomplete } from '../reference/ReferenceAutocomplete';
import { filterTypeOf, type ColumnSpec } from './columns';
import type { CellFilter } from './filterModel';
import { useGridContext } from './gridContext';
import { useDebouncedText } from './useDebouncedText';

const SYMBOL: Record<GridOperator, string> = { eq: '=', gt: '>', lt: '<', contains: '≈' };

const inputSx = {
  '& .MuiInputBase-root': { bgcolor: 'background.paper', fontSize: 13, minHeight: 34 },
  '& .MuiInputBase-input': { py: 0.75 },
  '& .MuiAutocomplete-inputRoot .MuiAutocomplete-input': { py: '1px' },
};

function OperatorButton({ operator, choices, onChange, title }: { operator: GridOperator; choices: readonly GridOperator[]; onChange: (op: GridOperator) => void; title: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const options = filterOperators('number').filter((o) => choices.includes(o.operator));
  return (
    <>
      <Button
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${title} filter operator: ${options.find((o) => o.operator === operator)?.label ?? operator}`}
        sx={{ minWidth: 28, px: 0.5, py: 0, fontWeight: 700, color: 'text.secondary' }}
      >
        {SYMBOL[operator]}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((o) => (
          <MenuItem
            key={o.operator}
            selected={o.operator === operator}
            onClick={() => {
              onChange(o.operator);
              setAnchor(null);
            }}
          >
            <Box component="span" sx={{ width: 20, fontWeight: 700 }}>
              {SYMBOL[o.operator]}
            </Box>
            {o.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

const clearAdornment = (show: boolean, onClear: () => void, title: string) =>
  show ? (
    <InputAdornment position="end">
      <IconButton size="small" edge="end" aria-label={`Clear the ${title} filter`} onClick={onClear}>
        <ClearIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </InputAdornment>
  ) : null;

function TextOrNumberFilter({ column, cell, set }: { column: ColumnSpec; cell?: CellFilter; set: (c: CellFilter | undefined) => void }) {
  const type = filterTypeOf(column.kind) === 'number' ? 'number' : 'text';
  // The operator may be chosen before a value is typed, so the cell keeps it too.
  const [chosen, setChosen] = useState<GridOperator>(cell?.operator ?? defaultFilterOperator(type));
  const operator = cell?.operator ?? chosen;
  const commit = (text: string) => set(text.trim() === '' ? undefined : { operator, value: text });
  const [text, setText] = useDebouncedText(typeof cell?.value === 'string' ? cell.value : '', commit);
  return (
    <TextField
      variant="outlined"
      size="small"
      fullWidth
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={type === 'text' ? 'Contains' : 'Number'}
      sx={inputSx}
      slotProps={{
        htmlInput: { 'aria-label': `Filter ${column.title}`, inputMode: type === 'number' ? 'numeric' : 'text' },
        input: {
          startAdornment:
            type === 'number' ? (
              <InputAdornment position="start" sx={{ mr: 0 }}>
                <OperatorButton
                  title={column.title}
                  operator={operator}
                  choices={['eq', 'gt', 'lt']}
                  onChange={(op) => {
                    setChosen(op);
                    if (text.trim()) set({ operator: op, value: text });
                  }}
                />
              </InputAdornment>
            ) : undefined,
          endAdornment: clearAdornment(text !== '', () => setText(''), column.title),
        },
      }}
    />
  );
}

function DateFilter({ column, cell, set }: { column: ColumnSpec; cell?: CellFilter; set: (c: CellFilter | undefined) => void }) {
  const value = typeof cell?.value === 'string' ? parseFilterDate(cell.value) : null;
  return (
    <DatePicker
      value={value}
      format={FILTER_DATE_FORMAT}
      onChange={(date) => set(date && !Number.isNaN(date.getTime()) ? { operator: 'eq', value: formatFilterDate(date) } : undefined)}
      slotProps={{
        textField: { variant: 'outlined', size: 'small', fullWidth: true, sx: inputSx, inputProps: { 'aria-label': `Filter ${column.title}` } },
        field: { clearable: true, onClear: () => set(undefined) },
        openPickerButton: { size: 'small' },
      }}
    />
  );
}

function ChoiceFilter({ column, cell, set }: { column: ColumnSpec; cell?: CellFilter; set: (c: CellFilter | undefined) => void }) {
  const options =
    column.kind === 'boolean'
      ? [
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]
      : (column.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  const current = cell?.value === undefined || cell?.value === null ? '' : String(cell.value);
  return (
    <TextField
      select
      variant="outlined"
      size="small"
      fullWidth
      value={current}
      sx={inputSx}
      onChange={(e) => {
        const text = e.target.value;
        if (text === '') return set(undefined);
        const raw = column.kind === 'boolean' ? text === 'true' : (column.options?.find((o) => String(o.value) === text)?.value ?? text);
        set({ operator: 'eq', value: raw });
      }}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': `Filter ${column.title}`, 'aria-labelledby': undefined } } }}
    >
      <MenuItem value="">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          All
        </Box>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The filter cell under a column's title (spec §2.3, §5), by the kind of value the column holds. */
export function FilterCell({ column }: { column: ColumnSpec }) {
  const { filters, setFilter } = useGridContext();
  const cell = filters[column.field];
  const set = (next: CellFilter | undefined) => setFilter(column.field, next);
  if (column.kind === 'reference' && column.reference) {
    return (
      <Box sx={inputSx}>
        <ReferenceAutocomplete
          reference={column.reference}
          value={typeof cell?.value === 'number' ? cell.value : null}
          onChange={(id) => set(id === null ? undefined : { operator: 'eq', value: id })}
          size="small"
          placeholder="Search"
          variant="outlined"
          ariaLabel={`Filter ${column.title}`}
        />
      </Box>
    );
  }
  switch (filterTypeOf(column.kind)) {
    case 'date':
      return <DateFilter column={column} cell={cell} set={set} />;
    case 'boolean':
    case 'select':
      return <ChoiceFilter column={column} cell={cell} set={set} />;
    default:
      return <TextOrNumberFilter column={column} cell={cell} set={set} />;
  }
}
