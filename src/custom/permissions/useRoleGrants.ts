import { useCallback, useEffect, useState } from 'react';
import { showError } from '../../ui/notifications/showError';
import { sameGrants, type RoleGrant } from './grantEditing';
import { loadRoleGrants, saveRoleGrants } from './permissionsApi';

/** One role's grants as saved, the edited copy, and saving it. */
export function useRoleGrants(roleId: number | null) {
  const [saved, setSaved] = useState<RoleGrant[] | null>(null);
  const [draft, setDraft] = useState<RoleGrant[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (roleId === null) return;
    let active = true;
    setSaved(null);
    setDraft(null);
    loadRoleGrants(roleId).then((grants) => {
      if (!active) return;
      setSaved(grants);
      setDraft(grants);
    }, showError);
    return () => {
      active = false;
    };
  }, [roleId]);

  const change = useCallback((grant: RoleGrant) => {
    setDraft((current) => current?.map((g) => (g.moduleId === grant.moduleId ? grant : g)) ?? current);
  }, []);

  const discard = useCallback(() => setDraft(saved), [saved]);

  const save = useCallback(async (): Promise<boolean> => {
    if (roleId === null || !draft) return false;
    setSaving(true);
    try {
      await saveRoleGrants(roleId, draft);
      setSaved(draft);
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      setSaving(false);
    }
  }, [roleId, draft]);

  const dirty = saved !== null && draft !== null && !sameGrants(saved, draft);
  return { grants: draft, loading: draft === null, dirty, saving, change, discard, save };
}
