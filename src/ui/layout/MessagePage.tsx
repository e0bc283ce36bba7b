import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred message with an icon and actions: not-found and error pages. */
export function MessagePage({
  icon,
  code,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  code?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: { xs: 3, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%', textAlign: 'center', px: { xs: 3, sm: 6 }, py: { xs: 4, sm: 6 } }}
      >
        <Box
          sx={{
            mx: 'auto',
            mb: 3,
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: (theme) => `radial-gradient(circle, ${theme.palette.primary.main}22 0%, ${theme.palette.primary.main}0d 70%)`,
            color: 'primary.main',
            '& svg': { fontSize: 44 },
          }}
        >
          {icon}
        </Box>
        {code && (
          <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 2 }}>
            {code}
          </Typography>
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', mb: 4 }}>{children}</Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, flexWrap: 'wrap' }}>{actions}</Box>
      </Paper>
    </Box>
  );
}
