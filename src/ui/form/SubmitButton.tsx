import { Button, CircularProgress, type SxProps, type Theme } from '@mui/material';

/** Submits the form `formId` from outside it; off, with a spinner, while the form saves. */
export function SubmitButton({ formId, saving, label, sx }: { formId: string; saving: boolean; label: string; sx?: SxProps<Theme> }) {
  return (
    <Button type="submit" form={formId} variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined} sx={sx}>
      {label}
    </Button>
  );
}
