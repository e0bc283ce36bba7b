import { Avatar, Box, Divider, Typography } from '@mui/material';
import { Logout, UserMenu } from 'react-admin';
import { useSession } from '../auth/sessionStore';
import { initialsOf } from './initials';

export function ShellUserMenu() {
  const session = useSession();
  const name = session?.user.name ?? '';
  return (
    <UserMenu
      icon={
        // The wrapper takes the button's icon sizing, so the avatar keeps its own.
        <Box component="span" sx={{ display: 'flex' }}>
          <Avatar sx={{ width: 28, height: 28, fontSize: 12, fontWeight: 600, bgcolor: 'rgba(255,255,255,0.22)', color: 'inherit' }}>
            {initialsOf(name)}
          </Avatar>
        </Box>
      }
    >
      {session && (
        <Box sx={{ px: 2, pt: 1, pb: 1.5, minWidth: 240 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {session.user.email || session.user.userName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {session.user.userRoles.join(', ')}
          </Typography>
        </Box>
      )}
      <Divider />
      <Logout />
    </UserMenu>
  );
}
