import ArrowBack from '@mui/icons-material/ArrowBack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { Alert, Box, Button, LinearProgress, Paper } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { reloadPermissions, useSession } from '../../ui/session/sessionStore';
import { toast } from '../../ui/notifications/toastStore';
import { showError } from '../../ui/notifications/showError';
import { NotFoundPage } from '../../ui/layout/NotFoundPage';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { canWriteModule } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { userManageRefusal } from '../../domain/users/administration';
import { FormActions } from '../../ui/form/FormActions';
import { SAVED_MESSAGE } from '../../ui/form/messages';
import { reportSaveError } from '../../ui/form/fieldErrors';
import { FormBody } from '../../ui/form/FormBody';
import { FormSection } from '../../ui/form/FormSection';
import { useResourceScreen } from '../../resources/registry/screenContext';
import { MultiSelect } from '../../ui/form/MultiSelect';
import { userKeys } from './queryKeys';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserFields } from './UserFields';
import { UserHeader } from './UserHeader';
import { userFormErrors, type UserFormValues } from './userForm';
import { getUser, getUserPermissions, setEmployeeTypes, updateUser, type UserRecord } from './usersApi';
import { useEmployeeTypes } from './useEmployeeTypes';
import { useRoleChoices } from './useRoleChoices';
import { useUserForm } from './useUserForm';

const FORM_ID = 'user-edit-form';

const valuesOf = (user: UserRecord): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
  jobTitleId: user.jobTitleId,
  roleIds: user.roleIds,
  isActive: user.isActive,
});

function UserEdit({ userId, basePath }: { userId: number; basePath: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<UserRecord | null>(null);
  const { values, setValues, change, errors, setErrors, saving, submit } = useUserForm<UserFormValues | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [employeeTypeIds, setEmployeeTypeIds] = useState<number[] | null>(null);
  const employeeTypes = useEmployeeTypes(userId);
  const mayWrite = session ? canWriteModule(session.subject, MODULES.USERS) : false;
  const roles = useRoleChoices({ mayGrant: mayWrite, held: user?.roleIds });
  // The user's permissions decide whether this editor may change them; they follow the roles saved.
  const { data: targetGroups } = useQuery({
    queryKey: userKeys.permissions(userId),
    queryFn: () => getUserPermissions(userId),
    enabled: mayWrite && user !== null,
    meta: TOAST_ERRORS,
  });
  const permissionsChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: userKeys.permissions(userId) }), [queryClient, userId]);

  // The form edits the version it was read at, so the user is read anew each time it is opened.
  const load = useCallback(
    () =>
      getUser(userId).then(
        (found) => {
          setUser(found);
          setValues(valuesOf(found));
        },
        (error: unknown) => {
          showError(error);
          navigate(basePath, { replace: true });
        },
      ),
    [userId, navigate, basePath, setValues],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (!session || !user || !values) return <LinearProgress aria-label="Loading the user" />;

  // The same rule the server applies (src/domain/userAdministration): until the user's permissions are known, nothing is offered.
  const refusal = mayWrite && targetGroups ? userManageRefusal({ ...session.subject, userId: session.user.userId }, { userId, roleIds: user.roleIds, groups: targetGroups }) : null;
  const readOnly = !mayWrite || !targetGroups || refusal !== null;
  const chosenTypes = employeeTypeIds ?? employeeTypes.saved;

  const save = () =>
    submit(
      userFormErrors(values, false),
      async () => {
        const saved = await updateUser(
          userId,
          { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), jobTitleId: values.jobTitleId, roleIds: values.roleIds, isActive: Boolean(values.isActive) },
          user.version,
        );
        if (employeeTypes.available && employeeTypeIds) {
          await setEmployeeTypes(userId, employeeTypeIds);
          employeeTypes.setSaved(employeeTypeIds);
          setEmployeeTypeIds(null);
        }
        if (saved.roleIds.join() !== user.roleIds.join()) permissionsChanged();
        setUser(saved);
        setValues(valuesOf(saved));
        toast.success(SAVED_MESSAGE);
        if (userId === session.user.userId) {
          reloadPermissions().catch(showError);
          void queryClient.invalidateQueries({ queryKey: userKeys.grantableRoles(userId) });
        }
      },
      // Someone else saved the user: read it again, and the permissions its roles give.
      (error) => reportSaveError(error, setErrors, { toastId: 'user-stale', reload: () => void load().then(permissionsChanged) }),
    );

  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  return (
    <>
      <UserHeader user={user} />
      <Paper variant="outlined">
        <FormBody id={FORM_ID} onSubmit={() => void save()}>
          {refusal && (
            <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 3 }}>
              {refusal}
            </Alert>
          )}
          {!mayWrite && (
            <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 3 }}>
              You can view this user. Changing users needs write access to Users.
            </Alert>
          )}
          <UserFields values={values} errors={errors} onChange={change} creating={false} disabled={readOnly || saving} roles={roles} />
          {employeeTypes.available && (
            <Box sx={{ mt: 4 }}>
              <FormSection title="Rate Sheet" subtitle="The employee types this user's labor is billed as on customers' rate sheets.">
              <Box sx={{ gridColumn: '1 / -1' }}>
                <MultiSelect
                  label="Employee Types"
                  options={employeeTypes.options}
                  value={chosenTypes}
                  onChange={setEmployeeTypeIds}
                  disabled={readOnly || saving}
                  placeholder="Choose employee types"
                />
              </Box>
            </FormSection>
            </Box>
          )}
        </FormBody>
        {!readOnly && (
          <FormActions
            formId={FORM_ID}
            saving={saving}
            onCancel={() => navigate(basePath)}
            start={
              <Button color="inherit" startIcon={<LockResetOutlined />} onClick={() => setResetOpen(true)} disabled={saving}>
                Reset Password
              </Button>
            }
          />
        )}
      </Paper>
      <ResetPasswordDialog
        userId={userId}
        userName={name}
        open={resetOpen}
        onClose={() => setResetOpen(false)}
        // A new password is a new version of the user: keep the form, take the version.
        onChanged={() => getUser(userId).then((fresh) => setUser(fresh), showError)}
      />
    </>
  );
}

/** A user: profile, job title, active, roles, status (read-only), rate-sheet employee types, password reset. */
export default function UserEditPage() {
  const entry = useResourceScreen();
  const userId = Number(useParams().id);
  if (!Number.isSafeInteger(userId) || userId < 1) return <NotFoundPage />;
  return (
    <Box sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Box sx={{ mb: 2 }}>
        <Button component={RouterLink} to={entry.path} color="inherit" startIcon={<ArrowBack />}>
          Users
        </Button>
      </Box>
      <UserEdit key={userId} userId={userId} basePath={entry.path} />
    </Box>
  );
}
