import { canReadModule, canWriteModule, hasFunctionality, type AccessSubject } from '../../domain/access';
import { MODULE_CATALOG } from '../../domain/permissionCatalog';

export interface ModuleAccess {
  id: number;
  name: string;
  canWrite: boolean;
  functionalities: string[];
}

/** The modules the user may read, with write access and named permissions, in catalogue order. */
export const accessSummary = (subject: AccessSubject): ModuleAccess[] =>
  MODULE_CATALOG.filter((m) => canReadModule(subject, m.name)).map((m) => ({
    id: m.id,
    name: m.name,
    canWrite: canWriteModule(subject, m.name),
    functionalities: m.functionalities.filter((f) => hasFunctionality(subject, f, m.name)),
  }));
