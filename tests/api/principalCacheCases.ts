/**
 * What the principal cache must never hide (src/server/plugins/principalCache.ts): after each
 * kind of change, the affected user's very next request sees it. The change is made through
 * one server (`changeOn`) and the next request asked of another (`askOn`): the same process in
 * principalCache.test.ts, two processes on one PostgreSQL in principalCacheScaleOut.test.ts.
 * Each case first asks once so that the user's principal is kept before the change.
 */
import { expect, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { MODULES } from '../../src/domain/permissions/catalog';
import { toPutBody, userUpdateBody, type ModuleGrantRow } from './helpers';

export interface CacheCaseContext {
  changeOn: string;
  askOn: string;
  /** The tenant's Admin and Technician sign in as `<prefix>-admin` and `<prefix>-technician`. */
  prefix: string;
  password: string;
}

export interface Answer {
  status: number;
  body: any;
}

export async function callOn(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function signInOn(base: string, userName: string, password: string): Promise<string> {
  const answer = await callOn(base, 'POST', '/api/v1/account/login', undefined, { userName, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token;
}

const SETTINGS_LIST = '/api/v1/resources/baseCities';
const FRESH_PASSWORD = 'principal-cache-1';
let freshUsers = 0;

/** Defines the cases; `context` is read when they run. */
export function principalChangeCases(context: () => CacheCaseContext) {
  const signIn = (who: 'admin' | 'technician') => signInOn(context().changeOn, `${context().prefix}-${who}`, context().password);
  const ask = (token: string, method: string, path: string) => callOn(context().askOn, method, path, token);
  const change = async (token: string, method: string, path: string, body?: unknown) => {
    const answer = await callOn(context().changeOn, method, path, token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(method === 'POST' ? 201 : 200);
    return answer.body;
  };
  const validate = async (token: string) => {
    const answer = await ask(token, 'POST', '/api/v1/account/validateUser');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** A Technician of the tenant that only this case signs in as: its token, id and the admin's token. */
  const freshTechnician = async () => {
    const admin = await signIn('admin');
    const userName = `${context().prefix}.cache.${process.pid}.${++freshUsers}`;
    const created = await change(admin, 'POST', '/api/v1/users', {
      userName,
      firstName: 'Cache',
      lastName: 'Case',
      email: '',
      roleIds: [ROLE_ID.Technician],
      password: FRESH_PASSWORD,
    });
    const token = await signInOn(context().askOn, userName, FRESH_PASSWORD);
    expect((await ask(token, 'POST', '/api/v1/account/validateUser')).status).toBe(200);
    return { admin, token, id: created.id as number };
  };

  it("a role's permissions changed: the next request is refused, or allowed once granted", async () => {
    const [admin, technician] = await Promise.all([signIn('admin'), signIn('technician')]);
    const rolePath = `/api/v1/permissions/roles/${ROLE_ID.Technician}`;
    const original = (await callOn(context().changeOn, 'GET', rolePath, admin)).body as ModuleGrantRow[];
    expect((await ask(technician, 'GET', SETTINGS_LIST)).status).toBe(403);

    const withSettings = original.map((row) => (row.moduleName === MODULES.SETTINGS ? { ...row, canRead: true } : row));
    await change(admin, 'PUT', rolePath, toPutBody(withSettings));
    expect((await ask(technician, 'GET', SETTINGS_LIST)).status).toBe(200);

    await change(admin, 'PUT', rolePath, toPutBody(original));
    expect((await ask(technician, 'GET', SETTINGS_LIST)).status).toBe(403);
  });

  // The status is not kept (every clock action changes it): validateUser reads it afresh.
  it('the user changed their status elsewhere: validateUser answers the new one', async () => {
    const technician = await signIn('technician');
    const before = await validate(technician);
    const statusId = before.userStatusId === 3 ? 2 : 3;
    await change(technician, 'GET', `/api/v1/user/updatestatus/${statusId}`);
    expect((await validate(technician)).userStatusId).toBe(statusId);
  });

  it("an administrator changed the user's name: validateUser answers it", async () => {
    const { admin, token, id } = await freshTechnician();
    const user = (await callOn(context().changeOn, 'GET', `/api/v1/users/${id}`, admin)).body;
    await change(admin, 'PUT', `/api/v1/users/${id}`, userUpdateBody(user, { firstName: 'Renamed' }));
    expect((await validate(token)).name).toBe('Renamed Case');
  });

  it("the user's name changed while a burst of their requests was being read: every request sent after the change sees it", async () => {
    const { admin, token, id } = await freshTechnician();
    const user = (await callOn(context().changeOn, 'GET', `/api/v1/users/${id}`, admin)).body;
    const burst = () => Promise.all(Array.from({ length: 12 }, () => validate(token)));
    await change(admin, 'PUT', `/api/v1/users/${id}`, userUpdateBody(user, { firstName: 'Before' }));
    const underWay = burst();
    const renamed = (await callOn(context().changeOn, 'GET', `/api/v1/users/${id}`, admin)).body;
    await change(admin, 'PUT', `/api/v1/users/${id}`, userUpdateBody(renamed, { firstName: 'After' }));
    const sentAfter = await burst();
    expect((await underWay).every((answer) => ['Before Case', 'After Case'].includes(answer.name))).toBe(true);
    expect(sentAfter.map((answer) => answer.name)).toEqual(Array(12).fill('After Case'));
  });

  it('the user deactivated: the next request is refused (401)', async () => {
    const { admin, token, id } = await freshTechnician();
    const user = (await callOn(context().changeOn, 'GET', `/api/v1/users/${id}`, admin)).body;
    await change(admin, 'PUT', `/api/v1/users/${id}`, userUpdateBody(user, { isActive: false }));
    expect((await ask(token, 'POST', '/api/v1/account/validateUser')).status).toBe(401);
  });

  it("the user's roles changed: the earlier token is refused (401), a new one has the new roles", async () => {
    const { admin, token, id } = await freshTechnician();
    const user = (await callOn(context().changeOn, 'GET', `/api/v1/users/${id}`, admin)).body;
    await change(admin, 'PUT', `/api/v1/users/${id}`, userUpdateBody(user, { roleIds: [ROLE_ID.Plumber] }));
    expect((await ask(token, 'POST', '/api/v1/account/validateUser')).status).toBe(401);
    const renewed = await signInOn(context().changeOn, user.userName, FRESH_PASSWORD);
    expect((await validate(renewed)).userRoles).toEqual(['Plumber']);
  });

  it('the password set by an administrator: the earlier token is refused (401)', async () => {
    const { admin, token, id } = await freshTechnician();
    await change(admin, 'PUT', `/api/v1/users/${id}/password`, { password: 'principal-cache-2' });
    expect((await ask(token, 'POST', '/api/v1/account/validateUser')).status).toBe(401);
  });
}
