/** The requests of the permissions screen: one role's module permissions. */
import { MODULE_CATALOG } from './catalog';
import { ROLES } from './roles';
import type { Wire } from '../wire';

/** permissions/roles/{roleId}. */
export const roleParams = {
  type: 'object',
  required: ['roleId'],
  properties: { roleId: { type: 'integer', minimum: 1, maximum: ROLES.length } },
} as const;

/** PUT permissions/roles/{roleId}: the role's whole mapping, one entry per module it keeps. */
export const roleGrantsBody = {
  type: 'object',
  required: ['modules'],
  additionalProperties: false,
  properties: {
    modules: {
      type: 'array',
      maxItems: MODULE_CATALOG.length,
      items: {
        type: 'object',
        required: ['moduleId', 'canRead', 'canWrite', 'functionalities'],
        additionalProperties: false,
        properties: {
          moduleId: { type: 'integer' },
          canRead: { type: 'boolean' },
          canWrite: { type: 'boolean' },
          functionalities: { type: 'array', uniqueItems: true, items: { type: 'string', maxLength: 100 } },
        },
      },
    },
  },
} as const;
export type RoleGrantsRequest = Wire<typeof roleGrantsBody>;
export type ModuleGrantBody = RoleGrantsRequest['modules'][number];
