import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper } from '@mui/material';
import { HttpError } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../ui/layout/PageHeader';
import { toast } from '../../ui/notifications/toastStore';
import { ROLE_ID } from '../../domain/permissions/roles';
import { FormActions } from '../../ui/form/FormActions';
import { SAVED_MESSAGE } from '../../ui/form/messages';
import { fieldErrorsOf, reportSaveError } from '../../ui/form/fieldErrors';
import { FormBody } from '../../ui/form/FormBody';
import { linksOf } from '../../resources/registry/entries';
import { useResourceScreen } from '../../resources/registry/screenContext';
import { UserFields } from './UserFields';
import { userFormErrors, type UserFormValues } from './userForm';
import { createUser } from './usersApi';
import { useRoleChoices } from './useRoleChoices';
import { useUserForm } from './useUserForm';

const FORM_ID = 'user-create-form';

const EMPTY: UserFormValues = {
  userName: '',
  firstName: '',
  lastName: '',
  email: '',
  jobTitleId: null,
  roleIds: [ROLE_ID.Technician],
  password: '',
  confirmPassword: '',
};

/** A new user: user name, name, e-mail, job title, roles and a first password. */
export default function UserCreatePage() {
  const entry = useResourceScreen();
  const navigate = useNavigate();
  const { values, change, errors, setErrors, saving, submit } = useUserForm(EMPTY);
  const roles = useRoleChoices({ mayGrant: true });

  const save = () =>
    submit(
      userFormErrors(values, true),
      async () => {
        const created = await createUser({
          userName: values.userName!.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          jobTitleId: values.jobTitleId,
          roleIds: values.roleIds,
          password: values.password ?? '',
        });
        toast.success(SAVED_MESSAGE);
        navigate(created?.id ? linksOf(entry).edit(created.id) : entry.path);
      },
      (error) => {
        if (!(error instanceof HttpError && error.status === 409)) return reportSaveError(error, setErrors);
        // A 409 on create is a user name already in use.
        const fields = fieldErrorsOf(error.body);
        const field = (error.body as { field?: unknown } | null)?.field;
        fields[typeof field === 'string' ? field : 'userName'] = error.message;
        setErrors(fields);
        toast.error(error.message);
      },
    );

  return (
    <Box sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <PageHeader
        title="New User"
        subtitle="Add someone who signs in to FieldDesk."
        actions={
          <Button component={RouterLink} to={entry.path} color="inherit" startIcon={<ArrowBack />}>
            Users
          </Button>
        }
      />
      <Paper variant="outlined">
        <FormBody id={FORM_ID} onSubmit={() => void save()}>
          <UserFields values={values} errors={errors} onChange={change} creating disabled={saving} roles={roles} />
        </FormBody>
        <FormActions formId={FORM_ID} saving={saving} onCancel={() => navigate(entry.path)} saveLabel="Create User" />
      </Paper>
    </Box>
  );
}
