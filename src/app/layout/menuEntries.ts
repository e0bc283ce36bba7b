/**
 * The menu's contents: route-table entries and the user's resource entries, placed in their
 * groups in menu order.
 */
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceEntry } from '../../resources/registry/entries';
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

const fromResource = (entry: ResourceEntry): MenuEntry => ({
  path: entry.path,
  label: entry.label,
  icon: entry.override?.standalone?.icon ?? (entry.singleton ? TuneOutlined : ListAltOutlined),
});

/**
 * Top-level entries, then the groups: in each, the route table's entries, then hand-written
 * resource screens, then the generated lists by name. `term` keeps only matching entries.
 */
export function menuSections(routes: readonly AppRoute[], resources: readonly ResourceEntry[], term = ''): { top: MenuEntry[]; sections: MenuSection[] } {
  const wanted = term.trim().toLowerCase();
  const matches = (entry: MenuEntry) => !wanted || entry.label.toLowerCase().includes(wanted);
  const top = routes.filter((r) => !r.menu?.group).map(fromRoute).filter(matches);
  const byGroup = new Map<string, { group: MenuGroupDefinition; fixed: MenuEntry[]; own: MenuEntry[]; generated: MenuEntry[] }>();
  const slot = (group: MenuGroupDefinition) => {
    if (!byGroup.has(group.id)) byGroup.set(group.id, { group, fixed: [], own: [], generated: [] });
    return byGroup.get(group.id)!;
  };
  for (const route of routes) {
    const id = route.menu?.group;
    const group = id && MENU_GROUPS.find((g) => g.id === id);
    if (group) slot(group).fixed.push(fromRoute(route));
  }
  for (const resource of resources) {
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
  return { top, sections };
}

/** The entry path that is the page or the closest parent of it (`/a/b` over `/a` for `/a/b/3`), or null. */
export function closestPath(entries: readonly MenuEntry[], pathname: string): string | null {
  let best: string | null = null;
  for (const { path } of entries) {
    const inside = pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    if (inside && (!best || path.length > best.length)) best = path;
  }
  return best;
}
