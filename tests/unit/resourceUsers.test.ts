import { describe, expect, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { bulkDeleteSummary } from '../../src/ui/list/bulkDelete';
import { multiSelectSummary } from '../../src/ui/form/multiSelectSummary';
import { roleChoices } from '../../src/custom/users/roleOptions';
import { fieldErrorsOf } from '../../src/ui/form/fieldErrors';
import { passwordErrors, userFormErrors } from '../../src/custom/users/userForm';
import { subjectOf } from './subjects';

describe('the users screen', () => {
  const values = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', jobTitleId: null, roleIds: [4], isActive: true };

  it('checks names, e-mail and roles before saving', () => {
    expect(userFormErrors(values, false)).toEqual({});
    expect(userFormErrors({ ...values, firstName: ' ', email: 'ann@', roleIds: [] }, false)).toEqual({
      firstName: 'First Name is required.',
      email: 'Enter an e-mail address like name@example.com.',
      roleIds: 'Choose at least one role.',
    });
  });

  it('asks a new user for a user name and a password of 8 characters typed twice', () => {
    expect(userFormErrors({ ...values, userName: 'a b', password: 'short', confirmPassword: 'short' }, true)).toEqual({
      userName: 'User Name takes 3 to 64 letters, digits, dots, dashes, underscores or @.',
      password: 'The password must be at least 8 characters.',
    });
    expect(passwordErrors('long enough', 'long enougH')).toEqual({ confirmPassword: 'The passwords do not match.' });
    expect(passwordErrors('long enough', 'long enough')).toEqual({});
  });

  it('reads the server’s field errors', () => {
    expect(fieldErrorsOf({ errors: { email: ['Bad e-mail.', 'Again.'], 'roleIds.0': ['Bad role.'] } })).toEqual({ email: 'Bad e-mail.', roleIds: 'Bad role.' });
    expect(fieldErrorsOf({ message: 'x' })).toEqual({});
  });

  it('lets only administrators change roles, and only a Super Admin grant Super Admin', () => {
    const roles = [
      { id: ROLE_ID.Technician, name: 'Technician' },
      { id: ROLE_ID['Super Admin'], name: 'Super Admin' },
    ];
    const admin = roleChoices(roles, subjectOf(['Admin'], [{ module: 'Permissions', read: true, write: true }]));
    expect(admin.disabled).toBe(false);
    expect(admin.options.find((o) => o.name === 'Super Admin')?.disabled).toBe(true);
    const payroll = roleChoices(roles, subjectOf(['Payroll Manager'], [{ module: 'Users', read: true, write: true }]));
    expect(payroll).toMatchObject({ disabled: true, help: 'Only an administrator can change roles.' });
    expect(roleChoices(roles, subjectOf(['Super Admin'], [])).options.every((o) => !o.disabled)).toBe(true);
  });

  it('offers only the roles the server says the editor may grant, keeping the roles the user holds', () => {
    const roles = [
      { id: ROLE_ID.Technician, name: 'Technician' },
      { id: ROLE_ID['Team Leader'], name: 'Team Leader' },
      { id: ROLE_ID.Plumber, name: 'Plumber' },
    ];
    const admin = subjectOf(['Admin'], [{ module: 'Permissions', read: true, write: true }]);
    const choices = roleChoices(roles, admin, [ROLE_ID.Technician], [ROLE_ID.Plumber]);
    expect(choices.options.map((o) => [o.name, o.disabled])).toEqual([['Technician', false], ['Team Leader', true], ['Plumber', false]]);
    expect(choices.help).toBe('Roles with permissions you do not have cannot be granted.');
  });

  it('summarises a multi-select as spec §5 says', () => {
    expect(multiSelectSummary(3, 20)).toBe('3 / 20 selected');
    expect(multiSelectSummary(20, 20)).toBe('All (20) selected');
    expect(multiSelectSummary(0, 0)).toBe('0 / 0 selected');
  });
});

describe('bulk delete', () => {
  it('reports how many went and why the others did not', () => {
    const summary = bulkDeleteSummary(
      { deleted: [1, 2], failed: [{ id: 3, name: 'North', message: 'This Region is used by Base Cities and cannot be deleted.' }] },
      { one: 'region', many: 'regions' },
    );
    expect(summary).toEqual({ ok: 'Deleted 2 of 3 regions.', failures: 'Not deleted: "North" (This Region is used by Base Cities and cannot be deleted).' });
    expect(bulkDeleteSummary({ deleted: [1], failed: [] }, { one: 'region', many: 'regions' })).toEqual({ ok: 'Deleted 1 region.', failures: null });
  });
});
