/**
 * Builders of permission subjects for the domain tests: the shape the server's
 * account/userRolesPermissions answer has (one group per module, one record per role).
 */
import type { AccessSubject, ModulePermission, PermissionGroup } from '../../src/domain/access';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions/defaultRolePermissions';
import { ROLE_ID, type RoleName } from '../../src/domain/permissions/roles';

export interface RecordSpec {
  module: string;
  read?: boolean;
  write?: boolean;
  functionalities?: string[];
  role?: string;
}

export function subjectOf(roles: string[], records: RecordSpec[]): AccessSubject {
  const groups = new Map<string, PermissionGroup>();
  for (const spec of records) {
    const group = groups.get(spec.module) ?? { permissionDescription: spec.module, permissions: [] };
    groups.set(spec.module, group);
    const roleName = spec.role ?? roles[0] ?? 'Technician';
    const record: ModulePermission = {
      permissionDescription: spec.module,
      roleId: ROLE_ID[roleName as RoleName] ?? 0,
      roleName,
      canRead: spec.read ?? false,
      canWrite: spec.write ?? false,
      functionalities: spec.functionalities ?? [],
    };
    group.permissions.push(record);
  }
  return { roles, groups: [...groups.values()] };
}

/** A user holding `roles` under the default role-to-permission mapping a new subscriber starts with. */
export function defaultSubjectOf(...roles: RoleName[]): AccessSubject {
  return subjectOf(
    roles,
    roles.flatMap((role) =>
      DEFAULT_ROLE_PERMISSIONS[role].map((g) => ({
        module: g.module,
        read: g.canRead,
        write: g.canWrite,
        functionalities: g.functionalities,
        role,
      })),
    ),
  );
}
