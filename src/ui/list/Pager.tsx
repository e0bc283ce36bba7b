import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { GRID_PAGE_SIZES } from '../../domain/constants';
import { pageCountOf, pageWindow, rangeLabel } from './pageButtons';

export interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  /** While the first answer is awaited the pager says so, never "No items". */
  loading?: boolean;
  /** Fewer controls for phones: no first/last and no page-number buttons beyond the current block. */
  compact?: boolean;
}

const pageButtonSx = { minWidth: 34, height: 32, px: 0.75, borderRadius: 1.5, fontWeight: 600 };

/** The grid pager (spec §9): page sizes 25/50/100 and ten page buttons. */
export function Pager({ page, perPage, total, onPage, onPerPage, loading = false, compact = false }: PagerProps) {
  const count = pageCountOf(total, perPage);
  const { pages, previousBlock, nextBlock } = pageWindow(page, count, compact ? 5 : undefined);
  const go = (target: number) => target !== page && onPage(Math.min(Math.max(1, target), count));
  return (
    <Box
      component="nav"
      aria-label="Pages"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 2 }, py: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
        {!compact && (
          <IconButton size="small" aria-label="First page" disabled={page <= 1} onClick={() => go(1)}>
            <FirstPage fontSize="small" />
          </IconButton>
        )}
        <IconButton size="small" aria-label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)}>
          <NavigateBefore fontSize="small" />
        </IconButton>
        {previousBlock !== null && (
          <Button size="small" color="inherit" sx={pageButtonSx} aria-label={`Page ${previousBlock}`} onClick={() => go(previousBlock)}>
            …
          </Button>
        )}
        {pages.map((p) => (
          <Button
            key={p}
            size="small"
            variant={p === page ? 'contained' : 'text'}
            color={p === page ? 'primary' : 'inherit'}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
            sx={pageButtonSx}
          >
            {p}
          </Button>
        ))}
        {nextBlock !== null && (
          <Button size="small" color="inherit" sx={pageButtonSx} aria-label={`Page ${nextBlock}`} onClick={() => go(nextBlock)}>
            …
          </Button>
        )}
        <IconButton size="small" aria-label="Next page" disabled={page >= count} onClick={() => go(page + 1)}>
          <NavigateNext fontSize="small" />
        </IconButton>
        {!compact && (
          <IconButton size="small" aria-label="Last page" disabled={page >= count} onClick={() => go(count)}>
            <LastPage fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { sm: 1 } }}>
        <TextField
          select
          variant="outlined"
          size="small"
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
          slotProps={{ select: { SelectDisplayProps: { 'aria-label': 'Items per page', 'aria-labelledby': undefined } } }}
          sx={{ '& .MuiInputBase-input': { py: 0.5, fontSize: 14 } }}
        >
          {GRID_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          items per page
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }} aria-live="polite">
        {loading ? 'Loading…' : rangeLabel(page, perPage, total)}
      </Typography>
    </Box>
  );
}
