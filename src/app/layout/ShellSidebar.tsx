import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, type SidebarProps } from 'react-admin';

/** The menu's drawer. On phones it opens as a dialog over the page, which needs a name. */
export function ShellSidebar(props: SidebarProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return <Sidebar {...props} slotProps={phone ? { paper: { 'aria-label': 'Menu' } } : undefined} />;
}
