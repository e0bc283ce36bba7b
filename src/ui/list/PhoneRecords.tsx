import { Box, Paper } from '@mui/material';
import type { ComponentProps } from 'react';
import { Pager, type PagerProps } from './Pager';
import { RecordCards } from './RecordCards';
import { SearchBox } from './SearchBox';

interface Props extends ComponentProps<typeof RecordCards> {
  /** The list's name, the search box's label. */
  label: string;
  q: string;
  onQ: (q: string) => void;
  pager: Omit<PagerProps, 'compact'>;
}

/** A list on a phone: search over the cards, the pager under them. */
export function PhoneRecords({ label, q, onQ, pager, ...cards }: Props) {
  return (
    <>
      <Box sx={{ mb: 1.5 }}>
        <SearchBox value={q} onChange={onQ} label={label} fullWidth />
      </Box>
      <RecordCards {...cards} />
      <Paper variant="outlined" sx={{ mt: 1.5 }}>
        <Pager {...pager} compact />
      </Paper>
    </>
  );
}
