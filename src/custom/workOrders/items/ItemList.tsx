import { Box, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export interface ItemColumn<T> {
  title: string;
  value: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Keeps the column narrow (dates, amounts, flags). */
  nowrap?: boolean;
  /** Room a column of free text keeps before the table scrolls sideways. */
  minWidth?: number;
}

const EMPTY = (
  <Box component="span" sx={{ color: 'text.disabled' }}>
    —
  </Box>
);

/** A cell's content, or a dash when there is none. */
export const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? EMPTY : value);

/**
 * The rows of one of an order's lists (labor, materials, items, tasks, jobs, history): a table
 * on larger screens, one card per row on phones; each row may carry buttons.
 */
export function ItemList<T>({
  label,
  rows,
  columns,
  rowKey,
  actions,
  emptyText,
}: {
  /** Names the table for screen readers ("Materials"). */
  label: string;
  rows: readonly T[] | null;
  columns: ReadonlyArray<ItemColumn<T>>;
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  emptyText: string;
}) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (rows === null) return <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />;
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, auto) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}>
              {columns.map((column) => (
                <Box key={column.title} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.title}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {orDash(column.value(row))}
                  </Typography>
                </Box>
              ))}
            </Box>
            {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 1.5 }}>{actions(row)}</Box>}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    // Positioned, so that the spoken-only "Actions" header stays inside the table's own sideways
    // scroll: placed by the page instead, it widened the whole page when the table was wider.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.title} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                {column.title}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right">
                <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.title} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere', minWidth: column.minWidth }}>
                  {orDash(column.value(row))}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
