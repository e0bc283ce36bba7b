import { describe, expect, it } from 'vitest';
import type { PermissionGroup } from '../../src/domain/access';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions/defaultRolePermissions';
import { ROLES, ROLE_ID, type RoleName } from '../../src/domain/permissions/roles';
import { permissionsWithin, roleGrantRefusal, seesAllUsers, userChangeRefusal, userManageRefusal, type Editor } from '../../src/domain/users/administration';

/** The groups a role's default mapping gives, as account/userRolesPermissions answers them. */
const groupsOf = (roleId: number): PermissionGroup[] => {
  const role = ROLES.find((r) => r.id === roleId)!;
  const grants = (DEFAULT_ROLE_PERMISSIONS as Partial<Record<RoleName, Array<{ module: string; canRead: boolean; canWrite: boolean; functionalities: string[] }>>>)[role.name] ?? [];
  return grants.map((g) => ({
    permissionDescription: g.module,
    permissions: [{ permissionDescription: g.module, roleId, roleName: role.name, canRead: g.canRead, canWrite: g.canWrite, functionalities: [...g.functionalities] }],
  }));
};
const editorOf = (userId: number, role: RoleName): Editor => ({ userId, roles: [role], groups: groupsOf(ROLE_ID[role]) });
const userOf = (userId: number, ...roleIds: number[]) => ({ userId, roleIds, groups: roleIds.flatMap(groupsOf) });

const superAdmin = editorOf(1, 'Super Admin');
const admin = editorOf(2, 'Admin');
const payroll = editorOf(3, 'Payroll Manager');
const technician = userOf(10, ROLE_ID.Technician);
const stay = (target: { roleIds: number[] }) => ({ roleIds: target.roleIds, isActive: true });

describe('permissionsWithin over every pair of the default roles', () => {
  /** Independent of access.ts: each role's permissions as a set of "module:read", "module:write", "module:functionality". */
  const flat = (role: RoleName): Set<string> | 'all' => {
    if (role === 'Super Admin') return 'all';
    const out = new Set<string>();
    for (const g of groupsOf(ROLE_ID[role]).flatMap((x) => x.permissions)) {
      if (g.canRead) out.add(`${g.permissionDescription}:read`);
      if (g.canWrite) out.add(`${g.permissionDescription}:write`);
      if (g.canRead || g.canWrite) g.functionalities.forEach((f) => out.add(`${g.permissionDescription}:${f}`));
    }
    return out;
  };
  const pairs = ROLES.flatMap((e) => ROLES.map((t) => [e.name, t.name] as const));

  it.each(pairs)('%s editing %s: allowed exactly when the target’s permissions are within the editor’s', (editorRole, targetRole) => {
    const mine = flat(editorRole);
    const theirs = flat(targetRole);
    const expected = mine === 'all' || (theirs !== 'all' && [...theirs].every((p) => mine.has(p)));
    const editor = editorOf(1, editorRole);
    const target = userOf(2, ROLE_ID[targetRole]);
    expect(permissionsWithin({ roles: [targetRole], groups: target.groups }, editor)).toBe(expected);
    expect(userManageRefusal(editor, target) === null).toBe(expected);
  });

  it('is not trivial: an Admin manages a Technician but not a Team Leader; a Payroll Manager neither', () => {
    expect(userManageRefusal(admin, technician)).toBeNull();
    expect(userManageRefusal(admin, userOf(11, ROLE_ID['Team Leader']))).toMatch(/permissions you do not have/);
    expect(userManageRefusal(payroll, technician)).toMatch(/permissions you do not have/);
    expect(userManageRefusal(payroll, userOf(12, ROLE_ID.Admin))).toMatch(/permissions you do not have/);
  });

  it('lets everyone manage their own account', () => {
    expect(userManageRefusal(payroll, userOf(3, ROLE_ID['Payroll Manager']))).toBeNull();
  });
});

describe('userChangeRefusal', () => {
  it('lets an administrator grant roles within their permissions, and refuses the others naming them', () => {
    expect(userChangeRefusal(admin, technician, { roleIds: [ROLE_ID.Plumber], isActive: true }, groupsOf)).toBeNull();
    expect(userChangeRefusal(admin, technician, { roleIds: [ROLE_ID['Team Leader']], isActive: true }, groupsOf)).toBe(
      'You cannot grant Team Leader: it has permissions you do not have.',
    );
  });

  it('refuses role changes to anyone without Permissions write, even on their own account', () => {
    const payrollUser = userOf(13, ROLE_ID['Payroll Manager']);
    expect(userChangeRefusal(payroll, payrollUser, { roleIds: [ROLE_ID['Payroll Manager'], ROLE_ID.Accounting], isActive: true }, groupsOf)).toBe(
      'Only an administrator can change roles.',
    );
    expect(userChangeRefusal(payroll, payrollUser, { roleIds: [ROLE_ID['Payroll Manager']], isActive: false }, groupsOf)).toBeNull();
    expect(userChangeRefusal({ ...payroll, userId: 13 }, payrollUser, { roleIds: [ROLE_ID['Payroll Manager'], ROLE_ID.Admin], isActive: true }, groupsOf)).toBe(
      'Only an administrator can change roles.',
    );
  });

  it('the same roles in another order are no change', () => {
    const twoRoles = userOf(11, ROLE_ID.Technician, ROLE_ID.Plumber);
    expect(userChangeRefusal(admin, twoRoles, { roleIds: [ROLE_ID.Plumber, ROLE_ID.Technician], isActive: true }, groupsOf)).toBeNull();
  });

  it('keeps Super Admin accounts and the role to Super Admins', () => {
    const superTarget = userOf(12, ROLE_ID['Super Admin']);
    expect(userChangeRefusal(admin, superTarget, stay(superTarget), groupsOf)).toBe("Only a Super Admin can change a Super Admin's account.");
    expect(userChangeRefusal(admin, technician, { roleIds: [ROLE_ID['Super Admin']], isActive: true }, groupsOf)).toBe(
      'Only a Super Admin can grant or remove the Super Admin role.',
    );
    expect(userChangeRefusal(superAdmin, superTarget, { roleIds: [ROLE_ID.Admin], isActive: true }, groupsOf)).toBeNull();
  });

  it('refuses deactivating yourself, even to a Super Admin', () => {
    const own = userOf(1, ROLE_ID['Super Admin']);
    expect(userChangeRefusal(superAdmin, own, { roleIds: own.roleIds, isActive: false }, groupsOf)).toBe('You cannot deactivate your own account.');
  });
});

describe('roleGrantRefusal', () => {
  it('a new user gets only roles the creator may grant', () => {
    expect(roleGrantRefusal(admin, [ROLE_ID.Technician, ROLE_ID.Accounting], groupsOf)).toBeNull();
    expect(roleGrantRefusal(admin, [ROLE_ID.Technician, ROLE_ID['Team Leader']], groupsOf)).toMatch(/Team Leader/);
    expect(roleGrantRefusal(payroll, [ROLE_ID['Payroll Manager']], groupsOf)).toBe('Only an administrator can change roles.');
    expect(roleGrantRefusal(superAdmin, ROLES.map((r) => r.id), groupsOf)).toBeNull();
  });
});

describe('seesAllUsers', () => {
  it('needs Users read with All Users', () => {
    expect(seesAllUsers(payroll)).toBe(true);
    expect(seesAllUsers(editorOf(4, 'Customer'))).toBe(false);
    expect(seesAllUsers(superAdmin)).toBe(true);
  });
});
