/**
 * A compact multi-select filter (spec §2.3, §5): "Select all" on top, a check box per option,
 * and the field reads "All (M) selected" or "N / M selected" instead of listing every choice.
 */
import { Box, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { multiSelectSummary } from '../../ui/form/multiSelectSummary';

const ALL = -1;

export interface FilterOption {
  id: number;
  name: string;
  /** A colour swatch before the name. */
  color?: string;
}

export function FilterSelect({ label, options, value, onChange }: { label: string; options: readonly FilterOption[]; value: readonly number[]; onChange: (ids: number[]) => void }) {
  const all = options.length > 0 && options.every((option) => value.includes(option.id));
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={label}
      value={value}
      sx={{ width: { xs: 'auto', sm: 220 }, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => multiSelectSummary(options.filter((option) => value.includes(option.id)).length, options.length),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
      onChange={(event) => {
        const chosen = (event.target.value as unknown as number[]).map(Number);
        if (chosen.includes(ALL)) onChange(all ? [] : options.map((option) => option.id));
        else onChange(chosen);
      }}
    >
      <MenuItem value={ALL} dense divider>
        <Checkbox size="small" checked={all} indeterminate={!all && value.length > 0} sx={{ p: 0.5, mr: 1 }} />
        <ListItemText primary="Select all" slotProps={{ primary: { fontWeight: 600 } }} />
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} dense>
          <Checkbox size="small" checked={value.includes(option.id)} sx={{ p: 0.5, mr: 1 }} />
          {option.color && <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: option.color, mr: 1, flexShrink: 0 }} />}
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
