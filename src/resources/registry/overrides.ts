/**
 * The override registry: a resource path may bring its own screens instead of the generated
 * ones; each screen it does not bring falls back to the generic list, create or edit screen.
 * A path the meta list does not know (a hand-written area such as the users screen) declares
 * its own label, menu group and requirement with `standalone`.
 *
 *   registerOverride({
 *     path: '/administration/users',
 *     standalone: { name: 'users', label: 'Users', group: 'Administration', requires: needs.read(MODULES.USERS), icon: PeopleOutlined },
 *     screens: { list: lazyArea('users', () => import('./UsersListPage')), ... },
 *   });
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Requirement } from '../../domain/access';

/** The generated screens an entry has. */
export type Screen = 'list' | 'create' | 'edit';

/** A screen takes no props: it reads its entry with useResourceScreen(). */
export type ScreenComponent = LazyExoticComponent<ComponentType> | ComponentType;

export interface ResourceOverride {
  path: string;
  screens: Partial<Record<Screen, ScreenComponent>>;
  /** `requires` may list several requirements: any one is enough. */
  standalone?: { name: string; label: string; group: string; requires: Requirement | Requirement[]; icon?: SvgIconComponent };
}

const overrides = new Map<string, ResourceOverride>();

/** Registers (or replaces) the override of a path. Call at start, before the app renders. */
export function registerOverride(override: ResourceOverride): void {
  overrides.set(override.path, override);
}

export const registeredOverrides = (): ResourceOverride[] => [...overrides.values()];
