import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { SubmitButton } from './SubmitButton';

/** The buttons under a form: extra actions on the left, Cancel and Save on the right. */
export function FormActions({ formId, saving, onCancel, cancelLabel = 'Cancel', start, saveLabel = 'Save' }: { formId: string; saving: boolean; onCancel?: () => void; cancelLabel?: string; start?: ReactNode; saveLabel?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 1.5,
        px: { xs: 2, sm: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: '#f8f9fb',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexGrow: 1 }}>{start}</Box>
      {onCancel && (
        <Button color="inherit" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
      )}
      <SubmitButton formId={formId} saving={saving} label={saveLabel} sx={{ minWidth: 120 }} />
    </Box>
  );
}
