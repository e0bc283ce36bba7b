import { useState } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { useResourceRegistry } from '../../resources/registry/registryStore';
import { useSession } from '../../ui/session/sessionStore';
import { isSettingsEntry } from '../../resources/registry/settings';
import { menuRoutesFor } from '../areas';
import { MenuGroup } from './MenuGroup';
import { closestPath, menuSections, type MenuEntry } from './menuEntries';
import { MenuSearch } from './MenuSearch';

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

/** A long label wraps onto a second line rather than being cut short (react-admin sets it on one line, with an ellipsis). */
const WHOLE_LABEL = { '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.35 } };

const item = (activePath: string | null) => (entry: MenuEntry) => {
  const Icon = entry.icon;
  const active = entry.path === activePath;
  return (
    <Menu.Item
      key={entry.path}
      to={entry.path}
      primaryText={entry.label}
      leftIcon={<Icon />}
      sx={active ? WHOLE_LABEL : { ...WHOLE_LABEL, ...NOT_ACTIVE }}
    />
  );
};

/**
 * The menu: top-level entries, then the groups, each showing only what the user may open, then
 * Settings, which stands for the settings lists (a search finds them one by one). The groups
 * start open; one the user closes stays closed, but opens by itself for the page being shown.
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
  const { top, sections, settings } = menuSections(routes, registry.entries, searching ? term : '');
  const everything = routes.length + registry.entries.length;
  const isActive = (entry: MenuEntry) => matchPath({ path: entry.path, end: false }, location.pathname) !== null;
  const shown = [...top, ...sections.flatMap((s) => s.entries), ...(settings ? [settings] : [])];
  // A settings list's page is a page of Settings: its entry is the closest the menu shows.
  const onSettingsList = closestPath(registry.entries.filter(isSettingsEntry), location.pathname) !== null;
  const activePath = closestPath(shown, location.pathname) ?? (onSettingsList ? (settings?.path ?? null) : null);
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
            forceOpen={searching}
          >
            {entries.map(render)}
          </MenuGroup>
        ))}
        {settings && render(settings)}
      </Menu>
    </>
  );
}
