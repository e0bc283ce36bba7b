import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SearchField } from '../../ui/form/SearchField';
import { grantCounts, type RoleGrant } from './grantEditing';

/** The role's name and totals, the module filter and, on wide screens, the save buttons. */
export function RoleHeader({
  roleName,
  locked,
  grants,
  filter,
  onFilter,
  actions,
  sticky,
}: {
  roleName: string;
  locked: boolean;
  grants: RoleGrant[] | null;
  filter: string;
  onFilter: (value: string) => void;
  actions: ReactNode;
  sticky: boolean;
}) {
  const counts = grants ? grantCounts(grants) : null;
  return (
    <Box
      sx={{
        ...(sticky && { position: 'sticky', top: 48, zIndex: 3 }),
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        borderTopLeftRadius: 8,
        borderTopRightRadius: 8,
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {roleName}
          {locked && <LockOutlined fontSize="small" color="action" aria-hidden />}
        </Typography>
        {counts && grants && (
          <Typography variant="body2" color="text.secondary">
            {counts.readable} of {grants.length} modules readable · {counts.writable} writable · {counts.named} named
            permissions
          </Typography>
        )}
      </Box>
      <SearchField variant="outlined" margin="none" value={filter} onChange={onFilter} placeholder="Filter modules" sx={{ width: { xs: '100%', sm: 220 } }} />
      {actions}
    </Box>
  );
}
