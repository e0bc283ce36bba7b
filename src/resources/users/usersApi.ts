/**
 * The users screen's calls (/api/v1/users, simple-rest style), through the app's HTTP client.
 */
import { http, requestRaw } from '../../app/http/httpClient';
import { canReadModule, type AccessSubject } from '../../domain/access';
import { MODULES } from '../../domain/permissionCatalog';
import { ROLES } from '../../domain/roles';

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

export interface UserChanges {
  firstName: string;
  lastName: string;
  email: string;
  jobTitleId: number | null;
  roleIds: number[];
  isActive: boolean;
}

export interface NewUser {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitleId: number | null;
  roleIds: number[];
  password: string;
}

export interface UserListQuery {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/** "users 0-24/319" -> 319. */
export const totalOf = (contentRange: string | null, fallback: number): number => {
  const total = Number(contentRange?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
};

export async function listUsers({ page, perPage, sort, filter }: UserListQuery, signal?: AbortSignal): Promise<{ rows: UserRecord[]; total: number }> {
  const start = (page - 1) * perPage;
  const answer = await requestRaw('GET', 'users', {
    query: { sort: JSON.stringify([sort.field, sort.order]), range: JSON.stringify([start, start + perPage - 1]), filter: JSON.stringify(filter) },
    signal,
  });
  const rows = (answer.json as UserRecord[] | undefined) ?? [];
  return { rows, total: totalOf(answer.headers.get('Content-Range'), rows.length) };
}

export const getUser = (id: number) => http.get<UserRecord>(`users/${id}`);
export const updateUser = (id: number, changes: UserChanges, version: number) => http.put<UserRecord>(`users/${id}`, { ...changes, version });
export const createUser = (user: NewUser) => http.post<UserRecord>('users', user);
export const resetPassword = (id: number, password: string) => http.put(`users/${id}/password`, { password });
export const getEmployeeTypes = (id: number) => http.get<{ employeeTypeRateIds: number[] }>(`users/${id}/employeeTypes`);
export const setEmployeeTypes = (id: number, ids: readonly number[]) => http.put(`users/${id}/employeeTypes`, { employeeTypeRateIds: ids });

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

export const PASSWORD_MIN_LENGTH = 8;
