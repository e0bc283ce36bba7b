import {
  canReadModule,
  canWriteModule,
  hasFunctionality,
  type AccessSubject,
  type Requirement,
  type RouteRequirement,
} from '../../domain/access';
import { MODULE_CATALOG } from '../../domain/permissions/catalog';

export interface ModuleAccess {
  id: number;
  name: string;
  canWrite: boolean;
  functionalities: string[];
}

/** What a screen's requirement is about: the modules it names. */
const modulesNamedBy = (requires: RouteRequirement | undefined): string[] => {
  const all: Requirement[] = !requires ? [] : Array.isArray(requires) ? requires : 'all' in requires ? requires.all : [requires];
  return all.flatMap((r) => (r.module ? [r.module] : []));
};

/**
 * The modules the user may read and open a screen of, with write access and named permissions,
 * in catalogue order. `screens` are the requirements of the screens the user may open (menu
 * routes and resource entries): a module without one is left out, since nothing shows it.
 */
export function accessSummary(subject: AccessSubject, screens: ReadonlyArray<RouteRequirement | undefined>): ModuleAccess[] {
  const shown = new Set(screens.flatMap(modulesNamedBy));
  return MODULE_CATALOG.filter((m) => shown.has(m.name) && canReadModule(subject, m.name)).map((m) => ({
    id: m.id,
    name: m.name,
    canWrite: canWriteModule(subject, m.name),
    functionalities: m.functionalities.filter((f) => hasFunctionality(subject, f, m.name)),
  }));
}
