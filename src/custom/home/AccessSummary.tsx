import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Chip, Divider, Paper, Typography } from '@mui/material';
import { Fragment } from 'react';
import type { AccessSubject, RouteRequirement } from '../../domain/access';
import { accessSummary } from './accessSummary';

/** What the user's roles let them do, module by module: the modules of the screens they may open. */
export function AccessSummary({ subject, screens }: { subject: AccessSubject; screens: ReadonlyArray<RouteRequirement | undefined> }) {
  const modules = accessSummary(subject, screens);
  if (modules.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">
          Your roles do not give access to any module yet. Ask an administrator to review your permissions.
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      {modules.map((module, index) => (
        <Fragment key={module.id}>
          {index > 0 && <Divider />}
          <Box
            sx={{
              px: { xs: 2, sm: 3 },
              py: 1.5,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: { xs: 1, sm: 2 },
              alignItems: { sm: 'center' },
            }}
          >
            <Typography sx={{ fontWeight: 500, flex: { sm: '0 0 220px' } }}>{module.name}</Typography>
            <Box sx={{ flex: { sm: '0 0 130px' } }}>
              <Chip
                size="small"
                icon={module.canWrite ? <EditOutlined /> : <VisibilityOutlined />}
                label={module.canWrite ? 'Read & write' : 'Read only'}
                color={module.canWrite ? 'success' : 'default'}
                variant="outlined"
              />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, flexGrow: 1 }}>
              {module.functionalities.map((name) => (
                <Chip key={name} size="small" label={name} sx={{ bgcolor: 'rgba(51,122,183,0.08)' }} />
              ))}
            </Box>
          </Box>
        </Fragment>
      ))}
    </Paper>
  );
}
