import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled group of dialog fields, in columns from tablet width up. */
export function FieldSection({ title, columns = 2, children }: { title: string; columns?: 2 | 3; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2.5 }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5, mb: 1.25 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` }, gap: 2 }}>{children}</Box>
    </Box>
  );
}

/** A field that spans both columns. */
export const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
