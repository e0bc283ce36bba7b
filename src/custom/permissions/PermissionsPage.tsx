import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, LinearProgress, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { reloadPermissions, useSession } from '../../ui/session/sessionStore';
import { useUnsavedChangesGuard } from '../../ui/confirm/useUnsavedChangesGuard';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { PageHeader } from '../../ui/layout/PageHeader';
import { useAppRoutes } from '../../ui/navigation/appRoutes';
import { registeredOverrides } from '../../resources/registry/overrides';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { meets, needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { GrantsTable, NO_SCREEN_YET } from './GrantsTable';
import { modulesWithoutScreens, pageRequirements } from './moduleScreens';
import { loadCatalog } from './permissionsApi';
import { PhoneSaveBar } from './PhoneSaveBar';
import { permissionKeys } from './queryKeys';
import { RoleHeader } from './RoleHeader';
import { RolePicker, isSuperAdminRole, type RoleOption } from './RolePicker';
import { SaveActions } from './SaveActions';
import { useRoleGrants } from './useRoleGrants';

export const SAVED_MESSAGE = 'Saved';

/** The role the address names (`?role=`), else the first. */
const roleIn = (roles: readonly RoleOption[], params: URLSearchParams): RoleOption | undefined =>
  roles.find((r) => r.id === Number(params.get('role'))) ?? roles[0];

export default function PermissionsPage() {
  const session = useSession();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data: catalog } = useQuery({ queryKey: permissionKeys.catalog(), queryFn: loadCatalog, meta: TOAST_ERRORS });
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [filter, setFilter] = useState('');
  const appRoutes = useAppRoutes();
  const noScreen = useMemo(
    () => modulesWithoutScreens(catalog?.modules ?? [], pageRequirements(appRoutes, registeredOverrides())),
    [catalog, appRoutes],
  );

  const roles = catalog?.roles ?? [];
  const role = roleIn(roles, params);
  const roleId = role?.id ?? null;
  const { grants, loading, dirty, saving, change, discard, save } = useRoleGrants(roleId);
  useUnsavedChangesGuard({
    dirty,
    onDiscard: discard,
    question: (next) => {
      const nextRole = next.pathname === pathname ? roleIn(roles, new URLSearchParams(next.search)) : undefined;
      return {
        title: 'Unsaved changes',
        message: `Your changes to ${role?.name ?? 'this role'} are not saved. Discard them and ${nextRole ? `open ${nextRole.name}` : 'leave Permissions'}?`,
        yesText: 'Discard changes',
        noText: 'Keep editing',
      };
    },
  });

  const mayWrite = session ? meets(session.subject, needs.write(MODULES.PERMISSIONS)) : false;
  const superAdmin = roleId !== null && isSuperAdminRole(roleId);
  const readOnly = superAdmin || !mayWrite;

  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    if (!grants || !term) return grants ?? [];
    return grants.filter(
      (g) => g.moduleName.toLowerCase().includes(term) || g.available.some((f) => f.toLowerCase().includes(term)),
    );
  }, [grants, filter]);

  // With unsaved changes the guard above asks first.
  const selectRole = (next: number) => {
    if (next !== roleId) setParams({ role: String(next) });
  };

  const onSave = async () => {
    if (!(await save())) return;
    toast.success(SAVED_MESSAGE);
    if (session && roleId !== null && session.user.userRoleId.includes(roleId)) {
      reloadPermissions().catch(showError);
    }
  };

  const saveActions = { dirty, saving, onDiscard: discard, onSave: () => void onSave() };

  return (
    <Box sx={{ maxWidth: 1400, width: '100%', mx: 'auto', pb: narrow && !readOnly ? 10 : 0 }}>
      <PageHeader
        title="Permissions"
        subtitle="Choose what each role may read and change in every module, and which named permissions it holds."
      />
      {!catalog ? (
        <LinearProgress aria-label="Loading roles" />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'stretch' }}>
          <RolePicker roles={roles} selected={roleId ?? 0} onSelect={selectRole} />
          <Paper variant="outlined" sx={{ flexGrow: 1, minWidth: 0 }}>
            <RoleHeader
              roleName={role?.name ?? ''}
              locked={superAdmin}
              grants={grants}
              filter={filter}
              onFilter={setFilter}
              sticky={!narrow}
              actions={!readOnly && !narrow ? <SaveActions {...saveActions} /> : null}
            />
            {superAdmin && (
              <Alert severity="info" icon={<LockOutlined />} sx={{ m: 2, mb: 0 }}>
                Super Admin always holds every permission. Its access cannot be changed.
              </Alert>
            )}
            {!superAdmin && !mayWrite && (
              <Alert severity="info" sx={{ m: 2, mb: 0 }}>
                You can view role permissions. Changing them needs write access to Permissions.
              </Alert>
            )}
            {loading ? (
              <LinearProgress aria-label="Loading permissions" sx={{ m: 2 }} />
            ) : shown.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 3 }}>
                No module matches “{filter.trim()}”.
              </Typography>
            ) : (
              <>
                {shown.some((g) => noScreen.has(g.moduleName)) && (
                  <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
                    Modules marked “{NO_SCREEN_YET}” have no screen in this release. What you grant them is saved and opens
                    their screens when those arrive.
                  </Typography>
                )}
                <Box sx={{ overflowX: 'auto' }}>
                  <GrantsTable grants={shown} noScreen={noScreen} readOnly={readOnly} onChange={change} />
                </Box>
              </>
            )}
          </Paper>
        </Box>
      )}
      {narrow && !readOnly && <PhoneSaveBar {...saveActions} />}
    </Box>
  );
}
