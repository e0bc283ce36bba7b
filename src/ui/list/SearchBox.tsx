import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useDebouncedText } from './useDebouncedText';

/** The quick search of a list (the API's `q`: contains, over its text columns). */
export function SearchBox({ value, onChange, label, fullWidth }: { value: string; onChange: (q: string) => void; label: string; fullWidth?: boolean }) {
  const [text, setText] = useDebouncedText(value, onChange);
  return (
    <TextField
      variant="outlined"
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={`Search ${label.toLowerCase()}`}
      fullWidth={fullWidth}
      sx={{ minWidth: { sm: 280 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search', type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={() => setText('')}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
