/**
 * The work order's "Photos & Files" (spec §2.3 file drop zone with thumbnails, §4 item states,
 * §5 upload types, §8 messages; issue 11): take a photo with the phone's camera, choose files or
 * drop them; photos are made smaller on the phone first; each file with its thumbnail, its
 * before/after tag, Rename File and Delete; a delete keeps the file, and those who may restore
 * deleted files see them under "Deleted files". Shown on the order's edit page.
 */
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { canChangeWorkOrderFiles, canRestoreDeletedFiles } from '../../domain/files/access';
import { WORK_ORDER_UPLOAD_TYPES } from '../../domain/files/limits';
import { FILE_MESSAGES } from '../../domain/files/messages';
import { isAllowedUpload, uploadExtensions } from '../../domain/files/names';
import type { StoredFile } from '../../domain/files/responses';
import { FILE_TAGS, FILE_TAG_LABELS, type FileTag } from '../../domain/files/tags';
import { askConfirmation } from '../../ui/confirm/confirmStore';
import { SectionTitle } from '../../ui/layout/SectionTitle';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { useSession } from '../../ui/session/sessionStore';
import { DeletedFiles } from './DeletedFiles';
import { FileCard, TAG_TOGGLES } from './FileCard';
import { RenameFileDialog } from './RenameFileDialog';
import { useWorkOrderFiles } from './useWorkOrderFiles';

const TAP = 48;
const ACCEPTED = uploadExtensions(WORK_ORDER_UPLOAD_TYPES).map((e) => `.${e}`).join(', ');

export function WorkOrderFilesTab({ workOrderId, orderNumber }: { workOrderId: number; orderNumber: string }) {
  const session = useSession();
  const mayChange = session ? canChangeWorkOrderFiles(session.subject) : false;
  const mayRestore = session ? canRestoreDeletedFiles(session.subject) : false;
  const files = useWorkOrderFiles(workOrderId, `work order ${orderNumber}`);
  const [tag, setTag] = useState<FileTag>('none');
  const [renaming, setRenaming] = useState<StoredFile | null>(null);
  const camera = useRef<HTMLInputElement>(null);

  const send = async (chosen: File[]) => {
    if (!chosen.length) return;
    const failed = await files.upload(chosen, tag);
    // Spec §8: an upload failure shows the server's error; the item's loading is gone already.
    for (const { error } of failed) showError(error);
  };

  const rejected = (rejections: FileRejection[]) => {
    // Spec §5: the last error message of the first rejected file.
    const errors = rejections[0]?.errors ?? [];
    if (errors.length) toast.error(`${rejections[0].file.name}: ${errors[errors.length - 1].message}`);
  };

  const dropzone = useDropzone({ accept: WORK_ORDER_UPLOAD_TYPES as Record<string, string[]>, onDropAccepted: (accepted) => void send(accepted), onDropRejected: rejected, noClick: true, noKeyboard: true, disabled: !mayChange });

  const photoTaken = (event: ChangeEvent<HTMLInputElement>) => {
    const taken = Array.from(event.target.files ?? []);
    event.target.value = '';
    const refused = taken.find((file) => !isAllowedUpload(file.name, WORK_ORDER_UPLOAD_TYPES));
    if (refused) toast.error(`${refused.name}: File type must be one of ${ACCEPTED}`);
    void send(taken.filter((file) => file !== refused));
  };

  const remove = async (file: StoredFile) => {
    if (!(await askConfirmation({ message: FILE_MESSAGES.confirmDelete }))) return;
    try {
      await files.remove(file);
      toast.success(FILE_MESSAGES.deleted);
    } catch (error) {
      showError(error);
    }
  };

  const tagged = (file: StoredFile, next: FileTag) => void files.setTag(file, next).catch(showError);

  return (
    <Box data-testid="work-order-files">
      <SectionTitle title="Photos & Files" subtitle="Photos of the site and the work, and documents such as manuals and reports." />
      {mayChange && (
        <Box
          {...dropzone.getRootProps()}
          sx={{
            border: '2px dashed',
            borderColor: dropzone.isDragActive ? 'primary.main' : 'divider',
            bgcolor: dropzone.isDragActive ? 'action.hover' : 'background.paper',
            borderRadius: 2,
            p: { xs: 2, sm: 3 },
            mb: 2,
          }}
        >
          {/* Opened by the buttons only: hidden from touch and from the tab order. */}
          <input {...dropzone.getInputProps({ style: { display: 'none' } })} aria-label="Choose files" />
          <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={photoTaken} aria-label="Take photo" data-testid="camera-input" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }}>
            <Button variant="contained" size="large" startIcon={<PhotoCamera />} onClick={() => camera.current?.click()} sx={{ minHeight: TAP }}>
              Take photo
            </Button>
            <Button variant="outlined" size="large" startIcon={<UploadFile />} onClick={dropzone.open} sx={{ minHeight: TAP }}>
              Choose files
            </Button>
            <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              <CloudUploadOutlined />
              <Typography variant="body2">or drop files here</Typography>
            </Box>
          </Stack>
          <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" id="new-photo-tag" color="text.secondary">
              Tag new photos:
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={tag}
              onChange={(_, next: FileTag | null) => next && setTag(next)}
              color="primary"
              aria-labelledby="new-photo-tag"
              sx={{ '& .MuiToggleButton-root': { ...TAG_TOGGLES, minWidth: 72 } }}
            >
              {FILE_TAGS.map((t) => (
                <ToggleButton key={t} value={t}>
                  {FILE_TAG_LABELS[t]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Photos are made smaller before they are sent. Accepted: {ACCEPTED}.
          </Typography>
        </Box>
      )}
      {files.isLoading && <LinearProgress sx={{ mb: 2 }} />}
      {files.error && <Alert severity="error">{files.error instanceof Error ? files.error.message : 'The files could not be loaded.'}</Alert>}
      {!files.isLoading && !files.error && files.items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No photos or files on this work order yet.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }} aria-label="Files" role="list">
        {files.items.map((item) => (
          <Box role="listitem" key={item.key}>
            <FileCard item={item} mayChange={mayChange} onRename={setRenaming} onDelete={(file) => void remove(file)} onTag={tagged} />
          </Box>
        ))}
      </Box>
      {mayRestore && <DeletedFiles workOrderId={workOrderId} />}
      <RenameFileDialog file={renaming} onClose={() => setRenaming(null)} onRename={files.rename} />
    </Box>
  );
}
