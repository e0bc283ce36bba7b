/**
 * The settings lists: the generated lists of spec §2.1's administration tree (their schema's
 * `x-resource.path` is under /administration), whatever their group. The Settings page shows
 * them in their groups; the menu shows one Settings entry instead. A hand-written screen with
 * an entry of its own (the users screen) stays in the menu.
 */
import { ADMINISTRATION_PATH } from '../../domain/resources/paths';
import { menuGroupOf, orderedMenuGroups, type MenuGroupDefinition } from '../../ui/navigation/menuGroups';
import type { ResourceEntry } from './entries';

export const isSettingsEntry = (entry: ResourceEntry): boolean => !entry.override?.standalone && entry.path.startsWith(`${ADMINISTRATION_PATH}/`);

export interface SettingsGroup {
  group: MenuGroupDefinition;
  entries: ResourceEntry[];
}

/** True when the text holds the search, ignoring case and the spaces around it; an empty search holds everywhere. */
export const holdsSearch = (text: string, term: string): boolean => text.toLowerCase().includes(term.trim().toLowerCase());

/**
 * The settings lists among `entries`, by group: the administration tree's own lists first, then
 * the groups in menu order, each by name. `term` keeps the lists whose name or group holds it.
 */
export function settingsGroups(entries: readonly ResourceEntry[], term = ''): SettingsGroup[] {
  const settings = entries.filter(isSettingsEntry);
  const groups = orderedMenuGroups(settings.map((e) => menuGroupOf(e.group)));
  const first = groups.filter((g) => g.id === 'administration');
  return [...first, ...groups.filter((g) => g.id !== 'administration')]
    .map((group) => {
      const inGroup = settings.filter((e) => menuGroupOf(e.group).id === group.id);
      const shown = holdsSearch(group.label, term) ? inGroup : inGroup.filter((e) => holdsSearch(e.label, term));
      return { group, entries: shown.sort((a, b) => a.label.localeCompare(b.label)) };
    })
    .filter((g) => g.entries.length > 0);
}
