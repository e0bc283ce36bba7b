import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { TECHNICIAN_PICKER } from '../../domain/workOrders/orders';
import { pageButtons, pageCountOf } from './pickerPaging';

/** First/previous, up to 5 numbered pages, next/last, and the page size (spec §2.3, §9). */
export function PickerPager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const pageCount = pageCountOf(total, pageSize);
  const last = pageCount - 1;
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <Box
      component="nav"
      aria-label="Pages"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, pt: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
        <IconButton size="small" aria-label="First page" disabled={page === 0} onClick={() => onPage(0)}>
          <FirstPageIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Previous page" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <NavigateBeforeIcon fontSize="small" />
        </IconButton>
        {pageButtons(page, pageCount).map((p) => (
          <Button
            key={p}
            size="small"
            variant={p === page ? 'contained' : 'text'}
            aria-label={`Page ${p + 1}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            sx={{ minWidth: 32, px: 0.5 }}
          >
            {p + 1}
          </Button>
        ))}
        <IconButton size="small" aria-label="Next page" disabled={page >= last} onClick={() => onPage(page + 1)}>
          <NavigateNextIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Last page" disabled={page >= last} onClick={() => onPage(last)}>
          <LastPageIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <TextField
          select
          size="small"
          label="Rows"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          sx={{ width: 80 }}
        >
          {TECHNICIAN_PICKER.pageSizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {from}–{to} of {total}
        </Typography>
      </Box>
    </Box>
  );
}
