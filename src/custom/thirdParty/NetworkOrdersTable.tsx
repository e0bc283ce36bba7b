/**
 * The orders of a third-party page: a table from tablets up, one card per order on a phone,
 * the same columns in both.
 */
import { Box, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';

export interface OrderColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  width?: number | string;
}

export function NetworkOrdersTable<Row>({ label, rows, rowKey, columns, empty }: { label: string; rows: readonly Row[]; rowKey: (row: Row) => string | number; columns: OrderColumn<Row>[]; empty: ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', color: 'text.secondary' }}>
        {empty}
      </Paper>
    );
  }
  if (phone) {
    return (
      <Stack spacing={1.5} aria-label={label} role="list">
        {rows.map((row) => (
          <Paper key={rowKey(row)} variant="outlined" role="listitem" data-testid="network-order" sx={{ p: 2 }}>
            {columns.map((column) => (
              <Box key={column.label} sx={{ display: 'flex', gap: 2, py: 0.5, alignItems: 'baseline' }}>
                <Typography variant="caption" color="text.secondary" sx={{ width: 104, flexShrink: 0 }}>
                  {column.label}
                </Typography>
                <Box sx={{ minWidth: 0, flexGrow: 1, fontSize: 14 }}>{column.cell(row)}</Box>
              </Box>
            ))}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={{ '& td': { py: 1.25, verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} sx={{ width: column.width, fontWeight: 600, bgcolor: '#f8f9fb', whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover data-testid="network-order">
              {columns.map((column) => (
                <TableCell key={column.label}>{column.cell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** "Showing the newest 500 of 812." under a list cut at the server's limit. */
export function ListLimitNote({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      Showing the newest {shown} of {total}.
    </Typography>
  );
}
