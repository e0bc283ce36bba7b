/**
 * Tokens for the end-to-end tests: real ones from the API, and ones re-signed with the test
 * server's secret to be expired.
 */
import { createHmac } from 'node:crypto';
import { inject } from 'vitest';
import { claimsOf, tokenFor } from '../../support/api';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signToken(claims: Record<string, unknown>, secret = inject('jwtSecret')): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** A correctly signed token of `userName` that expires `secondsLeft` from now (negative: expired). */
export async function tokenExpiringIn(userName: string, secondsLeft: number): Promise<string> {
  const claims = claimsOf(await tokenFor(userName));
  const now = Math.floor(Date.now() / 1000);
  // Signed in an hour ago: a token is never issued before its session's sign-in (auth_time).
  const anHourAgo = now - 3600;
  return signToken({ ...claims, auth_time: anHourAgo, iat: anHourAgo, nbf: anHourAgo, exp: now + secondsLeft });
}

export const expiredTokenFor = (userName: string) => tokenExpiringIn(userName, -60);
