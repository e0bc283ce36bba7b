/** The requests of the users screens (spec §3.2): change a user, create one, set a password or employee types. */
import { newPasswordSchema } from '../account/wire';
import { ROLES } from '../permissions/roles';
import { INT4_MAX, closedObject, idParams, idSchema, listQuery, nullableIdSchema, type Wire } from '../wire';

/** users/{id} and the paths under it. */
export const userIdParams = idParams;

/** GET users: sort, range and filter (q, isActive). */
export const userListQuery = listQuery;

const nameSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;
const userFields = {
  firstName: nameSchema,
  lastName: nameSchema,
  email: { type: 'string', maxLength: 256, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  jobTitleId: nullableIdSchema,
  roleIds: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: ROLES.length } },
} as const;

/** PUT users/{id}: optimistic, with the version read. */
export const userUpdateBody = closedObject(['firstName', 'lastName', 'email', 'roleIds', 'isActive', 'version'], {
  ...userFields,
  isActive: { type: 'boolean' },
  version: idSchema,
});
export type UserUpdate = Wire<typeof userUpdateBody>;
/** What the edit form changes; the call adds the version it read. */
export type UserChanges = Omit<UserUpdate, 'version'>;

/** POST users. */
export const newUserBody = closedObject(['userName', 'firstName', 'lastName', 'email', 'roleIds', 'password'], {
  userName: { type: 'string', minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9._@-]+$' },
  ...userFields,
  password: newPasswordSchema,
});
export type NewUser = Wire<typeof newUserBody>;

/** PUT users/{id}/password. */
export const passwordResetBody = closedObject(['password'], { password: newPasswordSchema });
export type PasswordReset = Wire<typeof passwordResetBody>;

/** PUT users/{id}/employeeTypes: the rate-sheet employee types the user may clock in as. */
export const employeeTypesBody = closedObject(['employeeTypeRateIds'], {
  employeeTypeRateIds: { type: 'array', uniqueItems: true, maxItems: 100, items: { type: 'integer', minimum: 1, maximum: INT4_MAX } },
});
export type EmployeeTypesRequest = Wire<typeof employeeTypesBody>;
