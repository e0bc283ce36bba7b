/**
 * The menu's contents: route-table entries and the user's resource entries, placed in their
 * groups in menu order, and one Settings entry for the settings lists, which a search still
 * finds one by one.
 */
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { SETTINGS_PATH } from '../../domain/resources/paths';
import type { ResourceEntry } from '../../resources/registry/entries';
import { holdsSearch, isSettingsEntry } from '../../resources/registry/settings';
import { MENU_GROUPS, menuGroupOf, orderedMenuGroups, type MenuGroupDefinition } from '../../ui/navigation/menuGroups';
import type { AppRoute } from '../../ui/navigation/routeTypes';

export interface MenuEntry {
  path: string;
  label: string;
  icon: SvgIconComponent;
}

export interface MenuSection {
  group: MenuGroupDefinition;
  entries: MenuEntry[];
}

const fromRoute = (route: AppRoute): MenuEntry => ({ path: route.path, label: route.menu!.label, icon: route.menu!.icon });

const SETTINGS_ENTRY: MenuEntry = { path: SETTINGS_PATH, label: 'Settings', icon: SettingsOutlined };

const fromResource = (entry: ResourceEntry): MenuEntry => ({
  path: entry.path,
  label: entry.label,
  icon: entry.override?.standalone?.icon ?? (entry.singleton ? TuneOutlined : ListAltOutlined),
});

/**
 * Top-level entries, then the groups: in each, the route table's entries, then hand-written
 * resource screens, then the generated lists by name; then the Settings entry, when the user
 * may open a settings list. The settings lists show in their groups only to a search: `term`
 * keeps only matching entries.
 */
export function menuSections(
  routes: readonly AppRoute[],
  resources: readonly ResourceEntry[],
  term = '',
): { top: MenuEntry[]; sections: MenuSection[]; settings: MenuEntry | null } {
  const searching = term.trim() !== '';
  const matches = (entry: MenuEntry) => holdsSearch(entry.label, term);
  const top = routes.filter((r) => !r.menu?.group).map(fromRoute).filter(matches);
  const byGroup = new Map<string, { group: MenuGroupDefinition; fixed: MenuEntry[]; own: MenuEntry[]; generated: MenuEntry[] }>();
  const slot = (group: MenuGroupDefinition) => {
    if (!byGroup.has(group.id)) byGroup.set(group.id, { group, fixed: [], own: [], generated: [] });
    return byGroup.get(group.id)!;
  };
  const inOrder = [...routes].sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  for (const route of inOrder) {
    const id = route.menu?.group;
    const group = id && MENU_GROUPS.find((g) => g.id === id);
    if (group) slot(group).fixed.push(fromRoute(route));
  }
  for (const resource of resources) {
    if (isSettingsEntry(resource) && !searching) continue;
    const target = slot(menuGroupOf(resource.group));
    (resource.override?.standalone ? target.own : target.generated).push(fromResource(resource));
  }
  const sections = orderedMenuGroups([...byGroup.values()].map((s) => s.group))
    .map((group) => {
      const s = byGroup.get(group.id)!;
      const generated = [...s.generated].sort((a, b) => a.label.localeCompare(b.label));
      return { group, entries: [...s.fixed, ...s.own, ...generated].filter(matches) };
    })
    .filter((section) => section.entries.length > 0);
  const settings = resources.some(isSettingsEntry) && matches(SETTINGS_ENTRY) ? SETTINGS_ENTRY : null;
  return { top, sections, settings };
}

/** The entry path that is the page or the closest parent of it (`/a/b` over `/a` for `/a/b/3`), or null. */
export function closestPath(entries: ReadonlyArray<{ path: string }>, pathname: string): string | null {
  let best: string | null = null;
  for (const { path } of entries) {
    const inside = pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    if (inside && (!best || path.length > best.length)) best = path;
  }
  return best;
}
