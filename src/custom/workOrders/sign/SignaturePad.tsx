import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useRef } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import { SIGNATURE_PAD_SIZE } from '../../../domain/constants';

/**
 * The signature pad of spec §2.3: a 300×200 canvas with Clear and Save; Save hands over the
 * drawing as a PNG data URL, or null when nothing was drawn. The buttons are 48 px tall and share
 * the pad's width, easy to hit with a thumb; `error` shows under the pad (not as a toast, which
 * on a phone sits over the buttons) until the pad is touched again.
 */
export function SignaturePad({
  onSave,
  onBegin,
  saving,
  disabled = false,
  error,
}: {
  onSave: (png: string | null) => void;
  onBegin?: () => void;
  saving: boolean;
  disabled?: boolean;
  error?: string;
}) {
  const canvas = useRef<SignatureCanvas>(null);
  const exportPng = () => (canvas.current && !canvas.current.isEmpty() ? canvas.current.toDataURL('image/png') : null);
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1.5 }}>
      <Paper
        variant="outlined"
        sx={{
          position: 'relative',
          bgcolor: '#fff',
          borderWidth: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : undefined,
          pointerEvents: saving || disabled ? 'none' : undefined,
          '& canvas': { display: 'block', touchAction: 'none' },
        }}
      >
        <Box aria-hidden sx={{ position: 'absolute', left: 24, right: 24, bottom: 44, borderBottom: '1px solid', borderColor: 'grey.400', pointerEvents: 'none' }} />
        <Typography aria-hidden variant="caption" color="text.disabled" sx={{ position: 'absolute', left: 24, bottom: 22, pointerEvents: 'none' }}>
          Sign above the line
        </Typography>
        <SignatureCanvas
          ref={canvas}
          penColor="#10253a"
          onBegin={onBegin}
          canvasProps={{ width: SIGNATURE_PAD_SIZE.width, height: SIGNATURE_PAD_SIZE.height, 'aria-label': 'Signature pad' }}
        />
      </Paper>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: -0.5 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button variant="outlined" color="inherit" size="large" onClick={() => {
            canvas.current?.clear();
            onBegin?.();
          }} disabled={saving || disabled} sx={{ flex: 1, minHeight: 48 }}>
          Clear
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => onSave(exportPng())}
          disabled={saving || disabled}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ flex: 1, minHeight: 48 }}
        >
          Save
        </Button>
      </Box>
    </Box>
  );
}
