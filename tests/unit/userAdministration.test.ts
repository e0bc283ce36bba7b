import { describe, expect, it } from 'vitest';
import type { PermissionGroup } from '../../src/domain/access';
import { ROLE_ID } from '../../src/domain/roles';
import { seesAllUsers, userChangeRefusal, type Editor } from '../../src/domain/userAdministration';

const grant = (module: string, canWrite: boolean, functionalities: string[] = []): PermissionGroup => ({
  permissionDescription: module,
  permissions: [{ permissionDescription: module, roleId: 1, roleName: 'x', canRead: true, canWrite, functionalities }],
});

const superAdmin: Editor = { userId: 1, roles: ['Super Admin'], groups: [] };
const admin: Editor = { userId: 2, roles: ['Admin'], groups: [grant('Permissions', true), grant('Users', true, ['All Users'])] };
const payroll: Editor = { userId: 3, roles: ['Payroll Manager'], groups: [grant('Users', true, ['All Users'])] };
const technicianTarget = { userId: 10, roleIds: [ROLE_ID.Technician] };

describe('userChangeRefusal', () => {
  it('lets an administrator change roles other than Super Admin', () => {
    expect(userChangeRefusal(admin, technicianTarget, { roleIds: [ROLE_ID['Team Leader']], isActive: true })).toBeNull();
  });

  it('refuses role changes to anyone without Permissions write, but not other edits', () => {
    expect(userChangeRefusal(payroll, technicianTarget, { roleIds: [ROLE_ID.Admin], isActive: true })).toBe(
      'Only an administrator can change roles.',
    );
    expect(userChangeRefusal(payroll, technicianTarget, { roleIds: [ROLE_ID.Technician], isActive: false })).toBeNull();
    // The same roles in another order are no change.
    const twoRoles = { userId: 11, roleIds: [ROLE_ID.Technician, ROLE_ID.Plumber] };
    expect(userChangeRefusal(payroll, twoRoles, { roleIds: [ROLE_ID.Plumber, ROLE_ID.Technician], isActive: true })).toBeNull();
  });

  it("keeps Super Admin accounts and the role to Super Admins", () => {
    const superTarget = { userId: 12, roleIds: [ROLE_ID['Super Admin']] };
    expect(userChangeRefusal(admin, superTarget, { roleIds: [ROLE_ID['Super Admin']], isActive: true })).toBe(
      "Only a Super Admin can change a Super Admin's account.",
    );
    expect(userChangeRefusal(admin, technicianTarget, { roleIds: [ROLE_ID['Super Admin']], isActive: true })).toBe(
      'Only a Super Admin can grant or remove the Super Admin role.',
    );
    expect(userChangeRefusal(superAdmin, superTarget, { roleIds: [ROLE_ID.Admin], isActive: true })).toBeNull();
  });

  it('refuses deactivating yourself, even to a Super Admin', () => {
    expect(userChangeRefusal(superAdmin, { userId: 1, roleIds: [ROLE_ID['Super Admin']] }, { roleIds: [ROLE_ID['Super Admin']], isActive: false })).toBe(
      'You cannot deactivate your own account.',
    );
  });
});

describe('seesAllUsers', () => {
  it('needs Users read with All Users', () => {
    expect(seesAllUsers(payroll)).toBe(true);
    expect(seesAllUsers({ roles: ['Customer'], groups: [grant('Users', false, ['Customer Profile'])] })).toBe(false);
    expect(seesAllUsers(superAdmin)).toBe(true);
  });
});
