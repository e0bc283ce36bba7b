import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { canReadModule } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { useSession } from '../../ui/session/sessionStore';
import { userKeys } from './queryKeys';
import { roleChoices, type RoleChoices } from './roleOptions';
import { getGrantableRoles, loadRoles, type RoleOption } from './usersApi';

const NO_ROLES: RoleOption[] = [];
const NO_CHOICES: RoleChoices = { options: [], disabled: true };

/** The roles of the subscriber by id and name, as the signed-in user may see them (none until read). */
export function useRoleOptions(): RoleOption[] {
  const session = useSession();
  const readsCatalog = session ? canReadModule(session.subject, MODULES.PERMISSIONS) : false;
  const { data } = useQuery({
    queryKey: userKeys.roles(session?.user.userId, readsCatalog),
    // loadRoles answers the built-in roles when the catalogue cannot be read, so it never fails.
    queryFn: () => loadRoles(session!.subject),
    enabled: session !== null,
  });
  return data ?? NO_ROLES;
}

/**
 * The role choices of the create and edit forms (roleChoices). Which roles the signed-in user may
 * grant is asked only when `mayGrant`: every role is offered until the server answers, and none
 * but the `held` ones when it cannot.
 */
export function useRoleChoices({ mayGrant, held }: { mayGrant: boolean; held?: readonly number[] }): RoleChoices {
  const session = useSession();
  const roles = useRoleOptions();
  const grantableQuery = useQuery({
    queryKey: userKeys.grantableRoles(session?.user.userId),
    queryFn: getGrantableRoles,
    enabled: session !== null && mayGrant,
  });
  const grantable = !mayGrant ? null : grantableQuery.isError ? [] : (grantableQuery.data ?? null);
  return useMemo(() => (session ? roleChoices(roles, session.subject, grantable, held) : NO_CHOICES), [roles, session, grantable, held]);
}
