/**
 * Answer schemas of the permission wire types (src/domain/access.ts): the groups of
 * account/userRolesPermissions and one role's grants on the permissions screen.
 */
const MODULE_PERMISSION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    permissionDescription: { type: 'string' },
    roleId: { type: 'integer' },
    roleName: { type: 'string' },
    canRead: { type: 'boolean' },
    canWrite: { type: 'boolean' },
    functionalities: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** PermissionGroup[]: a user's module permissions grouped by module. */
export const PERMISSION_GROUPS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    properties: { permissionDescription: { type: 'string' }, permissions: { type: 'array', items: MODULE_PERMISSION_SCHEMA } },
  },
} as const;

/** The role and module catalogue of the permissions screen. */
export const PERMISSION_CATALOG_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    roles: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
    modules: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          functionalities: { type: 'array', items: { type: 'string' } },
          /** The labels of the module's generated screens (schemas/); the browser adds its hand-written pages. */
          generatedScreens: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

/** One role's grant of each module, with the named permissions the module offers. */
export const ROLE_GRANTS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    properties: {
      moduleId: { type: 'integer' },
      moduleName: { type: 'string' },
      canRead: { type: 'boolean' },
      canWrite: { type: 'boolean' },
      functionalities: { type: 'array', items: { type: 'string' } },
      available: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;
