import { Box, Typography } from '@mui/material';
import { SearchField } from '../../ui/form/SearchField';
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
      <SearchField
        value={value}
        onChange={onChange}
        onKeyDown={(event) => event.key === 'Escape' && onChange('')}
        placeholder="Find a screen"
        label="Find a screen in the menu"
        clearLabel="Clear menu search"
        fullWidth
        sx={{ '& .MuiInputBase-root': { bgcolor: 'background.default', fontSize: 14 } }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 0.5, pt: 1, '&:empty': { display: 'none' } }}>
        {nothingMatches ? `No screen matches '${value.trim()}'` : ''}
      </Typography>
    </Box>
  );
}
