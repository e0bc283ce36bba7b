import { Avatar, Box, Chip, Paper, Typography } from '@mui/material';
import { initialsOf } from '../../ui/layout/initials';
import { StatusDot } from '../userStatus/StatusDot';
import type { UserRecord } from './usersApi';

/** Who the user is at a glance: name, user name, status (read-only here) and whether the account is active. */
export function UserHeader({ user }: { user: UserRecord }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}>{initialsOf(name)}</Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.userName}
          {user.email ? ` · ${user.email}` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          variant="outlined"
          icon={<Box sx={{ display: 'flex', pl: 1 }}><StatusDot statusId={user.userStatusId} size={10} /></Box>}
          label={`Status: ${user.userStatus ?? 'None'}`}
          aria-label={`User status ${user.userStatus ?? 'none'}`}
        />
        <Chip color={user.isActive ? 'success' : 'default'} variant={user.isActive ? 'filled' : 'outlined'} label={user.isActive ? 'Active' : 'Inactive'} />
      </Box>
    </Paper>
  );
}
