/**
 * A resource entry: one place of the app made of list, create and edit screens (or one edit
 * screen for a singleton), with its menu entry. Entries come from the meta list of the
 * signed-in user, plus the overrides that bring screens of their own.
 */
import type { Requirement } from '../../domain/access';
import { needs } from '../../domain/access';
import type { ResourceSummary } from '../../domain/resources/meta';
import type { ResourceOverride, Screen } from './overrides';

export interface ResourceEntry {
  /** The react-admin resource name. */
  name: string;
  path: string;
  label: string;
  group: string;
  singleton: boolean;
  /** The create screen's route. */
  createPath: string;
  /** Several: any one is enough. */
  requires: Requirement | Requirement[];
  /** Set when the screens come from an override rather than the generic ones. */
  override?: ResourceOverride;
}

/** The entries the user may open: every summary, each with its override if one is registered, and standalone overrides the user meets. */
export function buildEntries(
  summaries: readonly ResourceSummary[],
  overrides: readonly ResourceOverride[],
  allowed: (requirement: Requirement | Requirement[]) => boolean,
): ResourceEntry[] {
  const byPath = new Map(overrides.map((o) => [o.path, o]));
  const entries: ResourceEntry[] = summaries.map((s) => ({
    name: s.name,
    path: s.path,
    label: s.label,
    group: s.group,
    singleton: s.singleton,
    createPath: s.createPath,
    requires: needs.read(s.module),
    override: byPath.get(s.path),
  }));
  const taken = new Set(entries.map((e) => e.path));
  for (const override of overrides) {
    const own = override.standalone;
    if (!own || taken.has(override.path) || !allowed(own.requires)) continue;
    entries.push({ name: own.name, path: override.path, label: own.label, group: own.group, singleton: false, createPath: `${override.path}/create`, requires: own.requires, override });
  }
  return entries;
}

/** The routes of an entry: list, create and edit (`:id`), or the one edit screen of a singleton. */
export function routesOf(entry: ResourceEntry): Array<{ path: string; screen: Screen }> {
  if (entry.singleton) return [{ path: entry.path, screen: 'edit' }];
  return [
    { path: entry.path, screen: 'list' },
    { path: entry.createPath, screen: 'create' },
    { path: `${entry.path}/:id`, screen: 'edit' },
  ];
}

/** Where the screens of an entry link to. */
export const linksOf = (entry: Pick<ResourceEntry, 'path' | 'createPath'>) => ({
  list: entry.path,
  create: entry.createPath,
  edit: (id: number | string) => `${entry.path}/${id}`,
});
