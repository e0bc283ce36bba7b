/** The requests of the permissions screen: one role's module permissions. */
import { MODULE_CATALOG } from './catalog';
import { ROLES } from './roles';
import { closedObject, type Wire } from '../wire';

/** permissions/roles/{roleId}. */
export const roleParams = {
  type: 'object',
  required: ['roleId'],
  properties: { roleId: { type: 'integer', minimum: 1, maximum: ROLES.length } },
} as const;

/** PUT permissions/roles/{roleId}: the role's whole mapping, one entry per module it keeps. */
export const roleGrantsBody = closedObject(['modules'], {
  modules: {
    type: 'array',
    maxItems: MODULE_CATALOG.length,
    items: closedObject(['moduleId', 'canRead', 'canWrite', 'functionalities'], {
      moduleId: { type: 'integer' },
      canRead: { type: 'boolean' },
      canWrite: { type: 'boolean' },
      functionalities: { type: 'array', uniqueItems: true, items: { type: 'string', maxLength: 100 } },
    }),
  },
});
export type RoleGrantsRequest = Wire<typeof roleGrantsBody>;
export type ModuleGrantBody = RoleGrantsRequest['modules'][number];
