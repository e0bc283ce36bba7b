/**
 * PUT /api/v1/users/{id}. Every user it changes, or tries to change, is its own: made in the
 * Crestline tenant by freshUser(), so no other file signs in as them or reads them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { call, claimsOf, tokenFor } from '../support/api';
import { freshUser, type FreshUser } from '../support/freshUsers';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { expectBadRequest, userUpdateBody } from './helpers';

let superAdmin: string;
let admin: string;
let target: FreshUser;
let targetId: number;
/** A Super Admin whose account admins may not touch. */
let otherSuperAdmin: FreshUser;

const getUser = (id: number, token = superAdmin) => call('GET', `/api/v1/users/${id}`, { token });
const putUser = (id: number, body: unknown, token = superAdmin) => call('PUT', `/api/v1/users/${id}`, { token, body });
const readTarget = async () => (await getUser(targetId)).body;

beforeAll(async () => {
  superAdmin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
  [target, otherSuperAdmin, { token: admin }] = await Promise.all([
    freshUser('users.target', ['Regional VP Of Projects']),
    freshUser('users.superadmin', ['Super Admin']),
    freshUser('users.admin', ['Admin']),
  ]);
  targetId = target.id;
});

describe('PUT /api/v1/users/{id}', () => {
  it('changes a user and bumps the version; a stale version then answers 409 and changes nothing', async () => {
    const before = await readTarget();
    const saved = await putUser(targetId, userUpdateBody(before, { firstName: 'Viv', lastName: 'Chen-Ortiz' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: targetId, firstName: 'Viv', lastName: 'Chen-Ortiz', version: before.version + 1 });

    const stale = await putUser(targetId, userUpdateBody(before, { firstName: 'Overwritten' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: expect.any(String) });
    expect(await readTarget()).toEqual(saved.body);
  });

  it('accepts the whole record as read (extra fields are ignored, the user name stays)', async () => {
    const before = await readTarget();
    const answer = await putUser(targetId, { ...before, userName: 'renamed', subscriberId: 999, firstName: 'Vivian', id: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: targetId, userName: target.userName, firstName: 'Vivian', version: before.version + 1 });
  });

  it('only a Super Admin may grant the Super Admin role: an admin gets 403 and nothing changes', async () => {
    const before = await readTarget();
    const answer = await putUser(targetId, userUpdateBody(before, { roleIds: [...before.roleIds, ROLE_ID['Super Admin']] }), admin);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(await readTarget()).toEqual(before);
  });

  it('an admin cannot take the Super Admin role away either (403)', async () => {
    const before = (await getUser(otherSuperAdmin.id)).body;
    const answer = await putUser(otherSuperAdmin.id, userUpdateBody(before, { roleIds: [ROLE_ID.Admin] }), admin);
    expect(answer.status).toBe(403);
    expect((await getUser(otherSuperAdmin.id)).body).toEqual(before);
  });

  it('an admin may change roles other than Super Admin', async () => {
    const before = await readTarget();
    const answer = await putUser(targetId, userUpdateBody(before, { roleIds: [ROLE_ID['Regional VP Of Projects'], ROLE_ID['Project Specialist']] }), admin);
    expect(answer.status).toBe(200);
    expect([...answer.body.roleIds].sort()).toEqual([ROLE_ID['Project Specialist'], ROLE_ID['Regional VP Of Projects']].sort());
    const restored = await putUser(targetId, userUpdateBody(answer.body, { roleIds: [ROLE_ID['Regional VP Of Projects']] }), admin);
    expect(restored.body.roleIds).toEqual([ROLE_ID['Regional VP Of Projects']]);
  });

  it("a payroll manager (Users write, no Permissions write) cannot change a user with other permissions, nor their own roles", async () => {
    const { token: payroll } = await freshUser('users.payroll', ['Payroll Manager']);
    const before = await readTarget();
    const renamed = await putUser(targetId, userUpdateBody(before, { lastName: 'Chen-Park' }), payroll);
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toBe('This user has permissions you do not have, so you cannot change their account.');
    expect(await readTarget()).toEqual(before);

    const ownId = Number(claimsOf(payroll).unique_name);
    const own = (await getUser(ownId)).body;
    const selfPromotion = await putUser(ownId, userUpdateBody(own, { roleIds: [ROLE_ID['Payroll Manager'], ROLE_ID.Admin] }), payroll);
    expect(selfPromotion.status).toBe(403);
    expect((await getUser(ownId)).body).toEqual(own);
  });

  it("an admin cannot change a Super Admin's account at all (403)", async () => {
    const before = (await getUser(otherSuperAdmin.id)).body;
    const answer = await putUser(otherSuperAdmin.id, userUpdateBody(before, { isActive: false, email: 'taken-over@example.com' }), admin);
    expect(answer.status).toBe(403);
    expect((await getUser(otherSuperAdmin.id)).body).toEqual(before);
  });

  it('a Super Admin may grant and take back the Super Admin role', async () => {
    const before = await readTarget();
    const granted = await putUser(targetId, userUpdateBody(before, { roleIds: [ROLE_ID['Regional VP Of Projects'], ROLE_ID['Super Admin']] }));
    expect(granted.status).toBe(200);
    expect(granted.body.roleIds).toContain(ROLE_ID['Super Admin']);
    const revoked = await putUser(targetId, userUpdateBody(granted.body, { roleIds: [ROLE_ID['Regional VP Of Projects']] }));
    expect(revoked.status).toBe(200);
    expect(revoked.body.roleIds).toEqual([ROLE_ID['Regional VP Of Projects']]);
  });

  it('answers 400 {title, errors} naming every invalid field, and changes nothing', async () => {
    const before = await readTarget();
    const answer = await putUser(targetId, userUpdateBody(before, { firstName: '', email: 'not-an-email', roleIds: [] }));
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
    expectBadRequest(await putUser(targetId, userUpdateBody(before, changes)), title);
    expect(await readTarget()).toEqual(before);
  });

  it('a user cannot deactivate their own account (400)', async () => {
    const adminId = Number(claimsOf(admin).unique_name);
    const before = (await getUser(adminId)).body;
    expectBadRequest(await putUser(adminId, userUpdateBody(before, { isActive: false }), admin), /deactivate/);
    expect((await getUser(adminId)).body).toEqual(before);
    expect((await call('POST', '/api/v1/account/validateUser', { token: admin })).status).toBe(200);
  });

  it('refuses users without Users write (403), even for themself', async () => {
    const { token } = await freshUser('users.sales', ['Sales Manager']);
    const self = (await getUser(Number(claimsOf(token).unique_name), token)).body;
    const answer = await putUser(self.id, userUpdateBody(self, { firstName: 'Changed' }), token);
    expect(answer.status).toBe(403);
    expect((await getUser(self.id)).body.firstName).toBe(self.firstName);
  });

  it('answers 404 for an unknown user', async () => {
    const before = await readTarget();
    expect((await putUser(999_999, userUpdateBody(before))).status).toBe(404);
  });
});
