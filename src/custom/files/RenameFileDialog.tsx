/**
 * The Rename File dialog (spec §2.3, §5): the old name read-only without its extension, a new
 * name required ("Please Enter New Name."), the extension kept on the call, the name sanitised.
 * "File Renamed" on success; "Renaming File Failed!" otherwise, with the server's reason kept
 * under the field so the user can fix it.
 */
import { Box, Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { DIALOG_DEFAULT_WIDTH } from '../../domain/constants';
import { FILE_MESSAGES } from '../../domain/files/messages';
import { renameKeepingExtension, splitExtension } from '../../domain/files/names';
import type { StoredFile } from '../../domain/files/responses';
import { DialogFormActions } from '../../ui/form/DialogFormActions';
import { toast } from '../../ui/notifications/toastStore';

export function RenameFileDialog({ file, onClose, onRename }: { file: StoredFile | null; onClose: () => void; onRename: (file: StoredFile, newName: string) => Promise<unknown> }) {
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setNewName('');
    setError(null);
  }, [file]);
  if (!file) return null;
  const { base, extension } = splitExtension(file.name);

  const save = async () => {
    const checked = renameKeepingExtension(file.name, newName);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    try {
      await onRename(file, checked.fileName);
      toast.success(FILE_MESSAGES.renamed);
      onClose();
    } catch (failure) {
      toast.error(FILE_MESSAGES.renameFailed);
      setError(failure instanceof Error && failure.message ? failure.message : FILE_MESSAGES.renameFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="rename-file-title"
      slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="rename-file-title">Rename File</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="rename-file-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
          <TextField label="Old Name" value={base} slotProps={{ input: { readOnly: true } }} helperText={extension ? `The file keeps its ${extension} extension.` : undefined} />
          <TextField
            label="New Name"
            required
            autoFocus
            value={newName}
            onChange={(event) => {
              setNewName(event.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? ' '}
          />
        </Box>
      </DialogContent>
      <DialogFormActions formId="rename-file-form" saving={saving} onCancel={onClose} saveLabel="Rename" />
    </Dialog>
  );
}
