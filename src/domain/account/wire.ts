/** The account requests (spec §2.2, §3.1, §7.2): sign-in, password change, a user's permissions. */
import { closedObject, idSchema, type Wire } from '../wire';

export const PASSWORD_MIN_LENGTH = 8;
/** A password a user sets (the current one is checked, never limited, beyond its length). */
export const newPasswordSchema = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 200 } as const;

/** POST account/login. */
export const loginBody = {
  type: 'object',
  required: ['userName', 'password'],
  properties: {
    userName: { type: 'string', minLength: 1, maxLength: 256 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;
export type LoginRequest = Wire<typeof loginBody>;

/** POST account/changePassword. */
export const changePasswordBody = closedObject(['currentPassword', 'newPassword'], {
  currentPassword: { type: 'string', minLength: 1, maxLength: 1024 },
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = Wire<typeof changePasswordBody>;

/** GET account/userRolesPermissions/{userId}. */
export const userIdParams = { type: 'object', required: ['userId'], properties: { userId: idSchema } } as const;
