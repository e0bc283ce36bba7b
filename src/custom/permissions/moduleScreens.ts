/**
 * Which modules have no screen yet: no page of the app needs them (the areas' routes and the
 * overrides' own entries, the registries the menu is built from) and the server lists no
 * generated screen of theirs. A grant of such a module opens nothing in this release.
 */
import { modulesOf, type RouteRequirement } from '../../domain/access';
import type { ResourceOverride } from '../../resources/registry/overrides';
import type { CatalogModule } from './permissionsApi';

/** What each page of the app needs: every route, and each override that brings an entry of its own. */
export const pageRequirements = (
  routes: readonly { requires?: RouteRequirement }[],
  overrides: readonly Pick<ResourceOverride, 'standalone'>[],
): (RouteRequirement | undefined)[] => [
  ...routes.map((route) => route.requires),
  ...overrides.flatMap((override) => (override.standalone ? [override.standalone.requires] : [])),
];

export function modulesWithoutScreens(
  modules: readonly Pick<CatalogModule, 'name' | 'generatedScreens'>[],
  pages: readonly (RouteRequirement | undefined)[],
): Set<string> {
  const opened = new Set(pages.flatMap(modulesOf));
  return new Set(modules.filter((m) => m.generatedScreens.length === 0 && !opened.has(m.name)).map((m) => m.name));
}
