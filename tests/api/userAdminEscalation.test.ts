/**
 * Nobody manages a user who holds permissions they lack, and nobody grants a permission they
 * lack. The escalation chain runs in the Crestline tenant (its users are this file's to add);
 * the role-pair check only reads the demo tenant and writes back what it read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, ROLE_ID, demoUserNameOf } from '../../src/domain/permissions/roles';
import { call, claimsOf, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { nowSeconds, signWithServerSecret, userUpdateBody } from './helpers';

const PASSWORD = 'escalation-test-1';
const signIn = (userName: string, password = PASSWORD) => call('POST', '/api/v1/account/login', { body: { userName, password } });

describe('a Payroll Manager (Users write) cannot take over an Admin', () => {
  let superAdmin: string;
  let payroll: string;
  let adminId: number;
  let payrollId: number;
  let technicianId: number;

  const create = async (userName: string, roleIds: number[]) => {
    const answer = await call('POST', '/api/v1/users', {
      token: superAdmin,
      body: { userName, firstName: 'Esca', lastName: 'Lation', email: `${userName}@crestline.example`, roleIds, password: PASSWORD },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.id as number;
  };
  const read = async (id: number) => (await call('GET', `/api/v1/users/${id}`, { token: superAdmin })).body;

  beforeAll(async () => {
    superAdmin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
    adminId = await create('crest.admin', [ROLE_ID.Admin]);
    payrollId = await create('crest.payroll', [ROLE_ID['Payroll Manager']]);
    technicianId = await create('crest.technician', [ROLE_ID.Technician]);
    payroll = (await signIn('crest.payroll')).body.token;
  });

  it("refuses setting the Admin's password (403, saying why); the Admin's password stays", async () => {
    const answer = await call('PUT', `/api/v1/users/${adminId}/password`, { token: payroll, body: { password: 'taken-over-99' } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/permissions you do not have/);
    expect((await signIn('crest.admin', 'taken-over-99')).status).toBe(400);
    expect((await signIn('crest.admin')).status).toBe(200);
  });

  it.each([
    ['giving them other roles', { roleIds: [ROLE_ID['Payroll Manager']] }],
    ['renaming them', { firstName: 'Mallory' }],
    ['deactivating them', { isActive: false }],
  ])('refuses %s (403) and changes nothing', async (_label, changes) => {
    const before = await read(adminId);
    const answer = await call('PUT', `/api/v1/users/${adminId}`, { token: payroll, body: userUpdateBody(before, changes) });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(await read(adminId)).toEqual(before);
  });

  it("refuses the Admin's employee types and a Technician's password too (a Technician has permissions a Payroll Manager lacks)", async () => {
    expect((await call('PUT', `/api/v1/users/${adminId}/employeeTypes`, { token: payroll, body: { employeeTypeRateIds: [] } })).status).toBe(403);
    expect((await call('PUT', `/api/v1/users/${technicianId}/password`, { token: payroll, body: { password: 'taken-over-99' } })).status).toBe(403);
  });

  it('lets the Payroll Manager change their own account and password', async () => {
    const own = await read(payrollId);
    const renamed = await call('PUT', `/api/v1/users/${payrollId}`, { token: payroll, body: userUpdateBody(own, { lastName: 'Payton' }) });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await call('PUT', `/api/v1/users/${payrollId}/password`, { token: payroll, body: { password: 'payroll-own-22' } })).status).toBe(200);
    expect((await signIn('crest.payroll', 'payroll-own-22')).status).toBe(200);
  });

  it('an Admin grants only roles whose permissions they hold: Technician yes, Team Leader no', async () => {
    const admin = (await signIn('crest.admin')).body.token;
    const technician = await read(technicianId);
    const promoted = await call('PUT', `/api/v1/users/${technicianId}`, { token: admin, body: userUpdateBody(technician, { roleIds: [ROLE_ID['Team Leader']] }) });
    expect(promoted.status).toBe(403);
    expect(promoted.body.message).toMatch(/Team Leader/);
    const created = await call('POST', '/api/v1/users', {
      token: admin,
      body: { userName: 'crest.leader', firstName: 'Lea', lastName: 'Der', email: '', roleIds: [ROLE_ID['Team Leader']], password: PASSWORD },
    });
    expect(created.status).toBe(403);
    const plumber = await call('PUT', `/api/v1/users/${technicianId}`, { token: admin, body: userUpdateBody(technician, { roleIds: [ROLE_ID.Technician, ROLE_ID.Plumber] }) });
    expect(plumber.status, plumber.text).toBe(200);
  });
});

describe('every demo role against every demo role', () => {
  interface Grant {
    read: boolean;
    write: boolean;
    functionalities: Set<string>;
  }
  type Powers = 'everything' | Map<string, Grant>;
  const demo = ROLES.map((r) => ({ role: r.name, userName: demoUserNameOf(r.name) }));
  const ids = new Map<string, number>();
  const powers = new Map<string, Powers>();
  let subscriberId: string;

  const powersOf = (groups: Array<{ permissionDescription: string; permissions: Array<{ canRead: boolean; canWrite: boolean; functionalities: string[] }> }>) =>
    new Map<string, Grant>(
      groups.map((g) => [
        g.permissionDescription,
        {
          read: g.permissions.some((p) => p.canRead),
          write: g.permissions.some((p) => p.canWrite),
          functionalities: new Set(g.permissions.filter((p) => p.canRead || p.canWrite).flatMap((p) => p.functionalities)),
        },
      ]),
    );

  /** The rule, written out independently of src/domain: every permission of the target is the editor's too. */
  const within = (target: Powers, editor: Powers) => {
    if (editor === 'everything') return true;
    if (target === 'everything') return false;
    return [...target].every(([module, grant]) => {
      const mine = editor.get(module);
      if (!mine) return !grant.read && !grant.write && grant.functionalities.size === 0;
      return (!grant.read || mine.read) && (!grant.write || mine.write) && [...grant.functionalities].every((f) => mine.functionalities.has(f));
    });
  };
  const can = (p: Powers, module: string, what: 'write' | 'All Users') =>
    p === 'everything' || (what === 'write' ? Boolean(p.get(module)?.write) : Boolean(p.get(module)?.functionalities.has(what)));

  beforeAll(async () => {
    const superAdmin = await tokenFor('superadmin');
    subscriberId = claimsOf(superAdmin).subscriberId;
    const users = (await call('GET', '/api/v1/users?range=[0,99]', { token: superAdmin })).body as Array<{ id: number; userName: string }>;
    for (const { userName, role } of demo) {
      const id = users.find((u) => u.userName === userName)!.id;
      ids.set(userName, id);
      const groups = (await call('GET', `/api/v1/account/userRolesPermissions/${id}`, { token: superAdmin })).body;
      powers.set(userName, role === 'Super Admin' ? 'everything' : powersOf(groups));
    }
  });

  it('manages another user exactly when the target’s permissions are within the editor’s (400 pairs)', async () => {
    const now = nowSeconds();
    const mismatches: string[] = [];
    const superAdmin = await tokenFor('superadmin');
    const saved = new Map<string, unknown>();
    for (const { userName } of demo) {
      saved.set(userName, (await call('GET', `/api/v1/users/${ids.get(userName)}/employeeTypes`, { token: superAdmin })).body.employeeTypeRateIds);
    }
    for (const editor of demo) {
      // Signed, not signed in: the sign-in tests lock some demo user names for a while.
      const token = signWithServerSecret({ subscriberId, unique_name: String(ids.get(editor.userName)), userName: editor.userName, iat: now, nbf: now - 5, exp: now + 600 });
      const mine = powers.get(editor.userName)!;
      for (const target of demo) {
        const path = `/api/v1/users/${ids.get(target.userName)}/employeeTypes`;
        const self = editor.userName === target.userName;
        let expected: number;
        if (!can(mine, 'Users', 'write')) expected = 403;
        else if (!self && !can(mine, 'Users', 'All Users')) expected = 404;
        else expected = within(powers.get(target.userName)!, mine) ? 200 : 403;
        const answer = await call('PUT', path, { token, body: { employeeTypeRateIds: saved.get(target.userName) } });
        if (answer.status !== expected) mismatches.push(`${editor.userName} -> ${target.userName}: ${answer.status}, expected ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The check is not empty: Admin manages a Technician but not a Team Leader or a Super Admin.
    expect(within(powers.get('technician')!, powers.get('admin')!)).toBe(true);
    expect(within(powers.get('teamleader')!, powers.get('admin')!)).toBe(false);
    expect(within(powers.get('superadmin')!, powers.get('admin')!)).toBe(false);
  });
});

describe('GET /api/v1/users/grantableRoles', () => {
  it('answers the roles within the caller’s permissions, for the Users screen to offer', async () => {
    const admin = await tokenFor('admin');
    const { roleIds } = (await call('GET', '/api/v1/users/grantableRoles', { token: admin })).body;
    expect(roleIds).toContain(ROLE_ID.Technician);
    expect(roleIds).not.toContain(ROLE_ID['Team Leader']);
    expect(roleIds).not.toContain(ROLE_ID['Super Admin']);
    expect((await call('GET', '/api/v1/users/grantableRoles', { token: await tokenFor('superadmin') })).body.roleIds).toHaveLength(ROLES.length);
    // Users write without Permissions write grants nothing.
    const now = nowSeconds();
    const users = (await call('GET', '/api/v1/users?range=[0,99]', { token: await tokenFor('superadmin') })).body as Array<{ id: number; userName: string }>;
    const payrollId = users.find((u) => u.userName === 'payrollmanager')!.id;
    const payroll = signWithServerSecret({ subscriberId: claimsOf(admin).subscriberId, unique_name: String(payrollId), userName: 'payrollmanager', iat: now, nbf: now - 5, exp: now + 600 });
    expect((await call('GET', '/api/v1/users/grantableRoles', { token: payroll })).body).toEqual({ roleIds: [] });
  });
});
