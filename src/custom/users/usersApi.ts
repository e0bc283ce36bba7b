/**
 * The users screen's calls (/api/v1/users, simple-rest style), through the app's HTTP client.
 */
import { http } from '../../ui/http/httpClient';
import { registerAreaResources } from '../../ui/http/dataProvider';
import { canReadModule, type AccessSubject, type PermissionGroup } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { ROLES } from '../../domain/permissions/roles';
import type { EmployeeTypesRequest, NewUser, PasswordReset, UserChanges, UserUpdate } from '../../domain/users/wire';

export { PASSWORD_MIN_LENGTH } from '../../domain/account/wire';
export type { NewUser, UserChanges };

export interface UserRecord {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitleId: number | null;
  userStatusId: number | null;
  userStatus: string | null;
  isActive: boolean;
  version: number;
  roleIds: number[];
}

/** The users list is the react-admin resource `users`: GET /api/v1/users. */
registerAreaResources({ users: { path: 'users' } });

export const getUser = (id: number) => http.get<UserRecord>(`users/${id}`);
export const updateUser = (id: number, changes: UserChanges, version: number) =>
  http.put<UserRecord>(`users/${id}`, { ...changes, version } satisfies UserUpdate);
export const createUser = (user: NewUser) => http.post<UserRecord>('users', user);
export const resetPassword = (id: number, password: string) => http.put(`users/${id}/password`, { password } satisfies PasswordReset);
export const getEmployeeTypes = (id: number) => http.get<{ employeeTypeRateIds: number[] }>(`users/${id}/employeeTypes`);
export const getGrantableRoles = () => http.get<{ roleIds: number[] }>('users/grantableRoles').then((r) => r.roleIds);
export const getUserPermissions = (id: number) => http.get<PermissionGroup[]>(`account/userRolesPermissions/${id}`);
export const setEmployeeTypes = (id: number, ids: readonly number[]) =>
  http.put(`users/${id}/employeeTypes`, { employeeTypeRateIds: [...ids] } satisfies EmployeeTypesRequest);

export interface RoleOption {
  id: number;
  name: string;
}

/** The roles to choose from: the permission catalogue for those who may read it, else the built-in list (same ids). */
export async function loadRoles(subject: AccessSubject): Promise<RoleOption[]> {
  const builtIn = ROLES.map((r) => ({ id: r.id, name: r.name }));
  if (!canReadModule(subject, MODULES.PERMISSIONS)) return builtIn;
  try {
    const catalog = await http.get<{ roles: RoleOption[] }>('permissions/catalog');
    return catalog.roles.length ? catalog.roles : builtIn;
  } catch {
    return builtIn;
  }
}
