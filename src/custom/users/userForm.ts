/**
 * The checks of the users screen, run before sending (the server repeats them).
 */
import { isValidEmail } from '../../domain/email';
import { formatHint } from '../../domain/validationMessages';
import type { FieldErrors } from '../../ui/form/fieldErrors';
import { PASSWORD_MIN_LENGTH } from './usersApi';

/** What the API accepts as a user name. */
const USER_NAME = /^[A-Za-z0-9._@-]{3,64}$/;

export interface UserFormValues {
  userName?: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitleId: number | null;
  roleIds: number[];
  isActive?: boolean;
  password?: string;
  confirmPassword?: string;
}

export function passwordErrors(password: string, confirm: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  else if (password !== confirm) errors.confirmPassword = 'The passwords do not match.';
  return errors;
}

export function userFormErrors(values: UserFormValues, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const userName = values.userName?.trim() ?? '';
  if (creating && !userName) errors.userName = 'User Name is required.';
  else if (creating && !USER_NAME.test(userName)) errors.userName = 'User Name takes 3 to 64 letters, digits, dots, dashes, underscores or @.';
  if (!values.firstName.trim()) errors.firstName = 'First Name is required.';
  if (!values.lastName.trim()) errors.lastName = 'Last Name is required.';
  if (values.email.trim() && !isValidEmail(values.email.trim())) errors.email = formatHint('email');
  if (values.roleIds.length === 0) errors.roleIds = 'Choose at least one role.';
  if (creating) Object.assign(errors, passwordErrors(values.password ?? '', values.confirmPassword ?? ''));
  return errors;
}
