import { Box, Button, CircularProgress } from '@mui/material';

export function SaveActions({
  dirty,
  saving,
  onDiscard,
  onSave,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button onClick={onDiscard} disabled={!dirty || saving} color="inherit">
        Discard
      </Button>
      <Button
        variant="contained"
        onClick={onSave}
        disabled={!dirty || saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Save
      </Button>
    </Box>
  );
}
