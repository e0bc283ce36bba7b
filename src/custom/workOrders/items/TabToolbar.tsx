import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { SectionTitle } from '../../../ui/layout/SectionTitle';

/** A tab's heading: what the list holds, and its buttons (Add ...). */
export function TabToolbar({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mb: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <SectionTitle title={title} subtitle={subtitle} />
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
