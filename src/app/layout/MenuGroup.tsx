import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { SvgIconComponent } from '@mui/icons-material';
import { Collapse, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useSidebarState, useStore } from 'react-admin';

/**
 * A collapsible group of the menu; its open state is remembered per browser. `forceOpen`
 * shows it open without changing what is remembered (while the menu is being searched).
 */
export function MenuGroup({
  id,
  label,
  icon: Icon,
  active,
  defaultOpen = true,
  forceOpen = false,
  children,
}: {
  id: string;
  label: string;
  icon: SvgIconComponent;
  active: boolean;
  defaultOpen?: boolean;
  forceOpen?: boolean;
  children: ReactNode;
}) {
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useStore<boolean>(`menu.group.${id}.open`, defaultOpen);
  // Opening a page of a collapsed group shows the group again.
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active, setExpanded]);
  const open = expanded || forceOpen;
  const header = (
    <MenuItem
      onClick={() => setExpanded(!open)}
      aria-expanded={open}
      aria-label={label}
      sx={{ color: 'text.secondary', py: 0.75, mt: 0.5 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {sidebarOpen && (
        <>
          <Typography variant="overline" sx={{ flexGrow: 1, fontWeight: 600, lineHeight: 1.6, letterSpacing: 1, whiteSpace: 'normal' }}>
            {label}
          </Typography>
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </>
      )}
    </MenuItem>
  );
  return (
    <>
      {sidebarOpen ? header : <Tooltip title={label} placement="right">{header}</Tooltip>}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding sx={{ '& .RaMenuItemLink-root': { pl: sidebarOpen ? 3 : 2 } }}>
          {children}
        </List>
      </Collapse>
    </>
  );
}
