import { Box, FormControlLabel, Switch, TextField } from '@mui/material';
import { ReferenceAutocomplete } from '../../ui/reference/ReferenceAutocomplete';
import { MultiSelect } from '../../ui/form/MultiSelect';
import type { FieldErrors } from '../../ui/form/fieldErrors';
import { FormSection } from '../../ui/form/FormSection';
import { PasswordFields } from './PasswordFields';
import type { RoleChoices } from './roleOptions';
import type { UserFormValues } from './userForm';

export const JOB_TITLE_REFERENCE = { resource: 'jobTitles', label: 'name' };

/** The fields a user has on the create and edit screens. */
export function UserFields({
  values,
  errors,
  onChange,
  creating,
  disabled,
  roles,
}: {
  values: UserFormValues;
  errors: FieldErrors;
  onChange: (change: Partial<UserFormValues>) => void;
  creating: boolean;
  disabled: boolean;
  /** The roles offered (useRoleChoices). */
  roles: RoleChoices;
}) {
  const text = (field: 'userName' | 'firstName' | 'lastName' | 'email', label: string, required: boolean, autoComplete: string) => (
    <TextField
      label={label}
      required={required}
      disabled={disabled}
      value={values[field] ?? ''}
      onChange={(e) => onChange({ [field]: e.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      slotProps={{ htmlInput: { autoComplete } }}
    />
  );
  return (
    <Box sx={{ '& .MuiFormLabel-asterisk': { color: 'error.main' } }}>
      <FormSection title="Profile">
        {creating && text('userName', 'User Name', true, 'off')}
        {text('firstName', 'First Name', true, 'given-name')}
        {text('lastName', 'Last Name', true, 'family-name')}
        {text('email', 'E-mail', false, 'email')}
        <ReferenceAutocomplete
          reference={JOB_TITLE_REFERENCE}
          label="Job Title"
          value={values.jobTitleId}
          onChange={(jobTitleId) => onChange({ jobTitleId })}
          disabled={disabled}
          error={Boolean(errors.jobTitleId)}
          helperText={errors.jobTitleId}
        />
        {!creating && (
          <FormControlLabel
            sx={{ ml: 0, gap: 1 }}
            control={<Switch checked={Boolean(values.isActive)} disabled={disabled} onChange={(_, isActive) => onChange({ isActive })} />}
            label="Active"
          />
        )}
      </FormSection>
      <FormSection title="Roles" subtitle="What the user may see and do follows from their roles.">
        <Box sx={{ gridColumn: '1 / -1' }}>
          <MultiSelect
            label="Roles"
            required
            options={roles.options}
            value={values.roleIds}
            onChange={(roleIds) => onChange({ roleIds })}
            disabled={disabled || roles.disabled}
            error={Boolean(errors.roleIds)}
            helperText={errors.roleIds ?? roles.help}
          />
        </Box>
      </FormSection>
      {creating && (
        <FormSection title="Password" subtitle="The user signs in with this password and can be given a new one later.">
          <PasswordFields
            label="Password"
            password={values.password ?? ''}
            confirm={values.confirmPassword ?? ''}
            onPassword={(password) => onChange({ password })}
            onConfirm={(confirmPassword) => onChange({ confirmPassword })}
            errors={errors}
            disabled={disabled}
          />
        </FormSection>
      )}
    </Box>
  );
}
