/**
 * The work order's deleted files (issue 33): a delete keeps the file as evidence, hidden from the
 * list. Those holding "Restore Deleted Files" open this section to see each one with who deleted
 * it and when, and restore it (a name taken meanwhile gets a number, "notes 2.txt").
 */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { Alert, Box, Button, Collapse, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDisplayDateTime, parseApiDateTime } from '../../domain/dateFormats';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { filesApi } from './filesApi';
import { fileKeys } from './queryKeys';

const TAP = 48;

const deletedOn = (text: string) => {
  const date = parseApiDateTime(text);
  return date ? formatDisplayDateTime(date) : text;
};

export function DeletedFiles({ workOrderId }: { workOrderId: number }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const deleted = useQuery({ queryKey: fileKeys.deleted(workOrderId), queryFn: () => filesApi.deleted(workOrderId), enabled: open });
  const restore = useMutation({
    mutationFn: (fileId: string) => filesApi.restore(workOrderId, fileId),
    onSuccess: (file) => {
      toast.success(`${file.name} was restored.`);
      void queryClient.invalidateQueries({ queryKey: fileKeys.workOrder(workOrderId) });
    },
    onError: showError,
  });

  return (
    <Box sx={{ mt: 3 }} data-testid="deleted-files">
      <Button variant="text" color="inherit" startIcon={<DeleteOutline />} endIcon={open ? <ExpandLess /> : <ExpandMore />} onClick={() => setOpen(!open)} aria-expanded={open} sx={{ minHeight: TAP }}>
        Deleted files
      </Button>
      <Collapse in={open} unmountOnExit>
        {deleted.isLoading && <LinearProgress sx={{ my: 1 }} />}
        {deleted.error && <Alert severity="error">{deleted.error instanceof Error ? deleted.error.message : 'The deleted files could not be loaded.'}</Alert>}
        {deleted.data?.length === 0 && (
          <Typography color="text.secondary" variant="body2" sx={{ py: 1.5, px: 1 }}>
            No file of this work order has been deleted.
          </Typography>
        )}
        {!!deleted.data?.length && (
          <List dense aria-label="Deleted files" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
            {deleted.data.map((file) => (
              <ListItem
                key={file.id}
                divider
                secondaryAction={
                  <Button size="small" variant="outlined" startIcon={<RestoreFromTrash />} onClick={() => restore.mutate(file.id)} disabled={restore.isPending} sx={{ minHeight: 40 }} aria-label={`Restore ${file.name}`}>
                    Restore
                  </Button>
                }
                sx={{ pr: 16 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <DeleteOutline fontSize="small" color="disabled" />
                </ListItemIcon>
                <ListItemText
                  primary={file.name}
                  secondary={`Deleted by ${file.deletedBy ?? 'a former user'} on ${deletedOn(file.deletedDate)}`}
                  slotProps={{ primary: { noWrap: true, title: file.name } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Collapse>
    </Box>
  );
}
