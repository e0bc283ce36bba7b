import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { showError } from '../../ui/notifications/showError';
import { sameGrants, type RoleGrant } from './grantEditing';
import { loadRoleGrants, saveRoleGrants } from './permissionsApi';
import { permissionKeys } from './queryKeys';

/** One role's grants as saved, the edited copy (kept while the saved ones are read anew), and saving it. */
export function useRoleGrants(roleId: number | null) {
  const queryClient = useQueryClient();
  const { data: saved } = useQuery({
    queryKey: permissionKeys.grants(roleId),
    queryFn: () => loadRoleGrants(roleId!),
    enabled: roleId !== null,
    meta: TOAST_ERRORS,
  });
  const [edited, setEdited] = useState<{ roleId: number | null; draft: RoleGrant[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const draft = edited?.roleId === roleId ? edited.draft : (saved ?? null);

  const change = useCallback(
    (grant: RoleGrant) => {
      if (draft) setEdited({ roleId, draft: draft.map((g) => (g.moduleId === grant.moduleId ? grant : g)) });
    },
    [draft, roleId],
  );

  const discard = useCallback(() => setEdited(null), []);

  const save = useCallback(async (): Promise<boolean> => {
    if (roleId === null || !draft) return false;
    setSaving(true);
    try {
      await saveRoleGrants(roleId, draft);
      queryClient.setQueryData(permissionKeys.grants(roleId), draft);
      setEdited(null);
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      setSaving(false);
    }
  }, [roleId, draft, queryClient]);

  const dirty = saved !== undefined && draft !== null && !sameGrants(saved, draft);
  return { grants: draft, loading: draft === null, dirty, saving, change, discard, save };
}
