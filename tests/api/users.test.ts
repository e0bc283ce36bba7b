import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { call, claimsOf, tokenFor } from '../support/api';
import { expectBadRequest, userIdOf } from './helpers';

// This file alone changes regionalvpofprojects (the target of the PUT tests).
const TARGET = 'regionalvpofprojects';
const DEMO_USER_COUNT = 20;

let superAdmin: string;
let admin: string;
let targetId: number;

const list = (query: Record<string, unknown>, token = superAdmin) => {
  const params = Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
  return call('GET', `/api/v1/users${params ? `?${params}` : ''}`, { token });
};
const getUser = (id: number, token = superAdmin) => call('GET', `/api/v1/users/${id}`, { token });
const bodyOf = (user: any, changes: Record<string, unknown> = {}) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  jobTitleId: user.jobTitleId,
  roleIds: user.roleIds,
  isActive: user.isActive,
  version: user.version,
  ...changes,
});
const putUser = (id: number, body: unknown, token = superAdmin) => call('PUT', `/api/v1/users/${id}`, { token, body });
const readTarget = async () => (await getUser(targetId)).body;

beforeAll(async () => {
  [superAdmin, admin] = await Promise.all([tokenFor('superadmin'), tokenFor('admin')]);
  targetId = await userIdOf(TARGET);
});

describe('GET /api/v1/users (ra-data-simple-rest)', () => {
  it('lists the users of the subscriber with Content-Range, sorted by user name by default', async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe(`users 0-${DEMO_USER_COUNT - 1}/${DEMO_USER_COUNT}`);
    const names = answer.body.map((u: any) => u.userName);
    expect(names).toHaveLength(DEMO_USER_COUNT);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('technician');
    expect(names).not.toContain('bayside-technician');
    expect(answer.body.find((u: any) => u.userName === 'technician')).toEqual({
      id: expect.any(Number),
      userName: 'technician',
      firstName: 'Tyler',
      lastName: 'Brooks',
      email: 'technician@summit-mechanical.example',
      jobTitleId: null,
      userStatusId: expect.any(Number),
      userStatus: expect.any(String),
      isActive: true,
      version: expect.any(Number),
      roleIds: [ROLE_ID.Technician],
    });
    expect(answer.text).not.toMatch(/password|argon/i);
  });

  it('sorts and pages: sort=["id","DESC"], range=[0,4]', async () => {
    const answer = await list({ sort: ['id', 'DESC'], range: [0, 4] });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe(`users 0-4/${DEMO_USER_COUNT}`);
    const ids = answer.body.map((u: any) => u.id);
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('a later page continues the same order', async () => {
    const all = (await list({ sort: ['lastName', 'ASC'], range: [0, 99] })).body.map((u: any) => u.id);
    const page = await list({ sort: ['lastName', 'ASC'], range: [5, 9] });
    expect(page.headers.get('content-range')).toBe(`users 5-9/${DEMO_USER_COUNT}`);
    expect(page.body.map((u: any) => u.id)).toEqual(all.slice(5, 10));
  });

  it('a page past the end is empty but still tells the total', async () => {
    const answer = await list({ range: [100, 124] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    expect(answer.headers.get('content-range')).toMatch(new RegExp(`^users \\d+-\\d+/${DEMO_USER_COUNT}$`));
  });

  it('filters with q over user name, names and e-mail, ignoring case', async () => {
    const answer = await list({ filter: { q: 'PLUMBER' }, sort: ['userName', 'ASC'] });
    expect(answer.status).toBe(200);
    expect(answer.body.map((u: any) => u.userName)).toEqual(['masterplumber', 'plumber', 'responsiblemasterplumber']);
    expect(answer.headers.get('content-range')).toBe('users 0-2/3');
    expect((await list({ filter: { q: 'tyler' } })).body.map((u: any) => u.userName)).toEqual(['technician']);
  });

  it('treats % and _ in q as plain characters', async () => {
    for (const q of ['%', '_', 'tech%']) {
      const answer = await list({ filter: { q } });
      expect(answer.status).toBe(200);
      expect(answer.body, q).toEqual([]);
      expect(answer.headers.get('content-range'), q).toMatch(/\/0$/);
    }
  });

  it.each([
    ['an unknown sort field', { sort: ['password_hash', 'ASC'] }, /sort/],
    ['a sort that is not JSON', { sort: 'userName' }, /sort/],
    ['a sort order that is not ASC/DESC', { sort: ['userName', 'UP'] }, /sort/],
    ['a range backwards', { range: [5, 1] }, /range/],
    ['a range over 1000 rows', { range: [0, 5000] }, /range/],
    ['a range of numbers too large', { range: [99999999999999999999, 99999999999999999999] }, /range/],
    ['a negative range', { range: [-1, 3] }, /range/],
    ['a filter that is a list', { filter: [1] }, /filter/],
    ['a filter that is not JSON', { filter: '{q:' }, /filter/],
  ])('answers 400 naming the parameter for %s', async (_label, query, title) => {
    const answer = await list(query);
    expectBadRequest(answer, title);
    expect(Object.keys(answer.body.errors)).toEqual(Object.keys(query));
  });

  it('a user with Users read but without "All Users" reads only themself, and no list (usersListAccess.test.ts)', async () => {
    for (const userName of ['salesmanager', 'customer']) {
      const token = await tokenFor(userName);
      expect((await list({}, token)).status, userName).toBe(403);
      expect((await getUser(Number(claimsOf(token).unique_name), token)).status).toBe(200);
      expect((await getUser(targetId, token)).status).toBe(404);
    }
  });

  it('refuses users without Users read (403), for the list and for one user, even themself', async () => {
    for (const userName of ['salesperson', 'technician', 'accounting']) {
      const token = await tokenFor(userName);
      const answers = [await list({}, token), await getUser(targetId, token), await getUser(Number(claimsOf(token).unique_name), token)];
      for (const answer of answers) {
        expect(answer.status, userName).toBe(403);
        expect(answer.body).toEqual({ message: expect.any(String) });
      }
    }
  });
});

describe('GET /api/v1/users/{id}', () => {
  it('answers one user', async () => {
    const answer = await getUser(targetId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: targetId, userName: TARGET, roleIds: [ROLE_ID['Regional VP Of Projects']] });
  });

  it('answers 404 for an unknown id and 400 for one that is not a positive whole number', async () => {
    expect((await getUser(999_999)).status).toBe(404);
    for (const id of ['abc', '0', '2147483648']) expectBadRequest(await call('GET', `/api/v1/users/${id}`, { token: superAdmin }), /id/);
  });
});

describe('PUT /api/v1/users/{id}', () => {
  it('changes a user and bumps the version; a stale version then answers 409 and changes nothing', async () => {
    const before = await readTarget();
    const saved = await putUser(targetId, bodyOf(before, { firstName: 'Viv', lastName: 'Chen-Ortiz' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: targetId, firstName: 'Viv', lastName: 'Chen-Ortiz', version: before.version + 1 });

    const stale = await putUser(targetId, bodyOf(before, { firstName: 'Overwritten' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: expect.any(String) });
    expect(await readTarget()).toEqual(saved.body);
  });

  it('accepts the whole record as read (extra fields are ignored, the user name stays)', async () => {
    const before = await readTarget();
    const answer = await putUser(targetId, { ...before, userName: 'renamed', subscriberId: 999, firstName: 'Vivian', id: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: targetId, userName: TARGET, firstName: 'Vivian', version: before.version + 1 });
  });

  it('only a Super Admin may grant the Super Admin role: an admin gets 403 and nothing changes', async () => {
    const before = await readTarget();
    const answer = await putUser(targetId, bodyOf(before, { roleIds: [...before.roleIds, ROLE_ID['Super Admin']] }), admin);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(await readTarget()).toEqual(before);
  });

  it('an admin cannot take the Super Admin role away either (403)', async () => {
    const superAdminId = Number(claimsOf(superAdmin).unique_name);
    const before = (await getUser(superAdminId)).body;
    const answer = await putUser(superAdminId, bodyOf(before, { roleIds: [ROLE_ID.Admin] }), admin);
    expect(answer.status).toBe(403);
    expect((await getUser(superAdminId)).body).toEqual(before);
  });

  it('an admin may change roles other than Super Admin', async () => {
    const before = await readTarget();
    const answer = await putUser(targetId, bodyOf(before, { roleIds: [ROLE_ID['Regional VP Of Projects'], ROLE_ID['Project Specialist']] }), admin);
    expect(answer.status).toBe(200);
    expect([...answer.body.roleIds].sort()).toEqual([ROLE_ID['Project Specialist'], ROLE_ID['Regional VP Of Projects']].sort());
    const restored = await putUser(targetId, bodyOf(answer.body, { roleIds: [ROLE_ID['Regional VP Of Projects']] }), admin);
    expect(restored.body.roleIds).toEqual([ROLE_ID['Regional VP Of Projects']]);
  });

  it("a payroll manager (Users write, no Permissions write) cannot change a user with other permissions, nor their own roles", async () => {
    const payroll = await tokenFor('payrollmanager');
    const before = await readTarget();
    const renamed = await putUser(targetId, bodyOf(before, { lastName: 'Chen-Park' }), payroll);
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toBe('This user has permissions you do not have, so you cannot change their account.');
    expect(await readTarget()).toEqual(before);

    const ownId = Number(claimsOf(payroll).unique_name);
    const own = (await getUser(ownId)).body;
    const selfPromotion = await putUser(ownId, bodyOf(own, { roleIds: [ROLE_ID['Payroll Manager'], ROLE_ID.Admin] }), payroll);
    expect(selfPromotion.status).toBe(403);
    expect((await getUser(ownId)).body).toEqual(own);
  });

  it("an admin cannot change a Super Admin's account at all (403)", async () => {
    const superAdminId = Number(claimsOf(superAdmin).unique_name);
    const before = (await getUser(superAdminId)).body;
    const answer = await putUser(superAdminId, bodyOf(before, { isActive: false, email: 'taken-over@example.com' }), admin);
    expect(answer.status).toBe(403);
    expect((await getUser(superAdminId)).body).toEqual(before);
  });

  it('a Super Admin may grant and take back the Super Admin role', async () => {
    const before = await readTarget();
    const granted = await putUser(targetId, bodyOf(before, { roleIds: [ROLE_ID['Regional VP Of Projects'], ROLE_ID['Super Admin']] }));
    expect(granted.status).toBe(200);
    expect(granted.body.roleIds).toContain(ROLE_ID['Super Admin']);
    const revoked = await putUser(targetId, bodyOf(granted.body, { roleIds: [ROLE_ID['Regional VP Of Projects']] }));
    expect(revoked.status).toBe(200);
    expect(revoked.body.roleIds).toEqual([ROLE_ID['Regional VP Of Projects']]);
  });

  it('answers 400 {title, errors} naming every invalid field, and changes nothing', async () => {
    const before = await readTarget();
    const answer = await putUser(targetId, bodyOf(before, { firstName: '', email: 'not-an-email', roleIds: [] }));
    expectBadRequest(answer, 'The firstName field is required.');
    expect(Object.keys(answer.body.errors).sort()).toEqual(['email', 'firstName', 'roleIds']);
    for (const messages of Object.values(answer.body.errors)) expect(messages).toEqual([expect.any(String)]);
    expect(await readTarget()).toEqual(before);
  });

  it.each([
    ['an unknown role', { roleIds: [99] }, /roleIds/],
    ['a role twice', { roleIds: [20, 20] }, /roleIds/],
    ['the version as text', { version: '1' }, /version/],
    ['isActive as text', { isActive: 'false' }, /isActive/],
    ['a version too large for the database', { version: 2_147_483_648 }, /version/],
    ['no version', { version: undefined }, /version/],
    ['a first name over 100 characters', { firstName: 'x'.repeat(101) }, /firstName/],
  ])('refuses %s (400), changing nothing', async (_label, changes, title) => {
    const before = await readTarget();
    expectBadRequest(await putUser(targetId, bodyOf(before, changes)), title);
    expect(await readTarget()).toEqual(before);
  });

  it('a user cannot deactivate their own account (400)', async () => {
    const adminId = Number(claimsOf(admin).unique_name);
    const before = (await getUser(adminId)).body;
    expectBadRequest(await putUser(adminId, bodyOf(before, { isActive: false }), admin), /deactivate/);
    expect((await getUser(adminId)).body).toEqual(before);
    expect((await call('POST', '/api/v1/account/validateUser', { token: admin })).status).toBe(200);
  });

  it('refuses users without Users write (403), even for themself', async () => {
    const token = await tokenFor('salesmanager');
    const self = (await getUser(Number(claimsOf(token).unique_name), token)).body;
    const answer = await putUser(self.id, bodyOf(self, { firstName: 'Changed' }), token);
    expect(answer.status).toBe(403);
    expect((await getUser(self.id)).body.firstName).toBe(self.firstName);
  });

  it('answers 404 for an unknown user', async () => {
    const before = await readTarget();
    expect((await putUser(999_999, bodyOf(before))).status).toBe(404);
  });
});
