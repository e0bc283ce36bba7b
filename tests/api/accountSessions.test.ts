/**
 * A password change, a deactivation or a role change ends every earlier token at once, and
 * refreshing never carries a session past its absolute lifetime. The users are this file's
 * own, in the Crestline tenant.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { DEFAULT_SESSION_MAX_SECONDS } from '../../src/server/config';
import { call, claimsOf, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { expectUnauthorized, nowSeconds, signWithServerSecret } from './helpers';

const PASSWORD = 'session-test-1';
let superAdmin: string;

const signIn = async (userName: string, password = PASSWORD): Promise<string> => {
  const answer = await call('POST', '/api/v1/account/login', { body: { userName, password } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.token;
};
const create = async (userName: string) => {
  const answer = await call('POST', '/api/v1/users', {
    token: superAdmin,
    body: { userName, firstName: 'Ses', lastName: 'Sion', email: '', roleIds: [ROLE_ID.Technician], password: PASSWORD },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id as number;
};
const works = async (token: string) => (await call('POST', '/api/v1/account/validateUser', { token })).status === 200;
const expectEnded = async (token: string) => {
  expectUnauthorized(await call('POST', '/api/v1/account/validateUser', { token }));
  expectUnauthorized(await call('POST', '/api/v1/account/refreshToken', { token }));
};
const putUser = async (id: number, changes: Record<string, unknown>) => {
  const user = (await call('GET', `/api/v1/users/${id}`, { token: superAdmin })).body;
  const body = { firstName: user.firstName, lastName: user.lastName, email: user.email, roleIds: user.roleIds, isActive: user.isActive, version: user.version, ...changes };
  const answer = await call('PUT', `/api/v1/users/${id}`, { token: superAdmin, body });
  expect(answer.status, answer.text).toBe(200);
};

beforeAll(async () => {
  superAdmin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
});

describe('earlier tokens end', () => {
  it('when the user changes their own password; the token answered works at once', async () => {
    await create('session.own');
    const old = await signIn('session.own');
    const refreshed = (await call('POST', '/api/v1/account/refreshToken', { token: old })).body.token;
    const changed = await call('POST', '/api/v1/account/changePassword', { token: old, body: { currentPassword: PASSWORD, newPassword: 'session-new-2' } });
    expect(changed.status, changed.text).toBe(200);
    expect(await works(changed.body.token)).toBe(true);
    await expectEnded(old);
    await expectEnded(refreshed);
    expect(await works(await signIn('session.own', 'session-new-2'))).toBe(true);
  });

  it('refuses changing your own password without the current one (400), changing nothing', async () => {
    await create('session.wrong');
    const token = await signIn('session.wrong');
    const answer = await call('POST', '/api/v1/account/changePassword', { token, body: { currentPassword: 'not-it-at-all', newPassword: 'session-new-2' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ title: 'The current password is not right.', errors: { currentPassword: ['The current password is not right.'] } });
    expect(await works(token)).toBe(true);
    const short = await call('POST', '/api/v1/account/changePassword', { token, body: { currentPassword: PASSWORD, newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(await works(await signIn('session.wrong'))).toBe(true);
  });

  it('when an administrator sets the password; a sign-in right after works', async () => {
    const id = await create('session.reset');
    const old = await signIn('session.reset');
    expect((await call('PUT', `/api/v1/users/${id}/password`, { token: superAdmin, body: { password: 'session-new-3' } })).status).toBe(200);
    await expectEnded(old);
    expect(await works(await signIn('session.reset', 'session-new-3'))).toBe(true);
  });

  it('when the user is deactivated, also after they are active again', async () => {
    const id = await create('session.off');
    const old = await signIn('session.off');
    await putUser(id, { isActive: false });
    await expectEnded(old);
    await putUser(id, { isActive: true });
    await expectEnded(old);
    expect(await works(await signIn('session.off'))).toBe(true);
  });

  it('when their roles change, but not when only their name changes', async () => {
    const id = await create('session.roles');
    const old = await signIn('session.roles');
    await putUser(id, { firstName: 'Renamed' });
    expect(await works(old)).toBe(true);
    await putUser(id, { roleIds: [ROLE_ID.Technician, ROLE_ID.Plumber] });
    await expectEnded(old);
    const fresh = await signIn('session.roles');
    expect(claimsOf(fresh).roles).toBe('Technician,Plumber');
    expect(await works(fresh)).toBe(true);
  });
});

describe('the absolute session lifetime', () => {
  let claims: Record<string, any>;

  beforeAll(async () => {
    await create('session.long');
    claims = claimsOf(await signIn('session.long'));
  });

  it('sign-in stamps the sign-in time (auth_time); refresh keeps it and never extends past it', async () => {
    expect(claims.auth_time).toBe(claims.iat);
    const started = nowSeconds() - 3600;
    const token = signWithServerSecret({ ...claims, auth_time: started });
    const refreshed = await call('POST', '/api/v1/account/refreshToken', { token });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.token).auth_time).toBe(started);
  });

  it('refuses to refresh a session signed in longer ago than the limit (401)', async () => {
    const now = nowSeconds();
    const token = signWithServerSecret({ ...claims, auth_time: now - DEFAULT_SESSION_MAX_SECONDS - 1, iat: now, nbf: now, exp: now + 600 });
    expectUnauthorized(await call('POST', '/api/v1/account/refreshToken', { token }));
  });

  it('a session a minute short of the limit is refreshed only up to the limit', async () => {
    const now = nowSeconds();
    const started = now - DEFAULT_SESSION_MAX_SECONDS + 60;
    const refreshed = await call('POST', '/api/v1/account/refreshToken', { token: signWithServerSecret({ ...claims, auth_time: started, iat: now, nbf: now }) });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.token).exp).toBe(started + DEFAULT_SESSION_MAX_SECONDS);
  });
});
