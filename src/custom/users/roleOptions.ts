import { canWriteModule, type AccessSubject } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { ROLE_ID, isSuperAdmin } from '../../domain/permissions/roles';
import type { MultiSelectOption } from '../../ui/form/MultiSelect';
import type { RoleOption } from './usersApi';

/** The roles a form offers, whether the field is locked, and why some are not offered. */
export interface RoleChoices {
  options: MultiSelectOption[];
  disabled: boolean;
  help?: string;
}

/**
 * The role choices for an editor (the rules of src/domain/users/administration.ts): changing
 * roles needs write access to Permissions, only a Super Admin grants or removes Super Admin, and
 * a role is offered only when the server says it is `grantable` (its permissions are all within
 * the editor's). Roles the user already `held` stay enabled so they can be taken away.
 */
export function roleChoices(
  roles: readonly RoleOption[],
  editor: AccessSubject,
  grantable: readonly number[] | null = null,
  held: readonly number[] = [],
): RoleChoices {
  const superAdmin = isSuperAdmin(editor.roles);
  const offered = (id: number) => grantable === null || grantable.includes(id) || (held.includes(id) && id !== ROLE_ID['Super Admin']);
  const options = roles.map((r) => ({ id: r.id, name: r.name, disabled: (r.id === ROLE_ID['Super Admin'] && !superAdmin) || !offered(r.id) }));
  if (!canWriteModule(editor, MODULES.PERMISSIONS)) return { options, disabled: true, help: 'Only an administrator can change roles.' };
  if (options.some((o) => o.disabled && o.id !== ROLE_ID['Super Admin'])) {
    return { options, disabled: false, help: 'Roles with permissions you do not have cannot be granted.' };
  }
  return { options, disabled: false };
}
