import { useState } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { useResourceRegistry } from '../../resources/registry/registryStore';
import { useSession } from '../../ui/session/sessionStore';
import { menuRoutesFor } from '../areas';
import { MenuGroup } from './MenuGroup';
import { closestPath, menuSections, type MenuEntry } from './menuEntries';
import { MenuSearch } from './MenuSearch';

/** The groups open until the user closes them: the everyday work and the administration. */
const OPEN_AT_FIRST = new Set<string>(['workOrders', 'administration']);

/** With more entries than this the menu offers a search box. */
const SEARCH_FROM = 15;

/** react-admin marks every entry whose path starts the current one; only the closest entry is shown active. */
const NOT_ACTIVE = {
  '&.RaMenuItemLink-active': {
    backgroundColor: 'transparent',
    color: 'text.secondary',
    fontWeight: 'inherit',
    '& .MuiSvgIcon-root': { color: 'text.secondary' },
  },
};

const item = (activePath: string | null) => (entry: MenuEntry) => {
  const Icon = entry.icon;
  return (
    <Menu.Item
      key={entry.path}
      to={entry.path}
      primaryText={entry.label}
      leftIcon={<Icon />}
      sx={entry.path === activePath ? undefined : NOT_ACTIVE}
    />
  );
};

/**
 * The menu: top-level entries, then the groups, each showing only what the user may open.
 * The work-order and administration groups start open; the settings groups start closed, and
 * the group of the page being shown opens by itself.
 */
export function ShellMenu() {
  const session = useSession();
  const location = useLocation();
  const registry = useResourceRegistry();
  const [sidebarOpen] = useSidebarState();
  const [term, setTerm] = useState('');
  if (!session) return null;
  const routes = menuRoutesFor(session.subject);
  const searching = sidebarOpen && term.trim() !== '';
  const { top, sections } = menuSections(routes, registry.entries, searching ? term : '');
  const everything = routes.length + registry.entries.length;
  const isActive = (entry: MenuEntry) => matchPath({ path: entry.path, end: false }, location.pathname) !== null;
  const activePath = closestPath([...top, ...sections.flatMap((s) => s.entries)], location.pathname);
  const render = item(activePath);
  return (
    <>
      {sidebarOpen && everything > SEARCH_FROM && (
        <MenuSearch value={term} onChange={setTerm} nothingMatches={searching && top.length === 0 && sections.length === 0} />
      )}
      <Menu>
        {top.map(render)}
        {sections.map(({ group, entries }) => (
          <MenuGroup
            key={group.id}
            id={group.id}
            label={group.label}
            icon={group.icon}
            active={entries.some(isActive)}
            defaultOpen={OPEN_AT_FIRST.has(group.id)}
            forceOpen={searching}
          >
            {entries.map(render)}
          </MenuGroup>
        ))}
      </Menu>
    </>
  );
}
