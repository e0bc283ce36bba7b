import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Card, CardActionArea, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ResourceRecord } from '../../domain/resources/meta';
import { CellValue, WHOLE } from './CellValue';
import { optionLabel, type ColumnSpec } from './columns';
import { formatCell } from './cellFormat';
import { useGridContext } from './gridContext';
import { SystemRowChip } from './SystemRowChip';

/**
 * The list on a phone (spec §2.3 "mobile card layout"): one card per record with its columns,
 * each value whole (a grid cuts them to one line, a card has room to wrap); a tap opens it.
 */
export function RecordCards({
  columns,
  rows,
  loading,
  emptyText,
  onOpen,
  actions,
}: {
  columns: readonly ColumnSpec[];
  rows: readonly ResourceRecord[];
  loading: boolean;
  emptyText: string;
  onOpen: (record: ResourceRecord) => void;
  /** Buttons under a card's values, outside the part that opens it. */
  actions?: (record: ResourceRecord) => ReactNode;
}) {
  const { labels, isSystemRow } = useGridContext();
  const [first, ...rest] = columns;
  const labelOf = (column: ColumnSpec, value: unknown) =>
    (typeof value === 'number' ? labels[column.field]?.get(value) : undefined) ?? optionLabel(column, value);
  if (loading) return <LinearProgress aria-label="Loading" />;
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Records" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {rows.map((row) => (
        <Box component="li" key={row.id}>
          <Card>
            <CardActionArea onClick={() => onOpen(row)} sx={{ p: 2, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                {first && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: rest.length ? 1 : 0 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, minWidth: 0, ...WHOLE }}>
                      {formatCell(first.kind, row[first.field], labelOf(first, row[first.field])) || `#${row.id}`}
                    </Typography>
                    {isSystemRow(row.id) && <SystemRowChip />}
                  </Box>
                )}
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', columnGap: 1.5, rowGap: 0.75 }}>
                  {rest.map((column) => (
                    <Box key={column.field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.title}
                      </Typography>
                      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                        {column.render ? column.render(row) : <CellValue column={column} value={row[column.field]} label={labelOf(column, row[column.field])} whole />}
                      </Box>
                    </Box>
                  ))}
                </Box>
              </Box>
              <ChevronRight sx={{ color: 'text.secondary', mt: 0.25 }} />
            </CardActionArea>
            {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', px: 2, pb: 2 }}>{actions(row)}</Box>}
          </Card>
        </Box>
      ))}
    </Box>
  );
}
