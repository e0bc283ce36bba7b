import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useRef } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import { SIGNATURE_PAD_SIZE } from '../../../domain/constants';

/**
 * The signature pad of spec §2.3: a 300×200 canvas with Clear and Save; Save hands over the
 * drawing as a PNG data URL, or null when nothing was drawn.
 */
export function SignaturePad({ onSave, saving }: { onSave: (png: string | null) => void; saving: boolean }) {
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
          pointerEvents: saving ? 'none' : undefined,
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
          canvasProps={{ width: SIGNATURE_PAD_SIZE.width, height: SIGNATURE_PAD_SIZE.height, 'aria-label': 'Signature pad' }}
        />
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" onClick={() => canvas.current?.clear()} disabled={saving}>
          Clear
        </Button>
        <Button variant="contained" onClick={() => onSave(exportPng())} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ minWidth: 110 }}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
