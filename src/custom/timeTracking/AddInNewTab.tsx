import AddIcon from '@mui/icons-material/Add';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** A field with a "+" beside it that opens the page to add choices in a new tab (spec §2.1). */
export function AddInNewTab({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      <Tooltip title={label}>
        <IconButton
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          size="small"
          color="primary"
          sx={{ mt: 0.75, border: 1, borderColor: 'divider', borderRadius: 1.5, width: 36, height: 36 }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
