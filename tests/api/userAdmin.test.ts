/**
 * Creating users, resetting passwords and rate-sheet employee types. Users are created in
 * the Crestline tenant, kept for this file, so the other tenants' user lists stay as seeded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { call, claimsOf, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';

let admin: string;
const newUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  userName,
  firstName: 'Nina',
  lastName: 'Fields',
  email: `${userName}@summit-mechanical.example`,
  roleIds: [ROLE_ID.Technician],
  password: 'truck-42-wrench',
  ...extra,
});
const signIn = (userName: string, password: string) => call('POST', '/api/v1/account/login', { body: { userName, password } });

beforeAll(async () => {
  admin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
});

describe('POST /api/v1/users', () => {
  it('creates a user who can sign in with the given password and roles, and whom the users list counts', async () => {
    // Counted by its name: other files create users in this tenant at the same time (tests/support/freshUsers.ts).
    const listTotal = async () =>
      (await call('GET', `/api/v1/users?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ q: 'nina.fields' }))}`, { token: admin })).headers.get('content-range')?.split('/')[1];
    const before = Number(await listTotal());
    const created = await call('POST', '/api/v1/users', { token: admin, body: newUser('nina.fields') });
    expect(created.status, created.text).toBe(201);
    expect(Number(await listTotal())).toBe(before + 1);
    // A refused creation (the name is taken) counts nobody.
    expect((await call('POST', '/api/v1/users', { token: admin, body: newUser('Nina.Fields') })).status).toBe(409);
    expect(Number(await listTotal())).toBe(before + 1);
    const signedIn = await signIn('nina.fields', 'truck-42-wrench');
    expect(signedIn.status).toBe(200);
    expect(claimsOf(signedIn.body.token)).toMatchObject({ roles: 'Technician', subscriberId: claimsOf(admin).subscriberId });
  });

  it('refuses a taken user name (409), bad input (400) and role grants by non-administrators (403)', async () => {
    expect((await call('POST', '/api/v1/users', { token: admin, body: newUser('TECHNICIAN') })).status).toBe(409);
    const bad = await call('POST', '/api/v1/users', { token: admin, body: newUser('x', { password: 'short', roleIds: [] }) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['password', 'roleIds', 'userName']);
    const payroll = await tokenFor('payrollmanager'); // demo tenant: Users write, no Permissions write
    const refused = await call('POST', '/api/v1/users', { token: payroll, body: newUser('payroll.made') });
    expect(refused.status).toBe(403);
    expect((await signIn('payroll.made', 'truck-42-wrench')).status).toBe(400);
    expect((await call('POST', '/api/v1/users', { token: await tokenFor('technician'), body: newUser('tech.made') })).status).toBe(403);
  });

  it('refuses a job title that does not exist in this subscriber', async () => {
    const answer = await call('POST', '/api/v1/users', { token: admin, body: newUser('no.title', { jobTitleId: 999_999 }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      title: 'There is no Job Title with id 999999.',
      errors: { jobTitleId: ['There is no Job Title with id 999999.'] },
    });
  });
});

describe('PUT /api/v1/users/{id}/password', () => {
  it('sets a new password: the old one stops working', async () => {
    const created = await call('POST', '/api/v1/users', { token: admin, body: newUser('reset.me') });
    const answer = await call('PUT', `/api/v1/users/${created.body.id}/password`, { token: admin, body: { password: 'new-secret-77' } });
    expect(answer.status).toBe(200);
    expect((await signIn('reset.me', 'truck-42-wrench')).status).toBe(400);
    expect((await signIn('reset.me', 'new-secret-77')).status).toBe(200);
  });

  it("refuses an admin resetting a Super Admin's password and anyone reaching another tenant", async () => {
    const demoAdmin = await tokenFor('admin');
    const superAdminId = Number(claimsOf(await tokenFor('superadmin')).unique_name);
    expect((await call('PUT', `/api/v1/users/${superAdminId}/password`, { token: demoAdmin, body: { password: 'taken-over-1' } })).status).toBe(403);
    expect((await call('PUT', `/api/v1/users/${superAdminId}/password`, { token: admin, body: { password: 'taken-over-1' } })).status).toBe(404);
    expect((await call('PUT', `/api/v1/users/${superAdminId}/password`, { token: demoAdmin, body: { password: 'short' } })).status).toBe(400);
  });
});

describe('/api/v1/users/{id}/employeeTypes', () => {
  it('keeps the rate-sheet employee types a user may clock in as; unknown ids are refused', async () => {
    const created = await call('POST', '/api/v1/users', { token: admin, body: newUser('rated.tech') });
    const rate = await call('POST', '/api/v1/resources/employeeTypeRates', {
      token: admin,
      body: { name: 'Journeyman (users test)', dailyRate: 480, hourlyRate: 60, otHourlyRate: 90, standByRate: 30 },
    });
    expect(rate.status, rate.text).toBe(201);
    const path = `/api/v1/users/${created.body.id}/employeeTypes`;
    expect((await call('GET', path, { token: admin })).body).toEqual({ employeeTypeRateIds: [] });
    expect((await call('PUT', path, { token: admin, body: { employeeTypeRateIds: [rate.body.id] } })).status).toBe(200);
    expect((await call('GET', path, { token: admin })).body).toEqual({ employeeTypeRateIds: [rate.body.id] });
    const unknown = await call('PUT', path, { token: admin, body: { employeeTypeRateIds: [rate.body.id, 999_999] } });
    expect(unknown.status).toBe(400);
    expect((await call('GET', path, { token: admin })).body).toEqual({ employeeTypeRateIds: [rate.body.id] });
    expect((await call('GET', path, { token: await tokenFor('admin') })).status).toBe(404);
  });
});
