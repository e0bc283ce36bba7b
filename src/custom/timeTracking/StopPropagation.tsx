import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Keeps clicks on the buttons and in their dialogs (React events bubble out of portals) from
 * reaching a clickable row or card the page put them in.
 */
export const StopPropagation = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ display: 'contents' }} onClick={(event) => event.stopPropagation()}>
    {children}
  </Box>
);
