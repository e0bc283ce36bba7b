/**
 * Who may change whose account (the users screen and PUT users/{id} share these rules).
 */
import { canWriteModule, hasFunctionality, type AccessSubject } from './access';
import { FUNCTIONALITIES, MODULES } from './permissionCatalog';
import { ROLE_ID, isSuperAdmin } from './roles';

export interface Editor extends AccessSubject {
  userId: number;
}

/** Seeing users other than yourself needs Users read with "All Users". */
export const seesAllUsers = (subject: AccessSubject): boolean =>
  hasFunctionality(subject, FUNCTIONALITIES.ALL_USERS, MODULES.USERS);

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Why `editor` may not make this change, or null when they may. Role changes are an
 * administrator's (Permissions write) so nobody grants themselves more; only a Super Admin
 * touches a Super Admin's account or grants the role; nobody deactivates themselves.
 */
export function userChangeRefusal(
  editor: Editor,
  target: { userId: number; roleIds: readonly number[] },
  next: { roleIds: readonly number[]; isActive: boolean },
): string | null {
  const superAdmin = ROLE_ID['Super Admin'];
  const editorIsSuperAdmin = isSuperAdmin(editor.roles);
  if (!editorIsSuperAdmin && target.roleIds.includes(superAdmin)) {
    return "Only a Super Admin can change a Super Admin's account.";
  }
  if (!editorIsSuperAdmin && next.roleIds.includes(superAdmin)) {
    return 'Only a Super Admin can grant or remove the Super Admin role.';
  }
  if (!sameSet(target.roleIds, next.roleIds) && !canWriteModule(editor, MODULES.PERMISSIONS)) {
    return 'Only an administrator can change roles.';
  }
  if (target.userId === editor.userId && !next.isActive) return 'You cannot deactivate your own account.';
  return null;
}
