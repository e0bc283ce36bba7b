/**
 * Who may change whose account (the users screen and the users routes share these rules).
 *
 * The rule that stops an escalation: a user manages (password, roles, name, active state,
 * employee types) only users whose permissions are all within their own, and grants only
 * roles whose permissions are all within their own. Otherwise a Payroll Manager with Users
 * write could set an Admin's password and sign in as them.
 */
import { canReadModule, canWriteModule, hasFunctionality, type AccessSubject } from '../access';
import { FUNCTIONALITIES, MODULES } from '../permissions/catalog';
import { ROLES, ROLE_ID, isSuperAdmin } from '../permissions/roles';

export interface Editor extends AccessSubject {
  userId: number;
}

/** A user as the rules see them: their roles and the permissions those roles give. */
export interface ManagedUser {
  userId: number;
  roleIds: readonly number[];
  /** The permission groups of `roleIds` (account/userRolesPermissions). */
  groups: AccessSubject['groups'];
}

/** The permissions a set of roles gives, as the access rules read them. */
export interface RoleSetAccess {
  roleIds: readonly number[];
  groups: AccessSubject['groups'];
}

/** Seeing users other than yourself needs Users read with "All Users". */
export const seesAllUsers = (subject: AccessSubject): boolean =>
  hasFunctionality(subject, FUNCTIONALITIES.ALL_USERS, MODULES.USERS);

export const roleNamesOf = (roleIds: readonly number[]): string[] =>
  ROLES.filter((r) => roleIds.includes(r.id)).map((r) => r.name);

const subjectOf = (access: RoleSetAccess): AccessSubject => ({ roles: roleNamesOf(access.roleIds), groups: access.groups });

/**
 * True when every permission `holder` has, `editor` has too: read and write of each module,
 * and each named permission. A Super Admin holds every permission.
 */
export function permissionsWithin(holder: AccessSubject, editor: AccessSubject): boolean {
  if (isSuperAdmin(editor.roles)) return true;
  if (isSuperAdmin(holder.roles)) return false;
  return holder.groups.every(({ permissionDescription: module, permissions }) =>
    permissions.every(
      (p) =>
        (!p.canRead || canReadModule(editor, module)) &&
        (!p.canWrite || canWriteModule(editor, module)) &&
        (!(p.canRead || p.canWrite) || p.functionalities.every((f) => hasFunctionality(editor, f, module))),
    ),
  );
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

const OUTSIDE_YOUR_PERMISSIONS = 'This user has permissions you do not have, so you cannot change their account.';

/**
 * Why `editor` may not change `target`'s account at all (password, name, active state, employee
 * types), or null when they may. Changing your own account is always within your permissions.
 */
export function userManageRefusal(editor: Editor, target: ManagedUser): string | null {
  if (target.userId === editor.userId) return null;
  const superAdmin = ROLE_ID['Super Admin'];
  if (!isSuperAdmin(editor.roles) && target.roleIds.includes(superAdmin)) {
    return "Only a Super Admin can change a Super Admin's account.";
  }
  return permissionsWithin(subjectOf(target), editor) ? null : OUTSIDE_YOUR_PERMISSIONS;
}

/**
 * Why `editor` may not give someone the roles `granted`, or null when they may: roles are an
 * administrator's (Permissions write), only a Super Admin grants Super Admin, and nobody grants
 * a role with a permission they lack. `roleGroups` answers the permissions of one role.
 */
export function roleGrantRefusal(editor: AccessSubject, granted: readonly number[], roleGroups: (roleId: number) => AccessSubject['groups']): string | null {
  if (!canWriteModule(editor, MODULES.PERMISSIONS)) return 'Only an administrator can change roles.';
  if (!isSuperAdmin(editor.roles) && granted.includes(ROLE_ID['Super Admin'])) {
    return 'Only a Super Admin can grant or remove the Super Admin role.';
  }
  const beyond = granted.filter((roleId) => !permissionsWithin(subjectOf({ roleIds: [roleId], groups: roleGroups(roleId) }), editor));
  if (beyond.length) return `You cannot grant ${roleNamesOf(beyond).join(', ')}: it has permissions you do not have.`;
  return null;
}

/**
 * Why `editor` may not make this change to `target`, or null when they may: the target must be
 * within the editor's permissions (userManageRefusal), changed roles must be grantable
 * (roleGrantRefusal over the roles added; taking a role away needs only Permissions write, as the
 * target's roles are already within the editor's), and nobody deactivates themselves.
 */
export function userChangeRefusal(
  editor: Editor,
  target: ManagedUser,
  next: { roleIds: readonly number[]; isActive: boolean },
  roleGroups: (roleId: number) => AccessSubject['groups'],
): string | null {
  const manage = userManageRefusal(editor, target);
  if (manage) return manage;
  if (!sameSet(target.roleIds, next.roleIds)) {
    const refusal = roleGrantRefusal(editor, next.roleIds.filter((id) => !target.roleIds.includes(id)), roleGroups);
    if (refusal) return refusal;
  }
  if (target.userId === editor.userId && !next.isActive) return 'You cannot deactivate your own account.';
  return null;
}
