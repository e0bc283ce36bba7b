import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EastOutlined from '@mui/icons-material/EastOutlined';
import { Alert, Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../ui/http/httpClient';
import { CellValue } from '../../ui/list/CellValue';
import type { ColumnSpec } from '../../ui/list/columns';
import type { ResourceMeta } from '../../domain/resources/meta';
import type { LabelMap } from '../../ui/reference/referenceLabels';
import { useReferenceLabels } from '../../ui/reference/useReferenceLabels';
import { ACTION_LABELS, historyChanges, historyDate, type HistoryChange, type HistoryEntry } from './historyChanges';

const ICONS = { create: AddCircleOutline, update: EditOutlined, delete: DeleteOutline };
const COLORS = { create: 'success.main', update: 'primary.main', delete: 'error.main' } as const;

function Value({ change, value, labels }: { change: HistoryChange; value: unknown; labels: Record<string, LabelMap> }) {
  const column: ColumnSpec = { field: change.field, title: change.title, kind: change.kind, filterable: false, sortable: false, reference: change.reference };
  return <CellValue column={column} value={value} label={typeof value === 'number' ? labels[change.field]?.get(value) : undefined} />;
}

/** Every change of a record, newest first: who, when, what, and each changed field before -> after. */
export function HistoryTab({ meta, id }: { meta: ResourceMeta; id: number }) {
  const { data: entries, error } = useQuery({
    queryKey: ['resources', meta.name, id, 'history'],
    queryFn: () => http.get<HistoryEntry[]>(`resources/${meta.name}/${id}/history`),
  });
  const referenceFields = useMemo(() => Object.entries(meta.references).map(([field, reference]) => ({ field, reference })), [meta.references]);
  const states = useMemo(() => (entries ?? []).flatMap((e) => [e.before, e.after]).filter((state) => state !== null && state !== undefined), [entries]);
  const labels = useReferenceLabels(referenceFields, states);

  if (error) return <Alert severity="error">{error instanceof Error ? error.message : 'The history could not be loaded.'}</Alert>;
  if (!entries) return <LinearProgress aria-label="Loading the history" />;
  if (entries.length === 0) return <Typography color="text.secondary">No changes are recorded for this {meta.recordLabel.toLowerCase()} yet.</Typography>;

  return (
    <Box component="ol" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}>
      {entries.map((entry, index) => {
        const Icon = ICONS[entry.action];
        const changes = historyChanges(entry, meta);
        return (
          <Box component="li" key={entry.id} sx={{ display: 'flex', gap: 2, pb: index === entries.length - 1 ? 0 : 3, position: 'relative' }}>
            {index < entries.length - 1 && <Box sx={{ position: 'absolute', left: 17, top: 40, bottom: 4, width: 2, bgcolor: 'divider' }} />}
            <Box sx={{ width: 36, height: 36, borderRadius: '50%', flexShrink: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default', border: 1, borderColor: 'divider', color: COLORS[entry.action] }}>
              <Icon fontSize="small" />
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 36 }}>
                <Chip size="small" label={ACTION_LABELS[entry.action]} variant="outlined" sx={{ fontWeight: 600, color: COLORS[entry.action], borderColor: 'currentColor' }} />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.changedByName ?? (entry.changedBy ? `User #${entry.changedBy}` : 'System')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {historyDate(entry.changedDate)}
                </Typography>
              </Box>
              {changes.length > 0 ? (
                <Box
                  role="table"
                  aria-label={`${ACTION_LABELS[entry.action]} fields`}
                  sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'background.paper' }}
                >
                  {changes.map((change) => (
                    <Box
                      role="row"
                      key={change.field}
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
                        gap: { xs: 0.5, sm: 2 },
                        px: 1.5,
                        py: 1,
                        '& + &': { borderTop: 1, borderColor: 'divider' },
                      }}
                    >
                      <Typography role="rowheader" variant="body2" color="text.secondary">
                        {change.title}
                      </Typography>
                      <Box role="cell" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
                        {entry.action === 'update' && (
                          <>
                            <Box sx={{ textDecoration: 'line-through', opacity: 0.7 }}>
                              <Value change={change} value={change.before} labels={labels} />
                            </Box>
                            <EastOutlined sx={{ fontSize: 16, color: 'text.secondary' }} aria-label="changed to" />
                          </>
                        )}
                        <Value change={change} value={entry.action === 'delete' ? change.before : change.after} labels={labels} />
                      </Box>
                    </Box>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  Saved without changing any field.
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
