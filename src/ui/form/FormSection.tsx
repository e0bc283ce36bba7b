import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { SectionTitle } from '../layout/SectionTitle';

/** A titled group of a hand-written form's fields, in two columns from tablets up. */
export function FormSection({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <SectionTitle title={title} subtitle={subtitle} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5, mt: 2 }}>{children}</Box>
    </Box>
  );
}
