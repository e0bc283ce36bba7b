/**
 * One file of the order: its thumbnail (or a document icon), name, size and who added it, its
 * before/after tag, and Rename and Delete. An item in process shows what is happening and takes
 * no other action until it is done.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import { Box, Chip, CircularProgress, IconButton, Paper, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { byteSize } from '../../domain/files/limits';
import { fileExtension } from '../../domain/files/names';
import type { StoredFile } from '../../domain/files/responses';
import { FILE_TAG_LABELS, type FileTag } from '../../domain/files/tags';
import type { FileItem } from './useWorkOrderFiles';

const TAP = 48;

const STATE_CHIPS: Partial<Record<FileItem['state'], { label: string; color: 'success' | 'primary' }>> = {
  new: { label: 'New', color: 'success' },
  updated: { label: 'Updated', color: 'primary' },
};

/** A chosen tag reads in dark blue on the light selected background (contrast above 4.5:1). */
export const TAG_TOGGLES = { minHeight: 48, textTransform: 'none', '&.Mui-selected': { color: '#23527c', fontWeight: 600 } } as const;

function Preview({ item }: { item: FileItem }) {
  const picture = item.file?.url ?? item.previewUrl;
  const box = { width: { xs: 96, sm: '100%' }, height: { xs: 96, sm: 160 }, flexShrink: 0, bgcolor: '#eef1f5', display: 'grid', placeItems: 'center', overflow: 'hidden', position: 'relative' } as const;
  const inner = picture ? (
    <Box component="img" src={picture} alt={item.name} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: item.state === 'in process' ? 0.55 : 1 }} />
  ) : (
    <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
      <DescriptionOutlined sx={{ fontSize: 40 }} />
      <Typography variant="caption" component="div" sx={{ fontWeight: 600, textTransform: 'uppercase' }}>
        {fileExtension(item.name) || 'file'}
      </Typography>
    </Box>
  );
  return (
    <Box sx={box}>
      {item.file ? (
        <Box component="a" href={item.file.contentUrl} target="_blank" rel="noopener" aria-label={`Open ${item.name}`} sx={{ display: 'block', width: '100%', height: '100%', color: 'inherit', textDecoration: 'none' }}>
          <Box sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center' }}>{inner}</Box>
        </Box>
      ) : (
        inner
      )}
      {item.state === 'in process' && <CircularProgress size={32} sx={{ position: 'absolute' }} aria-label={item.activity ?? 'Working'} />}
    </Box>
  );
}

export interface FileCardActions {
  mayChange: boolean;
  onRename: (file: StoredFile) => void;
  onDelete: (file: StoredFile) => void;
  onTag: (file: StoredFile, tag: FileTag) => void;
}

export function FileCard({ item, mayChange, onRename, onDelete, onTag }: { item: FileItem } & FileCardActions) {
  const busy = item.state === 'in process' || !item.file;
  const chip = STATE_CHIPS[item.state];
  const file = item.file;
  return (
    <Paper variant="outlined" data-testid="file-item" data-state={item.state} sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', height: '100%' }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, flexGrow: 1 }}>
        <Preview item={item} />
        <Box sx={{ p: 1.5, display: 'grid', gap: 0.5, alignContent: 'start', minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}>
              {item.name}
            </Typography>
            {chip && <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {busy ? item.activity : [byteSize(file!.size), file!.createdBy].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      </Box>
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={file.tag === 'none' ? null : file.tag}
            onChange={(_, tag: FileTag | null) => onTag(file, tag ?? 'none')}
            disabled={busy || !mayChange}
            color="primary"
            aria-label={`Tag of ${item.name}`}
            sx={{ mr: 'auto', '& .MuiToggleButton-root': { ...TAG_TOGGLES, minWidth: 64 } }}
          >
            <ToggleButton value="before">{FILE_TAG_LABELS.before}</ToggleButton>
            <ToggleButton value="after">{FILE_TAG_LABELS.after}</ToggleButton>
          </ToggleButtonGroup>
          {mayChange && (
            <>
              <Tooltip title="Rename">
                <span>
                  <IconButton aria-label={`Rename ${item.name}`} onClick={() => onRename(file)} disabled={busy} sx={{ width: TAP, height: TAP }}>
                    <DriveFileRenameOutline />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Delete">
                <span>
                  <IconButton aria-label={`Delete ${item.name}`} onClick={() => onDelete(file)} disabled={busy} sx={{ width: TAP, height: TAP }} color="error">
                    <DeleteOutline />
                  </IconButton>
                </span>
              </Tooltip>
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}
