import { canWriteModule, type AccessSubject } from '../../domain/access';
import { MODULES } from '../../domain/permissionCatalog';
import { ROLE_ID, isSuperAdmin } from '../../domain/roles';
import type { MultiSelectOption } from './MultiSelect';
import type { RoleOption } from './usersApi';

/**
 * The role choices for an editor (the rules of src/domain/userAdministration.ts): changing
 * roles needs write access to Permissions, and only a Super Admin grants or removes Super Admin.
 */
export function roleChoices(roles: readonly RoleOption[], editor: AccessSubject): { options: MultiSelectOption[]; disabled: boolean; help?: string } {
  const superAdmin = isSuperAdmin(editor.roles);
  const options = roles.map((r) => ({ id: r.id, name: r.name, disabled: r.id === ROLE_ID['Super Admin'] && !superAdmin }));
  if (!canWriteModule(editor, MODULES.PERMISSIONS)) return { options, disabled: true, help: 'Only an administrator can change roles.' };
  return { options, disabled: false };
}
