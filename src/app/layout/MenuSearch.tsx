import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import { SIDEBAR_WIDTH } from '../../ui/theme';

/**
 * The box above a long menu that narrows it to the entries whose name contains the text, and
 * says so when none does. It sits outside the menu list, which may hold menu items only.
 */
export function MenuSearch({
  value,
  onChange,
  nothingMatches,
}: {
  value: string;
  onChange: (value: string) => void;
  nothingMatches: boolean;
}) {
  return (
    <Box sx={{ width: SIDEBAR_WIDTH, boxSizing: 'border-box', px: 1.5, pt: 1.5 }}>
      <TextField
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onChange('')}
        placeholder="Find a screen"
        size="small"
        fullWidth
        sx={{ '& .MuiInputBase-root': { bgcolor: 'background.default', fontSize: 14 } }}
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
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 0.5, pt: 1, '&:empty': { display: 'none' } }}>
        {nothingMatches ? `No screen matches '${value.trim()}'` : ''}
      </Typography>
    </Box>
  );
}
