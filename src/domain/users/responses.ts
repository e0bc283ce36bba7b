/** Answer schemas of the users area: a user row of the list and the edit form, and the user-administration answers. */
import { integers as ids, nullable } from '../answerSchemas';

export const USER_ROW_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    userName: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    jobTitleId: nullable('integer'),
    userStatusId: nullable('integer'),
    userStatus: nullable('string'),
    isActive: { type: 'boolean' },
    version: { type: 'integer' },
    roleIds: ids,
  },
} as const;

export const USER_ROWS_SCHEMA = { type: 'array', items: USER_ROW_SCHEMA } as const;

/** A created user. */
export const NEW_USER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, userName: { type: 'string' } },
} as const;

export const GRANTABLE_ROLES_SCHEMA = { type: 'object', additionalProperties: false, properties: { roleIds: ids } } as const;

export const USER_EMPLOYEE_TYPES_SCHEMA = { type: 'object', additionalProperties: false, properties: { employeeTypeRateIds: ids } } as const;
