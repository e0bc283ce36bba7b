import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';

/** The box at the top of a long menu that narrows it to the entries whose name contains the text. */
export function MenuSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => event.key === 'Escape' && onChange('')}
      placeholder="Find a screen"
      size="small"
      fullWidth
      sx={{ px: 1.5, pb: 1, '& .MuiInputBase-root': { bgcolor: 'background.default', fontSize: 14 } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Find a screen in the menu' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label="Clear menu search" onClick={() => onChange('')} edge="end">
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
