/**
 * Shared helpers of the API tests (not a test file itself).
 */
import { createHmac } from 'node:crypto';
import { expect, inject } from 'vitest';
import { call, tokenFor } from '../support/api';

export const OTHER_PASSWORD = 'other-tenant-pass';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed with HMAC-SHA256 (or unsigned for alg "none") from the given header and claims. */
export function signJwt(claims: Record<string, unknown>, secret: string, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const data = `${b64(header)}.${b64(claims)}`;
  if (header.alg === 'none') return `${data}.`;
  return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
}

/** Signs claims with the secret the server under test uses. */
export const signWithServerSecret = (claims: Record<string, unknown>) => signJwt(claims, inject('jwtSecret'));

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The id of a user of the caller's own subscriber, looked up through the users list. */
export async function userIdOf(userName: string, adminUserName = 'superadmin', password?: string): Promise<number> {
  const token = await tokenFor(adminUserName, password);
  const answer = await call('GET', `/api/v1/users?filter=${encodeURIComponent(JSON.stringify({ q: userName }))}&range=[0,99]`, { token });
  expect(answer.status).toBe(200);
  const user = (answer.body as Array<{ id: number; userName: string }>).find((u) => u.userName === userName);
  if (!user) throw new Error(`No user ${userName} visible to ${adminUserName}`);
  return user.id;
}

/** What a 401 answers: a message and nothing else (spec §8). */
export function expectUnauthorized(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ message: expect.stringMatching(/^Your session (is not valid|has ended)\. Please sign in again\.$/) });
}

/**
 * What a 400 answers (spec §8): a title naming the problem, optionally field errors. With `title`
 * the title is that text (or matches it); without, exactly one field is in error and the title is
 * that field's message.
 */
export function expectBadRequest(answer: { status: number; body: any }, title?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  if (title === undefined) {
    const fields = Object.keys(answer.body?.errors ?? {});
    expect(fields, JSON.stringify(answer.body)).toHaveLength(1);
    expect(answer.body.errors[fields[0]]).toEqual([answer.body.title]);
  } else if (typeof title === 'string') expect(answer.body?.title).toBe(title);
  else expect(answer.body?.title).toMatch(title);
}

/** A 400 refusing one field alone: `message` is the title and that field's only error. */
export function expectFieldError(answer: { status: number; body: any }, field: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toEqual({ title: message, errors: { [field]: [message] } });
}

/** A PUT /users/{id} body from the user as GET answers it, with `changes`. */
export const userUpdateBody = (user: any, changes: Record<string, unknown> = {}) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  jobTitleId: user.jobTitleId,
  roleIds: user.roleIds,
  isActive: user.isActive,
  version: user.version,
  ...changes,
});

/** A permission mapping as GET /permissions/roles/:id answers it, made into the PUT body. */
export interface ModuleGrantRow {
  moduleId: number;
  moduleName: string;
  canRead: boolean;
  canWrite: boolean;
  functionalities: string[];
}

export const toPutBody = (rows: ModuleGrantRow[]) => ({
  modules: rows
    .filter((r) => r.canRead || r.canWrite || r.functionalities.length)
    .map(({ moduleId, canRead, canWrite, functionalities }) => ({ moduleId, canRead, canWrite, functionalities })),
});

/** The functionality names a userRolesPermissions answer grants in a module. */
export function functionalitiesIn(groups: Array<{ permissionDescription: string; permissions: Array<{ functionalities: string[] }> }>, module: string): string[] {
  return groups.find((g) => g.permissionDescription === module)?.permissions.flatMap((p) => p.functionalities) ?? [];
}
