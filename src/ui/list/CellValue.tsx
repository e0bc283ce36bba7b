import { Box, Chip, Typography } from '@mui/material';
import { normalizeColor } from '../../domain/colors';
import { optionLabel, type ColumnSpec } from './columns';
import { formatCell } from './cellFormat';

/**
 * A value as a list cell shows it: Yes/No chips, money, dates, colour swatches, reference labels.
 * A grid cell keeps to one line, cut with an ellipsis; `whole` (a phone's card) wraps it instead.
 */
export function CellValue({ column, value, label, whole = false }: { column: ColumnSpec; value: unknown; label?: string | null; whole?: boolean }) {
  if (value === null || value === undefined || value === '') {
    return (
      <Typography component="span" variant="body2" sx={{ color: 'text.disabled' }}>
        —
      </Typography>
    );
  }
  if (column.kind === 'boolean') {
    return value ? (
      <Chip label="Yes" size="small" color="success" variant="outlined" sx={{ height: 22, fontWeight: 600 }} />
    ) : (
      <Chip label="No" size="small" variant="outlined" sx={{ height: 22, color: 'text.secondary' }} />
    );
  }
  const color = column.kind === 'color' ? normalizeColor(value) : null;
  if (color) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} title={color}>
        <Box component="span" role="img" aria-label={`Colour ${color}`} sx={{ width: 18, height: 18, borderRadius: '4px', bgcolor: color, border: '1px solid rgba(0,0,0,0.15)', flexShrink: 0 }} />
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {color}
        </Typography>
      </Box>
    );
  }
  const text = formatCell(column.kind, value, label ?? optionLabel(column, value));
  return (
    <Typography component="span" variant="body2" noWrap={!whole} title={whole ? undefined : text} sx={{ display: 'block', minWidth: 0, ...(whole && WHOLE) }}>
      {text}
    </Typography>
  );
}

/** Text wrapped wherever it must, line breaks kept: a card shows a value whole. */
export const WHOLE = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

export const isNumeric = (column: ColumnSpec) => column.kind === 'integer' || column.kind === 'number' || column.kind === 'money';
