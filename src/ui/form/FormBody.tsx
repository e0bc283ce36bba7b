import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** The padded `<form>` of a hand-written form; its Save button (FormActions) submits it by `id`. */
export function FormBody({ id, onSubmit, sx = [], children }: { id: string; onSubmit: () => void; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component="form"
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
