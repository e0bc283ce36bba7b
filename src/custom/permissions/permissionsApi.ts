/** The /permissions screen's calls. */
import { http } from '../../ui/http/httpClient';
import type { RoleGrantsRequest } from '../../domain/permissions/wire';
import type { RoleGrant } from './grantEditing';

export interface CatalogModule {
  id: number;
  name: string;
  functionalities: string[];
  /** Labels of the module's generated screens; the hand-written pages are the browser's own. */
  generatedScreens: string[];
}

export interface PermissionsCatalog {
  roles: { id: number; name: string }[];
  modules: CatalogModule[];
}

export const loadCatalog = () => http.get<PermissionsCatalog>('permissions/catalog');

export const loadRoleGrants = (roleId: number) => http.get<RoleGrant[]>(`permissions/roles/${roleId}`);

export const saveRoleGrants = (roleId: number, grants: readonly RoleGrant[]) =>
  http.put(`permissions/roles/${roleId}`, {
    modules: grants.map(({ moduleId, canRead, canWrite, functionalities }) => ({ moduleId, canRead, canWrite, functionalities })),
  } satisfies RoleGrantsRequest);
