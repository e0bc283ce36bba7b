import { Avatar, Box, Button, Divider, IconButton, MenuList, Popover, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import { Logout, UserMenuContextProvider } from 'react-admin';
import { useSession } from '../../ui/session/sessionStore';
import { initialsOf } from '../../ui/layout/initials';

/** Read by screen readers, not shown. */
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The signed-in user's menu. Its button is named by the user's name, shown beside the initials
 * on wide screens and read out on phones; the initials are decoration. The button names itself
 * from its text, so what is read is what is shown.
 */
export function ShellUserMenu() {
  const session = useSession();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  if (!session) return null;
  const name = session.user.name;
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const opens = {
    'aria-haspopup': 'menu',
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
  } as const;
  const avatar = (
    // The wrapper takes the button's icon sizing, so the avatar keeps its own.
    <Box component="span" aria-hidden sx={{ display: 'flex' }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 12, fontWeight: 600, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
        {initialsOf(name)}
      </Avatar>
    </Box>
  );
  return (
    <>
      {wide ? (
        <Button color="inherit" startIcon={avatar} onClick={open} {...opens} sx={{ ml: 0.5 }}>
          {name}
        </Button>
      ) : (
        <Tooltip title={name} describeChild>
          <IconButton color="inherit" onClick={open} {...opens}>
            {avatar}
            <Box component="span" sx={SCREEN_READER_ONLY}>
              {name}
            </Box>
          </IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Popover
          disableScrollLock
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {/* Who is signed in, above the menu list: a menu may hold menu items only. */}
          <Box sx={{ px: 2, pt: 2, pb: 1.5, minWidth: 240 }}>
            <Typography variant="subtitle2">{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {session.user.email || session.user.userName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {session.user.userRoles.join(', ')}
            </Typography>
          </Box>
          <Divider />
          <MenuList id={menuId} autoFocusItem aria-label={`Account of ${name}`}>
            <Logout />
          </MenuList>
        </Popover>
      </UserMenuContextProvider>
    </>
  );
}
